import Foundation
import Testing
import WidgetShot

/// What a widget cannot show on iOS is drawn in its final state and reported as a lint.
@Suite struct FrozenMotionLintTests {
    func lints<V: View>(_ view: V) throws -> [Lint] {
        let def = StaticConfiguration(kind: "motion", provider: ThreeEntries()) { _ in view.containerBackground(Color.white, for: .widget) }
            .supportedFamilies([.systemSmall]).definition
        renderLock.lock()
        defer { renderLock.unlock() }
        return try sharedRenderer.render(def, family: .systemSmall, device: .iPhoneSE3, entries: .placeholder)[0].lints
    }

    @Test("a pulsing dot (repeatForever), a loader started in onAppear and a task are linted once each")
    func frozenMotion() throws {
        let view = VStack {
            Circle().fill(.red).frame(width: 8, height: 8)
                .scaleEffect(1.2).animation(.easeInOut(duration: 1).repeatForever(), value: true)
            Text("Loading…").onAppear { }
            Text("Prices").task { }
        }
        let messages = try lints(view).filter { $0.rule == .unsupportedView }.map(\.message)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.contains("repeatForever") && $0.contains("final state") })
        #expect(messages.contains { $0.hasPrefix("onAppear") } && messages.contains { $0.hasPrefix("task") })
    }

    @Test("transitions and value animations, which WidgetKit plays between entries, are not linted")
    func entryAnimations() throws {
        let view = Text("21°").id(21).transition(.push(from: .bottom)).animation(.smooth, value: 21)
            .contentTransition(.numericText(value: 21))
        #expect(try lints(view).isEmpty)
    }
}
