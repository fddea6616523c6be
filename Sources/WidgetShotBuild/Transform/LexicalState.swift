/// Tracks, line by line, whether a line starts inside a block comment or a multi-line string
/// literal, so the transform only rewrites directives, imports and attributes in code.
struct LexicalState {
    private var commentDepth = 0
    private var inMultilineString = false

    /// Whether the next line starts in code.
    var isCode: Bool { commentDepth == 0 && !inMultilineString }

    /// Moves past one line.
    mutating func advance(over line: String) {
        let chars = Array(line)
        var i = 0
        var inString = false
        while i < chars.count {
            let c = chars[i]
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            if inMultilineString {
                if c == "\"" && next == "\"" && i + 2 < chars.count && chars[i + 2] == "\"" { inMultilineString = false; i += 3; continue }
                if c == "\\" { i += 2; continue }
                i += 1
                continue
            }
            if commentDepth > 0 {
                if c == "*" && next == "/" { commentDepth -= 1; i += 2; continue }
                if c == "/" && next == "*" { commentDepth += 1; i += 2; continue }
                i += 1
                continue
            }
            if inString {
                if c == "\\" { i += 2; continue }
                if c == "\"" { inString = false }
                i += 1
                continue
            }
            if c == "/" && next == "/" { return }
            if c == "/" && next == "*" { commentDepth += 1; i += 2; continue }
            if c == "\"" {
                if next == "\"" && i + 2 < chars.count && chars[i + 2] == "\"" { inMultilineString = true; i += 3; continue }
                inString = true
            }
            i += 1
        }
    }

    /// The characters of one line outside `"…"` literals and a `//` comment — what the
    /// single-line brace counters (extension bodies in ``RuntimeRewrites``, protocol bodies in
    /// ``ObjCOptionalRequirementRewrite``) count. Block comments and multi-line strings are
    /// the stateful scan's (`advance(over:)`).
    static func codeCharacters(of line: String) -> [Character] {
        var result: [Character] = []
        var inString = false
        var previous: Character = " "
        for c in line {
            if c == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if c == "/" && previous == "/" { result.removeLast(); break }
                result.append(c)
            }
            previous = c
        }
        return result
    }
}
