import Foundation

extension Bundle {
    /// Foundation's `localizedString(forKey:value:table:)` as widget code means it: looked up in
    /// ``LocalizedStrings/shared`` — the string tables and string catalogs of the extension and
    /// its modules — in the render's locale. The extension build rewrites the user's
    /// `.localizedString(forKey:` calls to this method (SwiftGen's generated `L10n` and hand-written
    /// accessors read strings through a `Bundle`): Foundation's on Linux reads only `.strings`
    /// files, in the process's language, never the render's, and no `.xcstrings` (Xcode compiles
    /// catalogs into the bundle at build time). As on iOS, a key no table has returns `value`,
    /// or the key when `value` is nil or empty; a table WidgetShot did not load falls back to
    /// Foundation's lookup in this bundle. The receiver bundle is otherwise ignored (WidgetShot
    /// has one set of tables). Signature and fallbacks:
    /// https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:)
    public func widgetShotLocalizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        let strings = LocalizedStrings.shared
        if let found = strings.format(forKey: key, table: tableName, locale: strings.locale, numbers: []) { return found }
        let fallback = localizedString(forKey: key, value: value, table: tableName)
        if fallback != key && fallback != value { return fallback }
        guard let value, !value.isEmpty else { return key }
        return value
    }
}
