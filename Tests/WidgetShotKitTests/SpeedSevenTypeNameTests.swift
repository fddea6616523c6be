import Foundation
import Testing
import WidgetShot

/// Widget type names come from `_typeName(_:qualified: false)` (start-up cost, issue 21): the
/// same text `String(describing:)` gives a metatype, for nested and generic types too.
enum SpeedSevenOuter {
    struct NestedWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "speed7.nested", provider: ThreeEntries()) { entry in Text(entry.title) }
        }
    }
}

struct SpeedSevenGenericWidget<Tag>: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "speed7.generic", provider: ThreeEntries()) { entry in Text(entry.title) }
    }
}

struct SpeedSevenTypeNameBundle: WidgetBundle {
    var body: some Widget {
        SpeedSevenOuter.NestedWidget()
        SpeedSevenGenericWidget<[Int: String]>()
        ProbeWidget()
    }
}

@Suite struct SpeedSevenTypeNameTests {
    @Test("a bundle's widget type names read as String(describing:) prints the types")
    func typeNames() {
        #expect(SpeedSevenTypeNameBundle().widgets.map(\.typeName) == [
            String(describing: SpeedSevenOuter.NestedWidget.self),
            String(describing: SpeedSevenGenericWidget<[Int: String]>.self),
            String(describing: ProbeWidget.self),
        ])
        #expect(SpeedSevenTypeNameBundle().widgets.map(\.typeName) == ["NestedWidget", "SpeedSevenGenericWidget<Dictionary<Int, String>>", "ProbeWidget"])
    }
}
