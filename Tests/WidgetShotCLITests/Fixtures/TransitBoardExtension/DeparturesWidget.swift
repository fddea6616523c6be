import AppIntents
import SwiftData
import SwiftUI
import WidgetKit

// MARK: - Intents

struct LineEntity: AppEntity {
    let id: String
    let color: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Line"
    static var defaultQuery = LineQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    static let all = [LineEntity(id: "U2", color: "red"), LineEntity(id: "S1", color: "green")]
}

struct LineQuery: EntityQuery {
    func entities(for identifiers: [LineEntity.ID]) async throws -> [LineEntity] { LineEntity.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> IntentItemCollection<LineEntity> { IntentItemCollection(items: LineEntity.all) }
    func defaultResult() async -> LineEntity? { LineEntity.all.first }
}

struct StopEntity: AppEntity {
    let id: String
    let line: String
    // A count placeholder, as jmshrv/MineCheck's server entity declares its type.
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("Stop", table: "AppIntents"),
                                  numericFormat: LocalizedStringResource("\(placeholder: .int) stops", table: "AppIntents"))
    }
    static var defaultQuery = StopQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    static let all = [StopEntity(id: "Alexanderplatz", line: "U2"), StopEntity(id: "Friedrichstraße", line: "S1")]
}

struct StopQuery: EntityQuery {
    @IntentParameterDependency<DeparturesIntent>(\.$line)
    var departures

    func entities(for identifiers: [StopEntity.ID]) async throws -> [StopEntity] { StopEntity.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [StopEntity] {
        guard let departures else { return [] }
        return StopEntity.all.filter { $0.line == departures.line.id }
    }
    func defaultResult() async -> StopEntity? { try? await suggestedEntities().first }
}

struct DeparturesIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Departures"
    @Parameter(title: "Line") var line: LineEntity
    @Parameter(title: "Stop") var stop: StopEntity?
    @Parameter(title: "Favourites", size: [.systemSmall: 1, .systemMedium: IntentCollectionSize(min: 1, max: 3)])
    var favourites: [LineEntity]?
}

// MARK: - Storage

@Model
final class Departure {
    var minutes: Int
    var destination: String
    init(minutes: Int, destination: String) {
        self.minutes = minutes
        self.destination = destination
    }
}

@ModelActor
actor DepartureStore {
    func upcoming() throws -> [Departure] {
        try modelContext.fetch(FetchDescriptor<Departure>(sortBy: [SortDescriptor(\.minutes)]))
    }
}

@MainActor
enum BoardFormatting {
    static func minutes(_ value: Int) -> String { value == 0 ? "now" : "\(value) min" }
    static var lastFamily = UserDefaults(suiteName: "group.transitboard")
}

// MARK: - Timeline

struct DeparturesEntry: TimelineEntry {
    let date: Date
    let stop: String
    let minutes: [Int]
    let walk: Measurement<UnitLength>
}

struct DeparturesProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> DeparturesEntry {
        DeparturesEntry(date: .now, stop: "Alexanderplatz", minutes: [0, 4, 9], walk: Measurement(value: 350, unit: .meters))
    }
    func snapshot(for configuration: DeparturesIntent, in context: Context) async -> DeparturesEntry { placeholder(in: context) }
    func timeline(for configuration: DeparturesIntent, in context: Context) async -> Timeline<DeparturesEntry> {
        let container = try? ModelContainer(for: Departure.self)
        let stored = container.map { DepartureStore(modelContainer: $0) }
        let count = (try? await stored?.upcoming().count) ?? 0
        UserDefaults.standard.set(context.family.rawValue, forKey: "lastFamily")
        let stop = configuration.stop?.id ?? "Alexanderplatz"
        let entry = DeparturesEntry(date: .now, stop: stop, minutes: count == 0 ? [0, 4, 9] : [count],
                                    walk: Measurement(value: 350, unit: .meters))
        return Timeline(entries: [entry], policy: .atEnd)
    }
}

// MARK: - Views

struct DeparturesView: View {
    let entry: DeparturesEntry
    @Environment(\.widgetFamily) private var family
    @State private var width: CGFloat = 0
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Circle()
                    .fill(.red)
                    .stroke(.white, lineWidth: 2)
                    .frame(width: 14, height: 14)
                Text(entry.stop).font(.headline).lineLimit(1)
            }
            ForEach(entry.minutes, id: \.self) { minutes in
                Text(BoardFormatting.minutes(minutes))
                    .font(.subheadline.monospacedDigit())
            }
            Text(entry.walk.formatted(.measurement(width: .abbreviated).attributed))
                .font(.caption)
                .foregroundStyle(Color(cgColor: Color(red: 0.4, green: 0.4, blue: 0.45).cgColor ?? UIColor.gray.cgColor))
        }
        .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width = $0 }
        .onHover { expanded = $0 }
        .hoverEffect(.highlight)
        .onAppear { BoardFormatting.lastFamily?.set(family.rawValue, forKey: "family") }
        .toggleStyle(.switch)
        .disabled($expanded.animation(.easeInOut).wrappedValue)
        .containerBackground(.background, for: .widget)
    }
}

struct DeparturesWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Departures", intent: DeparturesIntent.self, provider: DeparturesProvider()) { entry in
            DeparturesView(entry: entry)
        }
        .configurationDisplayName("Departures")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
