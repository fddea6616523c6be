import Foundation
import WidgetShot

/// A Live Activity whose views have known sizes, for pinning frames.
struct ProbeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var label: String
        var compactWidth: Double = 20
        var expandedHeight: Double = 20
        var wideLeading = false
        var lockHeight: Double = 40
    }
    var name: String
}

struct ProbeActivity: Widget {
    var tint: Color? = nil
    var keyline: Color? = nil
    var marginsDisabled = false

    var body: some WidgetConfiguration {
        let configuration = ActivityConfiguration(for: ProbeAttributes.self) { context in
            VStack {
                Text(context.isStale ? "stale" : context.state.label).accessibilityIdentifier("lockLabel")
                Color.red.frame(width: 40, height: context.state.lockHeight)
            }
            .activityBackgroundTint(tint)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Color.green.frame(width: context.state.wideLeading ? 200 : 30, height: 30)
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.trailing) { Color.blue.frame(width: 30, height: 30) }
                DynamicIslandExpandedRegion(.center) { Color.yellow.frame(height: 10) }
                DynamicIslandExpandedRegion(.bottom) { Color.red.frame(height: context.state.expandedHeight) }
            } compactLeading: {
                Color.green.frame(width: context.state.compactWidth, height: 20)
            } compactTrailing: {
                Color.blue.frame(width: 20, height: 20)
            } minimal: {
                Color.yellow.frame(width: context.state.compactWidth, height: 20)
            }
            .keylineTint(keyline)
        }
        return marginsDisabled ? AnyWidgetConfiguration(configuration.contentMarginsDisabled()) : AnyWidgetConfiguration(configuration)
    }
}

/// Either configuration type.
struct AnyWidgetConfiguration: WidgetConfiguration {
    let definition: WidgetDefinition
    init<C: WidgetConfiguration>(_ c: C) { definition = c.definition }
}

let activityRenderer: LiveActivityRenderer = try! LiveActivityRenderer()
let activityLock = NSLock()

func renderProbeActivity(_ state: ProbeAttributes.ContentState, _ presentation: LiveActivityPresentation, activity: ProbeActivity = ProbeActivity(),
                         device: Device = .iPhone16, appearance: WidgetAppearance = .light, isStale: Bool = false) throws -> LiveActivityRender {
    activityLock.lock()
    defer { activityLock.unlock() }
    return try activityRenderer.render(activity.body.definition, attributes: ProbeAttributes(name: "probe"), state: state,
                                       presentation: presentation, device: device, appearance: appearance, isStale: isStale)
}

func renderProbeActivity(_ presentation: LiveActivityPresentation, activity: ProbeActivity = ProbeActivity(), device: Device = .iPhone16,
                         appearance: WidgetAppearance = .light, isStale: Bool = false) throws -> LiveActivityRender {
    try renderProbeActivity(.init(label: "hi"), presentation, activity: activity, device: device, appearance: appearance, isStale: isStale)
}

/// Frames equal to within a hundredth of a point.
func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
}
