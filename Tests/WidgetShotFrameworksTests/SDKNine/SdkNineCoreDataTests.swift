import Foundation
import Testing
import WidgetShot

// Core Data as LoopKit's stores use it: typed properties over primitive accessors wrapped in
// change notifications, a modification counter detected with `changedValues()`, a query anchor
// kept in the store's metadata, and migration policies subclassed per entity.

final class SdkNineCachedGlucose: NSManagedObject {
    @NSManagedProperty var primitiveSyncVersion: NSNumber?
    @NSManagedProperty var value: Double
    @NSManagedProperty var modificationCounter: Int64

    var syncVersion: Int? {
        get {
            willAccessValue(forKey: "syncVersion")
            defer { didAccessValue(forKey: "syncVersion") }
            return primitiveSyncVersion?.intValue
        }
        set {
            willChangeValue(forKey: "syncVersion")
            defer { didChangeValue(forKey: "syncVersion") }
            primitiveSyncVersion = newValue.map { NSNumber(value: $0) }
        }
    }

    var hasUpdatedModificationCounter: Bool { changedValues().keys.contains("modificationCounter") }
}

final class SdkNineGlucoseMigrationPolicy: NSEntityMigrationPolicy {
    override func createDestinationInstances(forSource sourceInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {
        try super.createDestinationInstances(forSource: sourceInstance, in: mapping, manager: manager)
        let destination = manager.destinationInstances(forEntityMappingName: mapping.name, sourceInstances: [sourceInstance]).first!
        if destination.value(forKey: "syncVersion") == nil { destination.setValue(1, forKey: "syncVersion") }
    }
}

/// An operation that announces its own state changes: `Operation`'s KVO methods still win.
private final class SdkNineOperation: Operation, @unchecked Sendable {
    private var done = false
    override var isFinished: Bool { done }
    override func main() {
        willChangeValue(forKey: "isFinished")
        done = true
        didChangeValue(forKey: "isFinished")
    }
}

struct SdkNineCoreDataTests {
    private func context(at url: URL? = nil) throws -> NSManagedObjectContext {
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
        try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url ?? URL(fileURLWithPath: "/dev/null"),
                                           options: [NSPersistentStoreFileProtectionKey: FileProtectionType.completeUntilFirstUserAuthentication])
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = coordinator
        return context
    }

    @Test func primitiveAccessorsInChangeNotificationsAreTrackedChanges() throws {
        let context = try context()
        let glucose = SdkNineCachedGlucose(context: context)
        glucose.value = 120
        glucose.syncVersion = 2
        #expect(glucose.syncVersion == 2)
        #expect(glucose.value(forKey: "syncVersion") as? NSNumber == 2)   // the attribute behind primitiveSyncVersion
        #expect(Set(glucose.changedValues().keys) == ["value", "syncVersion"])
        #expect(!glucose.hasUpdatedModificationCounter)
        try context.save()
        #expect(glucose.changedValues().isEmpty)
        #expect(glucose.committedValues(forKeys: ["syncVersion"])["syncVersion"] as? NSNumber == 2)

        glucose.syncVersion = 3          // primitive setter between will/didChangeValue
        #expect(glucose.isUpdated && context.hasChanges)
        glucose.modificationCounter = 7
        #expect(glucose.hasUpdatedModificationCounter)
        #expect(glucose.committedValues(forKeys: ["syncVersion"])["syncVersion"] as? NSNumber == 2)
    }

    @Test func storeMetadataIsKeptPerStoreURL() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("SdkNine-\(UUID().uuidString).sqlite")
        let context = try context(at: url)
        let coordinator = try #require(context.persistentStoreCoordinator)
        let store = try #require(coordinator.persistentStores.first)
        var metadata = coordinator.metadata(for: store)
        #expect(metadata[NSStoreTypeKey] as? String == NSSQLiteStoreType)
        let uuid = try #require(metadata[NSStoreUUIDKey] as? String)
        metadata["modificationCounter"] = 42
        coordinator.setMetadata(metadata, for: store)
        #expect(coordinator.metadata(for: store)["modificationCounter"] as? Int == 42)
        #expect(coordinator.metadata(for: store)[NSStoreUUIDKey] as? String == uuid)
        let reopened = try NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: url)
        #expect(reopened["modificationCounter"] as? Int == 42)
        #expect(throws: CocoaError.self) {
            try NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: url.appendingPathExtension("missing"))
        }
    }

    @Test func aMigrationCopiesObjectsThroughTheMappingsPolicy() throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("SdkNine-src-\(UUID().uuidString).sqlite")
        let destination = source.appendingPathExtension("v2")
        let context = try context(at: source)
        let old = SdkNineCachedGlucose(context: context)
        old.value = 95
        try context.save()

        let mapping = NSEntityMapping()
        mapping.name = "GlucoseToGlucose"
        mapping.sourceEntityName = "SdkNineCachedGlucose"
        mapping.destinationEntityName = "SdkNineCachedGlucose"
        mapping.entityMigrationPolicyClassName = NSStringFromClass(SdkNineGlucoseMigrationPolicy.self)
        let mappings = NSMappingModel()
        mappings.entityMappings = [mapping]
        #expect(NSMappingModel(from: nil, forSourceModel: NSManagedObjectModel(), destinationModel: NSManagedObjectModel()) == nil)

        let manager = NSMigrationManager(sourceModel: NSManagedObjectModel(), destinationModel: NSManagedObjectModel())
        try manager.migrateStore(from: source, sourceType: NSSQLiteStoreType, with: mappings, toDestinationURL: destination,
                                 destinationType: NSSQLiteStoreType)
        #expect(manager.migrationProgress == 1)
        let migrated = try self.context(at: destination).fetch(NSFetchRequest<NSManagedObject>(entityName: "SdkNineCachedGlucose"))
        #expect(migrated.count == 1)
        #expect(migrated.first?.value(forKey: "value") as? Double == 95)
        #expect(migrated.first?.value(forKey: "syncVersion") as? Int == 1)   // set by the app's policy
    }

    @Test func operationSubclassesKeepOperationsOwnChangeNotifications() {
        let operation = SdkNineOperation()
        operation.start()
        #expect(operation.isFinished)
    }
}
