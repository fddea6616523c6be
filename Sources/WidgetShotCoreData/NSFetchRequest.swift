import Foundation
import WidgetShotFoundation

/// A request to a store (the superclass of fetch requests).
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {}

/// What a fetch returns.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Managed objects (the only kind returned in memory).
    public static let managedObjectResultType = NSFetchRequestResultType([])
    /// Object IDs.
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    /// Dictionaries.
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    /// A count.
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A fetch: an entity, a predicate, sort descriptors and a limit.
///
/// `ResultType` is unconstrained here: Apple's `NSFetchRequestResult` is an Objective-C protocol,
/// which lets `NSFetchRequest<NSFetchRequestResult>` satisfy its own constraint; a Swift protocol
/// cannot, and widget code names that type (`Item.fetchRequest()` returns it).
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity's name.
    open var entityName: String?
    /// The entity.
    open var entity: NSEntityDescription? {
        get { entityName.map(NSEntityDescription.entity(named:)) }
        set { entityName = newValue?.name }
    }
    /// Which objects match (`nil`: all). `NSPredicate(format:)` supports a subset, see its notes.
    open var predicate: NSPredicate?
    /// The order of the results.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most results to return (0: no limit).
    open var fetchLimit = 0
    /// How many matching results to skip.
    open var fetchOffset = 0
    /// Kept for source compatibility.
    open var fetchBatchSize = 0
    /// Kept for source compatibility (objects are never faults).
    open var returnsObjectsAsFaults = true
    /// Whether unsaved inserts of the context are included (always, in memory).
    open var includesPendingChanges = true
    /// Kept for source compatibility.
    open var includesSubentities = true
    /// Kept for source compatibility.
    open var includesPropertyValues = true
    /// Kept for source compatibility.
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Kept for source compatibility.
    open var propertiesToFetch: [Any]?
    /// Kept for source compatibility (managed objects are returned).
    open var resultType: NSFetchRequestResultType = .managedObjectResultType

    /// A request for the objects of an entity.
    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }
    /// A request with no entity yet.
    public override init() { super.init() }

    func apply(to objects: [NSManagedObject], entityName name: String?) throws -> [NSManagedObject] {
        var result = objects.filter { object in name == nil || object.entity.name == name }
        if let predicate { result = result.filter { predicate.evaluate(with: $0) } }
        if let descriptors = sortDescriptors, !descriptors.isEmpty {
            result.sort { a, b in
                for d in descriptors {
                    switch d.compare(a, to: b) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return false
            }
        }
        if fetchOffset > 0 { result = Array(result.dropFirst(fetchOffset)) }
        if fetchLimit > 0 { result = Array(result.prefix(fetchLimit)) }
        return result
    }
}

extension NSSortDescriptor {
    /// Sorts managed objects by an attribute name (Linux Foundation has no key-value coding, so
    /// this form, unavailable there, is provided for `NSManagedObject`s; the key may be a dotted path).
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSManagedObject.[sortValueForKeyPath: key ?? ""], ascending: ascending)
    }
}

extension NSManagedObject {
    /// The value at a dotted key path, ready to compare (used by `NSSortDescriptor(key:ascending:)`).
    public subscript(sortValueForKeyPath keyPath: String) -> ManagedSortValue { ManagedSortValue(KeyPathValue.value(of: self, at: keyPath)) }
}

/// An attribute value compared as Core Data sorts: `nil` first, numbers by value, strings, dates.
public struct ManagedSortValue: Comparable {
    let value: Any?
    init(_ value: Any?) { self.value = value }

    public static func < (a: ManagedSortValue, b: ManagedSortValue) -> Bool { PredicateValue.compare(a.value, b.value) == .orderedAscending }
    public static func == (a: ManagedSortValue, b: ManagedSortValue) -> Bool { PredicateValue.compare(a.value, b.value) == .orderedSame }
}
