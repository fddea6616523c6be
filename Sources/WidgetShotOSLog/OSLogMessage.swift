import Foundation

/// A log message written as a string literal with interpolations, as `os.Logger` takes it.
///
/// Interpolations take the formatting and privacy arguments Apple's `OSLogInterpolation` does
/// (`privacy: .public`, `format: .fixed(precision: 2)`, `align: .right(columns: 6)`…). Formats and
/// alignment are applied; privacy is recorded but values are written in full, as Xcode's console
/// shows them while debugging (https://developer.apple.com/documentation/os/logger).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message text with every interpolation applied.
    public let text: String

    /// A message with no interpolations.
    public init(stringLiteral value: String) { text = value }
    /// A message with interpolations.
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations a log message accepts.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Starts an interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity + 8 * interpolationCount) }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A string value.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(argumentString())
    }

    /// Any value with a description.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(value().description)
    }

    /// An error (written with its description).
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(String(describing: error()))
    }

    /// An object.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        text += argumentObject().description
    }

    /// A type (written with its name).
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.apply(String(describing: value()))
    }

    /// An integer.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(format.format(number()))
    }

    /// A `Double`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(format.format(number()))
    }

    /// A `Float`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(format.format(Double(number())))
    }

    /// A `CGFloat`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(format.format(Double(number())))
    }

    /// A `Bool` (`true`/`false`, or `yes`/`no` with `format: .answer`).
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truthy,
                                             privacy: OSLogPrivacy = .auto) {
        let b = boolean()
        text += format == .answer ? (b ? "YES" : "NO") : (b ? "true" : "false")
    }
}
