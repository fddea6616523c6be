import Foundation

// swift-foundation builds `Date.ComponentsFormatStyle` for Linux as a stub: a Codable, Hashable
// struct with no stored settings and no initializer but `init(from:)`, that is not a
// `FormatStyle` (swift-foundation, Sources/FoundationInternationalization/Formatting/Date/
// Date+ComponentsFormatStyle+Stub.swift: "// stub"). Apple's style, with its `style` and `fields`,
// exists only in Apple's Foundation. With nothing to store, the one style that can be made is
// `timeDuration`, and every value formats as it.

extension Date.ComponentsFormatStyle: @retroactive FormatStyle {
    /// The range's length as Foundation's `timeDuration` shows it: positional hours, minutes and
    /// seconds ("1:35" for 95 seconds, Apple's example in the `timeDuration` documentation;
    /// "5:01:35" past an hour), through `Duration.TimeFormatStyle`.
    public func format(_ value: Range<Date>) -> String {
        let seconds = Int(value.upperBound.timeIntervalSince(value.lowerBound).rounded(.down))
        let pattern: Duration.TimeFormatStyle.Pattern = abs(seconds) >= 3600 ? .hourMinuteSecond : .minuteSecond
        return Duration.seconds(seconds).formatted(.time(pattern: pattern))
    }
}

extension FormatStyle where Self == Date.ComponentsFormatStyle {
    /// A style for a duration expressed as a range of dates — Foundation's `timeDuration`
    /// (https://developer.apple.com/documentation/foundation/formatstyle/timeduration).
    ///
    /// ```swift
    /// (now ..< sunrise).formatted(.timeDuration)   // "5:12:33"
    /// ```
    public static var timeDuration: Date.ComponentsFormatStyle {
        // The stub's only initializer; it has no fields, so any keyed container decodes.
        (try? JSONDecoder().decode(Date.ComponentsFormatStyle.self, from: Data("{}".utf8)))!
    }
}
