import Foundation
import Testing
import WidgetShot

/// A scoreboard Live Activity in the style of simonberner/ladi-simulator: a `.scaledToFill()`
/// backdrop behind the lock screen content. Measured with no height offered, a filling view is
/// infinite (`swiftui-layout` §9.2: `.fill` with one nil axis proposes infinity), which crashed the
/// warning's number formatting (SIGILL) instead of being reported.
struct SweepFifteenScoreAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var home: Int; var guest: Int }
    var homeTeam: String
}

struct SweepFifteenScoreActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SweepFifteenScoreAttributes.self) { context in
            ZStack {
                Color.indigo.aspectRatio(contentMode: .fill)
                HStack {
                    Text(context.attributes.homeTeam)
                    Spacer()
                    Text("\(context.state.home) – \(context.state.guest)")
                }
                .padding()
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("\(context.state.home)") }
            } compactLeading: {
                Text(context.attributes.homeTeam.prefix(3))
            } compactTrailing: {
                Text("\(context.state.guest)")
            } minimal: {
                Text("\(context.state.home)")
            }
        }
    }
}

@Suite struct SweepFifteenLiveActivityTests {
    @Test("an unbounded lock screen view is capped at the system's height and reported, not a crash")
    func unboundedLockScreen() throws {
        let definition = SweepFifteenScoreActivity().body.definition
        let renderer = try LiveActivityRenderer()
        let attributes = SweepFifteenScoreAttributes(homeTeam: "Warriors")
        let state = SweepFifteenScoreAttributes.ContentState(home: 54, guest: 49)
        let lock = try renderer.render(definition, attributes: attributes, state: state, presentation: .lockScreen)
        #expect(lock.layout.warnings.contains { $0.contains("the Lock Screen view is ∞ pt tall") }, "\(lock.layout.warnings)")
        #expect(lock.layout.silhouette.height == 160)   // the platter's largest height (Device+LiveActivity `heightRange`)
    }
}
