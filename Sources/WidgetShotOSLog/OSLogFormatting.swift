import Foundation

/// How a logged value is redacted in a device's log (recorded; WidgetShot writes values in full).
public struct OSLogPrivacy: Equatable {
    /// How a redacted value is masked.
    public enum Mask: Equatable {
        /// A stable hash of the value.
        case hash
        /// No mask: `<private>`.
        case none
    }

    enum Kind: Equatable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let mask: Mask

    /// Shown in full.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Redacted on devices.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Redacted on devices, always.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)
    /// The system's choice (dynamic strings redacted, scalars shown).
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Redacted with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    /// Always redacted, with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }
    /// The system's choice, with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
}

/// Pads a logged value to a column width.
public struct OSLogStringAlignment {
    let columns: Int
    let right: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, right: false)
    /// Pads on the left to `columns` characters.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), right: true) }
    /// Pads on the right to `columns` characters.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), right: false) }

    func apply(_ s: String) -> String {
        let pad = max(0, min(columns, 4096) - s.count)
        guard pad > 0 else { return s }
        let spaces = String(repeating: " ", count: pad)
        return right ? spaces + s : s + spaces
    }
}

/// How a logged `Bool` is written.
public enum OSLogBoolFormat: Equatable {
    /// `true` / `false`.
    case truthy
    /// `YES` / `NO`.
    case answer
}

/// How a logged integer is written.
public struct OSLogIntegerFormatting {
    enum Radix { case decimal, hex, octal }
    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal digits.
    public static let decimal = OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// Hexadecimal digits.
    public static let hex = OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// Octal digits.
    public static let octal = OSLogIntegerFormatting(radix: .octal, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)

    /// Decimal digits, optionally with `+` and zero padding.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
    }
    /// Hexadecimal digits, optionally with `+`, `0x`, upper case and zero padding.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }
    /// Octal digits, optionally with `+`, `0o` and zero padding.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }

    func format<T: FixedWidthInteger>(_ value: T) -> String {
        let base = radix == .hex ? 16 : radix == .octal ? 8 : 10
        var digits = String(value.magnitude, radix: base, uppercase: uppercase)
        let wanted = max(0, min(minDigits, 256))
        if digits.count < wanted { digits = String(repeating: "0", count: wanted - digits.count) + digits }
        let prefix = includePrefix ? (radix == .hex ? "0x" : radix == .octal ? "0o" : "") : ""
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}

/// How a logged floating-point number is written.
public struct OSLogFloatFormatting {
    enum Style { case fixed, hex, exponential, hybrid }
    let style: Style
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// `%f` (six decimals).
    public static let fixed = OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: false, uppercase: false)
    /// `%a`.
    public static let hex = OSLogFloatFormatting(style: .hex, precision: nil, explicitPositiveSign: false, uppercase: false)
    /// `%e`.
    public static let exponential = OSLogFloatFormatting(style: .exponential, precision: nil, explicitPositiveSign: false, uppercase: false)
    /// `%g`.
    public static let hybrid = OSLogFloatFormatting(style: .hybrid, precision: nil, explicitPositiveSign: false, uppercase: false)

    /// `%f` with a precision.
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%f`.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%a`.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%e` with a precision.
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%e`.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%g` with a precision.
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%g`.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ value: Double) -> String {
        var spec = "%"
        if explicitPositiveSign { spec += "+" }
        if let precision { spec += ".\(max(0, min(precision, 64)))" }
        let letter: String
        switch style {
        case .fixed: letter = "f"
        case .hex: letter = "a"
        case .exponential: letter = "e"
        case .hybrid: letter = "g"
        }
        spec += uppercase ? letter.uppercased() : letter
        return String(format: spec, value)
    }
}
