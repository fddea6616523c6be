import Foundation

/// The copy-and-paste pasteboard — UIKit's `UIPasteboard`
/// (https://developer.apple.com/documentation/uikit/uipasteboard). A widget render is a fresh
/// device where nothing was copied: `general` starts empty and holds what this process copies
/// (items are kept in order, each a dictionary of type identifier to value, as in UIKit).
open class UIPasteboard: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    private static let generalBoard = UIPasteboard(name: "com.apple.UIKit.pboard.general")
    /// The system-wide pasteboard (empty at launch here).
    open class var general: UIPasteboard { generalBoard }

    /// The pasteboard's name.
    public let name: String
    private var storedItems: [[String: Any]] = []
    /// Bumped at each change.
    open private(set) var changeCount = 0

    init(name: String) {
        self.name = name
        super.init()
    }

    private func read<T>(_ body: () -> T) -> T { UIPasteboard.lock.lock(); defer { UIPasteboard.lock.unlock() }; return body() }
    private func write(_ items: [[String: Any]]) {
        UIPasteboard.lock.lock()
        storedItems = items
        changeCount += 1
        UIPasteboard.lock.unlock()
    }
    private func values<T>(_ type: T.Type) -> [T] { read { storedItems.flatMap { $0.values.compactMap { $0 as? T } } } }

    /// The items, each a dictionary of type identifier to value.
    open var items: [[String: Any]] {
        get { read { storedItems } }
        set { write(newValue) }
    }
    /// The number of items.
    open var numberOfItems: Int { read { storedItems.count } }
    /// The first string copied.
    open var string: String? {
        get { values(String.self).first }
        set { write(newValue.map { [["public.utf8-plain-text": $0]] } ?? []) }
    }
    /// Every string copied.
    open var strings: [String]? {
        get { let all = values(String.self); return all.isEmpty ? nil : all }
        set { write((newValue ?? []).map { ["public.utf8-plain-text": $0] }) }
    }
    /// The first URL copied.
    open var url: URL? {
        get { values(URL.self).first }
        set { write(newValue.map { [["public.url": $0]] } ?? []) }
    }
    /// The first image copied.
    open var image: UIImage? {
        get { values(UIImage.self).first }
        set { write(newValue.map { [["public.png": $0]] } ?? []) }
    }
    /// Whether a string was copied.
    open var hasStrings: Bool { !values(String.self).isEmpty }
    /// Whether a URL was copied.
    open var hasURLs: Bool { !values(URL.self).isEmpty }
    /// Whether an image was copied.
    open var hasImages: Bool { !values(UIImage.self).isEmpty }
    /// Replaces the items with one value for a type identifier.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { write([[pasteboardType: value]]) }
    /// The first item's value for a type identifier.
    open func value(forPasteboardType pasteboardType: String) -> Any? { read { storedItems.first?[pasteboardType] } }
}
