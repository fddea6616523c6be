import Foundation

/// The string tables Foundation-only code's `NSLocalizedString` reads: WidgetShotUI's
/// `LocalizedStrings.shared` (the extension's `.lproj` tables and string catalogs) installs its
/// lookup here when it is created — before any render, and when an extension loads its tables at
/// launch — so that files importing only Foundation, which cannot see WidgetShotUI, find them.
public enum LocalizedStringLookup {
    /// `(key, table, locale) → value`, nil when no table has the key.
    public typealias Lookup = @Sendable (_ key: String, _ table: String?, _ locale: Locale) -> String?
    private static let storage = LockedValue<Lookup?>(nil)
    /// The installed lookup (nil until WidgetShotUI's shared tables exist).
    public static var tables: Lookup? {
        get { storage.value }
        set { storage.value = newValue }
    }
}

/// Foundation's `NSLocalizedString(_:tableName:bundle:value:comment:)` as widget code means it:
/// looked up in the extension's string tables (``LocalizedStringLookup``) in the render's locale,
/// instead of the Linux process's `Bundle.main`, which has no app resources (Foundation's returns
/// the key there). As on iOS, a key no table has returns `value`, or the key when `value` is
/// empty; `bundle` is ignored (WidgetShot has one set of tables).
///
/// The extension build rewrites the user's `NSLocalizedString(` calls to this function (a
/// declaration named `NSLocalizedString` would be ambiguous with Foundation's in every file that
/// imports Foundation too). Signature: https://developer.apple.com/documentation/foundation/nslocalizedstring(_:tablename:bundle:value:comment:)
public func WidgetShotNSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
                                        comment: String) -> String {
    LocalizedStringLookup.tables?(key, tableName, WidgetShotLocale.processLocale) ?? (value.isEmpty ? key : value)
}
