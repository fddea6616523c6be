import Foundation
import Testing
import WidgetShot

private struct Intent: AppIntent {
    static var title: LocalizedStringResource = "Like"
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct InspectionTests {
    func render<V: View>(_ view: V, family: WidgetFamily = .systemSmall) throws -> WidgetRender {
        let def = StaticConfiguration(kind: "lint", provider: ThreeEntries()) { _ in view }
            .supportedFamilies([.systemSmall, .systemMedium]).definition
        renderLock.lock()
        defer { renderLock.unlock() }
        return try sharedRenderer.render(def, family: family, device: .iPhoneSE3, entries: .placeholder)[0]
    }

    @Test("tap targets: the widgetURL covers the widget, each Link its region, as stable JSON")
    func tapTargets() throws {
        let view = VStack(spacing: 0) {
            Link(destination: URL(string: "app://a")!) { Color.red.frame(width: 50, height: 20) }
            Color.blue.frame(width: 50, height: 20)
        }
        .widgetURL(URL(string: "app://widget"))
        .containerBackground(Color.white, for: .widget)
        let r = try render(view, family: .systemMedium)
        // Medium on SE: 321×148; content inset to 289×116 at 16; the 50×40 column centred there.
        #expect(r.tapTargets == [
            TapTarget(kind: .widgetURL, url: "app://widget", rect: [0, 0, 321, 148]),
            TapTarget(kind: .link, url: "app://a", rect: [135.5, 54, 50, 20]),
        ])
        #expect(r.result.tree.tapTargetsJSON().contains("\"url\" : \"app://a\""))
    }

    @Test("every lint fires on the view that breaks its rule")
    func lints() throws {
        let view = VStack {
            Link(destination: URL(string: "app://x")!) { Text("go") }
            Text("one").widgetURL(URL(string: "app://1"))
            Text("two").widgetURL(URL(string: "app://2"))
            ScrollView { Text("s") }
            ProgressView()
            Button(action: {}) { Text("b") }
            Button(intent: Intent()) { Text("ok") }
            Text("A very long line of text that cannot possibly fit").lineLimit(1)
        }
        .containerBackground(Color.white, for: .widget)
        let rules = Set(try render(view).lints.map(\.rule))
        #expect(rules == [.linkInSmallWidget, .multipleWidgetURLs, .unsupportedView, .truncatedText])
        let unsupported = try render(view).lints.filter { $0.rule == .unsupportedView }.map(\.message)
        #expect(unsupported.count == 3)
        #expect(try render(view).lints.first { $0.rule == .linkInSmallWidget }?.rect != nil)
    }
}
