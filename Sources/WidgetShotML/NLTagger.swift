import Foundation

/// A tagging scheme — NaturalLanguage's `NLTagScheme`.
public struct NLTagScheme: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let tokenType = NLTagScheme("TokenType"), lexicalClass = NLTagScheme("LexicalClass"),
                      nameType = NLTagScheme("NameType"), nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass"),
                      lemma = NLTagScheme("Lemma"), language = NLTagScheme("Language"), script = NLTagScheme("Script"),
                      sentimentScore = NLTagScheme("SentimentScore")
}

/// A tag — NaturalLanguage's `NLTag`.
public struct NLTag: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let word = NLTag("Word"), punctuation = NLTag("Punctuation"), whitespace = NLTag("Whitespace"), other = NLTag("Other"),
                      noun = NLTag("Noun"), verb = NLTag("Verb"), adjective = NLTag("Adjective"), personalName = NLTag("PersonalName"),
                      placeName = NLTag("PlaceName"), organizationName = NLTag("OrganizationName")
}

/// Tags text — NaturalLanguage's `NLTagger`. WidgetShot tags `.tokenType` (word, punctuation,
/// whitespace) and `.language`; schemes that need Apple's trained models (`.lexicalClass`,
/// `.nameType`, `.lemma`, `.sentimentScore`) give no tags (`nil`), and
/// `availableTagSchemes(for:language:)` says so.
open class NLTagger: NSObject, @unchecked Sendable {
    /// The schemes asked for.
    public let tagSchemes: [NLTagScheme]
    /// The text.
    open var string: String?
    /// Options — `NLTagger.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let omitWords = Options(rawValue: 1), omitPunctuation = Options(rawValue: 2),
                          omitWhitespace = Options(rawValue: 4), omitOther = Options(rawValue: 8),
                          joinNames = Options(rawValue: 16), joinContractions = Options(rawValue: 32)
    }
    /// A tagger of schemes.
    public init(tagSchemes: [NLTagScheme]) {
        self.tagSchemes = tagSchemes
        super.init()
    }
    /// The schemes WidgetShot can tag.
    open class func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] { [.tokenType, .language] }
    /// The dominant language of the text.
    open var dominantLanguage: NLLanguage? { string.flatMap { NLLanguageRecognizer.dominantLanguage(for: $0) } }
    /// Sets the language of a range (accepted).
    open func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {}

    /// The tag of the token at `index`, and the token's range.
    open func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
        guard let string else { return (nil, index..<index) }
        let tokens = Tokens.ranges(in: string, range: string.startIndex..<string.endIndex, unit: unit)
        let range = tokens.first { $0.contains(index) } ?? index..<index
        return (tag(for: range, in: string, scheme: scheme), range)
    }

    /// Calls `block` with each token's tag until it returns `false`.
    open func enumerateTags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = [],
                            using block: (NLTag?, Range<String.Index>) -> Bool) {
        for (tag, token) in tags(in: range, unit: unit, scheme: scheme, options: options) where !block(tag, token) { return }
    }

    /// Every token's tag in `range`.
    open func tags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = []) -> [(NLTag?, Range<String.Index>)] {
        guard let string else { return [] }
        var result: [(NLTag?, Range<String.Index>)] = []
        var index = range.lowerBound
        let words = Tokens.ranges(in: string, range: range, unit: unit)
        for word in words {
            // Punctuation and whitespace between tokens are tokens of their own when words are tagged.
            if unit == .word && index < word.lowerBound { result += gapTokens(string, index..<word.lowerBound, scheme: scheme, options: options) }
            if !options.contains(.omitWords) { result.append((tag(for: word, in: string, scheme: scheme), word)) }
            index = word.upperBound
        }
        if unit == .word && index < range.upperBound { result += gapTokens(string, index..<range.upperBound, scheme: scheme, options: options) }
        return result
    }

    private func gapTokens(_ s: String, _ r: Range<String.Index>, scheme: NLTagScheme, options: Options) -> [(NLTag?, Range<String.Index>)] {
        var out: [(NLTag?, Range<String.Index>)] = []
        var i = r.lowerBound
        while i < r.upperBound {
            let next = s.index(after: i)
            let isSpace = s[i].isWhitespace
            if !(isSpace ? options.contains(.omitWhitespace) : options.contains(.omitPunctuation)) {
                out.append((scheme == .tokenType ? (isSpace ? .whitespace : .punctuation) : nil, i..<next))
            }
            i = next
        }
        return out
    }

    private func tag(for range: Range<String.Index>, in string: String, scheme: NLTagScheme) -> NLTag? {
        switch scheme {
        case .tokenType:
            let text = string[range]
            if text.allSatisfy(\.isWhitespace) { return .whitespace }
            if text.contains(where: { $0.isLetter || $0.isNumber }) { return .word }
            return .punctuation
        case .language:
            return NLLanguageRecognizer.dominantLanguage(for: String(string[range])).map { NLTag($0.rawValue) }
        default:
            return nil
        }
    }
}
