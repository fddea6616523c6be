import Foundation

/// The inline Markdown SwiftUI applies to `Text` made from a `LocalizedStringKey`
/// (`Text("**Bold** and *italic*")`), not to `Text(verbatim:)` or `Text(someString)`.
///
/// Supported, as `AttributedString(markdown:)` with inline-only syntax does on iOS: `**strong**`
/// and `__strong__` (bold), `*emphasis*` and `_emphasis_` (italic; `_` only at word boundaries),
/// `***both***`, `` `code` `` (monospaced), `~~strikethrough~~`, `[links](url)` (drawn in the accent
/// colour) and backslash escapes. Block syntax (headings, lists) stays as written, as SwiftUI
/// shows it. Unclosed delimiters are literal text.
enum MarkdownParser {
    struct Style: Equatable {
        var bold = false
        var italic = false
        var code = false
        var strike = false
        var link = false
    }

    /// Parses `source` into runs (consecutive characters with the same style share a run).
    static func parse(_ source: String) -> [Text.Run] {
        // * _ ` ~ [ \ — without any of them there is nothing to parse.
        guard source.utf8.contains(where: { $0 == 42 || $0 == 95 || $0 == 96 || $0 == 126 || $0 == 91 || $0 == 92 }) else { return [Text.Run(string: source)] }
        var out: [(String, Style)] = []
        parse(Array(source), Style(), into: &out)
        var runs: [Text.Run] = []
        var last: Style?
        for (s, style) in out where !s.isEmpty {
            if style == last, var r = runs.popLast(), case .string(let prev) = r.content {
                r.content = .string(prev + s)
                runs.append(r)
                continue
            }
            var run = Text.Run(string: s)
            if style.bold { run.weight = .bold }
            run.italic = style.italic
            run.monospaced = style.code
            if style.strike { run.strikethrough = Text.Decoration(isActive: true, color: nil) }
            run.isLink = style.link
            runs.append(run)
            last = style
        }
        return runs.isEmpty ? [Text.Run(string: "")] : runs
    }

    private static func parse(_ c: [Character], _ style: Style, into out: inout [(String, Style)]) {
        var text = ""
        var i = 0
        func flush() { if !text.isEmpty { out.append((text, style)); text = "" } }
        while i < c.count {
            let ch = c[i]
            if ch == "\\", i + 1 < c.count, c[i + 1].isPunctuation || c[i + 1].isSymbol {
                text.append(c[i + 1]); i += 2; continue
            }
            if ch == "`", let close = find("`", in: c, from: i + 1, count: 1) {
                flush()
                var s = style
                s.code = true
                out.append((String(c[(i + 1)..<close]), s))
                i = close + 1
                continue
            }
            if ch == "[", let closeBracket = find("]", in: c, from: i + 1, count: 1), closeBracket + 1 < c.count, c[closeBracket + 1] == "(",
               let closeParen = find(")", in: c, from: closeBracket + 2, count: 1) {
                flush()
                var s = style
                s.link = true
                parse(Array(c[(i + 1)..<closeBracket]), s, into: &out)
                i = closeParen + 1
                continue
            }
            if ch == "*" || ch == "_" || ch == "~" {
                var n = 0
                while i + n < c.count, c[i + n] == ch { n += 1 }
                let before: Character? = i > 0 ? c[i - 1] : nil
                let after: Character? = i + n < c.count ? c[i + n] : nil
                let opens = after.map { !$0.isWhitespace } ?? false
                let wordBoundary = ch != "_" || !(before?.isLetter ?? false || before?.isNumber ?? false)
                let usable = ch == "~" ? n == 2 : n <= 3
                if opens, wordBoundary, usable, let close = closing(ch, n, in: c, from: i + n) {
                    flush()
                    var s = style
                    if ch == "~" { s.strike = true } else {
                        if n >= 2 { s.bold = true }
                        if n != 2 { s.italic = true }
                    }
                    parse(Array(c[(i + n)..<close]), s, into: &out)
                    i = close + n
                    continue
                }
                text += String(repeating: ch, count: n)
                i += n
                continue
            }
            text.append(ch)
            i += 1
        }
        flush()
    }

    /// The index of the next `ch` (not escaped).
    private static func find(_ ch: Character, in c: [Character], from start: Int, count: Int) -> Int? {
        var i = start
        while i < c.count {
            if c[i] == "\\" { i += 2; continue }
            if c[i] == ch { return i }
            i += 1
        }
        return nil
    }

    /// The start of a closing run of exactly `n` `ch` after non-space content.
    private static func closing(_ ch: Character, _ n: Int, in c: [Character], from start: Int) -> Int? {
        var i = start
        while i < c.count {
            if c[i] == "\\" { i += 2; continue }
            if c[i] == "`", let close = find("`", in: c, from: i + 1, count: 1) { i = close + 1; continue }
            guard c[i] == ch else { i += 1; continue }
            var m = 0
            while i + m < c.count, c[i + m] == ch { m += 1 }
            let after: Character? = i + m < c.count ? c[i + m] : nil
            let closesWord = ch != "_" || !(after?.isLetter ?? false || after?.isNumber ?? false)
            if m == n, i > start, !c[i - 1].isWhitespace, closesWord { return i }
            i += m
        }
        return nil
    }
}
