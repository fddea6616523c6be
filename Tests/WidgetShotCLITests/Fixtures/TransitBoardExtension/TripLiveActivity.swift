import ActivityKit
import SwiftUI
import WidgetKit

struct TripAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stopsLeft: Int
        var nextStop: String
    }
    var line: String
}

struct TripLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TripAttributes.self) { context in
            Text("\(context.attributes.line) · \(context.state.nextStop)")
                .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                expandedContent(context)
            } compactLeading: {
                Text(context.attributes.line)
            } compactTrailing: {
                Text("\(context.state.stopsLeft)")
            } minimal: {
                Text("\(context.state.stopsLeft)")
            }
        }
    }

    @DynamicIslandExpandedContentBuilder
    private func expandedContent(_ context: ActivityViewContext<TripAttributes>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.leading) {
            Circle().fill(.green).stroke(.white, lineWidth: 1).frame(width: 20, height: 20)
        }
        DynamicIslandExpandedRegion(.bottom) {
            Text("Next: \(context.state.nextStop)")
        }
    }
}

#Preview("Trip", as: .content, using: TripAttributes(line: "U2")) {
    TripLiveActivity()
} contentStates: {
    TripAttributes.ContentState(stopsLeft: 3, nextStop: "Klosterstraße")
}
