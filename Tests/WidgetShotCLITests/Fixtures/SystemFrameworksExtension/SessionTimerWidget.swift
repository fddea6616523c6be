// A timer widget of the kind period and focus trackers ship (modelled on the sweep's tyd and
// Intentional, issue 20): the app's shared timer helper schedules a target–selector Timer and
// keeps a placeholder `Timer()`, app-only sheets set detents (custom ones included), App
// Intents code declares a transient entity, app shortcuts with `\(.applicationName)` phrases and
// a confirmation; a watch-face corner family sits in the supported families; a UIKit variable
// symbol is drawn. The widget shows what that code computes.
import WidgetKit
import SwiftUI
import AppIntents
import UIKit

extension PresentationDetent {
    static let small = Self.fraction(0.2)
    static let bar = Self.custom(BarDetent.self)
}

private struct BarDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        context.verticalSizeClass == .compact ? nil : max(44, context.maxDetentValue * 0.1)
    }
}

/// The app's session timer (shared with the widget target, as tyd's TimerHelper is).
final class SessionTimer: NSObject {
    static let shared = SessionTimer()
    var timer = Timer()
    private(set) var ended = false
    var endTime: Date?

    func start(minutes: Int) {
        endTime = Date(timeIntervalSinceNow: TimeInterval(minutes * 60))
        if !timer.isValid {
            timer = Timer(fireAt: endTime ?? .distantPast, interval: 0, target: self, selector: #selector(setTimerEnded), userInfo: nil, repeats: false)
            RunLoop.main.add(timer, forMode: .common)
        }
    }

    func startTicking() -> Timer {
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: ["session": 1], repeats: true)
    }

    @objc func setTimerEnded() { ended = true }
    @objc private func tick(_ timer: Timer) {}
}

/// The settings sheet of the app (never presented in a render).
struct SessionSettingsSheet: View {
    @State private var showSettings = false
    @State private var detent = PresentationDetent.bar

    var body: some View {
        Button("Settings") { showSettings = true }
            .sheet(isPresented: $showSettings) {
                Text("Length")
                    .presentationDetents([.small, .bar, .medium, .large, .height(320)], selection: $detent)
                    .presentationDragIndicator(.visible)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationContentInteraction(.scrolls)
                    .presentationCornerRadius(24)
                    .presentationBackground(.thinMaterial)
                    .presentationCompactAdaptation(.sheet)
            }
    }
}

struct SessionModelEntity: Identifiable, Hashable, Equatable, TransientAppEntity {
    init() {}

    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Session")

    var id = UUID()

    @Property(title: "Minutes")
    var minutes: Int

    @Property(title: "Label")
    var label: String?

    init(id: UUID, minutes: Int?) {
        self.id = id
        self.minutes = minutes ?? 25
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(minutes) minutes")
    }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func == (lhs: SessionModelEntity, rhs: SessionModelEntity) -> Bool { lhs.id == rhs.id }
}

struct StartSessionIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Session"

    @Parameter(title: "Minutes")
    var minutes: Int?

    func perform() async throws -> some IntentResult {
        let session = SessionModelEntity(id: UUID(), minutes: minutes)
        try await requestConfirmation(result: .result(value: session, dialog: "Start \(session.minutes) minutes?"), confirmationActionName: .start, showPrompt: true)
        return .result()
    }
}

struct SessionShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor { .lime }

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartSessionIntent(),
            phrases: [
                "Start a session in \(.applicationName)",
                "Focus with \(.applicationName)"
            ],
            shortTitle: "Start Session",
            systemImageName: "timer"
        )
    }
}

struct SessionEntry: TimelineEntry {
    let date: Date
    let summary: String
}

struct SessionProvider: TimelineProvider {
    func placeholder(in context: Context) -> SessionEntry { SessionEntry(date: Date(), summary: "…") }
    func getSnapshot(in context: Context, completion: @escaping (SessionEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SessionEntry>) -> Void) {
        Task {
            completion(Timeline(entries: [SessionEntry(date: Date(), summary: await Self.summary())], policy: .never))
        }
    }

    static func summary() async -> String {
        let helper = SessionTimer.shared
        let idle = helper.timer.isValid ? "running" : "idle"
        helper.start(minutes: 25)
        let scheduled = helper.timer.isValid ? "scheduled" : "not scheduled"
        let ticking = helper.startTicking()
        ticking.invalidate()
        let entity = SessionModelEntity(id: UUID(), minutes: 40)
        let label = entity.label ?? "no label"
        let phrases = SessionShortcuts.appShortcuts.first?.phrases.count ?? 0
        let confirmed: String
        do {
            _ = try await StartSessionIntent().perform()
            confirmed = "confirmed"
        } catch {
            confirmed = "not confirmed"
        }
        return "\(idle) → \(scheduled), \(ticking.isValid ? "ticking" : "stopped") · \(entity.minutes) min, \(label) · \(phrases) phrases, \(confirmed)"
    }
}

struct SessionTimerView: View {
    @Environment(\.widgetFamily) private var family
    var entry: SessionEntry

    var body: some View {
        switch family {
        case .accessoryCorner:
            Image(systemName: "timer")
        default:
            VStack(alignment: .leading, spacing: 6) {
                if let battery = UIImage(systemName: "wifi", variableValue: 0.5, configuration: UIImage.SymbolConfiguration(pointSize: 20)) {
                    Image(uiImage: battery)
                }
                Text(entry.summary).font(.caption)
            }
        }
    }
}

struct SessionTimerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SessionTimer", provider: SessionProvider()) { entry in
            SessionTimerView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Session")
        .supportedFamilies([.systemMedium, .accessoryRectangular, .accessoryCorner])
    }
}
