import CoreData

/// The notes a widget shows, from the package's own model (its bundle's `NotesStore.momd`).
public enum NotesStore {
    public static func pinnedTitles() -> [String] {
        // As LoopCaregiver's `Bundle.module.url(forResource: "LoopCaregiver", withExtension: "momd")!`.
        guard let url = Bundle.module.url(forResource: "NotesStore", withExtension: "momd"),
              let model = NSManagedObjectModel(contentsOf: url) else { fatalError("NotesStore.momd is not in NotesKit's bundle") }
        let container = NSPersistentContainer(name: "NotesStore", managedObjectModel: model)
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, _ in }
        let context = container.viewContext
        for (title, pinned) in [("Groceries", true), ("Ideas", false), ("Trip", true)] {
            let note = StoredNote(context: context)
            note.title = title
            note.pinned = pinned
        }
        let request: NSFetchRequest<StoredNote> = StoredNote.fetchRequest()
        let notes = (try? context.fetch(request)) ?? []
        return notes.filter(\.pinned).compactMap(\.title).sorted()
    }
}
