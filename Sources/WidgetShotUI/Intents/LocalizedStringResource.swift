import Foundation

/// A reference to a localizable string — Foundation's `LocalizedStringResource` (iOS 16), which
/// App Intents use for titles and descriptions. WidgetShot keeps the key as the string (no string
/// tables are looked up). It lives in WidgetShotUI rather than WidgetShotIntents because
/// `Text(_:)` takes one, as on Apple platforms where it is a Foundation type.
///
/// ```swift
/// static var title: LocalizedStringResource = "Favourite city"
/// ```
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The key (and, in WidgetShot, the resolved string).
    public let key: String
    /// The string table the key would be looked up in.
    public var table: String?

    /// A resource from a literal.
    public init(stringLiteral value: String) { key = value }
    /// A resource from a literal with interpolations (resolved eagerly).
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
    /// A resource from a key.
    public init(_ key: String) { self.key = key }
    /// A resource from a key with its table, locale, bundle and comment (only the key is used).
    public init(_ key: String, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.key = key
        self.table = table
    }

    /// The string, as `String(localized:)` resolves it.
    public var description: String { key }
}

extension String {
    /// The resource's string — Foundation's `String(localized:)`.
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}

extension Text {
    /// Text showing a localized string resource. Disfavoured so a bare literal still picks
    /// `LocalizedStringKey`, as on Apple platforms.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.key) }
}
