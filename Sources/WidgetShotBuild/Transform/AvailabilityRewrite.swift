import Foundation

/// `#available(iOS 17.0, *)` and `#unavailable(iOS 17)` → a check of the release the render draws
/// (`_widgetShotAvailable(iOS: 17, 0)`, WidgetShotFoundation's Availability.swift), on the same line.
///
/// On Linux every `#available` check is true, so `--os 16` would still take a widget's iOS 17
/// branch (`containerBackground`, `contentMarginsDisabled`) and `--os 18` its iOS 26 one. Only the
/// entry for the platform built (``BuildPlatform``: `iOS` or `iOSApplicationExtension`, `watchOS`
/// or `watchOSApplicationExtension`) counts; without one the check is what `*` makes it on that
/// platform: `#available` true, `#unavailable` false. A check split over several lines, or with
/// parentheses inside, is left as it is (true).
///
/// One form stays `#available` (true on Linux): an `if` whose whole condition is one `#available`
/// and whose branch `return`s, inside a declaration with an opaque result (`-> some View`). Swift
/// lets such branches return different types only under a bare `#available` (SE-0360), so
/// `if #available(iOS 17, *) { return containerBackground(…) } else { return background(…) }`,
/// the iOS 16-compatible helper widgets of 2022–23 wrote, would not compile as a Bool check.
enum AvailabilityRewrite {
    private static let pattern = try! NSRegularExpression(pattern: #"#(un)?available\(([^()\n]*)\)"#)

    static func rewrite(_ line: String, platform: BuildPlatform) -> String {
        guard line.contains("available("), !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { return line }
        let text = line as NSString
        var out = line
        for match in pattern.matches(in: line, range: NSRange(location: 0, length: text.length)).reversed() {
            let negated = match.range(at: 1).location != NSNotFound
            let replacement = check(arguments: text.substring(with: match.range(at: 2)), platform: platform, negated: negated)
            out = (out as NSString).replacingCharacters(in: match.range, with: replacement)
        }
        return out
    }

    /// The Boolean expression for one check's arguments (`iOS 17.0, macOS 14, *`).
    static func check(arguments: String, platform: BuildPlatform, negated: Bool) -> String {
        let names: Set<String> = platform == .watchOS ? ["watchOS", "watchOSApplicationExtension"] : ["iOS", "iOSApplicationExtension"]
        for argument in arguments.split(separator: ",") {
            let parts = argument.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2, names.contains(String(parts[0])) else { continue }
            let numbers = parts[1].split(separator: ".").map { Int($0) }
            guard let major = numbers.first ?? nil else { continue }
            let minor = numbers.count > 1 ? (numbers[1] ?? 0) : 0
            let call = "_widgetShotAvailable(\(platform == .watchOS ? "watchOS" : "iOS"): \(major), \(minor))"
            return negated ? "!" + call : call
        }
        return negated ? "false" : "true"
    }

    /// `if #available(…) {` alone on its line (optionally after `} else`).
    private static let bareIf = try! NSRegularExpression(pattern: #"^\s*(\}\s*else\s+)?if\s+#available\([^()\n]*\)\s*\{\s*$"#)

    /// The indices of the lines whose `#available` must stay as written: a bare `if #available(…) {`
    /// whose block has a `return`, in a declaration whose result is opaque (`some …`).
    static func opaqueResultChecks(_ lines: [String]) -> Set<Int> {
        var kept: Set<Int> = []
        for (i, line) in lines.enumerated() where line.contains("#available(") {
            guard bareIf.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil,
                  branchReturns(lines, from: i), enclosingResultIsOpaque(lines, before: i) else { continue }
            kept.insert(i)
        }
        return kept
    }

    /// Whether the block opened on line `start` has a `return` statement at its own level.
    private static func branchReturns(_ lines: [String], from start: Int) -> Bool {
        var depth = 1
        for j in (start + 1)..<lines.count {
            let code = lines[j].components(separatedBy: "//")[0]
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if depth == 1, trimmed.hasPrefix("return ") || trimmed == "return" { return true }
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            if depth <= 0 { return false }
        }
        return false
    }

    /// Whether the nearest declaration above line `index` (`func` or `var` opening a body) has an
    /// opaque result type.
    private static func enclosingResultIsOpaque(_ lines: [String], before index: Int) -> Bool {
        for j in stride(from: index - 1, through: 0, by: -1) {
            let line = lines[j]
            guard line.range(of: #"\b(func|var)\s"#, options: .regularExpression) != nil, line.contains("{") else { continue }
            return line.range(of: #"(->|:)\s*some\s"#, options: .regularExpression) != nil
        }
        return false
    }
}
