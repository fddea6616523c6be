import Foundation

extension String.LocalizationValue {
    /// The type of a value a localized string leaves open — Foundation's
    /// `String.LocalizationValue.Placeholder` (iOS 16): `"\(placeholder: .int) servers"` is the
    /// key `"%lld servers"`, filled later (App Intents' `TypeDisplayRepresentation(name:numericFormat:)`
    /// fills it with a count). Each case writes the specifier the same interpolated value writes
    /// in a `LocalizedStringKey` (Apple's documentation of `Placeholder.int`: "to insert a signed
    /// int into a placeholder, use the syntax `\(placeholder: .int)`").
    public enum Placeholder: Hashable, Sendable {
        /// A signed integer: `%lld`.
        case int
        /// An unsigned integer: `%llu`.
        case uint
        /// A `Float`: `%f`.
        case float
        /// A `Double`: `%lf`.
        case double
        /// An object (`NSObject` or a Foundation type that bridges to one): `%@`.
        case object

        /// The format specifier the placeholder writes into the key.
        var specifier: String {
            switch self {
            case .int: return "%lld"
            case .uint: return "%llu"
            case .float: return "%f"
            case .double: return "%lf"
            case .object: return "%@"
            }
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends a placeholder — a format specifier with no value (``String/LocalizationValue/Placeholder``);
    /// resolved without a value, the key shows the specifier as written.
    public mutating func appendInterpolation(placeholder: String.LocalizationValue.Placeholder) {
        key += placeholder.specifier
    }
}
