// An App Intents-configured widget (iOS 17 style) with an entity parameter, an enum parameter
// and a parameter with a default, written as real extensions write them.
import Foundation
import WidgetShot

struct TeamEntity: AppEntity {
    let id: String
    let name: String
    let colorHex: UInt32

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Team"
    static var defaultQuery = TeamQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Football club")
    }

    static let all = [
        TeamEntity(id: "ars", name: "Arsenal", colorHex: 0xDB0007),
        TeamEntity(id: "che", name: "Chelsea", colorHex: 0x034694),
        TeamEntity(id: "liv", name: "Liverpool", colorHex: 0xC8102E),
    ]
}

struct TeamQuery: EntityQuery {
    func entities(for identifiers: [TeamEntity.ID]) async throws -> [TeamEntity] {
        TeamEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [TeamEntity] {
        TeamEntity.all
    }

    func defaultResult() async -> TeamEntity? {
        try? await suggestedEntities().first
    }
}

enum ScoreStyle: String, AppEnum {
    case compact
    case detailed

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Style"
    static var caseDisplayRepresentations: [ScoreStyle: DisplayRepresentation] = [
        .compact: "Compact",
        .detailed: DisplayRepresentation(title: "Detailed", subtitle: "With the next match"),
    ]
}

struct SelectTeamIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Team"
    static var description = IntentDescription("Shows your team's latest score.")

    @Parameter(title: "Team")
    var team: TeamEntity

    @Parameter(title: "Style", default: .compact)
    var style: ScoreStyle

    @Parameter(title: "Matches", default: 3, inclusiveRange: (1, 5))
    var matches: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Show \(\.$team) as \(\.$style)")
    }
}

/// A button intent for the widget (iOS 17 interactive widgets).
struct FollowTeamIntent: AppIntent {
    static var title: LocalizedStringResource = "Follow team"

    @Parameter(title: "Team ID")
    var teamID: String?

    init() {}
    init(teamID: String) { self.teamID = teamID }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct TeamEntry: TimelineEntry {
    let date: Date
    let team: TeamEntity
    let style: ScoreStyle
    let matches: Int
    let following: Bool
}

struct TeamProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TeamEntry {
        TeamEntry(date: Date(), team: TeamEntity.all[0], style: .compact, matches: 3, following: false)
    }

    func snapshot(for configuration: SelectTeamIntent, in context: Context) async -> TeamEntry {
        TeamEntry(date: Date(), team: configuration.team, style: configuration.style, matches: configuration.matches, following: true)
    }

    func timeline(for configuration: SelectTeamIntent, in context: Context) async -> Timeline<TeamEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }

    func recommendations() -> [AppIntentRecommendation<SelectTeamIntent>] {
        TeamEntity.all.suffix(2).map { team in
            let intent = SelectTeamIntent()
            intent.team = team
            intent.style = .detailed
            return AppIntentRecommendation(intent: intent, description: Text(team.name))
        }
    }
}

struct TeamWidgetView: View {
    var entry: TeamProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.team.name).font(.headline).foregroundColor(.white)
            ForEach(0..<entry.matches, id: \.self) { _ in
                Capsule().fill(Color.white.opacity(0.8)).frame(height: entry.style == .detailed ? 10 : 5)
            }
            Toggle(isOn: entry.following, intent: FollowTeamIntent(teamID: entry.team.id)) {
                Text("Follow").foregroundColor(.white)
            }
        }
        .containerBackground(Color(hex: entry.team.colorHex), for: .widget)
    }
}

extension Color {
    init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}

struct TeamWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "TeamWidget", intent: SelectTeamIntent.self, provider: TeamProvider()) { entry in
            TeamWidgetView(entry: entry)
        }
        .configurationDisplayName(Text("Team"))
        .description(LocalizedStringResource("Your team's scores."))
        .supportedFamilies([.systemSmall])
    }
}
