import Foundation
import Testing
import WidgetShot

// Control forms found in public extensions (sing-box-for-apple's ServiceToggleControl, Cider
// Remote's PlayPauseControl, DaysLeft's button): the symbol comes from a Label, not drawn whole.

struct ToggleRunningIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Toggle service"
    @Parameter(title: "Running") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct RunningProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { true }
}

/// `ControlWidgetToggle(_:isOn:action:valueLabel:)` with a `Label` value label, as sing-box writes it.
struct ServiceToggleProbe: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "service", provider: RunningProvider()) { value in
            ControlWidgetToggle("sing-box", isOn: value, action: ToggleRunningIntent()) { isOn in
                Label(isOn ? "Running" : "Stopped", systemImage: "shippingbox.fill")
            }
            .tint(.init(red: 69 / 255, green: 90 / 255, blue: 100 / 255))
        }
    }
}

/// A `String` title (Cider Remote: `ControlWidgetToggle(device.name, …)`) and `.disabled(_:)`.
struct DeviceToggleProbe: ControlWidget {
    let name: String
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "device", provider: RunningProvider()) { playing in
            ControlWidgetToggle(name, isOn: playing, action: ToggleRunningIntent(), valueLabel: { isPlaying in
                Label(isPlaying ? "Playing" : "Paused", systemImage: isPlaying ? "pause.fill" : "play.fill")
                    .controlWidgetActionHint(isPlaying ? "Pause" : "Play")
            })
            .disabled(true)
        }
    }
}

/// `ControlWidgetButton(action:) { Label(…, systemImage:) }` — the most common button form.
struct RecordButtonProbe: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "record") {
            ControlWidgetButton(action: ToggleRunningIntent()) {
                Label("Record", systemImage: "record.circle")
            }
        }
    }
}

@Suite struct ControlLabelPartsTests {
    func symbols(_ render: ControlRender) -> [(String, CGRect)] {
        render.result.tree.allNodes.compactMap { node in
            if case .image(let image) = node.content, case .system(let name) = image.source { return (name, node.frame) }
            return nil
        }
    }

    func texts(_ render: ControlRender) -> [String] {
        render.result.tree.allNodes.compactMap { node in
            if case .text(let t) = node.content { return t.string } else { return nil }
        }
    }

    @Test("a toggle's value Label gives the button its symbol and the value its text")
    func valueLabel() throws {
        let renders = try ControlRenderer().render(ServiceToggleProbe().body.controlDefinition, sizes: [.medium])
        for render in renders {
            let found = symbols(render)
            #expect(found.map(\.0) == ["shippingbox.fill"])
            // The symbol sits in the round button (8-pt inset, 68-pt circle), not in the text column.
            let frame = try #require(found.first?.1)
            #expect(frame.midX > 8 && frame.midX < 8 + 68)
            #expect(texts(render) == ["sing-box", render.isOn ? "Running" : "Stopped"])
        }
    }

    @Test("a String title compiles and shows; a disabled toggle is dimmed")
    func stringTitleAndDisabled() throws {
        let name: String = "Living Room"
        let definition = DeviceToggleProbe(name: name).body.controlDefinition
        #expect(try definition.template().isDisabled)
        let render = try ControlRenderer().render(definition, size: .medium, isOn: true)
        #expect(texts(render) == ["Living Room", "Playing"])
        #expect(symbols(render).map(\.0) == ["pause.fill"])
        let enabled = try ControlRenderer().render(ServiceToggleProbe().body.controlDefinition, size: .small, isOn: true)
        let dimmed = try ControlRenderer().render(definition, size: .small, isOn: true)
        // The on-state circle is white; dimmed, it lets the dark background through.
        #expect(enabled.result.image.pixel(x: 14 * 3, y: 42 * 3).r > 240)
        #expect(dimmed.result.image.pixel(x: 14 * 3, y: 42 * 3).r < 200)
    }

    @Test("a button's Label gives the title and the symbol")
    func buttonLabel() throws {
        let render = try ControlRenderer().render(RecordButtonProbe().body.controlDefinition, size: .medium, isOn: false)
        #expect(symbols(render).map(\.0) == ["record.circle"])
        #expect(texts(render) == ["Record"])
    }
}

/// `if #available(…) { … }` without `else` in a bundle (YorFiit's WorkoutLiveTrackerBundle).
struct AvailabilityBundleProbe: WidgetBundle {
    var body: some Widget {
        if #available(iOS 18.0, *) {
            RecordButtonProbe()
            ServiceToggleProbe()
        }
    }
}

@Suite struct AvailabilityBundleTests {
    @Test("a bundle body that is only `if #available { … }` lists its controls")
    func availabilityOnly() {
        #expect(AvailabilityBundleProbe().controls.map(\.kind) == ["record", "service"])
    }
}

/// A configuration intent with only parameters, no `perform()` (Cider Remote's PlayPauseControl).
struct SelectSpeakerConfiguration: ControlConfigurationIntent {
    static var title: LocalizedStringResource = "Select a Speaker"
    static var description: IntentDescription? = IntentDescription(stringLiteral: "The speaker to play on.")
    @Parameter(title: "Speaker") var speaker: String?
    init() {}
}

struct SpeakerProvider: AppIntentControlValueProvider {
    func previewValue(configuration: SelectSpeakerConfiguration) -> Bool { true }
    func currentValue(configuration: SelectSpeakerConfiguration) async throws -> Bool { false }
}

struct SpeakerControlProbe: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "speaker", provider: SpeakerProvider()) { isPlaying in
            ControlWidgetToggle("Kitchen", isOn: isPlaying, action: ToggleRunningIntent(), valueLabel: { on in
                Label(on ? "Playing" : "Paused", systemImage: on ? "pause.fill" : "play.fill")
            })
        }
        .promptsForUserConfiguration()
    }
}

@Suite struct ControlConfigurationIntentTests {
    @Test("a ControlConfigurationIntent needs no perform()")
    func noPerform() async throws {
        _ = try await SelectSpeakerConfiguration().perform()
        let definition = SpeakerControlProbe().body.controlDefinition
        let template = try definition.template()
        #expect(definition.promptsForUserConfiguration && template.isOn)
    }
}
