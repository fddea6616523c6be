import Foundation
import Testing
import WidgetShot

/// Renders a configurable widget once and returns the render (timeline entry 0).
private func render(_ def: WidgetDefinition, entries: EntrySelection = .timeline) throws -> WidgetRender {
    renderLock.lock()
    defer { renderLock.unlock() }
    let r = try sharedRenderer.render(def, family: .systemSmall, device: .iPhoneSE3, entries: entries)[0]
    if ProcessInfo.processInfo.environment["WIDGETSHOT_DUMP"] != nil {
        try? r.result.image.writePNG(to: URL(fileURLWithPath: "/tmp/\(r.variantName).png"))
    }
    return r
}

private func texts(_ r: WidgetRender) -> [String] { r.result.tree.allNodes.filter { $0.kind == "Text" }.compactMap(\.label) }

@Suite struct SiriKitConfigurationTests {
    let widget = WeatherWidget().body.definition

    @Test("defaults: a new SiriKit intent has the .intentdefinition's defaults (unit celsius, feels-like on) and no city")
    func defaults() throws {
        #expect(widget.isConfigurable)
        #expect(widget.intentParameterNames == ["city", "unit", "showFeelsLike", "note"])
        let r = try render(widget)
        #expect(texts(r) == ["Choose a city", "--"])
        #expect(r.variantName == "WeatherWidget.iPhoneSE3.systemSmall.light.entry0")
    }

    @Test("recommendations: one render per IntentRecommendation, named by its description")
    func recommendations() throws {
        let configs = widget.recommendedConfigurations()
        #expect(configs.map(\.configurationName) == ["Tokyo", "Cairo"])
        let r = try render(configs[1])
        #expect(texts(r) == ["Cairo", "93°F"])   // recommendations leave showFeelsLike unset
        #expect(r.variantName == "WeatherWidget.Cairo.iPhoneSE3.systemSmall.light.entry0")
    }

    @Test("JSON: custom types by identifier (or identifier + display), enums by case name, Booleans")
    func json() throws {
        let d = try widget.configured(json: Data(#"{"city": {"identifier": "paris", "display": "Paris"}, "unit": "fahrenheit"}"#.utf8))
        let r = try render(d)
        #expect(texts(r) == ["Paris", "54°F", "Feels like 48°F"])
        #expect(d.configurationName == "city-paris_unit-fahrenheit")
        let plain = try render(try widget.configured(json: Data(#"{"city": "tokyo", "showFeelsLike": false}"#.utf8)))
        #expect(texts(plain) == ["tokyo", "21°C"])
    }

    @Test("bad JSON and unknown parameters or values: errors name the parameter and the valid ones")
    func errors() throws {
        #expect(throws: IntentConfigurationError.unknownParameter("town", intent: "SelectCityIntent", valid: ["city", "unit", "showFeelsLike", "note"])) {
            try widget.configured(json: Data(#"{"town": "Tokyo"}"#.utf8))
        }
        do {
            _ = try widget.configured(json: Data(#"{"unit": "kelvin"}"#.utf8))
            Issue.record("expected an error")
        } catch let e as IntentConfigurationError {
            #expect(e.description == "intent configuration: parameter 'unit': expected one of: unknown, celsius, fahrenheit")
        }
        #expect(throws: IntentConfigurationError.self) { try widget.configured(json: Data("{city".utf8)) }
    }
}

@Suite struct AppIntentsConfigurationTests {
    let widget = TeamWidget().body.definition

    @Test("defaults: the entity from its query's defaultResult(), the enum's and the Int's declared defaults")
    func defaults() throws {
        #expect(widget.intentParameterNames == ["team", "style", "matches"])
        #expect(widget.displayName == "Team" && widget.description == "Your team's scores.")
        let r = try render(widget)
        #expect(texts(r).first == "Arsenal")
        #expect(r.result.tree.allNodes.filter { $0.kind == "Capsule" }.count == 3 + 1)   // 3 matches + the switch track
        // Arsenal red behind the content.
        let p = r.result.image.pixel(x: 4, y: 80)
        #expect(p.r > 200 && p.g < 30 && p.b < 30)
    }

    @Test("recommendations: each AppIntentRecommendation renders with its intent")
    func recommendations() throws {
        let configs = widget.recommendedConfigurations()
        #expect(configs.map(\.configurationName) == ["Chelsea", "Liverpool"])
        let r = try render(configs[0])
        #expect(texts(r).first == "Chelsea")
        let p = r.result.image.pixel(x: 4, y: 80)
        #expect(p.b > 120 && p.r < 30)   // Chelsea blue
    }

    @Test("JSON: entity by id through the query, enum by raw value, Int")
    func json() throws {
        let d = try widget.configured(json: Data(#"{"team": "liv", "style": "detailed", "matches": 2}"#.utf8))
        let r = try render(d)
        #expect(texts(r).first == "Liverpool")
        let bars = r.result.tree.allNodes.filter { $0.kind == "Capsule" }.dropLast()
        #expect(bars.count == 2 && bars.allSatisfy { $0.frame.height == 10 })
        #expect(d.configurationName == "matches-2_style-detailed_team-liv")
    }

    @Test("bad values: unknown entity ids list the suggested ones; non-integers and unknown cases are refused")
    func errors() throws {
        #expect(throws: IntentConfigurationError.invalidValue(parameter: "team", message: "no TeamEntity with id 'mun'; suggested ids: ars, che, liv")) {
            try widget.configured(json: Data(#"{"team": "mun"}"#.utf8))
        }
        #expect(throws: IntentConfigurationError.invalidValue(parameter: "matches", message: "expected an integer, got 2.5")) {
            try widget.configured(json: Data(#"{"matches": 2.5}"#.utf8))
        }
        #expect(throws: IntentConfigurationError.invalidValue(parameter: "style", message: "'huge' is not a ScoreStyle; expected one of: compact, detailed")) {
            try widget.configured(json: Data(#"{"style": "huge"}"#.utf8))
        }
        #expect(throws: IntentConfigurationError.unknownParameter("colour", intent: "SelectTeamIntent", valid: ["team", "style", "matches"])) {
            try widget.configured(json: Data(#"{"colour": 1}"#.utf8))
        }
    }

    @Test("Toggle(isOn:intent:) draws a switch in its state and is an intent tap target with its parameters")
    func toggle() throws {
        let r = try render(widget, entries: .snapshot)   // snapshot: following == true
        let targets = r.tapTargets.filter { $0.kind == .intent }
        #expect(targets.count == 1)
        #expect(targets.first?.intent == "FollowTeamIntent")
        #expect(targets.first?.parameters == ["teamID": "ars", "isOn": "true"])
        // The knob sits at the trailing end of a green track when on.
        let track = try #require(r.result.tree.allNodes.last { $0.kind == "Capsule" })
        let scale = Int(r.result.image.scale)
        let green = r.result.image.pixel(x: Int(track.frame.minX + 6) * scale, y: Int(track.frame.midY) * scale)
        #expect(green.g > 150 && green.r < 120)
        #expect(track.frame.width == 51 && track.frame.height == 31)
    }

    @Test("parameter summaries interpolate the current values")
    func summary() throws {
        let intent = SelectTeamIntent()
        intent.team = TeamEntity.all[1]
        #expect(intent.summaryText() == "Show Chelsea as Compact")
        #expect(SelectTeamIntent().summaryText() == "Show Team as Compact")   // no value: the parameter's title
    }
}

@Suite struct IntentControlTests {
    @Test("Button(intent:) lists its intent type and @Parameter values; plain properties are not passed (as on iOS)")
    func button() throws {
        struct Like: AudioPlaybackIntent {
            static var title: LocalizedStringResource = "Like"
            @Parameter(title: "Song") var song: String
            var notAParameter = 3
            init() { song = "" }
            init(song: String) { self.song = song }
            func perform() async throws -> some IntentResult & ReturnsValue<Bool> { .result(value: true) }
        }
        let def = StaticConfiguration(kind: "buttons", provider: OneEntryProvider()) { _ in
            Button(intent: Like(song: "夏夜电台")) { Color.red.frame(width: 40, height: 20) }
                .containerBackground(Color.white, for: .widget)
        }.definition
        let r = try render(def)
        // The button draws in the default (bordered) widget style: 12 × 7 pt of padding around the label.
        #expect(r.tapTargets == [TapTarget(kind: .intent, url: "", rect: [42, 57, 64, 34], intent: "Like", parameters: ["song": "夏夜电台"])])
        #expect(r.lints.isEmpty)
    }

    @Test("WidgetCenter records reloads and reports configured widgets")
    func widgetCenter() async throws {
        WidgetCenter.shared.resetCalls()
        WidgetCenter.shared.reloadTimelines(ofKind: "TeamWidget")
        WidgetCenter.shared.reloadAllTimelines()
        let configs = try await WidgetCenter.shared.currentConfigurations()
        #expect(configs.isEmpty)
        #expect(WidgetCenter.shared.calls == [.reloadTimelines(ofKind: "TeamWidget"), .reloadAllTimelines, .getCurrentConfigurations])
    }
}

private struct OneEntry: TimelineEntry { let date: Date }
private struct OneEntryProvider: TimelineProvider {
    func placeholder(in context: Context) -> OneEntry { OneEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping (OneEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<OneEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
