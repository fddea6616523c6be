import Foundation

/// `isEqual(_:)` sent through `AnyObject` gets a receiver Linux can dispatch:
///
/// - `(expr as AnyObject).isEqual(` → `_WidgetShotAnyObject(expr as AnyObject).isEqual(` — the
///   idiom of Apple-platform code for "compare two `Any`s as Foundation does" (found in JSON
///   helpers, KVO handlers, test assertions of public repositories);
/// - `name.isEqual(` → `_WidgetShotAnyObject(name).isEqual(` when the file binds `name` as an
///   `AnyObject` (`let lhs = lhs as AnyObject, rhs = rhs as AnyObject`, `var x: AnyObject`):
///   apollo-ios 0.53's `JSONValue` equality (lfroms/clouds).
///
/// WidgetShotFoundation's `_WidgetShotAnyObject` sends `-isEqual:` as iOS does. Only code is
/// rewritten (not strings or comments), on its line.
enum AnyObjectEqualityRewrite {
    /// `name = <simple expression> as AnyObject` or `name: AnyObject`, in a `let`/`var` (or a
    /// comma-continued binding of one).
    static let binding = try! NSRegularExpression(
        pattern: #"(?:\b(?:let|var)\s+|,\s*)([A-Za-z_]\w*)\s*(?::\s*AnyObject\b(?!\s*[?!.])|=\s*[\w.\[\]"!?]+\s+as\s+AnyObject\b(?![?!]))"#)

    /// The names the file binds as `AnyObject`.
    static func anyObjectNames(in lines: [String]) -> Set<String> {
        var names: Set<String> = []
        for line in lines where line.contains("AnyObject") {
            let range = NSRange(line.startIndex..., in: line)
            for match in binding.matches(in: line, range: range) {
                if let name = Range(match.range(at: 1), in: line) { names.insert(String(line[name])) }
            }
        }
        return names
    }

    /// The file's lines with `isEqual(` sent through `AnyObject` rewritten.
    static func apply(_ lines: [String]) -> [String] {
        guard lines.contains(where: { $0.contains(".isEqual(") }) else { return lines }
        let names = anyObjectNames(in: lines)
        return lines.map { line in
            guard line.contains(".isEqual(") else { return line }
            var out = ""
            for (segment, isCode) in LocaleRewrites.segments(of: wrapCasts(in: line)) {
                out += isCode ? wrapNames(in: String(segment), names: names) : String(segment)
            }
            return out
        }
    }

    static let marker = Array("as AnyObject).isEqual(")

    /// `(expr as AnyObject).isEqual(` wrapped from its matching open parenthesis, where the marker
    /// is code (the expression may hold a string literal: `(json["url"]! as AnyObject)`).
    static func wrapCasts(in line: String) -> String {
        guard line.contains("as AnyObject).isEqual(") else { return line }
        var codeOffsets: [Range<Int>] = []
        for (segment, isCode) in LocaleRewrites.segments(of: line) where isCode {
            codeOffsets.append(line.distance(from: line.startIndex, to: segment.startIndex)..<line.distance(from: line.startIndex, to: segment.endIndex))
        }
        var chars = Array(line)
        var inserts: [Int] = []
        var i = 0
        while i + marker.count <= chars.count {
            if Array(chars[i..<(i + marker.count)]) == marker, codeOffsets.contains(where: { $0.contains(i) }),
               let open = matchingOpen(in: chars, close: i + "as AnyObject".count) {
                inserts.append(open)
            }
            i += 1
        }
        for open in inserts.sorted(by: >) { chars.insert(contentsOf: "_WidgetShotAnyObject", at: open) }
        return String(chars)
    }

    /// `name.isEqual(` wrapped for the names bound as AnyObject (in a code segment).
    static func wrapNames(in code: String, names: Set<String>) -> String {
        var text = code
        for name in names.sorted() where text.contains(name + ".isEqual(") {
            let pattern = #"(?<![\w.$])"# + NSRegularExpression.escapedPattern(for: name) + #"\.isEqual\("#
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            text = regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                  withTemplate: "_WidgetShotAnyObject(\(NSRegularExpression.escapedTemplate(for: name))).isEqual(")
        }
        return text
    }

    /// The offset of the `(` that the `)` at `close` closes, scanning back.
    static func matchingOpen(in chars: [Character], close: Int) -> Int? {
        guard close < chars.count, chars[close] == ")" else { return nil }
        var depth = 0
        var index = close
        while index >= 0 {
            if chars[index] == ")" { depth += 1 }
            if chars[index] == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }
}
