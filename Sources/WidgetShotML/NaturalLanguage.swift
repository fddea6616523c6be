import Foundation

// NaturalLanguage: tokenising and language identification, implemented small and real:
// the language of a string from its script (kana → Japanese, Hangul → Korean, Cyrillic →
// Russian…) and, for Latin text, from the most frequent function words of a few languages.
// Schemes that need Apple's trained models (lexical class, names, sentiment) give no tags.

/// A language — NaturalLanguage's `NLLanguage` (BCP 47 raw values).
public struct NLLanguage: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A language from a BCP 47 code.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let undetermined = NLLanguage("und"), english = NLLanguage("en"), french = NLLanguage("fr"),
                      german = NLLanguage("de"), spanish = NLLanguage("es"), italian = NLLanguage("it"),
                      portuguese = NLLanguage("pt"), dutch = NLLanguage("nl"), japanese = NLLanguage("ja"),
                      korean = NLLanguage("ko"), simplifiedChinese = NLLanguage("zh-Hans"), traditionalChinese = NLLanguage("zh-Hant"),
                      russian = NLLanguage("ru"), ukrainian = NLLanguage("uk"), arabic = NLLanguage("ar"), hebrew = NLLanguage("he"),
                      greek = NLLanguage("el"), thai = NLLanguage("th"), hindi = NLLanguage("hi"), turkish = NLLanguage("tr"),
                      swedish = NLLanguage("sv"), polish = NLLanguage("pl")
}

/// Identifies a string's language — NaturalLanguage's `NLLanguageRecognizer`.
open class NLLanguageRecognizer: NSObject, @unchecked Sendable {
    private var text = ""
    /// Languages to choose among (empty: any).
    open var languageConstraints: [NLLanguage] = []
    /// Prior probabilities (used to break ties).
    open var languageHints: [NLLanguage: Double] = [:]
    public override init() { super.init() }
    /// Adds text to analyse.
    open func processString(_ string: String) { text += string }
    /// Forgets the text.
    open func reset() { text = "" }
    /// The most likely language, or `nil` with no text.
    open var dominantLanguage: NLLanguage? { languageHypotheses(withMaximum: 1).max { $0.value < $1.value }?.key }
    /// Up to `maxHypotheses` languages with probabilities summing to at most 1.
    open func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] {
        var scores = LanguageGuess.scores(text)
        if !languageConstraints.isEmpty { scores = scores.filter { languageConstraints.contains($0.key) } }
        for (language, hint) in languageHints where scores[language] != nil { scores[language]! += hint * 0.01 }
        let total = scores.values.reduce(0, +)
        guard total > 0 else { return [:] }
        return Dictionary(uniqueKeysWithValues: scores.sorted { $0.value > $1.value }.prefix(max(0, maxHypotheses)).map { ($0.key, $0.value / total) })
    }
    /// The most likely language of a string.
    open class func dominantLanguage(for string: String) -> NLLanguage? {
        let recognizer = NLLanguageRecognizer()
        recognizer.processString(string)
        return recognizer.dominantLanguage
    }
}

enum LanguageGuess {
    static let functionWords: [NLLanguage: Set<String>] = [
        .english: ["the", "and", "is", "of", "to", "in", "it", "you", "that", "for", "with", "on", "this", "are", "was"],
        .french: ["le", "la", "les", "et", "est", "de", "des", "un", "une", "pour", "dans", "que", "pas", "vous", "je"],
        .german: ["der", "die", "das", "und", "ist", "nicht", "ein", "eine", "zu", "mit", "ich", "sie", "auf", "für", "den"],
        .spanish: ["el", "la", "los", "las", "y", "es", "de", "que", "en", "un", "una", "por", "para", "con", "no"],
        .italian: ["il", "lo", "la", "gli", "e", "è", "di", "che", "un", "una", "per", "non", "sono", "con", "del"],
        .portuguese: ["o", "a", "os", "as", "e", "é", "de", "que", "um", "uma", "para", "não", "com", "do", "da"],
        .dutch: ["de", "het", "een", "en", "is", "van", "niet", "dat", "op", "met", "voor", "ik", "je", "zijn", "te"],
    ]

    static func scores(_ text: String) -> [NLLanguage: Double] {
        var scripts: [NLLanguage: Double] = [:]
        var latin = 0.0, kana = 0.0, han = 0.0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF: kana += 1
            case 0x4E00...0x9FFF, 0x3400...0x4DBF: han += 1
            case 0xAC00...0xD7AF, 0x1100...0x11FF: scripts[.korean, default: 0] += 1
            case 0x0400...0x04FF: scripts[.russian, default: 0] += 1
            case 0x0600...0x06FF: scripts[.arabic, default: 0] += 1
            case 0x0590...0x05FF: scripts[.hebrew, default: 0] += 1
            case 0x0370...0x03FF: scripts[.greek, default: 0] += 1
            case 0x0E00...0x0E7F: scripts[.thai, default: 0] += 1
            case 0x0900...0x097F: scripts[.hindi, default: 0] += 1
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: latin += 1
            default: break
            }
        }
        // Kanji with kana is Japanese; Han alone is Chinese.
        if kana > 0 { scripts[.japanese] = kana + han } else if han > 0 { scripts[.simplifiedChinese] = han }
        if latin > 0 {
            let words = text.lowercased().split { !$0.isLetter }.map(String.init)
            var hits: [NLLanguage: Double] = [:]
            for word in words { for (language, list) in functionWords where list.contains(word) { hits[language, default: 0] += 1 } }
            if hits.isEmpty {
                scripts[.english, default: 0] += latin * 0.5   // Latin text without known function words: English is most likely
            } else {
                let total = hits.values.reduce(0, +)
                for (language, count) in hits { scripts[language, default: 0] += latin * count / total }
            }
        }
        return scripts
    }
}

/// A unit of text — NaturalLanguage's `NLTokenUnit`.
public enum NLTokenUnit: Int, Sendable { case word = 0, sentence, paragraph, document }

/// Splits text into words, sentences or paragraphs — NaturalLanguage's `NLTokenizer`.
open class NLTokenizer: NSObject, @unchecked Sendable {
    /// The unit.
    public let unit: NLTokenUnit
    /// The text.
    open var string: String?
    /// A tokenizer of a unit.
    public init(unit: NLTokenUnit) {
        self.unit = unit
        super.init()
    }
    /// Sets the language (accepted; tokenising does not depend on it here).
    open func setLanguage(_ language: NLLanguage) {}
    /// The tokens' ranges within `range`.
    open func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
        guard let string else { return [] }
        return Tokens.ranges(in: string, range: range, unit: unit)
    }
    /// Calls `block` for each token until it returns `false`.
    open func enumerateTokens(in range: Range<String.Index>, using block: (Range<String.Index>, NLTokenizer.Attributes) -> Bool) {
        for token in tokens(for: range) where !block(token, []) { return }
    }
    /// Token attributes — `NLTokenizer.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let numeric = Attributes(rawValue: 1), symbolic = Attributes(rawValue: 2), emoji = Attributes(rawValue: 4)
    }
}

enum Tokens {
    static func ranges(in string: String, range: Range<String.Index>, unit: NLTokenUnit) -> [Range<String.Index>] {
        switch unit {
        case .document: return [range]
        case .word: return runs(in: string, range: range) { $0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" }
        case .paragraph: return runs(in: string, range: range) { !$0.isNewline }
        case .sentence:
            var result: [Range<String.Index>] = []
            var start = range.lowerBound, index = range.lowerBound
            while index < range.upperBound {
                let c = string[index]
                index = string.index(after: index)
                if c == "." || c == "!" || c == "?" || c == "。" || c.isNewline {
                    let trimmed = trim(string, start..<index)
                    if !trimmed.isEmpty { result.append(trimmed) }
                    start = index
                }
            }
            let rest = trim(string, start..<range.upperBound)
            if !rest.isEmpty { result.append(rest) }
            return result
        }
    }
    static func trim(_ s: String, _ r: Range<String.Index>) -> Range<String.Index> {
        var lo = r.lowerBound, hi = r.upperBound
        while lo < hi, s[lo].isWhitespace { lo = s.index(after: lo) }
        while hi > lo, s[s.index(before: hi)].isWhitespace { hi = s.index(before: hi) }
        return lo..<hi
    }
    static func runs(in s: String, range: Range<String.Index>, _ inside: (Character) -> Bool) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var start: String.Index?
        var index = range.lowerBound
        while index < range.upperBound {
            if inside(s[index]) { if start == nil { start = index } } else if let s0 = start { result.append(s0..<index); start = nil }
            index = s.index(after: index)
        }
        if let s0 = start { result.append(s0..<range.upperBound) }
        return result
    }
}
