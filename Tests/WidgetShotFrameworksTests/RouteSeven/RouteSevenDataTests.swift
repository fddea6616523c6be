import Foundation
import Testing
import WidgetShot

/// What ChinChangYang/KataGo's KataGoGameStore (2026, SwiftData in an App Group) calls beside its
/// `@Model`s: a `#Predicate` with `localizedStandardContains`, the model's Core Data form, a store
/// moved with `replacePersistentStore(type:)`, the remote-change notification.
@Suite struct RouteSevenDataTests {
    struct Game { var name: String }

    @Test func predicatesFindTextIgnoringCaseAndDiacritics() throws {
        let query = "élan"
        let predicate = #Predicate<Game> { query.isEmpty || $0.name.localizedStandardContains(query) }
        #expect(try predicate.evaluate(Game(name: "The Big ELAN game")))
        #expect(try !predicate.evaluate(Game(name: "Other")))
        let empty = ""
        let none = #Predicate<Game> { $0.name.localizedStandardContains(empty) }
        #expect(try !none.evaluate(Game(name: "anything")))   // an empty string is never contained, as on iOS
    }

    // `@Model` classes as the extension build gives them (`@Model` → `PersistentModel`).
    final class GameRecord: PersistentModel {
        var name: String
        init(name: String) { self.name = name }
    }

    final class Config: PersistentModel {
        var komi: Double
        init(komi: Double) { self.komi = komi }
    }

    @Test func aModelsCoreDataModelNamesItsEntities() throws {
        let extra = NSManagedObjectModel()
        let legacy = NSEntityDescription()
        legacy.name = "Legacy"
        extra.entities = [legacy]
        let model = try #require(NSManagedObjectModel.makeManagedObjectModel(for: [GameRecord.self, Config.self, GameRecord.self], mergedWith: extra))
        #expect(model.entities.compactMap(\.name) == ["GameRecord", "Config", "Legacy"])
    }

    @Test func storeFilesAreReplacedAndDestroyed() throws {
        let fm = FileManager.default
        let folder = fm.temporaryDirectory.appendingPathComponent("route7-store-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: folder) }
        let old = folder.appendingPathComponent("old/default.store"), new = folder.appendingPathComponent("group/default.store")
        try fm.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fm.createDirectory(at: new.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("db".utf8).write(to: old)
        try Data("log".utf8).write(to: URL(fileURLWithPath: old.path + "-wal"))
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
        try coordinator.replacePersistentStore(at: new, destinationOptions: nil, withPersistentStoreFrom: old, sourceOptions: nil, type: .sqlite)
        #expect(try Data(contentsOf: new) == Data("db".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: new.path + "-wal")) == Data("log".utf8))
        #expect(!fm.fileExists(atPath: new.path + "-shm"))
        #expect(throws: CocoaError.self) {
            try coordinator.replacePersistentStore(at: new, destinationOptions: nil, withPersistentStoreFrom: folder.appendingPathComponent("missing"),
                                                   sourceOptions: nil, type: .sqlite)
        }
        try coordinator.destroyPersistentStore(at: new, type: .sqlite)
        #expect(!fm.fileExists(atPath: new.path) && !fm.fileExists(atPath: new.path + "-wal"))
        #expect(NSNotification.Name.NSPersistentStoreRemoteChange.rawValue == "NSPersistentStoreRemoteChangeNotification")
    }
}
