import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

// A delivery Live Activity whose lock-screen view force-unwraps a courier the content state
// does not have yet (a crash on every variant that draws it), and a well-behaved control.
struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var courier: String?
        var minutesLeft: Int
    }
    var orderNumber: String
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            Text("\(context.state.courier!) arrives in \(context.state.minutesLeft) min")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Order \(context.attributes.orderNumber)") }
            } compactLeading: {
                Image(systemName: "box.truck")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Image(systemName: "box.truck")
            }
        }
    }
}

#Preview("Delivery", as: .content, using: DeliveryAttributes(orderNumber: "42")) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState(courier: nil, minutesLeft: 12)
}

struct RefreshControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.refresh") {
            ControlWidgetButton(action: RefreshIntent()) {
                Label("Refresh", systemImage: "arrow.clockwise")
            }
        }
        .displayName("Refresh")
    }
}

struct RefreshIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh"

    func perform() async throws -> some IntentResult { .result() }
}
