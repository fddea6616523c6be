import Foundation

/// An entity: a name and the class its objects are made of.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var byClass: [ObjectIdentifier: NSEntityDescription] = [:]
    nonisolated(unsafe) private static var byName: [String: NSEntityDescription] = [:]

    /// The entity's name.
    open var name: String?
    /// The name of the class its objects are made of.
    open var managedObjectClassName: String!

    /// Creates an entity with no name.
    public override init() { super.init() }

    /// The entity of a managed object class (named after the class), registered by name too.
    static func entity(for type: NSManagedObject.Type) -> NSEntityDescription {
        lock.lock()
        defer { lock.unlock() }
        if let known = byClass[ObjectIdentifier(type)] { return known }
        let entity = NSEntityDescription()
        let name = "\(type)"
        entity.name = name
        entity.managedObjectClassName = name
        byClass[ObjectIdentifier(type)] = entity
        byName[name] = entity
        return entity
    }

    static func entity(named name: String) -> NSEntityDescription {
        lock.lock()
        defer { lock.unlock() }
        if let known = byName[name] { return known }
        let entity = NSEntityDescription()
        entity.name = name
        entity.managedObjectClassName = "NSManagedObject"
        byName[name] = entity
        return entity
    }

    /// The entity named `entityName` (a managed object subclass's name, once the class was used).
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        entity(named: entityName)
    }

    /// Makes an object of the named entity and inserts it.
    ///
    /// The object is a plain `NSManagedObject` (read and write it with `value(forKey:)`): making an
    /// instance of a subclass from its name needs a `required` initialiser, which would break
    /// subclasses that override `init(entity:insertInto:)`. Use `Item(context:)` for typed objects.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: entity(named: entityName), insertInto: context)
    }
}

/// A data model. `.xcdatamodeld` files are not read on Linux: entities come from the
/// `NSManagedObject` subclasses the code uses.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The entities added to the model.
    open var entities: [NSEntityDescription] = []
    /// The model's version identifiers (the `.xcdatamodel`'s "Identifier" setting; none are read here).
    open var versionIdentifiers: Set<AnyHashable> = []
    /// The entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { e in e.name.map { ($0, e) } }, uniquingKeysWith: { a, _ in a })
    }

    /// An empty model.
    public override init() { super.init() }
    /// A model from a compiled model file (`.momd`); the file is not read, so the model is empty.
    public convenience init?(contentsOf url: URL) { self.init() }
    /// The merged model of bundles (empty on Linux).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
}
