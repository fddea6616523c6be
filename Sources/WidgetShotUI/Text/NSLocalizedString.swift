import Foundation

/// Foundation's `NSLocalizedString(_:tableName:bundle:value:comment:)` as widget code means it:
/// looked up in ``LocalizedStrings/shared`` — the `.lproj` tables and string catalogs of the
/// extension (and its `--include`s) — in the render's locale, instead of the Linux process's
/// `Bundle.main`, which has no app resources (Foundation's returns the key there). As on iOS, a
/// key no table has returns `value`, or the key when `value` is empty; `bundle` is ignored
/// (WidgetShot has one set of tables).
///
/// The extension build rewrites the user's `NSLocalizedString(` calls to this function (a
/// declaration named `NSLocalizedString` would be ambiguous with Foundation's in every file that
/// imports Foundation too). Signature: https://developer.apple.com/documentation/foundation/nslocalizedstring(_:tablename:bundle:value:comment:)
public func WidgetShotNSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
                                        comment: String) -> String {
    LocalizedStrings.shared.format(forKey: key, table: tableName, locale: LocalizedStrings.shared.locale, numbers: [])
        ?? (value.isEmpty ? key : value)
}
