import Foundation

/// The glob patterns of XcodeGen's `excludes:`/`includes:` (relative to the source's path): `*`
/// within a path component, `**` across components, `?`, `[a-z]` classes and `{a,b}` choices.
struct XcodeGenGlob {
    private let regex: NSRegularExpression

    init(_ pattern: String) throws {
        var expression = "^"
        var index = pattern.startIndex
        var braces = 0
        while index < pattern.endIndex {
            let character = pattern[index]
            let next = pattern.index(after: index)
            switch character {
            case "*":
                if next < pattern.endIndex, pattern[next] == "*" {
                    let after = pattern.index(after: next)
                    if after < pattern.endIndex, pattern[after] == "/" {
                        expression += "(?:.*/)?"
                        index = pattern.index(after: after)
                    } else {
                        expression += ".*"
                        index = after
                    }
                    continue
                }
                expression += "[^/]*"
            case "?": expression += "[^/]"
            case "[": expression += "["
            case "]": expression += "]"
            case "{": expression += "(?:"; braces += 1
            case "}" where braces > 0: expression += ")"; braces -= 1
            case "," where braces > 0: expression += "|"
            default: expression += NSRegularExpression.escapedPattern(for: String(character))
            }
            index = next
        }
        regex = try NSRegularExpression(pattern: expression + "$")
    }

    /// Whether `path` or one of its parent folders matches.
    func matches(_ path: String) -> Bool {
        var candidate = Substring(path)
        while true {
            let text = String(candidate)
            if regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil { return true }
            guard let slash = candidate.lastIndex(of: "/") else { return false }
            candidate = candidate[..<slash]
        }
    }
}
