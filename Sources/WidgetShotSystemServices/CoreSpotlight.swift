import Foundation
import WidgetShotUniformTypeIdentifiers

/// The activity type of a Spotlight result the user tapped.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The user-info key holding the tapped item's identifier.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"

/// An item's searchable attributes — CoreSpotlight's `CSSearchableItemAttributeSet`.
open class CSSearchableItemAttributeSet: NSObject, @unchecked Sendable {
    /// The content type.
    public let contentType: String
    /// The title.
    open var title: String?
    /// The description.
    open var contentDescription: String?
    /// Keywords.
    open var keywords: [String]?
    /// A thumbnail.
    open var thumbnailData: Data?
    /// A thumbnail file.
    open var thumbnailURL: URL?
    /// A display name.
    open var displayName: String?
    /// Attributes of a content type.
    public init(contentType: UTType) {
        self.contentType = contentType.identifier
        super.init()
    }
    /// Attributes of a content type identifier (deprecated by Apple).
    public init(itemContentType: String) {
        contentType = itemContentType
        super.init()
    }
}
/// A searchable item — CoreSpotlight's `CSSearchableItem`.
open class CSSearchableItem: NSObject, @unchecked Sendable {
    /// The item's identifier.
    open var uniqueIdentifier: String
    /// Its domain.
    open var domainIdentifier: String?
    /// Its attributes.
    open var attributeSet: CSSearchableItemAttributeSet
    /// When it leaves the index.
    open var expirationDate: Date?
    /// An item.
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        super.init()
    }
}
/// The on-device index — CoreSpotlight's `CSSearchableIndex`. Items are recorded in memory
/// (`indexedItems`); nothing reaches a Spotlight the widget could show.
open class CSSearchableIndex: NSObject, @unchecked Sendable {
    private static let shared = CSSearchableIndex(name: "default")
    private var items: [String: CSSearchableItem] = [:]
    private let lock = NSLock()
    /// The index's name.
    public let name: String
    /// The default index.
    open class func `default`() -> CSSearchableIndex { shared }
    /// Whether indexing works (yes).
    open class func isIndexingAvailable() -> Bool { true }
    /// A named index.
    public init(name: String) {
        self.name = name
        super.init()
    }
    /// The recorded items, by identifier order.
    open var indexedItems: [CSSearchableItem] { lock.lock(); defer { lock.unlock() }; return items.values.sorted { $0.uniqueIdentifier < $1.uniqueIdentifier } }
    /// Records items (replacing those with the same identifier).
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: ((Error?) -> Void)? = nil) {
        lock.lock(); for item in items { self.items[item.uniqueIdentifier] = item }; lock.unlock()
        completionHandler?(nil)
    }
    /// Records items.
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { indexSearchableItems(items, completionHandler: nil) }
    /// Removes items by identifier.
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
        lock.lock(); for id in identifiers { items[id] = nil }; lock.unlock()
        completionHandler?(nil)
    }
    /// Removes the items of some domains.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
        lock.lock(); items = items.filter { !domainIdentifiers.contains($0.value.domainIdentifier ?? "") }; lock.unlock()
        completionHandler?(nil)
    }
    /// Removes every item.
    open func deleteAllSearchableItems(completionHandler: ((Error?) -> Void)? = nil) {
        lock.lock(); items.removeAll(); lock.unlock()
        completionHandler?(nil)
    }
    /// Removes every item.
    open func deleteAllSearchableItems() async throws { deleteAllSearchableItems(completionHandler: nil) }
}
