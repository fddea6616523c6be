// App Intents found in real widget code: @IntentParameterDependency, per-family array sizes,
// IntentItemCollection(items:) of plain values; WidgetKit's Int-backed WidgetFamily; a Dynamic
// Island's expanded regions built in a helper.
import Foundation
import Testing
import WidgetShot

struct StopEntity: AppEntity, Identifiable {
    var id: String
    var line: String
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Stop")
    static var defaultQuery = StopQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    static let all = [StopEntity(id: "Tokyo", line: "Chuo"), StopEntity(id: "Shibuya", line: "Yamanote"), StopEntity(id: "Ueno", line: "Yamanote")]
}

struct StopQuery: EntityQuery {
    @IntentParameterDependency<RouteIntent>(\.$line) var route
    func entities(for identifiers: [String]) async throws -> [StopEntity] { StopEntity.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [StopEntity] {
        guard let route, let line = route.line else { return [] }
        return StopEntity.all.filter { $0.line == line.name }
    }
    func defaultResult() async -> StopEntity? { try? await suggestedEntities().first }
}

struct RouteIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Route"
    @Parameter(title: "Line") var line: LineEntity?
    @Parameter(title: "Stop") var stop: StopEntity?
    @Parameter(title: "Favourites", size: [.systemSmall: 1, .systemLarge: IntentCollectionSize(min: 1, max: 4)]) var favourites: [LineEntity]?
    @Parameter(title: "Pinned", size: 2) var pinned: [String]?
}

struct LineOptions: DynamicOptionsProvider {
    func results() async throws -> IntentItemCollection<LineEntity> {
        IntentItemCollection(promptLabel: "Lines", items: [LineEntity.yamanote, .chuo])
    }
}

@Suite struct IntentDependencyTests {
    @Test("a query's @IntentParameterDependency sees the intent being configured, and nil outside a configuration")
    func parameterDependency() async throws {
        let intent = RouteIntent()
        try await IntentParameters.apply(json: Data(#"{"line": "00000000-0000-0000-0000-000000000001"}"#.utf8), to: intent)
        try await IntentParameters.prepareDefaults(intent)
        #expect(intent.stop?.id == "Shibuya", "the first Yamanote stop, chosen through the dependency")
        #expect(try await StopQuery().suggestedEntities().isEmpty, "no intent is being configured here")
        let unset = RouteIntent()
        try await IntentParameters.prepareDefaults(unset)
        #expect(unset.stop == nil, "a dependency whose parameter has no value is nil")
    }

    @Test("array parameters keep their per-family size; IntentItemCollection takes plain items")
    func collectionSizes() async throws {
        let intent = RouteIntent()
        #expect(intent.$favourites.size(for: .systemSmall) == IntentCollectionSize(exactly: 1))
        #expect(intent.$favourites.size(for: .systemLarge) == IntentCollectionSize(min: 1, max: 4))
        #expect(intent.$favourites.size(for: .systemMedium) == nil && intent.$pinned.size(for: .systemMedium) == 2)
        let options = try await LineOptions().results()
        #expect(options.sections.flatMap(\.items).map(\.value.name) == ["Yamanote", "Chuo"])
    }

    @Test("WidgetFamily is Int-backed as on iOS, named by its case")
    func widgetFamilyRawValues() throws {
        #expect(WidgetFamily.systemSmall.rawValue == 0 && WidgetFamily.systemLarge.rawValue == 2)
        #expect(WidgetFamily.accessoryCircular.rawValue == 5 && WidgetFamily.accessoryInline.rawValue == 7)
        #expect(WidgetFamily(rawValue: WidgetFamily.systemMedium.rawValue) == .systemMedium && WidgetFamily(rawValue: 9) == nil)
        // watchOS's corner family is case 4 of Apple's enum: it compiles (watch targets), no device renders it.
        #expect(WidgetFamily(rawValue: 4) == .accessoryCorner && !Device.iPhone16Pro.families.contains(.accessoryCorner))
        #expect("\(WidgetFamily.systemMedium)" == "systemMedium" && WidgetFamily(name: "accessoryRectangular") == .accessoryRectangular)
        let stored = try JSONEncoder().encode([WidgetFamily.systemSmall, .accessoryInline])
        #expect(String(decoding: stored, as: UTF8.self) == "[0,7]")
        #expect(try JSONDecoder().decode([WidgetFamily].self, from: stored) == [.systemSmall, .accessoryInline])
    }
}

@Suite struct ControlCenterTests {
    @Test("ControlCenter records reloads and reports the controls it is given")
    func reloadsAreRecorded() async throws {
        let center = ControlCenter.shared
        center.resetCalls()
        center.reloadControls(ofKind: "display")
        center.reloadAllControls()
        center.installedControls = [ControlInfo(kind: "display")]
        #expect(try await center.currentControls().map(\.kind) == ["display"])
        #expect(center.calls == [.reloadControls(ofKind: "display"), .reloadAllControls, .currentControls])
    }
}
