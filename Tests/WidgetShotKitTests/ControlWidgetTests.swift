import DemoWidgets
import Foundation
import Testing
import WidgetShot

struct ProbeIntent: ControlConfigurationIntent {
    static var title: LocalizedStringResource = "Probe"
    var room = "Kitchen"
    func perform() async throws -> some IntentResult { .result() }
}

struct RoomProvider: AppIntentControlValueProvider {
    func previewValue(configuration: ProbeIntent) -> Bool { true }
    func currentValue(configuration: ProbeIntent) async throws -> Bool { false }
}

struct ProbeLightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "light", provider: RoomProvider()) { isOn in
            ControlWidgetToggle("Light", systemImage: "lightbulb.fill", isOn: isOn, action: ProbeIntent()).tint(.orange)
        }
        .displayName("Light")
    }
}

struct ProbeButtonControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "open") {
            ControlWidgetButton(action: ProbeIntent()) { Image(systemName: "house.fill") }
        }
    }
}

@Suite(.serialized) struct ControlWidgetTests {
    @Test("a toggle renders off (translucent circle) and on (white circle, tinted symbol) at each size")
    func toggle() throws {
        let renderer = try ControlRenderer()
        let renders = try renderer.render(ProbeLightControl().body.controlDefinition)
        #expect(renders.map(\.variantName) == ["light.control.small.off", "light.control.small.on", "light.control.medium.off",
                                               "light.control.medium.on", "light.control.large.off", "light.control.large.on"])
        let off = renders[0].result.image.pixel(x: 14 * 3, y: 42 * 3), on = renders[1].result.image.pixel(x: 14 * 3, y: 42 * 3)
        #expect(off.r < 110 && on.r > 240 && on.g > 240)
        #expect(renders[2].result.image.width == 166 * 3 && renders[4].result.image.height == 166 * 3)
        guard case .text(let t)? = renders[3].result.tree.allNodes.compactMap({ n -> NodeContent? in
            if case .text(let t) = n.content, t.string == "On" { return .text(t) } else { return nil }
        }).first else { Issue.record("no value label"); return }
        #expect(t.string == "On")
    }

    @Test("preview and current values come from the provider with the intent's default")
    func values() throws {
        let control = ProbeLightControl().body.controlDefinition
        #expect(try control.template(.preview).isOn == true)
        #expect(try control.template(.current).isOn == false)
        #expect(try control.template().tint == .orange && control.displayName == "Light")
    }

    @Test("a button is never drawn on")
    func button() throws {
        let renders = try ControlRenderer().render(ProbeButtonControl().body.controlDefinition)
        #expect(renders.count == 3 && renders.allSatisfy { !$0.isOn })
    }
}
