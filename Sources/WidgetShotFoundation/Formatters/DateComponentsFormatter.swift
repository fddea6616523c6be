import Foundation

/// Foundation's `DateComponentsFormatter` ("1:02:05", "1h 2m 5s", "1 hour, 2 minutes, 5 seconds"),
/// which swift-corelibs-foundation declares unavailable. This class shadows it in files that
/// import WidgetShotFoundation (Swift prefers the declaration of the module that imports the other).
///
/// Outputs, for 3725 seconds with hours, minutes and seconds allowed in en_US (Apple's, as
/// listed in NSHipster's "Formatter" article and Apple's `UnitsStyle` documentation):
/// `.positional` "1:02:05", `.abbreviated` "1h 2m 5s", `.short` "1 hr, 2 min, 5 sec", `.full`
/// "1 hour, 2 minutes, 5 seconds", `.spellOut` "one hour, two minutes, five seconds", `.brief`
/// "1hr 2min 5sec". The unit words and list patterns come from ICU's CLDR data through
/// swift-foundation's `Duration.UnitsFormatStyle` (wide, abbreviated, narrow), as Apple's come from
/// ICU's measure format; numbers are spelled out with ICU's `spellout` rules.
///
/// Units: years, months, weeks, days, hours, minutes and seconds. Years and months are counted
/// with the calendar from `referenceDate` (else now) and written with CLDR's duration units
/// through ICU's number formatter (`Duration.UnitsFormatStyle` has no such units); a disallowed
/// year or month folds into the next allowed unit. `collapsesLargestUnit` writes a largest unit of 1
/// in the next smaller one (63 s: "63s", Apple's documented example). `includesApproximationPhrase`
/// and `includesTimeRemainingPhrase` add Apple's English phrases ("About 5 minutes remaining", the
/// class overview's example); Foundation's translations of the phrases are not public, so in
/// other languages the phrases are left out (the units are still translated).
open class DateComponentsFormatter: Formatter {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:05".
        case positional = 0
        /// "1h 2m 5s".
        case abbreviated = 1
        /// "1 hr, 2 min, 5 sec".
        case short = 2
        /// "1 hour, 2 minutes, 5 seconds".
        case full = 3
        /// "one hour, two minutes, five seconds".
        case spellOut = 4
        /// "1hr 2min 5sec".
        case brief = 5
    }

    /// Which zero-valued units are shown.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Nothing dropped.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zero units dropped, the rest padded; other styles: every zero unit dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Leading zero units dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between non-zero ones dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Trailing zero units dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit dropped.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional values padded to two digits ("01:00:10"); zero units shown.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// `.positional` by default.
    open var unitsStyle: UnitsStyle = .positional
    /// The units shown (Apple's default: years, months, weeks, days, hours, minutes, seconds).
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    /// Which zero units are shown (`.default`).
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many non-zero units, the smaller ones dropped (0: no limit).
    open var maximumUnitCount: Int = 0
    /// Whether what is left below the smallest allowed unit is written as a fraction of it
    /// ("1.5 hours" when minutes are not allowed) instead of dropped (Apple's default: false).
    /// Word styles only, with up to two fraction digits; the positional style stays whole.
    open var allowsFractionalUnits = false
    /// The calendar that counts years and months (the render's unless set).
    open var calendar: Calendar?
    /// The start of the intervals `string(from: TimeInterval)` counts from (now unless set).
    open var referenceDate: Date?
    /// The capitalization context (`.beginningOfSentence` capitalizes the first letter).
    open var formattingContext: Formatter.Context = .unknown
    /// The locale of the words (the render's unless set; Apple reads it from `calendar`).
    open var locale: Locale?
    /// Whether a largest unit of 1 is written in the next smaller allowed unit ("63s" rather
    /// than "1m 3s"; Apple's default: false).
    open var collapsesLargestUnit = false
    /// Whether the text says the value is approximate ("About 5 minutes"; English only, see above).
    open var includesApproximationPhrase = false
    /// Whether the text says the value is time remaining ("5 minutes remaining"; English only).
    open var includesTimeRemainingPhrase = false

    public override init() { super.init() }
    /// Not supported: WidgetShot does not archive formatters.
    public required init?(coder: NSCoder) { nil }

    /// The units in order, largest first, with their length in seconds (years and months: 0, counted by the calendar).
    static let order: [(NSCalendar.Unit, Calendar.Component, Int)] = [
        (.year, .year, 0), (.month, .month, 0), (.weekOfMonth, .weekOfMonth, 604_800), (.day, .day, 86_400),
        (.hour, .hour, 3_600), (.minute, .minute, 60), (.second, .second, 1),
    ]

    /// `ti` seconds, split into the allowed units.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The interval between two dates, split into the allowed units with the calendar.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        // With fractional units, the units below the smallest allowed one are counted too, so
        // their remainder can be written as a fraction of it.
        let smallest = Self.order.lastIndex { allowedUnits.contains($0.0) } ?? Self.order.count - 1
        let counted = Self.order.enumerated().filter { allowedUnits.contains($0.element.0) || (allowsFractionalUnits && $0.offset > smallest) }
        let components = resolvedCalendar.dateComponents(Set(counted.map(\.element.1)), from: startDate, to: endDate)
        return string(from: components)
    }

    /// A `DateComponents` value (only the allowed units are read).
    open func string(from components: DateComponents) -> String? {
        var values: [(NSCalendar.Unit, Int)] = []
        var carry = 0   // seconds of years/months/disallowed units, folded into the next allowed unit
        for (unit, component, seconds) in Self.order {
            var value = components.value(for: component) ?? 0
            if value == NSDateComponentUndefined { value = 0 }
            if unit == .weekOfMonth, value == 0, let w = components.weekOfYear, w != NSDateComponentUndefined { value = w }
            if seconds == 0 {   // a year or month: shown when allowed, else its length in days from the calendar
                if allowedUnits.contains(unit) {
                    values.append((unit, value))
                } else if value != 0 {
                    carry += Self.seconds(of: value, component, calendar: resolvedCalendar, from: referenceDate ?? Date())
                }
                continue
            }
            let total = value * seconds + carry
            if allowedUnits.contains(unit) {
                values.append((unit, total / seconds))
                carry = total % seconds
            } else {
                carry = total
            }
        }
        guard !values.isEmpty else { return nil }
        if collapsesLargestUnit { values = collapsed(values) }
        // A remainder below the smallest allowed unit (`carry`) is dropped: Apple truncates.
        let negative = values.contains { $0.1 < 0 }
        values = values.map { ($0.0, abs($0.1)) }
        let shown = visible(values)
        let smallest = Self.order.last { allowedUnits.contains($0.0) && $0.2 > 0 }
        if allowsFractionalUnits, unitsStyle != .positional, carry != 0, let smallest, shown.last?.0 == smallest.0,
           let text = calendarUnitsText(shown, fraction: Double(abs(carry)) / Double(smallest.2)) {
            return capitalized(phrased((negative ? "-" : "") + text))
        }
        let text = unitsStyle == .positional ? positional(shown) : unitsText(shown)
        return capitalized(phrased((negative ? "-" : "") + text))
    }

    /// `values` with a leading unit of 1 folded into the next allowed unit when the two have a
    /// fixed ratio (weeks to seconds, years to months).
    func collapsed(_ values: [(NSCalendar.Unit, Int)]) -> [(NSCalendar.Unit, Int)] {
        guard let first = values.firstIndex(where: { $0.1 != 0 }), abs(values[first].1) == 1, first + 1 < values.count else { return values }
        let (unit, value) = values[first], (next, nextValue) = values[first + 1]
        let ratio: Int
        if unit == .year && next == .month {
            ratio = 12
        } else if let big = Self.order.first(where: { $0.0 == unit })?.2, let small = Self.order.first(where: { $0.0 == next })?.2,
                  big > 0, small > 0 {
            ratio = big / small
        } else {
            return values
        }
        var result = values
        result[first + 1] = (next, value * ratio + nextValue)
        result.remove(at: first)
        return result
    }

    /// The text with the approximation and time-remaining phrases (Apple's English wording).
    func phrased(_ text: String) -> String {
        guard includesApproximationPhrase || includesTimeRemainingPhrase,
              resolvedLocale.language.languageCode?.identifier == "en" else { return text }
        var result = text
        if includesApproximationPhrase { result = "About " + result }
        if includesTimeRemainingPhrase { result += " remaining" }
        return result
    }

    /// A `DateComponents`, `Date`-less interval (`TimeInterval`, `NSNumber`) or nil.
    open override func string(for obj: Any?) -> String? {
        if let components = obj as? DateComponents { return string(from: components) }
        if let ti = obj as? TimeInterval { return string(from: ti) }
        if let n = obj as? NSNumber { return string(from: n.doubleValue) }
        return nil
    }

    /// `components` in `unitsStyle` with a default formatter.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    var resolvedCalendar: Calendar { calendar ?? WidgetShotCalendar.current }
    var resolvedLocale: Locale { locale ?? calendar?.locale ?? WidgetShotLocale.current }

    static func seconds(of value: Int, _ component: Calendar.Component, calendar: Calendar, from start: Date) -> Int {
        guard let end = calendar.date(byAdding: component, value: value, to: start) else { return 0 }
        return Int(end.timeIntervalSince(start))
    }

    /// The units left after the zero-formatting behaviour and `maximumUnitCount`.
    func visible(_ values: [(NSCalendar.Unit, Int)]) -> [(NSCalendar.Unit, Int)] {
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) {
            behavior = unitsStyle == .positional ? [.dropLeading] : .dropAll
        }
        var result = values
        if behavior.contains(.pad) { behavior = [] }
        let minimumKept = unitsStyle == .positional ? min(2, values.count) : 1   // positional keeps "0:10"
        if behavior.contains(.dropLeading) {
            while result.count > minimumKept && result.first?.1 == 0 { result.removeFirst() }
        }
        if behavior.contains(.dropTrailing) {
            while result.count > minimumKept && result.last?.1 == 0 { result.removeLast() }
        }
        if behavior.contains(.dropMiddle), result.count > 2 {
            let first = result.first!, last = result.last!
            result = [first] + result.dropFirst().dropLast().filter { $0.1 != 0 } + [last]
        }
        if unitsStyle != .positional {
            let nonZero = result.filter { $0.1 != 0 }
            if behavior.contains(.dropLeading) && behavior.contains(.dropTrailing) && behavior.contains(.dropMiddle) {
                result = nonZero.isEmpty ? [values.last!] : nonZero
            }
        }
        if maximumUnitCount > 0 {
            var kept: [(NSCalendar.Unit, Int)] = []
            var counted = 0
            for item in result where counted < maximumUnitCount {
                kept.append(item)
                if item.1 != 0 || unitsStyle == .positional { counted += 1 }
            }
            result = kept
        }
        return result
    }

    /// "1:02:05": the first value as is, the others two digits (all two digits with `.pad`).
    func positional(_ values: [(NSCalendar.Unit, Int)]) -> String {
        let pad = zeroFormattingBehavior.contains(.pad)
        return values.enumerated().map { index, item in
            index == 0 && !pad ? String(item.1) : String(format: "%02d", item.1)
        }.joined(separator: ":")
    }

    /// The units in words, through `Duration.UnitsFormatStyle` (ICU's CLDR unit and list patterns).
    func unitsText(_ values: [(NSCalendar.Unit, Int)]) -> String {
        if values.contains(where: { $0.0 == .year || $0.0 == .month }), let text = calendarUnitsText(values) { return text }
        var seconds: Int64 = 0
        var units: Set<Duration.UnitsFormatStyle.Unit> = []
        for (unit, value) in values {
            switch unit {
            case .weekOfMonth: units.insert(.weeks); seconds += Int64(value) * 604_800
            case .day: units.insert(.days); seconds += Int64(value) * 86_400
            case .hour: units.insert(.hours); seconds += Int64(value) * 3_600
            case .minute: units.insert(.minutes); seconds += Int64(value) * 60
            default: units.insert(.seconds); seconds += Int64(value)
            }
        }
        let width: Duration.UnitsFormatStyle.UnitWidth
        switch unitsStyle {
        case .abbreviated: width = .narrow
        case .short: width = .abbreviated
        case .brief: width = .condensedAbbreviated
        default: width = .wide
        }
        let showZeros = zeroFormattingBehavior.contains(.pad) || !(zeroFormattingBehavior.contains(.default) || zeroFormattingBehavior.contains(.dropAll))
        let style = Duration.UnitsFormatStyle(allowedUnits: units, width: width, maximumUnitCount: nil,
                                              zeroValueUnits: showZeros ? .show(length: 1) : .hide, valueLength: nil,
                                              fractionalPart: .hide).locale(resolvedLocale)
        var text = Duration.seconds(seconds).formatted(style)
        if unitsStyle == .brief && resolvedLocale.language.languageCode?.identifier == "en" {
            text = Self.joiningNumbersToUnits(text)   // Apple's en "1hr 2min 5sec" (CLDR's short units without the space)
        }
        if unitsStyle == .spellOut { text = spelledOut(text) }
        return text
    }

    /// Units including years or months (which `Duration` cannot hold) in words: each unit through
    /// ICU's number formatter with its CLDR duration unit, joined with CLDR's unit list pattern —
    /// the data `Duration.UnitsFormatStyle` uses for the others ("1 year, 2 months, 3 days").
    func calendarUnitsText(_ values: [(NSCalendar.Unit, Int)], fraction: Double = 0) -> String? {
        let width: CLDRUnitFormatting.Width
        switch unitsStyle {
        case .abbreviated: width = .narrow
        case .short, .brief: width = .short
        default: width = .long
        }
        var items: [String] = []
        for (index, (unit, value)) in values.enumerated() {
            let fractional = index == values.count - 1 ? fraction : 0
            let id: String
            switch unit {
            case .year: id = "duration-year"
            case .month: id = "duration-month"
            case .weekOfMonth: id = "duration-week"
            case .day: id = "duration-day"
            case .hour: id = "duration-hour"
            case .minute: id = "duration-minute"
            default: id = "duration-second"
            }
            guard let item = CLDRUnitFormatting.format(Double(value) + fractional, unit: id, width: width, locale: resolvedLocale,
                                                       minimumFractionDigits: 0, maximumFractionDigits: fractional == 0 ? 0 : 2) else { return nil }
            items.append(item)
        }
        guard var text = CLDRUnitFormatting.joinUnits(items, width: width, locale: resolvedLocale) else { return nil }
        if unitsStyle == .brief && resolvedLocale.language.languageCode?.identifier == "en" { text = Self.joiningNumbersToUnits(text) }
        if unitsStyle == .spellOut { text = spelledOut(text) }
        return text
    }

    /// "1 hr 2 min" → "1hr 2min".
    static func joiningNumbersToUnits(_ text: String) -> String {
        text.replacingOccurrences(of: #"(\d)[  ](?=\p{L})"#, with: "$1", options: .regularExpression)
    }

    /// Every run of digits written out in words with ICU's spell-out rules for the locale.
    func spelledOut(_ text: String) -> String {
        let speller = NumberFormatter()
        speller.numberStyle = .spellOut
        speller.locale = resolvedLocale
        var out = ""
        var digits = ""
        func flush() {
            if let n = Int(digits), let words = speller.string(from: NSNumber(value: n)) { out += words } else { out += digits }
            digits = ""
        }
        for c in text {
            if c.isASCII && c.isNumber { digits.append(c) } else { if !digits.isEmpty { flush() }; out.append(c) }
        }
        if !digits.isEmpty { flush() }
        return out
    }

    func capitalized(_ text: String) -> String {
        guard formattingContext == .beginningOfSentence, let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
