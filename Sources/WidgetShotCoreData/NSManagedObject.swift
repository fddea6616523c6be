import Foundation
import WidgetShotFoundation

// WidgetShotCoreData stands in for Core Data with an honest in-memory store: a fetch returns only
// the objects this process inserted (and saved, or inserted into the same context). A widget's
// provider that reads the app's store therefore finds it empty and falls back to its placeholder
// data, as it does on a device before the app has written anything.
//
// Not possible on Linux, with the closest compiling form:
// - `@NSManaged var title: String?` type-checks but its accessors are never generated (no
//   Objective-C runtime): linking fails with "undefined reference" to the getter. Write
//   `@NSManagedProperty var title: String?` instead (the extension builder can rewrite it).
// - `@objc(Item)` on the class is rejected without Objective-C interop: drop it.
// - `.xcdatamodeld` models are not read; entities are the `NSManagedObject` subclasses (entity
//   name = class name) or names given to `NSEntityDescription.insertNewObject(forEntityName:into:)`.

/// A type a fetch request can return (managed objects).
public protocol NSFetchRequestResult: AnyObject {}

/// The identity of a managed object.
public final class NSManagedObjectID: NSObject, @unchecked Sendable {
    let number: Int
    /// The entity of the object.
    public let entity: NSEntityDescription
    init(number: Int, entity: NSEntityDescription) {
        self.number = number
        self.entity = entity
    }
    /// Whether the object has not been saved yet (`false` once saved).
    public internal(set) var isTemporaryID = true
    /// A URI for the object (`x-coredata://widgetshot/Entity/pN`).
    public func uriRepresentation() -> URL { URL(string: "x-coredata://widgetshot/\(entity.name ?? "Entity")/p\(number)")! }
    public override func isEqual(_ object: Any?) -> Bool { (object as? NSManagedObjectID)?.number == number }
    public override var hash: Int { number }
}

/// A record of an entity, kept in memory; attribute values are read and written by key.
open class NSManagedObject: NSObject, NSFetchRequestResult, _WidgetShotChangeNotified {
    private static let counter = NSLock()
    nonisolated(unsafe) private static var lastNumber = 0

    private var values: [String: Any] = [:]
    /// The values as last saved (empty before the first save), for `committedValues(forKeys:)`.
    private var committed: [String: Any] = [:]
    /// The keys changed since the object was inserted or last saved, for `changedValues()`.
    private var changedKeys: Set<String> = []
    private let lock = NSLock()

    /// The entity this object belongs to.
    public let entity: NSEntityDescription
    /// The object's identity.
    public let objectID: NSManagedObjectID
    /// The context the object was inserted into, if any.
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// Whether the object is inserted and not yet saved.
    public internal(set) var isInserted = false
    /// Whether the object is deleted and not yet saved. Open, as Core Data's (an Objective-C
    /// property a subclass may override, as Simplenote's `@NSManaged override var isDeleted` does
    /// for its `deleted` attribute); the context's own bookkeeping is ``isPendingDeletion``.
    open var isDeleted: Bool { isPendingDeletion }
    /// Whether the context deleted the object and has not saved yet.
    var isPendingDeletion = false
    /// Whether a saved object changed since it was saved.
    public internal(set) var isUpdated = false
    /// Whether the object has unsaved changes.
    public var hasChanges: Bool { isInserted || isPendingDeletion || isUpdated }
    /// Always `false`: objects are never faults in memory.
    public var isFault: Bool { false }

    /// Creates an object of `entity`, inserted into `context` when given.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        NSManagedObject.counter.lock()
        NSManagedObject.lastNumber += 1
        let number = NSManagedObject.lastNumber
        NSManagedObject.counter.unlock()
        self.entity = entity
        objectID = NSManagedObjectID(number: number, entity: entity)
        super.init()
        context?.insert(self)
    }

    /// Creates an object of this class's entity, inserted into `context`.
    public convenience init(context: NSManagedObjectContext) { self.init(entity: Self.entity(), insertInto: context) }

    /// Creates an object of this class's entity, in no context.
    public convenience override init() { self.init(entity: Self.entity(), insertInto: nil) }

    /// This class's entity (named after the class).
    open class func entity() -> NSEntityDescription { NSEntityDescription.entity(for: self) }


    /// The value of an attribute.
    open func value(forKey key: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    /// Sets the value of an attribute (marking a saved object updated).
    open func setValue(_ value: Any?, forKey key: String) {
        lock.lock()
        values[key] = value
        lock.unlock()
        noteChange(forKey: key)
    }

    /// Records a change of `key` (by `setValue` or announced with `didChangeValue(forKey:)`), marking a
    /// saved object updated.
    func noteChange(forKey key: String) {
        lock.lock()
        changedKeys.insert(key)
        lock.unlock()
        if !isInserted, managedObjectContext != nil { isUpdated = true; managedObjectContext?.noteUpdated(self) }
    }

    /// Makes the current values the committed ones (after a save).
    func commitChanges() {
        lock.lock()
        committed = values
        changedKeys.removeAll()
        lock.unlock()
    }

    /// The keys and new values of the properties changed since the object was inserted or last saved.
    public func changedValues() -> [String: Any] {
        lock.lock()
        defer { lock.unlock() }
        var result: [String: Any] = [:]
        for key in changedKeys { result[key] = values[key] ?? NSNull() }
        return result
    }

    /// The changes since the last `processPendingChanges` (there is no event loop here: since the last save).
    public func changedValuesForCurrentEvent() -> [String: Any] { changedValues() }

    /// The values of `keys` (all properties when nil) as last saved; a property never saved is `NSNull`.
    public func committedValues(forKeys keys: [String]?) -> [String: Any] {
        lock.lock()
        defer { lock.unlock() }
        var result: [String: Any] = [:]
        for key in keys ?? Array(Set(values.keys).union(committed.keys)) { result[key] = committed[key] ?? NSNull() }
        return result
    }

    /// Announces a read of `key` (a fault would be fired here; objects are never faults in memory).
    open func willAccessValue(forKey key: String?) {}
    /// Ends a read announced with `willAccessValue(forKey:)`.
    open func didAccessValue(forKey key: String?) {}

    /// The stored value of an attribute, without change tracking.
    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
    /// Sets the stored value of an attribute, without change tracking.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        lock.lock()
        values[key] = value
        lock.unlock()
    }

    /// Called after insertion; override to set defaults.
    open func awakeFromInsert() {}
    /// Called after a fetch.
    open func awakeFromFetch() {}
    /// Called before saving.
    open func willSave() {}
    /// Called after saving.
    open func didSave() {}
    /// Validates before deletion (nothing to validate in memory).
    open func validateForDelete() throws {}

    /// A change announced with `didChangeValue(forKey:)` around a primitive setter.
    public func _widgetShotDidChangeValue(forKey key: String) { noteChange(forKey: key) }

    /// The names and values of the attributes set on this object.
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        lock.lock()
        defer { lock.unlock() }
        return values.filter { keys.contains($0.key) }
    }
}

// `fetchRequest()` lives in a protocol extension, not in the class: Xcode's generated
// `@nonobjc public class func fetchRequest() -> NSFetchRequest<Item>` (in an extension of the
// subclass) then wins over it, so `let request = Item.fetchRequest()` is typed
// `NSFetchRequest<Item>`. Two class methods differing only in their result would be ambiguous there.
extension NSFetchRequestResult where Self: NSManagedObject {
    /// A fetch request for this class's entity.
    public static func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest<any NSFetchRequestResult>(entityName: entity().name ?? "\(self)")
    }
}
