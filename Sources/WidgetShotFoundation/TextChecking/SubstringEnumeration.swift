import Foundation

extension NSString.EnumerationOptions {
    /// Enumerate words — Foundation's `byWords` (raw value 3, as Apple's `NSStringEnumerationByWords`).
    /// swift-corelibs-foundation marks its own unavailable ("Enumeration by words isn't supported");
    /// this one is available, and `enumerateSubstrings` calls honour it (the extension builder
    /// routes them to ``Swift/StringProtocol/_widgetShotEnumerateSubstrings(in:options:_:)``).
    public static let byWords = NSString.EnumerationOptions(rawValue: 3)
    /// Enumerate sentences — Foundation's `bySentences` (raw value 4; also unavailable in
    /// swift-corelibs-foundation, and honoured the same way).
    public static let bySentences = NSString.EnumerationOptions(rawValue: 4)
}

/// Word and sentence boundaries for `enumerateSubstrings(in:options:)`, which
/// swift-corelibs-foundation lacks (it stops the process for `.byWords` and `.bySentences`).
///
/// The rules are the core of Unicode's text segmentation (UAX #29): a word is a run of letters,
/// marks, digits and connector punctuation, joined across a single apostrophe, period or colon
/// between letters and a period or comma between digits; whitespace and punctuation between words
/// are not words. Han, Hiragana and Katakana characters are a word each (ICU finds longer words
/// there with a dictionary, which WidgetShot does not have). A sentence ends after `.`, `!`, `?`
/// (or their full-width forms), any closing quotes and brackets, and the whitespace that follows.
enum SubstringSegmenter {
    /// What one `enumerateSubstrings` call reports: the substring's range and its enclosing range.
    typealias Piece = (substring: Range<String.Index>, enclosing: Range<String.Index>)

    static func isWordCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c.unicodeScalars.first.map { CharacterSet.nonBaseCharacters.contains($0) } == true
    }

    /// Han, Hiragana and Katakana: one word per character.
    static func isIdeographic(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x3040...0x30FF).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0x20000...0x2FA1F).contains(v)
    }

    static func words(in s: String, range: Range<String.Index>) -> [Piece] {
        var starts: [(Range<String.Index>)] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let c = s[i]
            if isIdeographic(c) {
                let next = s.index(after: i)
                starts.append(i..<next)
                i = next
                continue
            }
            guard isWordCharacter(c) else { i = s.index(after: i); continue }
            var end = s.index(after: i)
            while end < range.upperBound {
                let d = s[end]
                if isWordCharacter(d) && !isIdeographic(d) { end = s.index(after: end); continue }
                // A single joiner between two letters (can't, e.g.) or two digits (3.14, 1,000).
                let after = s.index(after: end)
                guard after < range.upperBound else { break }
                let before = s[s.index(before: end)], following = s[after]
                let joinsLetters = "'’.:".contains(d) && before.isLetter && following.isLetter
                let joinsDigits = ".,".contains(d) && before.isNumber && following.isNumber
                guard joinsLetters || joinsDigits else { break }
                end = s.index(after: after)
            }
            starts.append(i..<end)
            i = end
        }
        return enclose(starts, in: range)
    }

    static func sentences(in s: String, range: Range<String.Index>) -> [Piece] {
        var pieces: [Range<String.Index>] = []
        var start = range.lowerBound, i = range.lowerBound
        let terminators: Set<Character> = [".", "!", "?", "。", "！", "？"]
        let closers: Set<Character> = ["\"", "'", "”", "’", ")", "]", "」", "』"]
        while i < range.upperBound {
            guard terminators.contains(s[i]) else { i = s.index(after: i); continue }
            var end = s.index(after: i)
            while end < range.upperBound, terminators.contains(s[end]) || closers.contains(s[end]) { end = s.index(after: end) }
            guard end == range.upperBound || s[end].isWhitespace || "。！？".contains(s[i]) else { i = end; continue }
            pieces.append(start..<end)
            while end < range.upperBound, s[end].isWhitespace { end = s.index(after: end) }
            start = end
            i = end
        }
        if start < range.upperBound, s[start..<range.upperBound].contains(where: { !$0.isWhitespace }) {
            var end = range.upperBound
            while end > start, s[s.index(before: end)].isWhitespace { end = s.index(before: end) }
            pieces.append(start..<end)
        }
        return enclose(pieces, in: range)
    }

    /// Each substring's enclosing range runs to the next one's start (the last to the range's end);
    /// the first one's also takes in what comes before it.
    static func enclose(_ substrings: [Range<String.Index>], in range: Range<String.Index>) -> [Piece] {
        substrings.enumerated().map { index, sub in
            let lower = index == 0 ? range.lowerBound : sub.lowerBound
            let upper = index + 1 < substrings.count ? substrings[index + 1].lowerBound : range.upperBound
            return (sub, lower..<upper)
        }
    }
}

extension StringProtocol {
    /// `enumerateSubstrings(in:options:_:)` with words and sentences, which swift-corelibs-foundation
    /// cannot enumerate (``SubstringSegmenter``); lines, paragraphs and composed characters are
    /// Foundation's. The extension builder calls this for an app's `enumerateSubstrings(…)`.
    public func _widgetShotEnumerateSubstrings<R: RangeExpression>(
        in range: R, options: String.EnumerationOptions = [],
        _ body: @escaping (_ substring: String?, _ substringRange: Range<String.Index>, _ enclosingRange: Range<String.Index>, inout Bool) -> Void
    ) where R.Bound == Index {
        let kind = options.rawValue & 0xFF
        guard kind == 3 || kind == 4 else {
            return enumerateSubstrings(in: range, options: options, body)
        }
        let text = String(self)
        let own = range.relative(to: self)
        // Offsets carry the range over from `self` (a Substring, perhaps) to `text` and back.
        let lower = text.utf8.index(text.startIndex, offsetBy: utf8.distance(from: startIndex, to: own.lowerBound))
        let upper = text.utf8.index(text.startIndex, offsetBy: utf8.distance(from: startIndex, to: own.upperBound))
        var pieces = kind == 3 ? SubstringSegmenter.words(in: text, range: lower..<upper) : SubstringSegmenter.sentences(in: text, range: lower..<upper)
        if options.contains(.reverse) { pieces.reverse() }
        func back(_ r: Range<String.Index>) -> Range<Index> {
            let a = utf8.index(startIndex, offsetBy: text.utf8.distance(from: text.startIndex, to: r.lowerBound))
            let b = utf8.index(startIndex, offsetBy: text.utf8.distance(from: text.startIndex, to: r.upperBound))
            return a..<b
        }
        var stop = false
        for piece in pieces {
            let substring = options.contains(.substringNotRequired) ? nil : String(text[piece.substring])
            body(substring, back(piece.substring), back(piece.enclosing), &stop)
            if stop { return }
        }
    }
}

extension NSString {
    /// `enumerateSubstrings(in:options:using:)` with words and sentences (``SubstringSegmenter``);
    /// other kinds are Foundation's. The extension builder calls this for an app's calls.
    public func _widgetShotEnumerateSubstrings(
        in range: NSRange, options: NSString.EnumerationOptions = [],
        using block: (String?, NSRange, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        let kind = options.rawValue & 0xFF
        guard kind == 3 || kind == 4 else {
            return enumerateSubstrings(in: range, options: options, using: block)
        }
        let text = self as String
        guard let swiftRange = Range(range, in: text) else { return }
        var pieces = kind == 3 ? SubstringSegmenter.words(in: text, range: swiftRange) : SubstringSegmenter.sentences(in: text, range: swiftRange)
        if options.contains(.reverse) { pieces.reverse() }
        var stop = ObjCBool(false)
        for piece in pieces {
            let substring = options.contains(.substringNotRequired) ? nil : String(text[piece.substring])
            block(substring, NSRange(piece.substring, in: text), NSRange(piece.enclosing, in: text), &stop)
            if stop.boolValue { return }
        }
    }
}
