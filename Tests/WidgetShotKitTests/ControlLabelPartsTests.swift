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

/// `ControlWidgetButton { Label("Recognize Music", image: "abra.logo") }` with a custom symbol
/// (`.symbolset`) in the extension's catalog, as zanedb/abra writes its control.
struct CustomSymbolButtonProbe: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "recognize") {
            ControlWidgetButton(action: ToggleRunningIntent()) {
                Label("Recognize Music", image: "probe.logo")
            }
        }
    }
}

@Suite struct ControlCustomSymbolTests {
    @Test("a control's Label(_:image:) naming a custom symbol draws the symbol in the button")
    func customSymbolInButton() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-control-symbol-\(getpid())/S.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let set = catalog.appendingPathComponent("probe.logo.symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"symbols": [{"filename": "probe.logo.svg", "idiom": "universal"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        // A 100-pt template: a 70.46-unit square on Baseline-M, 10 units inside its margins.
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
             <line id="Baseline-M" x1="0" x2="3300" y1="1126" y2="1126" stroke="blue"/>
             <line id="Capline-M" x1="0" x2="3300" y1="1055.54" y2="1055.54" stroke="blue"/>
             <line id="left-margin-Regular-M" x1="1390" x2="1390" y1="1000" y2="1150" stroke="blue"/>
             <line id="right-margin-Regular-M" x1="1490" x2="1490" y1="1000" y2="1150" stroke="blue"/>
             <g id="Regular-M" transform="translate(1400 1126)"><path d="M0 0h70.46v-70.46h-70.46z"/></g>
            </svg>
            """.utf8).write(to: set.appendingPathComponent("probe.logo.svg"))
        let store = ImageStore()
        try store.addAssetCatalog(catalog)
        let renderer = try ControlRenderer(views: ViewRenderer(images: store))
        let render = try renderer.render(CustomSymbolButtonProbe().body.controlDefinition, size: .small, isOn: false)
        #expect(render.result.warnings.isEmpty, "\(render.result.warnings)")
        let node = try #require(render.result.tree.allNodes.first { node in
            if case .image(let image) = node.content, case .named("probe.logo") = image.source { return true }
            return false
        })
        // The 24-pt medium symbol: 100 margin units = 24 pt wide; its square ≈ 17 pt, in the button.
        #expect(abs(node.frame.width - 24) < 0.5, "\(node.frame)")
        let s = render.result.image.scale
        let centre = render.result.image.pixel(x: Int(node.frame.midX * s), y: Int(node.frame.midY * s))
        let off = render.result.image.pixel(x: Int((node.frame.minX + 1) * s), y: Int(node.frame.midY * s))
        #expect(centre != off, "the glyph is drawn: centre \(centre), margin \(off)")
    }
}
