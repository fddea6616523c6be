import Foundation

// Core Foundation's `CFStringTransform` (https://developer.apple.com/documentation/corefoundation/cfstringtransform(_:_:_:_:)):
// transliteration and normalisation with ICU's transforms, as on Apple platforms. The work is
// Foundation's `applyingTransform(_:reverse:)` (swift-corelibs-foundation runs ICU's
// transliterator); the `kCFStringTransform…` identifiers are the `StringTransform` values
// Foundation maps to ICU, so `StringTransform(kCFStringTransformToLatin as String) == .toLatin`
// as on iOS. Any ICU transform ID ("Any-Latin; Latin-ASCII") works too, as Apple documents.

/// Core Foundation's mutable string: `NSMutableString` (toll-free bridged on Apple platforms).
public typealias CFMutableString = NSMutableString

/// A range of a Core Foundation string, in UTF-16 units — Core Foundation's `CFRange`.
public struct CFRange: Equatable, Sendable {
    /// The first unit.
    public var location: CFIndex
    /// The number of units.
    public var length: CFIndex
    /// An empty range at 0.
    public init() { location = 0; length = 0 }
    /// A range from a location and length.
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

/// A range from a location and length — Core Foundation's `CFRangeMake`.
public func CFRangeMake(_ loc: CFIndex, _ len: CFIndex) -> CFRange { CFRange(location: loc, length: len) }

/// Transforms a string in place with an ICU transform — Core Foundation's `CFStringTransform`.
/// `range` (nil: the whole string) is the part transformed; on return it holds the transformed
/// part's new range. `reverse` runs a reversible transform backwards (`kCFStringTransformToXMLHex`
/// reversed turns `&#x41;` back into "A"). Returns false, leaving the string unchanged, for an
/// unknown transform or a range outside the string.
@discardableResult
public func CFStringTransform(_ string: CFMutableString!, _ range: UnsafeMutablePointer<CFRange>!, _ transform: CFString!, _ reverse: Bool) -> Bool {
    guard let string, let transform else { return false }
    let target = range.map { NSRange(location: $0.pointee.location, length: $0.pointee.length) } ?? NSRange(location: 0, length: string.length)
    guard target.location >= 0, target.length >= 0, NSMaxRange(target) <= string.length else { return false }
    let part = string.substring(with: target)
    guard let transformed = part.applyingTransform(StringTransform(transform as String), reverse: reverse) else { return false }
    string.replaceCharacters(in: target, with: transformed)
    range?.pointee.length = (transformed as NSString).length
    return true
}

/// Removes combining marks (accents): "Ça" → "Ca".
public let kCFStringTransformStripCombiningMarks: CFString! = StringTransform.stripCombiningMarks.rawValue as NSString
/// Transliterates every script it can to Latin (ideographs as Mandarin): "王菲" → "wáng fēi".
public let kCFStringTransformToLatin: CFString! = StringTransform.toLatin.rawValue as NSString
/// Full-width characters to half-width ("１" → "1"; reversible).
public let kCFStringTransformFullwidthHalfwidth: CFString! = StringTransform.fullwidthToHalfwidth.rawValue as NSString
/// Latin to Katakana (reversible).
public let kCFStringTransformLatinKatakana: CFString! = StringTransform.latinToKatakana.rawValue as NSString
/// Latin to Hiragana (reversible).
public let kCFStringTransformLatinHiragana: CFString! = StringTransform.latinToHiragana.rawValue as NSString
/// Hiragana to Katakana (reversible).
public let kCFStringTransformHiraganaKatakana: CFString! = StringTransform.hiraganaToKatakana.rawValue as NSString
/// Ideographs read as Mandarin to Latin (not reversible).
public let kCFStringTransformMandarinLatin: CFString! = StringTransform.mandarinToLatin.rawValue as NSString
/// Latin to Hangul (reversible).
public let kCFStringTransformLatinHangul: CFString! = StringTransform.latinToHangul.rawValue as NSString
/// Latin to Arabic (reversible).
public let kCFStringTransformLatinArabic: CFString! = StringTransform.latinToArabic.rawValue as NSString
/// Latin to Hebrew (reversible).
public let kCFStringTransformLatinHebrew: CFString! = StringTransform.latinToHebrew.rawValue as NSString
/// Latin to Thai (reversible).
public let kCFStringTransformLatinThai: CFString! = StringTransform.latinToThai.rawValue as NSString
/// Latin to Cyrillic (reversible).
public let kCFStringTransformLatinCyrillic: CFString! = StringTransform.latinToCyrillic.rawValue as NSString
/// Latin to Greek (reversible; ICU's "Latin-Greek", which Foundation names no constant for here).
public let kCFStringTransformLatinGreek: CFString! = "Latin-Greek" as NSString
/// Non-ASCII characters to XML hex entities ("ø" → "&#xF8;"; reversible).
public let kCFStringTransformToXMLHex: CFString! = StringTransform.toXMLHex.rawValue as NSString
/// Non-ASCII characters to their Unicode names ("ø" → "\N{LATIN SMALL LETTER O WITH STROKE}"; reversible).
public let kCFStringTransformToUnicodeName: CFString! = StringTransform.toUnicodeName.rawValue as NSString
/// Removes diacritics: "Ça" → "Ca".
public let kCFStringTransformStripDiacritics: CFString! = StringTransform.stripDiacritics.rawValue as NSString
