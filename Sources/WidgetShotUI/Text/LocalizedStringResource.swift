import Foundation

extension String {
    /// A localizable string value with interpolations — Foundation's `String.LocalizationValue`
    /// (missing from Foundation on Linux). Built like a `LocalizedStringKey`: interpolations
    /// become format specifiers of the key (`"%lld items"`).
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
        let value: LocalizedStringKey
        public init(_ value: String) { self.value = LocalizedStringKey(value) }
        public init(stringLiteral value: String) { self.value = LocalizedStringKey(value) }
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { value = LocalizedStringKey(stringInterpolation: stringInterpolation) }
        /// The key: the literal text with format specifiers for the interpolations.
        public var description: String { value.key }
    }

    /// The localized string for a value's key in `LocalizedStrings.shared` (the key with its
    /// arguments when no table has it). `locale` defaults to `LocalizedStrings.shared.locale`
    /// (the render's locale), never the machine's. No Markdown is applied, as Foundation.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        self = LocalizedStringResource.string(keyAndValue.value, lookupKey: nil, table: table, locale: locale ?? LocalizedStrings.shared.locale)
    }

    /// The localized string for `key`, or `defaultValue` when no table has it.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
                comment: StaticString? = nil) {
        self = LocalizedStringResource.string(defaultValue.value, lookupKey: "\(key)", table: table, locale: locale ?? LocalizedStrings.shared.locale)
    }

    /// The localized string of a resource.
    public init(localized resource: LocalizedStringResource) {
        self = LocalizedStringResource.string(resource.defaultValue.value, lookupKey: resource.key, table: resource.table, locale: resource.locale)
    }
}

/// A reference to a localizable string, resolved later — Foundation's `LocalizedStringResource`
/// (missing from Foundation on Linux). `Text(resource)` resolves it in the environment's locale.
///
/// ```swift
/// static var title: LocalizedStringResource = "Next Game"
/// Text(LocalizedStringResource("score.label", defaultValue: "Score: \(score)"))
/// ```
public struct LocalizedStringResource: Hashable, @unchecked Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where the string table lives (ignored: WidgetShot has one set of tables, `LocalizedStrings.shared`).
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
        public static func == (l: Self, r: Self) -> Bool {
            switch (l, r) {
            case (.main, .main): return true
            case (.atURL(let a), .atURL(let b)): return a == b
            default: return false
            }
        }
    }

    /// The key looked up in the table.
    public var key: String
    /// The value (with arguments) used when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The table (`Localizable` when `nil`).
    public var table: String?
    /// The locale `String(localized:)` resolves in (`Text` uses the environment's).
    public var locale: Locale
    public var bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil, bundle: BundleDescription = .main,
                comment: StaticString? = nil) {
        key = keyAndValue.value.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale ?? LocalizedStrings.shared.locale
        self.bundle = bundle
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale ?? LocalizedStrings.shared.locale
        self.bundle = bundle
    }

    /// A resource whose key (and default value) is a string value.
    @_disfavoredOverload
    public init(_ key: String) { self.init(String.LocalizationValue(key)) }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    public static func == (l: Self, r: Self) -> Bool {
        l.key == r.key && l.table == r.table && l.defaultValue == r.defaultValue && l.locale == r.locale
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(table)
        hasher.combine(defaultValue.value.identity)
    }

    /// The resolved string in the resource's locale.
    public var description: String { String(localized: self) }

    static func string(_ value: LocalizedStringKey, lookupKey: String?, table: String?, locale: Locale) -> String {
        var env = EnvironmentValues()
        env.locale = locale
        return Text(runs: value.runs(table: table, in: env, lookupKey: lookupKey, markdown: false)).flattened(in: env).map(\.string).joined()
    }
}

extension Text {
    /// Displays a localized string resource, looked up in the environment's locale (Markdown applied).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        let value = resource.defaultValue.value
        self.init(deferred: "resource:\(resource.table ?? ""):\(resource.key):\(value.identity)") { env in
            value.runs(table: resource.table, in: env, lookupKey: resource.key)
        }
    }
}
