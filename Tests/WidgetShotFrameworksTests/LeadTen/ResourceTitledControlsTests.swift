import Foundation
import Testing
import WidgetShot

/// A button description kept as resources, as AlarmKit's `AlarmButton` and App Intents' titles are.
private struct StoredButton {
    var text: LocalizedStringResource
    var systemImageName: String
}

@Suite struct LeadTenResourceTitledControlsTests {
    private func texts<V: View>(_ view: V) throws -> [String] {
        try ViewRenderer().render(view, size: CGSize(width: 300, height: 200), scale: 1).tree.allNodes.compactMap { node -> String? in
            if case .text(let text) = node.content { return text.string }
            return nil
        }
    }

    @Test("Label, Button and Toggle take a LocalizedStringResource title (CocoaHeadsAlbania's alarm buttons)")
    func resourceTitles() throws {
        let pause = StoredButton(text: "Pause", systemImageName: "pause.fill")
        let view = VStack {
            Label(pause.text, systemImage: pause.systemImageName)
            Button(pause.text) {}
            Button(LocalizedStringResource("Stop"), role: .destructive) {}
            Toggle(LocalizedStringResource("Repeat"), isOn: .constant(true))
        }
        #expect(try texts(view) == ["Pause", "Pause", "Stop", "Repeat"])
        // A string literal still takes the LocalizedStringKey initialisers (no ambiguity).
        #expect(try texts(Label("Literal", systemImage: "star")) == ["Literal"])
    }

    @Test("Button(_:systemImage:action:) labels the button with its title and symbol, as Label does")
    func systemImageButtons() throws {
        let button = Button("Refresh", systemImage: "arrow.clockwise") {}
        let label = Button {} label: { Label("Refresh", systemImage: "arrow.clockwise") }
        let a = try ViewRenderer().render(button, size: CGSize(width: 200, height: 60), scale: 2)
        let b = try ViewRenderer().render(label, size: CGSize(width: 200, height: 60), scale: 2)
        #expect(a.image == b.image)
        #expect(try texts(Button(LocalizedStringResource("Delete"), systemImage: "trash") {}) == ["Delete"])
        #expect(try texts(Button("Remove", systemImage: "minus.circle", role: .destructive) {}) == ["Remove"])
    }
}
