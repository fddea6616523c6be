// App Intents API as real widget and control code uses it: these declarations must compile
// unchanged, and the runtime checks below make sure the parameters behave.
import Foundation
import Testing
import WidgetShot

struct StationOptions: DynamicOptionsProvider {
    func results() async throws -> IntentItemCollection<String> {
        IntentItemCollection(sections: [
            IntentItemSection("Nearby", items: [IntentItem("Shibuya", title: "Shibuya", subtitle: "JR"), IntentItem("Shinjuku")]),
            IntentItemSection("Saved", items: ["Ueno"]),
        ])
    }
    func defaultResult() async -> String? { "Shinjuku" }
}

struct LineEntity: AppEntity, Identifiable {
    var id: UUID
    var name: String
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Line")
    static var defaultQuery = LineQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", image: .init(systemName: "tram")) }
    static let yamanote = LineEntity(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Yamanote")
    static let chuo = LineEntity(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "Chuo")
}

struct LineQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [LineEntity] { [.yamanote, .chuo] }
}

struct LineSearch: EntityStringQuery {
    func entities(for identifiers: [LineEntity.ID]) async throws -> [LineEntity] { [LineEntity.yamanote, .chuo].filter { identifiers.contains($0.id) } }
    func entities(matching string: String) async throws -> [LineEntity] { [LineEntity.yamanote, .chuo].filter { $0.name.contains(string) } }
    func suggestedEntities() async throws -> [LineEntity] { [LineEntity.yamanote] }
}

struct DepartureIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Departures"
    static let description: IntentDescription = IntentDescription("Next trains", categoryName: "Transit")

    @Parameter(title: "Station", optionsProvider: StationOptions())
    var station: String?

    @Parameter(title: "Line", description: "The line to show", requestValueDialog: "Which line?")
    var line: LineEntity?

    @Parameter(title: "Count", default: 4, inclusiveRange: (1, 8))
    var count: Int

    @Parameter(title: "Show platform")
    var showPlatform: Bool = true

    @Parameter(title: "Walk minutes")
    var walk: Double?

    static var parameterSummary: some ParameterSummary {
        When(\.$showPlatform, .equalTo, true) {
            Summary("\(\.$station) on \(\.$line) with platforms") {
                \.$count
                \.$walk
            }
        } otherwise: {
            Summary("\(\.$station) on \(\.$line)")
        }
    }

    init() {}
    init(station: String) { self.station = station }
}

struct RefreshIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Refresh"
    static var openAppWhenRun = false
    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<Int> {
        .result(value: 3, dialog: "Refreshed")
    }
}

struct MuteIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Mute"
    @Parameter(title: "Muted") var value: Bool
    init() { value = false }
    func perform() async throws -> some IntentResult { .result() }
}

struct OptionalWidget: Widget {
    var body: some WidgetConfiguration {
        EmptyWidgetConfiguration()
            .configurationDisplayName(LocalizedStringResource("Nothing"))
            .onBackgroundURLSessionEvents { identifier, completion in completion() }
    }
}

struct ControlsRow: View {
    var body: some View {
        HStack {
            Button("Refresh", intent: RefreshIntent())
            Toggle("Mute", isOn: false, intent: MuteIntent())
            Text(LocalizedStringResource("Departures"))
        }
    }
}

@Suite struct AppIntentsAPITests {
    @Test("defaults: options provider's defaultResult, declared and initial values; optional entity stays nil without a default")
    func defaults() async throws {
        let intent = DepartureIntent()
        try await IntentParameters.prepareDefaults(intent)
        #expect(intent.station == "Shinjuku")
        #expect(intent.line == nil)
        #expect(intent.count == 4 && intent.showPlatform && intent.walk == nil)
        #expect(IntentParameters.names(of: intent) == ["station", "line", "count", "showPlatform", "walk"])
        #expect(intent.summaryText() == "Shinjuku on Line with platforms")
        #expect(intent.$count.inclusiveRange?.1 == 8 && intent.$line.requestValueDialog?.full.key == "Which line?")
    }

    @Test("JSON: options-provider values, UUID entity ids through an enumerable query, Bool and Double")
    func json() async throws {
        let intent = DepartureIntent()
        try await IntentParameters.apply(json: Data(#"{"station": "Ueno", "line": "00000000-0000-0000-0000-000000000002", "showPlatform": false, "walk": 4.5}"#.utf8), to: intent)
        #expect(intent.station == "Ueno" && intent.line?.name == "Chuo" && !intent.showPlatform && intent.walk == 4.5)
        #expect(intent.summaryText() == "Ueno on Chuo")
        await #expect(throws: IntentConfigurationError.invalidValue(parameter: "line", message: "'nope' is not a UUID id")) {
            try await IntentParameters.apply(json: Data(#"{"line": "nope"}"#.utf8), to: DepartureIntent())
        }
        do {   // too large for an Int: refused before any conversion
            try await IntentParameters.apply(json: Data(#"{"count": 1e300}"#.utf8), to: DepartureIntent())
            Issue.record("expected an error")
        } catch let e as IntentConfigurationError {
            #expect(e.description.hasPrefix("intent configuration: parameter 'count': expected an integer, got 1"))
        }
    }

    @Test("non-optional parameters without defaults start as the first case or an empty value, so providers can read them")
    func emptyDefaults() async throws {
        struct Bare: WidgetConfigurationIntent {
            static var title: LocalizedStringResource = "Bare"
            @Parameter(title: "Name") var name: String
            @Parameter(title: "Style") var style: ScoreStyle
            @Parameter(title: "Tags") var tags: [String]
        }
        let intent = Bare()
        try await IntentParameters.prepareDefaults(intent)
        #expect(intent.name == "" && intent.style == .compact && intent.tags.isEmpty)
    }

    @Test("Toggle(isOn: false, intent:) draws the knob at the leading end of a gray track")
    func toggleOff() throws {
        let tree = try LayoutEngine().layout(Toggle("Mute", isOn: false, intent: MuteIntent()).frame(width: 200), in: CGSize(width: 200, height: 40), scale: 1)
        let track = try #require(tree.allNodes.first { $0.kind == "Capsule" })
        let knob = try #require(tree.allNodes.first { $0.kind == "Circle" })
        #expect(track.frame.width == 51 && knob.frame.minX == track.frame.minX + 2)
        #expect(tree.allNodes.contains { $0.intentAction == IntentAction(type: "MuteIntent", parameters: ["value": "false", "isOn": "false"]) })
    }

    @Test("results, queries and the Text/String views of LocalizedStringResource")
    func misc() async throws {
        let r = try #require(try await RefreshIntent().perform() as? IntentResultContainer<Int>)
        #expect(r.value == 3 && r.dialog?.full.key == "Refreshed")
        #expect(try await StationOptions().results()._items.count == 3)
        #expect(try await LineSearch().entities(matching: "Chu").map(\.name) == ["Chuo"])
        #expect(try await LineQuery().suggestedEntities().count == 2)
        #expect(String(localized: LocalizedStringResource("Hi")) == "Hi")
        #expect(OptionalWidget().body.definition.displayName == "Nothing")
        #expect(IntentParameters.action(for: MuteIntent()) == IntentAction(type: "MuteIntent", parameters: ["value": "false"]))
    }
}
