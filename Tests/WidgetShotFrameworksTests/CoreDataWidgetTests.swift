import Foundation
import Testing
import WidgetShot

// A to-do widget as Core Data apps write it: a shared PersistenceController whose store lives in
// the app group, an NSManagedObject subclass, and a provider that fetches the open tasks and falls
// back to sample tasks when the store is empty (as in a fresh process).

final class TodoItem: NSManagedObject {
    @NSManagedProperty var title: String?
    @NSManagedProperty var due: Date?
    @NSManagedProperty var isDone: Bool
    @NSManagedProperty var priority: Int16

    @nonobjc class func fetchRequest() -> NSFetchRequest<TodoItem> { NSFetchRequest<TodoItem>(entityName: "TodoItem") }
}

struct PersistenceController {
    let container: NSPersistentContainer

    init(group: String) {
        container = NSPersistentContainer(name: "Todos")
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group)!.appendingPathComponent("Todos.sqlite")
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        container.loadPersistentStores { _, error in
            if let error { fatalError("Unresolved error \(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }
}

struct TodoEntry: TimelineEntry {
    let date: Date
    let titles: [String]
}

struct TodoProvider: TimelineProvider {
    let group: String
    func placeholder(in context: Context) -> TodoEntry { TodoEntry(date: day0, titles: ["Buy milk", "Call mum"]) }
    func getSnapshot(in context: Context, completion: @escaping (TodoEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoEntry>) -> Void) {
        let viewContext = PersistenceController(group: group).container.viewContext
        let request: NSFetchRequest<TodoItem> = TodoItem.fetchRequest()
        request.predicate = NSPredicate(format: "isDone == NO AND priority >= %d", 1)
        request.sortDescriptors = [NSSortDescriptor(key: "due", ascending: true)]
        request.fetchLimit = 3
        viewContext.perform {
            let items = (try? viewContext.fetch(request)) ?? []
            let titles = items.compactMap(\.title)
            completion(Timeline(entries: [titles.isEmpty ? placeholder(in: context) : TodoEntry(date: day0, titles: titles)], policy: .never))
        }
    }
}

struct TodoWidget: Widget {
    let group: String
    init(group: String) { self.group = group }
    /// WidgetKit instantiates widgets with `init()`.
    init() { group = "group.todo" }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "todo", provider: TodoProvider(group: group)) { entry in
            VStack(alignment: .leading) { ForEach(entry.titles, id: \.self) { Text($0) } }
                .containerBackground(Color.white, for: .widget)
        }
    }
}

struct OpenTasksView: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \TodoItem.priority, ascending: false)], predicate: NSPredicate(format: "isDone == NO"))
    private var items: FetchedResults<TodoItem>

    var body: some View {
        VStack {
            if items.isEmpty { Text("All done") }
            ForEach(items, id: \.objectID) { Text($0.title ?? "?") }
        }
    }
}

@Suite struct CoreDataWidgetTests {
    @Test("@FetchRequest reads the environment's managed object context; with none it finds nothing")
    func fetchRequestInView() throws {
        let container = NSPersistentContainer(name: "FetchRequestView")
        let memory = NSPersistentStoreDescription()
        memory.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [memory]
        container.loadPersistentStores { _, _ in }
        for (title, priority, done) in [("Low", 1, false), ("High", 3, false), ("Finished", 5, true)] {
            let item = TodoItem(context: container.viewContext)
            item.title = title
            item.priority = Int16(priority)
            item.isDone = done
        }
        try container.viewContext.save()
        func texts(_ view: some View) throws -> [String] {
            try ViewRenderer().render(view, size: CGSize(width: 170, height: 170), scale: 1).tree.allNodes.compactMap { n -> String? in
                if case .text(let t) = n.content { return t.string }
                return nil
            }
        }
        #expect(try texts(OpenTasksView().environment(\.managedObjectContext, container.viewContext)) == ["High", "Low"])
        #expect(try texts(OpenTasksView()) == ["All done"])
    }

    @Test("a provider reading an empty store falls back to its placeholder tasks")
    func emptyStoreFallsBack() throws {
        let render = try renderWidget(TodoWidget(group: "group.todo.empty.\(UUID().uuidString)"))[0]
        #expect(render.texts == ["Buy milk", "Call mum"])
    }

    @Test("tasks the process saved through another container on the same store are fetched, filtered, sorted and limited")
    func savedTasksAreShown() async throws {
        let group = "group.todo.saved.\(UUID().uuidString)"
        let writer = PersistenceController(group: group).container
        try await writer.performBackgroundTask { context in
            for (i, title) in ["Write report", "Pay rent", "Done already", "Low priority", "Water plants", "Book flights"].enumerated() {
                let item = TodoItem(context: context)
                item.title = title
                item.due = day0.addingTimeInterval(Double(10 - i) * 3600)
                item.isDone = title == "Done already"
                item.priority = title == "Low priority" ? 0 : 2
            }
            try context.save()
        }
        let render = try renderWidget(TodoWidget(group: group))[0]
        render.keep("coredata-todo")
        #expect(render.texts == ["Book flights", "Water plants", "Pay rent"])
    }

    @Test("contexts: pending inserts, delete, rollback, counts and NSFetchRequest<NSFetchRequestResult>")
    func contextBehaviour() throws {
        let container = NSPersistentContainer(name: "Scratch")
        let memory = NSPersistentStoreDescription()
        memory.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [memory]
        var loaded = 0
        container.loadPersistentStores { _, error in if error == nil { loaded += 1 } }
        #expect(loaded == 1)
        let context = container.viewContext
        let a = TodoItem(context: context)
        a.title = "a"
        #expect(context.hasChanges && a.isInserted)
        #expect(try context.fetch(TodoItem.fetchRequest() as NSFetchRequest<TodoItem>).count == 1)       // pending inserts are fetched
        try context.save()
        #expect(!context.hasChanges && !a.isInserted && !a.objectID.isTemporaryID)
        let generic: NSFetchRequest<NSFetchRequestResult> = NSFetchRequest(entityName: "TodoItem")
        #expect(try context.count(for: generic) == 1)
        context.delete(a)
        #expect(try context.fetch(TodoItem.fetchRequest() as NSFetchRequest<TodoItem>).isEmpty)
        context.rollback()
        #expect(try context.fetch(TodoItem.fetchRequest() as NSFetchRequest<TodoItem>).count == 1)
        let other = NSPersistentContainer(name: "Scratch")
        other.persistentStoreDescriptions = [memory]
        other.loadPersistentStores { _, _ in }
        #expect(try other.viewContext.fetch(TodoItem.fetchRequest()).isEmpty)   // in-memory stores are private
        let plain = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
        plain.setValue("hello", forKey: "text")
        #expect(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note")).first?.value(forKey: "text") as? String == "hello")
        var ran = false
        context.performAndWait { ran = true }
        #expect(ran)
    }

    @Test("NSBatchDeleteRequest deletes the saved matches in the store and reports them")
    func batchDelete() throws {
        let container = NSPersistentContainer(name: "Batch")
        let memory = NSPersistentStoreDescription()
        memory.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [memory]
        container.loadPersistentStores { _, _ in }
        let context = container.viewContext
        for (title, done) in [("a", true), ("b", false), ("c", true)] {
            let item = TodoItem(context: context)
            item.title = title
            item.isDone = done
        }
        try context.save()
        let fetch: NSFetchRequest<NSFetchRequestResult> = NSFetchRequest(entityName: "TodoItem")
        fetch.predicate = NSPredicate(format: "isDone == YES")
        let request = NSBatchDeleteRequest(fetchRequest: fetch)
        request.resultType = .resultTypeCount
        let result = try context.execute(request) as? NSBatchDeleteResult
        #expect(result?.result as? Int == 2)
        #expect(try context.fetch(TodoItem.fetchRequest()).compactMap(\.title) == ["b"])
        let all = NSBatchDeleteRequest(fetchRequest: NSFetchRequest(entityName: "TodoItem"))
        #expect((try context.execute(all) as? NSBatchDeleteResult)?.result as? Bool == true)
        #expect(try context.count(for: NSFetchRequest<NSFetchRequestResult>(entityName: "TodoItem")) == 0)
        #expect(throws: CocoaError.self) { try context.execute(NSPersistentStoreRequest()) }
    }

    @Test("NSPredicate(format:) subset: operators, modifiers, arguments; unsupported formats match nothing")
    func predicates() {
        let row: [String: Any] = ["name": "Café Olé", "count": 5, "tags": ["a", "b"], "when": day0]
        func matches(_ format: String, _ args: Any...) -> Bool { NSPredicate(format: format, argumentArray: args).evaluate(with: row) }
        #expect(matches("name == %@", "Café Olé"))
        #expect(matches("name ==[cd] 'cafe ole'"))
        #expect(!matches("name == 'cafe ole'"))
        #expect(matches("name BEGINSWITH[c] \"caf\" AND count > 3"))
        #expect(matches("NOT (count < 5) && %K IN {1, 5, 9}", "count"))
        #expect(matches("count BETWEEN {4, 6} OR name ENDSWITH 'x'"))
        #expect(matches("tags CONTAINS 'b' AND name LIKE 'Caf* Ol?'"))
        #expect(matches("when >= %@ AND name MATCHES 'C.*'", day0.addingTimeInterval(-1)))
        #expect(matches("TRUEPREDICATE") && !matches("FALSEPREDICATE"))
        #expect(!matches("ANY tags == 'a'"))
        #expect(!matches("tags.@count > 0"))
    }
}
