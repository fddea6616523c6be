import Foundation
import Testing
import WidgetShot

// muukii/TextDisplayWidget's widget applies `.modelContainer(for: [Item.self])` to its entry view.

final class StickyNote: PersistentModel {
    var text: String
    init(text: String) { self.text = text }
}

struct StickyNotesView: View {
    @Query<StickyNote, [StickyNote]> private var notes: [StickyNote]   // extension builds write `@Query private var notes: [StickyNote]` (QueryWrapperRewrite)
    var body: some View {
        VStack {
            if notes.isEmpty { Text("No notes") }
            ForEach(notes, id: \.self) { Text($0.text) }
        }
    }
}

@Suite struct ModelContainerForTypesTests {
    func texts(_ view: some View) throws -> [String] {
        try ViewRenderer().render(view, size: CGSize(width: 170, height: 170), scale: 1).tree.allNodes.compactMap { n -> String? in
            if case .text(let t) = n.content { return t.string }
            return nil
        }
    }

    @Test(".modelContainer(for:) gives @Query the default store's models and reports the container to onSetup")
    func forTypes() throws {
        var setUp: ModelContainer?
        let inMemory = StickyNotesView().modelContainer(for: [StickyNote.self], inMemory: true) { setUp = try? $0.get() }
        #expect(setUp?.schema.types.count == 1)
        #expect(setUp?.configurations.first?.isStoredInMemoryOnly == true)
        #expect(try texts(inMemory) == ["No notes"])

        let app = try ModelContainer(for: StickyNote.self)
        app.mainContext.insert(StickyNote(text: "Milk"))
        try app.mainContext.save()
        #expect(try texts(StickyNotesView().modelContainer(for: StickyNote.self)) == ["Milk"])
        #expect(try texts(StickyNotesView()) == ["No notes"])
    }
}
