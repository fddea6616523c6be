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

/// A leading region with two views and no stack (Meshtastic's Live Activity writes its regions so).
struct StacklessRegionActivity: Widget {
    var body: some WidgetConfiguration {
        AnyWidgetConfiguration(ActivityConfiguration(for: ProbeAttributes.self) { context in
            Text(context.state.label)
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Color.green.frame(width: 30, height: 20).accessibilityIdentifier("first")
                    Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("second")
                }
            } compactLeading: { Color.green } compactTrailing: { Color.blue } minimal: { Color.yellow }
        })
    }
}

@Suite struct DynamicIslandHelperTests {
    @Test("a region's views without a stack are stacked vertically (an implicit VStack), not drawn over each other")
    func stacklessRegion() throws {
        activityLock.lock()
        defer { activityLock.unlock() }
        let r = try activityRenderer.render(StacklessRegionActivity().body.definition, attributes: ProbeAttributes(name: "probe"),
                                            state: ProbeAttributes.ContentState(label: "hi"), presentation: .expanded, device: .iPhone16,
                                            appearance: .light, isStale: false)
        let region = try #require(r.result.tree.frame(of: "dynamicIsland.leading"))
        let first = try #require(r.result.tree.frame(of: "first")), second = try #require(r.result.tree.frame(of: "second"))
        // VStack: 8-pt default spacing between the two, centred on each other, the region as tall as both.
        #expect(second.minY - first.maxY == 8, "first \(first), second \(second)")
        #expect(first.midX == second.midX)
        #expect(region.height == 38 && region.width == 30, "\(region)")
    }

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
