// As LEOYoon-Tsaw/Chinendar (2026) writes its watch-face widget configuration: number parameters
// with a control style and range, and a provider's Smart Stack relevances (iOS 18 WidgetKit,
// RelevanceKit's date clues). These declarations must compile unchanged.
import Foundation
import Testing
import WidgetShot

private let clockDay = Date(timeIntervalSince1970: 1_800_000_000)

enum ClockFace: String, AppEnum {
    case date, time
    static let typeDisplayRepresentation: TypeDisplayRepresentation = .init(name: "Face")
    static let caseDisplayRepresentations: [ClockFace: DisplayRepresentation] = [.date: .init(title: "Date first"), .time: .init(title: "Time first")]
}

struct ClockConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Split watch"
    static let description = IntentDescription("Two faces")

    @Parameter(title: "Face", default: .time)
    var face: ClockFace

    @Parameter(title: "Back greyness", default: 0.25, controlStyle: .slider, inclusiveRange: (0, 1))
    var backAlpha: Double

    @Parameter(title: "Holidays", default: 1, controlStyle: .stepper, inclusiveRange: (0, 2))
    var holidays: Int

    @Parameter(title: "Offset", controlStyle: .field)
    var offset: Int?

    static var parameterSummary: some ParameterSummary {
        Summary {
            \.$face
            \.$backAlpha
            \.$holidays
        }
    }
}

struct ClockEntry: TimelineEntry {
    let date: Date
    let configuration: ClockConfiguration
}

struct ClockProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: clockDay, configuration: ClockConfiguration()) }
    func snapshot(for configuration: ClockConfiguration, in context: Context) async -> ClockEntry { ClockEntry(date: clockDay, configuration: configuration) }
    func timeline(for configuration: ClockConfiguration, in context: Context) async -> Timeline<ClockEntry> {
        Timeline(entries: [ClockEntry(date: clockDay, configuration: configuration)], policy: .never)
    }

    func relevance() async -> WidgetRelevance<ClockConfiguration> {
        var attributes = [WidgetRelevanceAttribute<ClockConfiguration>]()
        for hour in 0..<3 {
            let date = clockDay.addingTimeInterval(Double(hour) * 3600)
            let config = ClockConfiguration()
            config.face = .time
            let context = RelevantContext.date(range: (date - 900)...(date + 600), kind: .informational)
            attributes.append(WidgetRelevanceAttribute(configuration: config, context: context))
        }
        return WidgetRelevance(attributes)
    }
}

struct PlainProvider: TimelineProvider {
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: clockDay, configuration: ClockConfiguration()) }
    func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ClockEntry>) -> Void) { completion(Timeline(entries: [], policy: .never)) }
}

@Suite struct ControlStyleAndRelevanceTests {
    @Test("@Parameter(controlStyle:inclusiveRange:) keeps the style, range and default of Int and Double parameters")
    func controlStyles() async throws {
        let intent = ClockConfiguration()
        try await IntentParameters.prepareDefaults(intent)
        #expect(intent.backAlpha == 0.25 && intent.holidays == 1 && intent.offset == nil)
        #expect(intent.$backAlpha.controlStyle == .slider && intent.$backAlpha.inclusiveRange?.1 == 1)
        #expect(intent.$holidays.controlStyle == .stepper && intent.$holidays.inclusiveRange?.0 == 0 && intent.$holidays.inclusiveRange?.1 == 2)
        #expect(intent.$offset.controlStyle == .field)
        #expect(IntentParameters.names(of: intent) == ["face", "backAlpha", "holidays", "offset"])
    }

    @Test("relevance(): a provider's date clues are kept in order; providers without one have none")
    func relevances() async {
        let relevance = await ClockProvider().relevance()
        #expect(relevance.attributes.count == 3)
        let first = relevance.attributes[0].context
        #expect(first.kind == .informational)
        #expect(first.interval.start == clockDay - 900 && first.interval.duration == 1500)
        #expect(relevance.attributes[2].context.interval.start == clockDay + 2 * 3600 - 900)
        #expect(await PlainProvider().relevance().attributes.isEmpty)
        // The iOS 17 form, and a moment.
        #expect(RelevantContext.date(from: clockDay + 60, to: clockDay).interval == DateInterval(start: clockDay, duration: 60))
        #expect(RelevantContext.date(clockDay).kind == .default && RelevantContext.date(clockDay).interval.duration == 0)
        #expect(WidgetRelevanceAttribute(context: .date(clockDay, kind: .scheduled)).context.kind == .scheduled)
    }
}
