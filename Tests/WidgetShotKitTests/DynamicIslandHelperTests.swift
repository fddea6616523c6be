import Foundation
import Testing
import WidgetShot

/// The expanded regions of `ProbeActivity`, built in a helper function as real Live Activity
/// code often does.
struct HelperProbeActivity: Widget {
    @DynamicIslandExpandedContentBuilder
    private func expanded(_ context: ActivityViewContext<ProbeAttributes>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.leading) {
            Color.green.frame(width: context.state.wideLeading ? 200 : 30, height: 30)
                .dynamicIsland(verticalPlacement: .belowIfTooWide)
        }
        DynamicIslandExpandedRegion(.trailing) { Color.blue.frame(width: 30, height: 30) }
        DynamicIslandExpandedRegion(.center) { Color.yellow.frame(height: 10) }
        DynamicIslandExpandedRegion(.bottom) { Color.red.frame(height: context.state.expandedHeight) }
    }

    var body: some WidgetConfiguration {
        AnyWidgetConfiguration(ActivityConfiguration(for: ProbeAttributes.self) { context in
            Text(context.state.label)
        } dynamicIsland: { context in
            DynamicIsland {
                expanded(context)
            } compactLeading: {
                Color.green.frame(width: context.state.compactWidth, height: 20)
            } compactTrailing: {
                Color.blue.frame(width: 20, height: 20)
            } minimal: {
                Color.yellow.frame(width: context.state.compactWidth, height: 20)
            }
        })
    }
}

@Suite struct DynamicIslandHelperTests {
    @Test("expanded regions returned from a @DynamicIslandExpandedContentBuilder helper draw as if written inline")
    func helperRegions() throws {
        let inline = try renderProbeActivity(.expanded)
        activityLock.lock()
        defer { activityLock.unlock() }
        let helper = try activityRenderer.render(HelperProbeActivity().body.definition, attributes: ProbeAttributes(name: "probe"),
                                                 state: ProbeAttributes.ContentState(label: "hi"), presentation: .expanded, device: .iPhone16, appearance: .light, isStale: false)
        #expect(helper.result.image.bytes == inline.result.image.bytes)
    }
}
