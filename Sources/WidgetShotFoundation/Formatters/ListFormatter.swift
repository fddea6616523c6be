import Foundation
import _FoundationICU

/// Foundation's `ListFormatter` (https://developer.apple.com/documentation/foundation/listformatter,
/// iOS 13), missing from swift-corelibs-foundation: joins items with the locale's "and" list
/// pattern, CLDR's standard list (ICU `ulistfmt`, ``CLDRListJoining``) — en_US "A, B, and C",
/// en_GB "A, B and C", de "A, B und C", fr "A, B et C", ja "A、B、C".
///
/// ```swift
/// ListFormatter.localizedString(byJoining: ["Food", "Transport", "Bills"])  // "Food, Transport, and Bills"
/// ```
open class ListFormatter: Formatter, @unchecked Sendable {
    private var explicitLocale: Locale?
    /// The locale whose list pattern joins the items (the render's unless set) —
    /// `var locale: Locale! { get set }`.
    open var locale: Locale! {
        get { explicitLocale ?? WidgetShotLocale.current }
        set { explicitLocale = newValue }
    }
    /// The formatter of each item (nil: each item's description) —
    /// `@NSCopying var itemFormatter: Formatter? { get set }`.
    open var itemFormatter: Formatter?

    /// A formatter for the render's locale.
    public override init() { super.init() }
    /// Archived formatters are not read.
    public required init?(coder: NSCoder) { nil }

    /// `strings` joined with the current locale's list pattern —
    /// `class func localizedString(byJoining strings: [String]) -> String`
    /// (https://developer.apple.com/documentation/foundation/listformatter/localizedstring(byjoining:)).
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? strings.joined(separator: ", ")
    }

    /// The items formatted and joined — `func string(from items: [Any]) -> String?`
    /// (https://developer.apple.com/documentation/foundation/listformatter/string(from:)). Each
    /// item is written by `itemFormatter`; where it does not apply, by the item's
    /// `description(withLocale:)` (arrays, dictionaries), `localizedDescription` (errors) or
    /// `description`, as Apple's discussion lists. An empty list is "".
    open func string(from items: [Any]) -> String? {
        let texts = items.map(itemText)
        if texts.count < 2 { return texts.first ?? "" }
        return CLDRListJoining.join(texts, type: ULISTFMT_TYPE_AND, width: ULISTFMT_WIDTH_WIDE, locale: locale)
    }

    /// An array written as `string(from:)` does; `nil` for anything else —
    /// `func string(for obj: Any?) -> String?`
    /// (https://developer.apple.com/documentation/foundation/listformatter/string(for:)).
    open override func string(for obj: Any?) -> String? {
        if let items = obj as? [Any] { return string(from: items) }
        if let array = obj as? NSArray { return string(from: array.map { $0 }) }
        return nil
    }

    private func itemText(_ item: Any) -> String {
        if let text = itemFormatter?.string(for: item) { return text }
        switch item {
        case let string as String: return string
        case let string as NSString: return string as String
        case let array as NSArray: return array.description(withLocale: locale)
        case let dictionary as NSDictionary: return dictionary.description(withLocale: locale)
        case let error as Error: return error.localizedDescription
        default: return String(describing: item)
        }
    }
}
