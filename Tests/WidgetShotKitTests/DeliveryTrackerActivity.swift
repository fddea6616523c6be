// A grocery-delivery Live Activity written as for iOS 17; only the imports differ
// (on iOS: `import ActivityKit`, `import SwiftUI`, `import WidgetKit`).
import Foundation
import WidgetShot

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stage: Stage
        var minutesRemaining: Int
        var courierName: String

        enum Stage: String, Codable, Hashable {
            case preparing, onTheWay, arriving, delivered
        }
    }

    var storeName: String
    var orderNumber: String
    var itemCount: Int
}

extension DeliveryAttributes.ContentState.Stage {
    var title: String {
        switch self {
        case .preparing: return "Preparing your order"
        case .onTheWay: return "On the way"
        case .arriving: return "Arriving now"
        case .delivered: return "Delivered"
        }
    }
    var symbol: String {
        switch self {
        case .preparing: return "bag.fill"
        case .onTheWay: return "bicycle"
        case .arriving: return "house.fill"
        case .delivered: return "checkmark.circle.fill"
        }
    }
    var progress: Double {
        switch self {
        case .preparing: return 0.2
        case .onTheWay: return 0.6
        case .arriving: return 0.9
        case .delivered: return 1
        }
    }
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryLockScreenView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.75))
                .activitySystemActionForegroundColor(Color.green)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) {
                    Image(systemName: context.state.stage.symbol)
                        .font(.title2)
                        .foregroundColor(.green)
                        .padding(8)
                        .background(ContainerRelativeShape().fill(Color.green.opacity(0.2)))
                }
                DynamicIslandExpandedRegion(.trailing) {
                    VStack(alignment: .trailing) {
                        Text("\(context.state.minutesRemaining)")
                            .font(.title2.weight(.bold))
                            .monospacedDigit()
                        Text("min").font(.caption).foregroundStyle(.secondary)
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.storeName)
                        .font(.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(context.state.stage.title).font(.subheadline)
                        ProgressView(value: context.state.stage.progress)
                            .tint(.green)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.stage.symbol)
                    .foregroundColor(.green)
            } compactTrailing: {
                Text("\(context.state.minutesRemaining)m")
                    .monospacedDigit()
                    .foregroundColor(.green)
            } minimal: {
                Image(systemName: context.state.stage.symbol)
                    .foregroundColor(.green)
            }
            .widgetURL(URL(string: "grocer://order/\(context.attributes.orderNumber)"))
            .keylineTint(Color.green)
            .contentMargins(.trailing, 8, for: .compactTrailing)
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

struct DeliveryLockScreenView: View {
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: context.state.stage.symbol)
                .font(.title)
                .foregroundColor(.green)
                .frame(width: 44, height: 44)
                .background(Circle().fill(Color.green.opacity(0.2)))
            VStack(alignment: .leading, spacing: 4) {
                Text(context.state.stage.title)
                    .font(.headline)
                    .foregroundColor(.white)
                Text("\(context.attributes.storeName) · \(context.attributes.itemCount) items · \(context.state.courierName)")
                    .font(.caption)
                    .foregroundColor(.gray)
                    .lineLimit(1)
                ProgressView(value: context.state.stage.progress)
                    .tint(.green)
            }
            Spacer(minLength: 0)
            VStack {
                Text("\(context.state.minutesRemaining)")
                    .font(.title.weight(.bold))
                    .foregroundColor(.white)
                Text(context.isStale ? "late?" : "min")
                    .font(.caption2)
                    .foregroundColor(.gray)
            }
        }
        .padding()
    }
}
