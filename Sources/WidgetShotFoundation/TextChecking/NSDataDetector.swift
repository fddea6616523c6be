import Foundation

/// A set of `NSTextCheckingResult.CheckingType` raw values — Foundation's `NSTextCheckingTypes`
/// (swift-corelibs-foundation lacks the name).
public typealias NSTextCheckingTypes = UInt64

/// Finds links, phone numbers and dates in natural-language text — Foundation's `NSDataDetector`
/// (https://developer.apple.com/documentation/foundation/nsdatadetector), which
/// swift-corelibs-foundation lacks.
///
/// What it finds, as iOS's detector does for the text widget code feeds it:
/// - `.link`: URLs with a scheme (`https://…`, `ftp://…`, `mailto:…`), `www.` addresses and bare
///   domains with a known top-level domain (their URL gets `http://`), and e-mail addresses (their
///   URL is `mailto:`). Trailing sentence punctuation and an unbalanced `)` are not part of a link.
/// - `.phoneNumber`: 7 to 15 digits written as a phone number (`+44 20 7946 0958`,
///   `(555) 123-4567`, `555.123.4567`); `phoneNumber` is the text as written.
/// - `.date`: ISO dates (`2024-03-05`, with a time), month-name dates (`March 5, 2024`,
///   `5 Mar 2024`, `Mar 5`), US numeric dates (`3/5/2024`), `today`/`tomorrow`/`yesterday`/
///   `tonight`, weekdays (`next Friday`), each with an optional time (`at 5pm`, `17:30`), and
///   times alone. A date without a time is at noon and one without a year is in this year, in
///   the render time zone (WidgetShot's `TimeZone.current`), as iOS's detector answers.
///
/// Unlike iOS's class it is not a subclass of `NSRegularExpression` (swift-corelibs-foundation's
/// cannot be subclassed); it has the same matching methods. Addresses and transit information
/// are accepted as types and never found.
open class NSDataDetector: NSObject, @unchecked Sendable {
    /// The types the detector looks for.
    public let checkingTypes: NSTextCheckingTypes

    /// A detector of some types (`.link`, `.phoneNumber`, `.date`, `.address`,
    /// `.transitInformation`); other types, or none, throw, as on iOS.
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        let detectable: NSTextCheckingTypes = NSTextCheckingResult.CheckingType([.link, .phoneNumber, .date, .address, .transitInformation]).rawValue
        guard checkingTypes != 0, checkingTypes & ~detectable == 0 else {
            throw NSError(domain: NSCocoaErrorDomain, code: NSFormattingError,
                          userInfo: [NSLocalizedDescriptionKey: "NSDataDetector: checking types \(checkingTypes) include types a data detector cannot find"])
        }
        self.checkingTypes = checkingTypes
        super.init()
    }

    /// Calls `block` with each match in `range` of `string`, in order, until it sets `stop`.
    open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                               using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for match in DataDetection.matches(in: string as NSString, range: range, types: NSTextCheckingResult.CheckingType(rawValue: checkingTypes)) {
            block(match, [], &stop)
            if stop.boolValue { return }
        }
    }
    /// Every match in `range` of `string`, in order.
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        DataDetection.matches(in: string as NSString, range: range, types: NSTextCheckingResult.CheckingType(rawValue: checkingTypes))
    }
    /// The number of matches.
    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }
    /// The first match, if any.
    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }
    /// The range of the first match (`NSNotFound` location when none).
    open func rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSRange {
        firstMatch(in: string, options: options, range: range)?.range ?? NSRange(location: NSNotFound, length: 0)
    }
}

/// A result a data detector found: its type, range and value.
final class DetectedTextCheckingResult: NSTextCheckingResult, @unchecked Sendable {
    let detectedType: NSTextCheckingResult.CheckingType
    let detectedRange: NSRange
    let detectedURL: URL?
    let detectedPhoneNumber: String?
    let detectedDate: Date?
    let detectedTimeZone: TimeZone?

    init(type: NSTextCheckingResult.CheckingType, range: NSRange, url: URL? = nil, phoneNumber: String? = nil, date: Date? = nil, timeZone: TimeZone? = nil) {
        detectedType = type
        detectedRange = range
        detectedURL = url
        detectedPhoneNumber = phoneNumber
        detectedDate = date
        detectedTimeZone = timeZone
        super.init()
    }
    required init?(coder: NSCoder) { nil }

    override var resultType: NSTextCheckingResult.CheckingType { detectedType }
    override var range: NSRange { detectedRange }
}

extension NSTextCheckingResult {
    /// A link's URL (`.link` results; an e-mail address's is `mailto:`).
    public var url: URL? { (self as? DetectedTextCheckingResult)?.detectedURL }
    /// A phone number as written (`.phoneNumber` results).
    public var phoneNumber: String? { (self as? DetectedTextCheckingResult)?.detectedPhoneNumber }
    /// A date's moment (`.date` results).
    public var date: Date? { (self as? DetectedTextCheckingResult)?.detectedDate }
    /// A date's time zone (`.date` results: the render time zone).
    public var timeZone: TimeZone? { (self as? DetectedTextCheckingResult)?.detectedTimeZone }
    /// A date's duration (0: the detector finds moments, not spans).
    public var duration: TimeInterval { 0 }
}
