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
/// the iOS 16-compatible helper widgets of 2022–23 wrote, would not compile as a Bool check
/// (``OpaqueAvailabilityScan`` finds those lines).
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
}
