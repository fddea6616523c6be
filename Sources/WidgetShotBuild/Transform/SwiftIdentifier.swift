/// Swift's identifier grammar (The Swift Programming Language, "Lexical Structure › Identifiers"):
/// an identifier may start with a letter, `_` or one of many Unicode ranges (accented letters, CJK,
/// most emoji — U+10000–U+1FFFD), and continue with those, digits and combining marks; a
/// backquoted word is one too. Regexes written `[A-Za-z_][A-Za-z0-9_]*` miss `struct 🌤Widget`.
enum SwiftIdentifier {
    /// `identifier-head` ranges other than ASCII letters and `_`, from the grammar.
    static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]
    /// `identifier-character` ranges beyond the heads and digits (combining marks).
    static let characterRanges: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]

    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || v == 0x5F { return true }
        return v > 0x7F && headRanges.contains { $0.contains(v) }
    }

    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || (0x30...0x39).contains(scalar.value) || characterRanges.contains { $0.contains(scalar.value) }
    }

    /// The name declared after the first `struct`, `class`, `enum` or `actor` keyword of `line`
    /// (a backquoted name with its backquotes), if any.
    static func declaredTypeName(in line: String) -> String? {
        let scalars = Array(line.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard isHead(scalars[i]) else { i += 1; continue }
            var j = i
            while j < scalars.count && isCharacter(scalars[j]) { j += 1 }
            let word = String(String.UnicodeScalarView(scalars[i..<j]))
            let startsWord = i == 0 || !isCharacter(scalars[i - 1]) && scalars[i - 1] != "." && scalars[i - 1] != "`"
            if startsWord && ["struct", "class", "enum", "actor"].contains(word) {
                var k = j
                while k < scalars.count && (scalars[k] == " " || scalars[k] == "\t") { k += 1 }
                guard k > j, k < scalars.count else { return nil }
                if scalars[k] == "`" {
                    guard let close = scalars[(k + 1)...].firstIndex(of: "`"), close > k + 1 else { return nil }
                    return String(String.UnicodeScalarView(scalars[k...close]))   // kept quoted: it may be a keyword
                }
                guard isHead(scalars[k]) else { return nil }
                var end = k
                while end < scalars.count && isCharacter(scalars[end]) { end += 1 }
                return String(String.UnicodeScalarView(scalars[k..<end]))
            }
            i = j
        }
        return nil
    }
}
