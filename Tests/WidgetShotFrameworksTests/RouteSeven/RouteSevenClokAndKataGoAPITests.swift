import Foundation
import Testing
import WidgetShot

/// Apple API that eliyap/Clok (2020) and ChinChangYang/KataGo (2026) call, which stopped their builds.
@Suite struct RouteSevenClokAndKataGoAPITests {
    struct BackgroundOptions: DynamicOptionsProvider {
        func results() async throws -> ItemCollection<String> {
            ItemCollection(sections: [ItemSection("Boards", items: [Item("wood", title: "Wood"), Item("slate", title: "Slate")])])
        }
    }

    @Test func optionsProvidersNameTheirCollections() async throws {
        let collection = try await BackgroundOptions().results()
        #expect(collection.sections.first?.items.map(\.value) == ["wood", "slate"])
    }

    /// KataGo's `GameOptionsProvider` returns an empty untitled section when loading fails: with
    /// Apple's initialisers, `IntentItemSection<String>(items: [])` is not ambiguous.
    @Test func anEmptyUntitledSectionNamesOneInitialiser() {
        let empty = IntentItemCollection(sections: [IntentItemSection<String>(items: [])])
        #expect(empty.sections.count == 1 && empty.sections[0].items.isEmpty && empty.sections[0].title == nil)
        let titled = IntentItemSection(title: "Recent", items: [IntentItem("a")])
        #expect(titled.title != nil && titled.items.map(\.value) == ["a"])
    }

    final class Entry: NSManagedObject {}

    @Test func managedObjectsTakeSeveralValuesAtOnce() {
        let entry = Entry()
        entry.setValuesForKeys(["name": "Write", "seconds": NSNumber(value: 90)])
        #expect(entry.value(forKey: "name") as? String == "Write" && entry.value(forKey: "seconds") as? NSNumber == 90)
        entry.setValuesForKeys(["name": NSNull()])
        #expect(entry.value(forKey: "name") == nil)
    }

    @Test func macTypesUnknownType() {
        #expect(kUnknownType == 0x3F3F_3F3F)   // '????'
        #expect(Int64(kUnknownType) == 1_061_109_567)
    }

    @Test func rotatedAndOffsetShapesInset() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let inset = Circle().rotation(.degrees(90)).inset(by: 10).path(in: rect).boundingRect
        #expect(abs(inset.width - 80) < 0.5 && abs(inset.minX - 10) < 0.5, "\(inset)")
        let moved = Rectangle().offset(x: 5, y: 0).inset(by: 10).path(in: rect).boundingRect
        #expect(moved == CGRect(x: 15, y: 10, width: 80, height: 80))
    }
}
