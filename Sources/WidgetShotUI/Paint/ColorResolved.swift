import Foundation

extension Color {
    /// A concrete colour: components in the extended sRGB colour space (iOS 17) — SwiftUI's
    /// `Color.Resolved`. It stores linear components (`linearRed`…; Apple: "The amount of red in
    /// the color in the sRGB linear color space"); `red`, `green`, `blue` are the same values
    /// with the sRGB transfer function applied, extended past 0…1 by symmetry as extended sRGB
    /// is. It encodes as the array `[linearRed, linearGreen, linearBlue, opacity]` (WidgetShot's
    /// choice: Apple does not document its coding format).
    ///
    /// ```swift
    /// let resolved = Color.accentColor.resolve(in: environment)
    /// let stored = try JSONEncoder().encode(resolved)
    /// Color(resolved)
    /// ```
    public struct Resolved: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Red in linear sRGB.
        public var linearRed: Float
        /// Green in linear sRGB.
        public var linearGreen: Float
        /// Blue in linear sRGB.
        public var linearBlue: Float
        /// Opacity, 0…1.
        public var opacity: Float

        /// A resolved colour from components in a colour space (gamma-encoded for `.sRGB`,
        /// linear for `.sRGBLinear`; Display P3 is converted to extended sRGB).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            switch colorSpace {
            case .sRGBLinear:
                (linearRed, linearGreen, linearBlue) = (red, green, blue)
            case .sRGB:
                (linearRed, linearGreen, linearBlue) = (Self.linear(red), Self.linear(green), Self.linear(blue))
            case .displayP3:
                // Display P3 → sRGB in linear light (the matrix of the two primaries sets, D65).
                let r = Self.linear(red), g = Self.linear(green), b = Self.linear(blue)
                linearRed = 1.2249 * r - 0.2247 * g + 0.0000 * b
                linearGreen = -0.0420 * r + 1.0419 * g + 0.0000 * b
                linearBlue = -0.0197 * r - 0.0786 * g + 1.0979 * b
            }
            self.opacity = opacity
        }

        /// Red in (extended) sRGB.
        public var red: Float {
            get { Self.encoded(linearRed) }
            set { linearRed = Self.linear(newValue) }
        }
        /// Green in (extended) sRGB.
        public var green: Float {
            get { Self.encoded(linearGreen) }
            set { linearGreen = Self.linear(newValue) }
        }
        /// Blue in (extended) sRGB.
        public var blue: Float {
            get { Self.encoded(linearBlue) }
            set { linearBlue = Self.linear(newValue) }
        }

        /// `#RRGGBBAA` of the sRGB components clamped to 0…1.
        public var description: String { rgba.description }

        /// The colour WidgetShot draws (sRGB, clamped).
        var rgba: RGBA { RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity)) }

        init(_ rgba: RGBA) {
            self.init(red: Float(rgba.red), green: Float(rgba.green), blue: Float(rgba.blue), opacity: Float(rgba.alpha))
        }

        public init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            linearRed = try container.decode(Float.self)
            linearGreen = try container.decode(Float.self)
            linearBlue = try container.decode(Float.self)
            opacity = container.isAtEnd ? 1 : try container.decode(Float.self)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(linearRed)
            try container.encode(linearGreen)
            try container.encode(linearBlue)
            try container.encode(opacity)
        }

        /// The sRGB transfer function (IEC 61966-2-1), mirrored for negative values.
        static func linear(_ v: Float) -> Float {
            let m = abs(v)
            let l = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
            return v < 0 ? -l : l
        }
        /// The inverse of `linear(_:)`.
        static func encoded(_ v: Float) -> Float {
            let m = abs(v)
            let e = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
    }

    /// A colour from a resolved colour (iOS 17).
    public init(_ resolved: Resolved) { self.init(kind: .rgba(resolved.rgba)) }

    /// The colour's components in an environment (iOS 17): a dynamic or system colour takes
    /// the environment's colour scheme and OS version.
    public func resolve(in environment: EnvironmentValues) -> Resolved { Resolved(Self.resolve(kind, environment)) }
}

extension Color.Resolved: ShapeStyle, PaintResolvable {
    func paint(in environment: EnvironmentValues) -> Paint { .color(rgba) }
}
