import Foundation

// Core Data's migration classes (https://developer.apple.com/documentation/coredata/nsmigrationmanager).
// Compiled mapping models (`.cdm`) are not read on Linux, so `NSMappingModel(from:…)` finds none,
// as Core Data does when no bundle holds one; an inferred mapping pairs entities by name. A
// migration copies a store's objects (stores live in memory) entity by entity through each
// mapping's policy: the default policy makes a destination object with the source's values, and
// an app's `NSEntityMigrationPolicy` subclass, named by the mapping, adjusts them as on iOS.

/// How an entity mapping maps instances.
public enum NSEntityMappingType: UInt, Sendable {
    case undefinedEntityMappingType = 0, customEntityMappingType, addEntityMappingType, removeEntityMappingType
    case copyEntityMappingType, transformEntityMappingType
}

/// How instances of one source entity become instances of one destination entity.
open class NSEntityMapping: NSObject, @unchecked Sendable {
    /// The mapping's name.
    open var name: String!
    /// How the mapping maps instances.
    open var mappingType: NSEntityMappingType = .copyEntityMappingType
    /// The source entity's name.
    open var sourceEntityName: String?
    /// The destination entity's name.
    open var destinationEntityName: String?
    /// The class name of the policy that migrates instances (`NSEntityMigrationPolicy` when nil).
    open var entityMigrationPolicyClassName: String?
    /// Information for the policy.
    open var userInfo: [AnyHashable: Any]?
}

/// A migration from a source model to a destination model: one mapping per entity.
open class NSMappingModel: NSObject, @unchecked Sendable {
    /// The entity mappings, in migration order.
    open var entityMappings: [NSEntityMapping]! = []
    /// The entity mappings by name.
    open var entityMappingsByName: [String: NSEntityMapping] {
        Dictionary((entityMappings ?? []).compactMap { m in m.name.map { ($0, m) } }, uniquingKeysWith: { a, _ in a })
    }

    /// An empty mapping model.
    public override init() { super.init() }

    /// The mapping model in `bundles` between the two models: none (compiled mapping models are not read on Linux).
    public init?(from bundles: [Bundle]?, forSourceModel sourceModel: NSManagedObjectModel?, destinationModel: NSManagedObjectModel?) {
        return nil
    }

    /// A mapping that copies each entity of `sourceModel` to the destination entity of the same name.
    open class func inferredMappingModel(forSourceModel sourceModel: NSManagedObjectModel,
                                         destinationModel: NSManagedObjectModel) throws -> NSMappingModel {
        let model = NSMappingModel()
        let destination = destinationModel.entitiesByName
        model.entityMappings = sourceModel.entities.compactMap { entity in
            guard let name = entity.name, destination[name] != nil else { return nil }
            let mapping = NSEntityMapping()
            mapping.name = "\(name)To\(name)"
            mapping.sourceEntityName = name
            mapping.destinationEntityName = name
            return mapping
        }
        return model
    }
}

/// Migrates the instances of one entity mapping. Subclass it to adjust instances.
open class NSEntityMigrationPolicy: NSObject, @unchecked Sendable {
    /// A policy.
    public required override init() { super.init() }
    /// Called before instances are created.
    open func begin(_ mapping: NSEntityMapping, with manager: NSMigrationManager) throws {}
    /// Creates the destination instance of `sInstance`: an object of the destination entity with the
    /// source's values, associated with it in `manager`.
    open func createDestinationInstances(forSource sInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {
        let entity = NSEntityDescription.entity(named: mapping.destinationEntityName ?? sInstance.entity.name ?? "")
        let destination = NSManagedObject(entity: entity, insertInto: manager.destinationContext)
        for (key, value) in sInstance.committedValues(forKeys: nil).merging(sInstance.changedValues(), uniquingKeysWith: { _, new in new })
        where !(value is NSNull) {
            destination.setPrimitiveValue(value, forKey: key)
        }
        manager.associate(sourceInstance: sInstance, withDestinationInstance: destination, for: mapping)
    }
    /// Called after all instances of the mapping are created.
    open func endInstanceCreation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    /// Creates the relationships of a destination instance.
    open func createRelationships(forDestination dInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    /// Called after relationships are created.
    open func endRelationshipCreation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    /// Validates the mapping's instances.
    open func performCustomValidation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    /// Called when the mapping is done.
    open func end(_ mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
}

/// Performs a migration between two models.
open class NSMigrationManager: NSObject, @unchecked Sendable {
    /// The source model.
    public let sourceModel: NSManagedObjectModel
    /// The destination model.
    public let destinationModel: NSManagedObjectModel
    /// The mapping of the migration under way.
    open private(set) var mappingModel: NSMappingModel!
    /// The context source instances are read from.
    open private(set) var sourceContext: NSManagedObjectContext!
    /// The context destination instances are created in.
    open private(set) var destinationContext: NSManagedObjectContext!
    /// The entity mapping being migrated.
    open private(set) var currentEntityMapping: NSEntityMapping!
    /// How far the migration is, from 0 to 1.
    open private(set) var migrationProgress: Float = 0
    /// Information for policies.
    open var userInfo: [AnyHashable: Any]?
    private var associations: [String: [(source: ObjectIdentifier, destination: NSManagedObject)]] = [:]

    /// A manager migrating from `sourceModel` to `destinationModel`.
    public init(sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel) {
        self.sourceModel = sourceModel
        self.destinationModel = destinationModel
    }

    /// Records that `destinationInstance` was made from `sourceInstance` by `entityMapping`.
    open func associate(sourceInstance: NSManagedObject, withDestinationInstance destinationInstance: NSManagedObject, for entityMapping: NSEntityMapping) {
        associations[entityMapping.name ?? "", default: []].append((ObjectIdentifier(sourceInstance), destinationInstance))
    }

    /// The destination instances made from `sourceInstances` (all of the mapping's when nil).
    open func destinationInstances(forEntityMappingName mappingName: String, sourceInstances: [NSManagedObject]?) -> [NSManagedObject] {
        let pairs = associations[mappingName] ?? []
        guard let sourceInstances else { return pairs.map(\.destination) }
        let wanted = Set(sourceInstances.map(ObjectIdentifier.init))
        return pairs.filter { wanted.contains($0.source) }.map(\.destination)
    }

    /// The source entity of a mapping.
    open func sourceEntity(for mEntity: NSEntityMapping) -> NSEntityDescription? {
        mEntity.sourceEntityName.flatMap { sourceModel.entitiesByName[$0] }
    }

    /// The destination entity of a mapping.
    open func destinationEntity(for mEntity: NSEntityMapping) -> NSEntityDescription? {
        mEntity.destinationEntityName.flatMap { destinationModel.entitiesByName[$0] }
    }

    /// Copies the store at `sourceURL` to `dURL` through `mappings`: each mapping's policy makes the
    /// destination instances of its source entity's objects, which are saved to the destination store.
    open func migrateStore(from sourceURL: URL, sourceType sStoreType: String, options sOptions: [AnyHashable: Any]? = nil,
                           with mappings: NSMappingModel?, toDestinationURL dURL: URL, destinationType dStoreType: String,
                           destinationOptions dOptions: [AnyHashable: Any]? = nil) throws {
        let mappings = try mappings ?? NSMappingModel.inferredMappingModel(forSourceModel: sourceModel, destinationModel: destinationModel)
        mappingModel = mappings
        let sourceCoordinator = NSPersistentStoreCoordinator(managedObjectModel: sourceModel)
        try sourceCoordinator.addPersistentStore(ofType: sStoreType, configurationName: nil, at: sourceURL, options: sOptions)
        let destinationCoordinator = NSPersistentStoreCoordinator(managedObjectModel: destinationModel)
        try destinationCoordinator.addPersistentStore(ofType: dStoreType, configurationName: nil, at: dURL, options: dOptions)
        sourceContext = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        sourceContext.persistentStoreCoordinator = sourceCoordinator
        destinationContext = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        destinationContext.persistentStoreCoordinator = destinationCoordinator

        let entityMappings = mappings.entityMappings ?? []
        for (index, mapping) in entityMappings.enumerated() {
            currentEntityMapping = mapping
            let policyType = mapping.entityMigrationPolicyClassName.flatMap { NSClassFromString($0) as? NSEntityMigrationPolicy.Type }
            let policy = (policyType ?? NSEntityMigrationPolicy.self).init()
            try policy.begin(mapping, with: self)
            let sources = sourceCoordinator.allObjects.filter { $0.entity.name == mapping.sourceEntityName }
            if mapping.mappingType != .removeEntityMappingType {
                for source in sources { try policy.createDestinationInstances(forSource: source, in: mapping, manager: self) }
            }
            try policy.endInstanceCreation(forMapping: mapping, manager: self)
            for destination in destinationInstances(forEntityMappingName: mapping.name ?? "", sourceInstances: nil) {
                try policy.createRelationships(forDestination: destination, in: mapping, manager: self)
            }
            try policy.endRelationshipCreation(forMapping: mapping, manager: self)
            try policy.performCustomValidation(forMapping: mapping, manager: self)
            try policy.end(mapping, manager: self)
            migrationProgress = Float(index + 1) / Float(entityMappings.count)
        }
        try destinationContext.save()
        migrationProgress = 1
    }

    /// Stops the migration under way with `error` (thrown by `migrateStore` on iOS; nothing runs concurrently here).
    open func cancelMigrationWithError(_ error: any Error) {}
}
