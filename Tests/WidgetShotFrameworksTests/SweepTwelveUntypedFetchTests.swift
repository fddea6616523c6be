import Foundation
import Testing
import WidgetShot

// fummicc1/ExampleOfWidgetKit's widget (Oct 2020) reads its to-dos with
// `try? viewContext.fetch(.init(entityName: "Todo")) as? [Todo]` — the untyped fetch that
// Objective-C's `executeFetchRequest:error:` gives Swift, returning `[Any]`.

@Suite struct SweepTwelveUntypedFetchTests {
    @Test("fetch(.init(entityName:)) as? [Entity] compiles and returns the entity's objects")
    func untypedFetchCastsToTheEntity() throws {
        let container = NSPersistentContainer(name: "SweepTwelveScratch")
        let memory = NSPersistentStoreDescription()
        memory.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [memory]
        container.loadPersistentStores { _, _ in }
        let context = container.viewContext
        let item = TodoItem(context: context)
        item.title = "Write the widget"
        guard let todos = try? context.fetch(.init(entityName: "TodoItem")) as? [TodoItem] else {
            Issue.record("the untyped fetch did not give [TodoItem]")
            return
        }
        #expect(todos.map(\.title) == ["Write the widget"])
        let untyped: [Any] = try context.fetch(NSFetchRequest<NSFetchRequestResult>(entityName: "TodoItem"))
        #expect(untyped.count == 1)
        #expect(try context.fetch(TodoItem.fetchRequest()).count == 1, "the typed fetch is still the generic one")
    }
}
