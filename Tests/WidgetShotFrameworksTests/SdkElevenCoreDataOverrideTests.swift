import Foundation
import Testing
import WidgetShot

/// Simplenote's `Note+Widget.swift` after the extension builder's ``ExtensionOverrideRewrite``
/// (`awakeFromInsert()` and `@NSManaged override var isDeleted` written in an extension): the
/// class overrides, calling the extension's renamed members. Compiles, and behaves as on iOS —
/// `isDeleted` is the note's `deleted` attribute, the context still tracks its own deletions.
/// Also Core Data's CloudKit event names (Solstice's `awaitInitialImport`).
@Suite(.serialized) struct SdkElevenCoreDataOverrideTests {
    final class SketchNote: NSManagedObject { public override func awakeFromInsert() { _widgetShotSketchNote_awakeFromInsert() }; public override var isDeleted: Bool { get { _widgetShotSketchNote_isDeleted } set { _widgetShotSketchNote_isDeleted = newValue } };
        @NSManagedProperty var deleted: NSNumber?
        @NSManagedProperty var key: String?
    }

    func context() -> NSManagedObjectContext {
        let container = NSPersistentContainer(name: "Notes-\(UUID().uuidString)")
        let memory = NSPersistentStoreDescription()
        memory.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [memory]
        container.loadPersistentStores { _, _ in }
        return container.viewContext
    }

    @Test func theClassOverridesThroughTheExtensionsMembers() throws {
        let context = context()
        let note = SketchNote(context: context)
        #expect(note.key?.count == 32, "awakeFromInsert ran the extension's body")
        #expect(note.isDeleted == false)
        note.isDeleted = true
        #expect(note.deleted == true, "isDeleted is the `deleted` attribute, as Core Data maps Objective-C's getter")
        #expect(!context.deletedObjects.contains(note), "marking the attribute is not a deletion")
        try context.save()
        let other = SketchNote(context: context)
        try context.save()
        context.delete(other)
        #expect(context.deletedObjects.contains(other) && other.hasChanges, "the context's own bookkeeping")
        #expect(other.isDeleted == false, "…which the subclass's isDeleted does not show, as on iOS")
    }

    final class Place: NSManagedObject {
        @NSManagedProperty var uuid: UUID?
    }

    @Test func anInsertAwakeningWrittenElsewhereRunsOnInsert() throws {
        let place = Place(context: context())
        #expect(place.uuid != nil, "the context called the extension's renamed awakeFromInsert")
    }

    @Test func cloudKitEventsAreNamedAsInCoreData() {
        #expect(NSPersistentCloudKitContainer.eventChangedNotification.rawValue == "NSPersistentCloudKitContainerEventChangedNotification")
        #expect(NSPersistentCloudKitContainer.EventType.import.rawValue == 1)
        let userInfo: [AnyHashable: Any] = [:]
        #expect(userInfo[NSPersistentCloudKitContainer.eventNotificationUserInfoKey] as? NSPersistentCloudKitContainer.Event == nil)
    }
}

extension SdkElevenCoreDataOverrideTests.SketchNote {
    public func _widgetShotSketchNote_awakeFromInsert() {
        super.awakeFromInsert()
        if key == nil { key = UUID().uuidString.replacingOccurrences(of: "-", with: "") }
    }
    public var _widgetShotSketchNote_isDeleted: Bool { get { _widgetShotManagedValue(forKey: "deleted") } set { _widgetShotSetManagedValue(newValue, forKey: "deleted") } }
}


// What ExtensionOverrideRewrite makes of Solstice's `public extension SavedLocation { override func awakeFromInsert() … }`.
extension SdkElevenCoreDataOverrideTests.Place: _WidgetShotInsertAwakening {}; extension SdkElevenCoreDataOverrideTests.Place {
    public func _widgetShotOverride_awakeFromInsert() {
        super.awakeFromInsert()
        if uuid == nil { uuid = UUID() }
    }
}
