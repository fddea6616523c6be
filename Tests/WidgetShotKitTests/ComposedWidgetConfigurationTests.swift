import Foundation
import Testing
import WidgetShot

/// A type of the app's that conforms to `WidgetConfiguration` with only a `body`, as iOS allows
/// (FlipByBlink/LockInNote): it is the configuration of its body.
struct ComposedWidgetConfigurationTests {
    struct NoteConfiguration: WidgetConfiguration {
        let kind: String
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: EmptyProvider()) { entry in
                Text(entry.title).containerBackground(Color.white, for: .widget)
            }
            .configurationDisplayName("Note")
            .supportedFamilies([.accessoryRectangular, .systemSmall])
        }
    }

    struct NoteWidget: Widget {
        var body: some WidgetConfiguration { NoteConfiguration(kind: "note") }
    }

    @MainActor @Test func aComposedConfigurationIsItsBody() {
        let definition = NoteWidget().body.definition
        #expect(definition.kind == "note")
        #expect(definition.displayName == "Note")
        #expect(definition.supportedFamilies == [.accessoryRectangular, .systemSmall])
        #expect(NoteConfiguration(kind: "other").definition.kind == "other")
    }
}
