#if os(iOS)
import ActivityKit
import SwiftUI
import WidgetKit

/// A storm-alert Live Activity, wrapped in `#if os(iOS)` as multi-platform extensions do.
struct StormAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var minutesUntilStorm: Int
        var windSpeed: Int
    }
    var region: String
}

extension StormAttributes {
    static let preview = StormAttributes(region: "Bay Area")
}

extension StormAttributes.ContentState {
    static let approaching = StormAttributes.ContentState(minutesUntilStorm: 40, windSpeed: 45)
    static let imminent = StormAttributes.ContentState(minutesUntilStorm: 5, windSpeed: 80)
}

struct StormAlertLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: StormAttributes.self) { context in
            HStack {
                Image(systemName: "cloud.bolt.fill").foregroundColor(.yellow)
                VStack(alignment: .leading) {
                    Text("Storm over \(context.attributes.region)").font(.headline)
                    Text("in \(context.state.minutesUntilStorm) min · \(context.state.windSpeed) km/h").font(.subheadline)
                }
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.8))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "cloud.bolt.fill").foregroundColor(.yellow)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesUntilStorm) min").accessibilityIdentifier("minutes")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Wind \(context.state.windSpeed) km/h in \(context.attributes.region)")
                }
            } compactLeading: {
                Image(systemName: "cloud.bolt.fill").foregroundColor(.yellow)
            } compactTrailing: {
                Text("\(context.state.minutesUntilStorm)m")
            } minimal: {
                Image(systemName: "cloud.bolt.fill").foregroundColor(.yellow)
            }
        }
    }
}

#Preview("Storm island", as: .dynamicIsland(.expanded), using: StormAttributes.preview) {
    StormAlertLiveActivity()
} contentStates: {
    StormAttributes.ContentState.approaching
    StormAttributes.ContentState.imminent
}

#Preview("Storm banner", as: .content, using: StormAttributes.preview) {
    StormAlertLiveActivity()
} contentStates: {
    StormAttributes.ContentState.imminent
}
#endif
