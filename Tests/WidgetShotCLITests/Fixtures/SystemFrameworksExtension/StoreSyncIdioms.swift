// Sweep 6 (alexisakers/metrobuddy's MetroKit, which its widget links): Core Data kept in step
// with the app through a fetched results controller, context notifications and persistent
// history; Siri shortcuts; errors logged with `%@`. Compile-only: nothing here is drawn.
import Combine
import CoreData
import Intents
import os.log

final class CardsPublisher<Card: NSManagedObject>: NSObject, NSFetchedResultsControllerDelegate, Publisher {
    typealias Output = [Card]
    typealias Failure = Never

    private let subject = PassthroughSubject<[Card], Never>()
    private let controller: NSFetchedResultsController<Card>

    init(request: NSFetchRequest<Card>, context: NSManagedObjectContext) {
        controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        super.init()
        controller.delegate = self
        try? controller.performFetch()
    }

    func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output {
        subject.receive(subscriber: subscriber)
        _ = subscriber.receive(controller.fetchedObjects ?? [])
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        subject.send(self.controller.fetchedObjects ?? [])
    }
}

final class CardObserver: NSObject {
    private(set) var deleted = false

    init(context: NSManagedObjectContext) {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(objectsDidChange), name: .NSManagedObjectContextObjectsDidChange, object: context)
    }

    @objc private func objectsDidChange(notification: Notification) {
        let gone = notification.userInfo?[NSDeletedObjectsKey] as? Set<NSManagedObject> ?? []
        let changed = (notification.userInfo?[NSUpdatedObjectsKey] as? Set<NSManagedObject> ?? [])
            .union(notification.userInfo?[NSRefreshedObjectsKey] as? Set<NSManagedObject> ?? [])
        deleted = !gone.isEmpty && changed.isEmpty
    }
}

enum HistoryMerger {
    static func merge(into context: NSManagedObjectContext, after lastMerge: Date, model: NSManagedObjectModel) {
        let request = NSPersistentHistoryChangeRequest.fetchHistory(after: lastMerge)
        do {
            let result = try context.execute(request) as! NSPersistentHistoryResult
            let history = result.result as! [NSPersistentHistoryTransaction]
            let previous = context.stalenessInterval
            context.stalenessInterval = 0
            for transaction in history.reversed() {
                context.mergeChanges(fromContextDidSave: transaction.objectIDNotification())
            }
            context.stalenessInterval = previous
            if let last = history.last?.timestamp {
                try context.execute(NSPersistentHistoryChangeRequest.deleteHistory(before: last))
            }
        } catch {
            os_log("Cannot merge changes due to error: %@", error as NSError)
        }
        _ = model.versionIdentifiers.lazy.compactMap { $0 as? String }.first
    }
}

extension INShortcut {
    init(phrase: String) {
        let intent = INIntent()
        intent.suggestedInvocationPhrase = phrase
        self = INShortcut(intent: intent)!
    }
}

extension INVoiceShortcutCenter {
    func savedShortcuts(completion: @escaping (Result<[INVoiceShortcut], NSError>) -> Void) {
        getAllVoiceShortcuts { shortcuts, error in
            if let error { return completion(.failure(error as NSError)) }
            completion(.success(shortcuts ?? []))
        }
    }
}
