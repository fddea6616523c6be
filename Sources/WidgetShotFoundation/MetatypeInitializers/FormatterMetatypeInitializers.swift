import Foundation

// `init()` of the formatters iOS code extends with factories (`static var iso: Self { let f = Self(); … }`,
// `class func make() -> Self { let f = self.init(); … }`), callable on a dynamic metatype as on iOS.
// See ``_FoundationMetatypeInitializers``.

/// The formatters whose `init()` is callable on a dynamic metatype. Only `Formatter` conforms: an
/// `init()` in an extension of a protocol every `NSObject` conforms to — even one constrained to
/// `DateFormatter` — hides `NSObject.init()` from the `Decodable` synthesis, so every
/// `class X: NSObject, Codable` (vulcan's `Recipient`) stopped with "does not conform to protocol
/// 'Decodable'" wherever WidgetShotFoundation was imported.
public protocol _FormatterMetatypeInitializers: _FoundationMetatypeInitializers {}

extension Formatter: _FormatterMetatypeInitializers {}

extension _FormatterMetatypeInitializers where Self: DateFormatter {
    /// `DateFormatter.init()` on a dynamic metatype.
    public init() { self = Self._widgetShotInstance(of: DateFormatter(), initializer: "init()") }
}

extension _FormatterMetatypeInitializers where Self: ISO8601DateFormatter {
    /// `ISO8601DateFormatter.init()` on a dynamic metatype (its options: `.withInternetDateTime` and the separators).
    public init() { self = Self._widgetShotInstance(of: ISO8601DateFormatter(), initializer: "init()") }
}

extension _FormatterMetatypeInitializers where Self: NumberFormatter {
    /// `NumberFormatter.init()` on a dynamic metatype.
    public init() { self = Self._widgetShotInstance(of: NumberFormatter(), initializer: "init()") }
}

extension _FormatterMetatypeInitializers where Self: DateIntervalFormatter {
    /// `DateIntervalFormatter.init()` on a dynamic metatype.
    public init() { self = Self._widgetShotInstance(of: DateIntervalFormatter(), initializer: "init()") }
}

extension _FormatterMetatypeInitializers where Self: ByteCountFormatter {
    /// `ByteCountFormatter.init()` on a dynamic metatype.
    public init() { self = Self._widgetShotInstance(of: ByteCountFormatter(), initializer: "init()") }
}

extension _FormatterMetatypeInitializers where Self: LengthFormatter {
    /// `LengthFormatter.init()` on a dynamic metatype.
    public init() { self = Self._widgetShotInstance(of: LengthFormatter(), initializer: "init()") }
}

extension _FormatterMetatypeInitializers where Self: MassFormatter {
    /// `MassFormatter.init()` on a dynamic metatype.
    public init() { self = Self._widgetShotInstance(of: MassFormatter(), initializer: "init()") }
}

extension _FormatterMetatypeInitializers where Self: EnergyFormatter {
    /// `EnergyFormatter.init()` on a dynamic metatype.
    public init() { self = Self._widgetShotInstance(of: EnergyFormatter(), initializer: "init()") }
}

extension _FormatterMetatypeInitializers where Self: MeasurementFormatter {
    /// `MeasurementFormatter.init()` on a dynamic metatype.
    public init() { self = Self._widgetShotInstance(of: MeasurementFormatter(), initializer: "init()") }
}

extension _FormatterMetatypeInitializers where Self: DateComponentsFormatter {
    /// `DateComponentsFormatter.init()` on a dynamic metatype.
    public init() { self = Self._widgetShotInstance(of: DateComponentsFormatter(), initializer: "init()") }
}

extension _FormatterMetatypeInitializers where Self: RelativeDateTimeFormatter {
    /// `RelativeDateTimeFormatter.init()` on a dynamic metatype.
    public init() { self = Self._widgetShotInstance(of: RelativeDateTimeFormatter(), initializer: "init()") }
}
