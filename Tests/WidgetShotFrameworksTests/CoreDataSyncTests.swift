import Foundation
import Testing
import WidgetShot

/// Sweep 6 (metrobuddy's MetroKit): keeping Core Data results in step — a fetched results
/// controller, the context's save notifications, persistent history — and Siri shortcuts, in a
/// process where nothing else wrote to the store and nobody added a shortcut.
@Suite(.serialized) struct CoreDataSyncTests {
    final class MetroCard: NSManagedObject {
        @NSManagedProperty var name: String?
        @NSManagedProperty var line: String?
    }

    final class Listener: NSFetchedResultsControllerDelegate {
        var events: [String] = []
        func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { events.append("will") }
        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
            events.append("\(type == .insert ? "insert" : "other") \((anObject as? MetroCard)?.name ?? "?") at \(newIndexPath?.item ?? -1)")
        }
        func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
            events.append("did \(controller.fetchedObjects?.count ?? -1)")
        }
    }

    func container() -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Cards-\(UUID().uuidString)")
        let memory = NSPersistentStoreDescription()
        memory.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [memory]
        container.loadPersistentStores { _, _ in }
        return container
    }

    @Test func aFetchedResultsControllerFollowsTheContextsSaves() throws {
        let context = container().viewContext
        let first = MetroCard(context: context)
        first.name = "Metro"
        first.line = "A"
        try context.save()
        let request = NSFetchRequest<MetroCard>(entityName: "MetroCard")
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "line", cacheName: nil)
        #expect(controller.fetchedObjects == nil)
        let listener = Listener()
        controller.delegate = listener
        try controller.performFetch()
        #expect(controller.fetchedObjects?.map(\.name) == ["Metro"])
        let second = MetroCard(context: context)
        second.name = "Bus"
        second.line = "B"
        try context.save()
        #expect(listener.events == ["will", "insert Bus at 0", "did 2"], "\(listener.events)")
        #expect(controller.sections?.map(\.name) == ["B", "A"])
        #expect(controller.sections?.map(\.numberOfObjects) == [1, 1])
        #expect(controller.object(at: IndexPath(item: 0, section: 1)).name == "Metro")
        #expect(controller.indexPath(forObject: second) == IndexPath(item: 0, section: 0))
    }

    @Test func savingPostsTheContextNotificationsWithTheObjects() throws {
        let context = container().viewContext
        var names: [Notification.Name] = []
        var inserted = 0
        let observers = [Notification.Name.NSManagedObjectContextWillSave, .NSManagedObjectContextObjectsDidChange, .NSManagedObjectContextDidSave].map { name in
            NotificationCenter.default.addObserver(forName: name, object: context, queue: nil) { note in
                names.append(note.name)
                if note.name == .NSManagedObjectContextDidSave { inserted = (note.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject>)?.count ?? -1 }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        try context.save()   // nothing to save: no notification
        #expect(names.isEmpty)
        _ = MetroCard(context: context)
        try context.save()
        #expect(names == [.NSManagedObjectContextWillSave, .NSManagedObjectContextObjectsDidChange, .NSManagedObjectContextDidSave])
        #expect(inserted == 1)
        #expect(Notification.Name.NSManagedObjectContextObjectsDidChange.rawValue == "NSObjectsChangedInManagingContextNotification")
        #expect(NSInsertedObjectsKey == "inserted" && NSRefreshedObjectsKey == "refreshed")
    }

    @Test func noOtherProcessWroteHistory() throws {
        let context = container().viewContext
        let fetched = try #require(try context.execute(NSPersistentHistoryChangeRequest.fetchHistory(after: Date(timeIntervalSince1970: 0))) as? NSPersistentHistoryResult)
        #expect((fetched.result as? [NSPersistentHistoryTransaction])?.isEmpty == true)
        let counting = NSPersistentHistoryChangeRequest.fetchHistory(after: nil as NSPersistentHistoryToken?)
        counting.resultType = .count
        #expect((try context.execute(counting) as? NSPersistentHistoryResult)?.result as? Int == 0)
        let deleted = try #require(try context.execute(NSPersistentHistoryChangeRequest.deleteHistory(before: Date())) as? NSPersistentHistoryResult)
        #expect(deleted.result as? Bool == true)
        #expect(NSManagedObjectModel().versionIdentifiers.isEmpty)
    }

    @Test func nobodyAddedAShortcutToSiri() async throws {
        let intent = INIntent()
        intent.suggestedInvocationPhrase = "Check balance"
        let shortcut = try #require(INShortcut(intent: intent))
        #expect(shortcut.intent === intent && shortcut.userActivity == nil)
        #expect(INShortcut(userActivity: NSUserActivity(activityType: "trip")).intent == nil)
        #expect(try await INVoiceShortcutCenter.shared.allVoiceShortcuts().isEmpty)
        let listed: [INVoiceShortcut]? = await withCheckedContinuation { done in
            INVoiceShortcutCenter.shared.getAllVoiceShortcuts { shortcuts, _ in done.resume(returning: shortcuts) }
        }
        #expect(listed?.isEmpty == true)
    }

    @Test func anErrorFormatsAsItsDescription() {
        let error = NSError(domain: "MetroKit", code: 7, userInfo: [NSLocalizedDescriptionKey: "No card"])
        let text = String(format: "Cannot merge: %@", error)
        #expect(text.hasPrefix("Cannot merge: Error Domain=MetroKit Code=7"), "\(text)")
        #expect(text.contains("No card"))
    }
}
