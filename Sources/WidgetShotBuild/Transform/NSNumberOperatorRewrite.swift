import Foundation

/// Moves a file's own comparison operators on `NSNumber` into an `extension NSNumber`.
///
/// On Apple platforms `NSNumber` has no `<`, so libraries declare their own at file scope
/// (SwiftyJSON 5: `func < (lhs: NSNumber, rhs: NSNumber) -> Bool`, which orders booleans apart).
/// swift-corelibs-foundation's `NSNumber` is `Comparable`, and its `static func <` and the
/// library's global one are equally good candidates: "ambiguous use of operator '<'". As a static
/// member of an extension in the library's own module, the library's operator shadows
/// Foundation's (a module's own member wins over an imported one of the same signature), so the
/// library's comparison runs, as on iOS. Line-preserving: `func` becomes
/// `extension NSNumber { static func` and the line with the body's closing brace gets ` }`.
enum NSNumberOperatorRewrite {
    static let declaration = try! NSRegularExpression(
        pattern: #"^((?:public|internal|fileprivate|private)\s+)?func\s*(==|!=|<=|>=|<|>)\s*\(\s*lhs\s*:\s*NSNumber\s*,\s*rhs\s*:\s*NSNumber\s*\)\s*->\s*Bool\s*\{"#)

    /// The lines with each top-level NSNumber comparison operator moved into an extension.
    static func apply(_ lines: [String]) -> [String] {
        guard lines.contains(where: { $0.hasPrefix("func") || $0.contains("func ") }), lines.contains(where: { $0.contains("NSNumber") }) else { return lines }
        var out = lines
        var index = 0
        while index < out.count {
            let line = out[index]
            let range = NSRange(line.startIndex..., in: line)
            guard let match = declaration.firstMatch(in: line, range: range), let funcRange = line.range(of: "func") else { index += 1; continue }
            let access = Range(match.range(at: 1), in: line).map { String(line[$0]) } ?? ""
            guard let end = closingLine(of: out, from: index) else { index += 1; continue }
            var rewritten = line
            rewritten.replaceSubrange(line.startIndex..<funcRange.upperBound, with: "extension NSNumber { \(access)static func")
            out[index] = rewritten
            out[end] += " }"
            index = end + 1
        }
        return out
    }

    /// The index of the line where the braces opened on `start` close (strings and comments skipped).
    static func closingLine(of lines: [String], from start: Int) -> Int? {
        var depth = 0
        var inBlockComment = false
        for i in start..<lines.count {
            var inString = false
            var previous: Character = " "
            var chars = lines[i].makeIterator()
            while let c = chars.next() {
                defer { previous = c }
                if inBlockComment { if previous == "*" && c == "/" { inBlockComment = false }; continue }
                if inString { if c == "\"" && previous != "\\" { inString = false }; continue }
                if c == "\"" { inString = true; continue }
                if previous == "/" && c == "/" { break }
                if previous == "/" && c == "*" { inBlockComment = true; continue }
                if c == "{" { depth += 1 }
                if c == "}" { depth -= 1; if depth == 0 { return i } }
            }
        }
        return nil
    }
}
