import Foundation
import Testing
import WidgetShot

/// `--os 16`: before iOS 17 a widget has no automatic content margins and no "Please adopt
/// containerBackground API" notice, so a 2021 widget renders as it did then.
@Suite struct WatchEightIOS16Tests {
    /// A 2021-style widget: its own padding and `.background`, no container background.
    struct OldView: View {
        var body: some View {
            Color.red.accessibilityIdentifier("content")
                .overlay(Text("2021").accessibilityIdentifier("label"))
        }
    }

    struct OldWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "old", provider: ThreeEntries()) { _ in OldView() }
                .supportedFamilies([.systemSmall])
        }
    }

    /// A renderer of its own per call (the shared one is not mutated).
    func render(_ os: OSVersion) throws -> WidgetRender {
        let renderer = try WidgetRenderer()
        renderer.osVersion = os
        return try renderer.render(OldWidget().body.definition, family: .systemSmall, device: .iPhoneSE3, appearance: .light)[0]
    }

    @Test("iOS 16: the content fills the canvas and no notice replaces it")
    func iOS16() throws {
        let r = try render(.iOS16)
        #expect(r.result.tree.frame(of: "content") == CGRect(x: 0, y: 0, width: 148, height: 148))
        guard case .text(let t)? = r.result.tree.node("label")?.content else {
            Issue.record("no label: the widget was replaced")
            return
        }
        #expect(t.string == "2021")
        #expect(!r.result.tree.allNodes.contains { if case .text(let t) = $0.content { return t.string.contains("containerBackground") } else { return false } })
        // A corner pixel inside the mask is the widget's red, not the system background.
        let px = r.result.image.pixel(x: 40, y: 148)
        #expect(px.r > 200 && px.g < 60)
    }

    @Test("iOS 17 and later: the same widget is replaced by the notice")
    func iOS17() throws {
        let r = try render(.iOS17)
        #expect(r.result.tree.frame(of: "label") == nil)
        #expect(r.result.tree.allNodes.contains { if case .text(let t) = $0.content { return t.string.contains("containerBackground") } else { return false } })
    }

    @Test("--os accepts 16")
    func parses() {
        #expect(OSVersion(name: "16") == .iOS16 && OSVersion(name: "iOS 16") == .iOS16)
    }
}
