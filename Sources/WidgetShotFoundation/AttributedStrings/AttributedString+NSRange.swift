import Foundation

extension Range where Bound == AttributedString.Index {
    /// The attributed-string range of an `NSRange` (UTF-16 offsets) — Foundation's conversion,
    /// missing from swift-corelibs-foundation; nil when the range lies outside the string or
    /// splits a surrogate pair. Code that finds text with `String.range(of:)` and styles it in an
    /// `AttributedString` goes through `NSRange(range, in: string)` and back here.
    ///
    /// ```swift
    /// if let r = Range(NSRange(found, in: text), in: attributed) { attributed[r].backgroundColor = .yellow }
    /// ```
    public init?<S: AttributedStringProtocol>(_ range: NSRange, in attributedString: S) {
        let string = String(attributedString.characters)
        guard let found = Range<String.Index>(range, in: string),
              found.lowerBound.samePosition(in: string.unicodeScalars) != nil,
              found.upperBound.samePosition(in: string.unicodeScalars) != nil else { return nil }
        let scalars = attributedString.unicodeScalars
        let start = string.unicodeScalars.distance(from: string.startIndex, to: found.lowerBound)
        let length = string.unicodeScalars.distance(from: found.lowerBound, to: found.upperBound)
        let lower = scalars.index(scalars.startIndex, offsetBy: start)
        self = lower..<scalars.index(lower, offsetBy: length)
    }
}
