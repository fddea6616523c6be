import Foundation

extension Measurement.FormatStyle {
    /// The style, producing an `AttributedString` whose number is marked `.measurement = .value`
    /// and whose unit `.measurement = .unit` — Foundation's `Measurement.FormatStyle.attributed`
    /// (https://developer.apple.com/documentation/foundation/measurement/formatstyle/attributed),
    /// which widgets use to draw the unit smaller than the number.
    public var attributed: Measurement<UnitType>.AttributedStyle { Measurement<UnitType>.AttributedStyle(style: self) }
}

extension Measurement where UnitType: Dimension {
    /// A measurement format whose output is attributed — Foundation's `Measurement.AttributedStyle`.
    /// The text is exactly `FormatStyle`'s; the space between number and unit carries no
    /// measurement attribute.
    ///
    /// ```swift
    /// var text = temperature.formatted(.measurement(width: .abbreviated).attributed)
    /// for run in text.runs where run.measurement == .unit { text[run.range].font = .caption }
    /// ```
    public struct AttributedStyle: Foundation.FormatStyle, Hashable, Codable, @unchecked Sendable {
        /// The plain style whose text this style marks.
        public var style: Measurement<UnitType>.FormatStyle

        /// The attributed form of `style`.
        public init(style: Measurement<UnitType>.FormatStyle) { self.style = style }

        public func format(_ measurement: Measurement<UnitType>) -> AttributedString {
            let p = style.parts(measurement)
            var number = AttributedString(p.number)
            number.measurement = .value
            var unit = AttributedString(p.symbol)
            unit.measurement = .unit
            return number + AttributedString(p.gap) + unit
        }

        public func locale(_ locale: Locale) -> Self { Self(style: style.locale(locale)) }
    }

    /// The measurement formatted with any format style of measurements, as Foundation's generic
    /// `formatted(_:)` — what lets `.measurement(width: .narrow).attributed` chain.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}
