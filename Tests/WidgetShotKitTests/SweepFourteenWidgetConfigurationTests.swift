import Foundation
import Testing
import WidgetShot

// sweep-14: widget-configuration modifiers that real apps call and WidgetShot lacked.
// Written in the style of twostraws/HandsOff (2025): an App Intent widget that goes edge to edge
// and asks to be configured as soon as it is added.

private struct SignIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Sign"
    @Parameter(title: "Message", default: "Back in 5")
    var message: String
}

private struct SignEntry: TimelineEntry {
    let date: Date
    let configuration: SignIntent
}

private struct SignProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SignEntry { SignEntry(date: t0, configuration: SignIntent()) }
    func snapshot(for configuration: SignIntent, in context: Context) async -> SignEntry {
        SignEntry(date: t0, configuration: configuration)
    }
    func timeline(for configuration: SignIntent, in context: Context) async -> Timeline<SignEntry> {
        Timeline(entries: [SignEntry(date: t0, configuration: configuration)], policy: .never)
    }
}

private struct SignWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Sign", intent: SignIntent.self, provider: SignProvider()) { entry in
            Text(entry.configuration.message)
                .font(.title.bold())
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .containerBackground(Color.red, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryInline])
        .contentMarginsDisabled()
        .promptsForUserConfiguration()
    }
}

@Suite(.serialized) struct SweepFourteenWidgetConfigurationTests {
    @Test("promptsForUserConfiguration() is recorded and the widget renders as configured")
    func promptsForUserConfiguration() throws {
        let definition = SignWidget().body.definition
        #expect(definition.promptsForUserConfiguration && definition.contentMarginsDisabled)
        #expect(definition.supportedFamilies == [.systemSmall, .accessoryInline])
        #expect(!StaticConfiguration(kind: "plain", provider: ThreeEntries()) { _ in Color.red }.definition.promptsForUserConfiguration)
        renderLock.lock()
        defer { renderLock.unlock() }
        let image = try sharedRenderer.render(definition, family: .systemSmall, device: .iPhoneSE3, appearance: .light,
                                              entries: .placeholder)[0].result.image
        let centre = image.pixel(x: image.width / 2, y: image.height / 4)
        #expect(centre.r > 200 && centre.g < 80 && centre.b < 80, "\(centre)")
    }
}
