import Foundation
import WidgetShot   // on iOS: import ActivityKit, SwiftUI, WidgetKit

/// The flight-status demo's Live Activity: the countdown to boarding, started when the user
/// checks in (static data: the flight; dynamic data: gate, minutes to boarding, status).
public struct BoardingAttributes: ActivityAttributes {
    /// What changes while the activity runs.
    public struct ContentState: Codable, Hashable {
        /// The departure gate ("B12").
        public var gate: String
        /// Minutes until boarding starts (0 once boarding).
        public var minutesToBoarding: Int
        /// The passenger's boarding group.
        public var boardingGroup: String
        /// Whether boarding has started.
        public var isBoarding: Bool

        /// A state.
        public init(gate: String, minutesToBoarding: Int, boardingGroup: String, isBoarding: Bool) {
            self.gate = gate
            self.minutesToBoarding = minutesToBoarding
            self.boardingGroup = boardingGroup
            self.isBoarding = isBoarding
        }
    }

    /// Flight number ("UA 1542").
    public var flightNumber: String
    /// Origin IATA code.
    public var origin: String
    /// Destination IATA code.
    public var destination: String
    /// Local departure time ("10:40").
    public var departureTime: String

    /// Attributes.
    public init(flightNumber: String, origin: String, destination: String, departureTime: String) {
        self.flightNumber = flightNumber
        self.origin = origin
        self.destination = destination
        self.departureTime = departureTime
    }
}

/// The boarding countdown on the Lock Screen and in the Dynamic Island.
public struct BoardingLiveActivity: Widget {
    /// Creates the activity widget.
    public init() {}

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: BoardingAttributes.self) { context in
            BoardingLockScreenView(context: context)
                .activityBackgroundTint(Color(hex: 0x0B1F3A))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    VStack(alignment: .leading, spacing: 2) {
                        Image(systemName: "airplane.departure").font(.system(size: 17, weight: .semibold)).foregroundColor(.cyan)
                        Text(context.attributes.origin).font(.system(size: 15, weight: .bold))
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    VStack(alignment: .trailing, spacing: 2) {
                        Text("Gate").font(.system(size: 11)).foregroundColor(.secondary)
                        Text(context.state.gate).font(.system(size: 17, weight: .bold)).foregroundColor(.cyan)
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.attributes.flightNumber) → \(context.attributes.destination)")
                        .font(.system(size: 14, weight: .semibold))
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    BoardingProgress(state: context.state, isStale: context.isStale)
                }
            } compactLeading: {
                Image(systemName: "airplane").foregroundColor(.cyan)
            } compactTrailing: {
                Text(BoardingCountdown.short(context.state))
                    .font(.system(size: 14, weight: .semibold))
                    .monospacedDigit()
                    .foregroundColor(context.state.isBoarding ? .green : .cyan)
            } minimal: {
                Text(BoardingCountdown.minimal(context.state))
                    .font(.system(size: 13, weight: .bold))
                    .foregroundColor(.cyan)
            }
            .keylineTint(.cyan)
        }
    }
}

/// The Lock Screen presentation: route, gate and the countdown bar.
struct BoardingLockScreenView: View {
    let context: ActivityViewContext<BoardingAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Image(systemName: "airplane").font(.system(size: 13, weight: .semibold))
                Text(context.attributes.flightNumber).font(.system(size: 13, weight: .semibold))
                Spacer()
                Text("Departs \(context.attributes.departureTime)").font(.system(size: 13)).foregroundColor(.white.opacity(0.7))
            }
            .foregroundColor(.white)
            HStack(alignment: .firstTextBaseline) {
                Text("\(context.attributes.origin) → \(context.attributes.destination)")
                    .font(.system(size: 22, weight: .bold)).foregroundColor(.white)
                Spacer()
                VStack(alignment: .trailing, spacing: 0) {
                    Text("GATE").font(.system(size: 10, weight: .semibold)).foregroundColor(.white.opacity(0.6))
                    Text(context.state.gate).font(.system(size: 22, weight: .bold)).foregroundColor(.cyan)
                }
            }
            BoardingProgress(state: context.state, isStale: context.isStale)
        }
        .padding(16)
    }
}

/// "Boarding in 25 min" with a bar filling over the last hour.
struct BoardingProgress: View {
    let state: BoardingAttributes.ContentState
    let isStale: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(BoardingCountdown.long(state)).font(.system(size: 13, weight: .semibold))
                    .foregroundColor(state.isBoarding ? .green : .white)
                Spacer()
                Text(isStale ? "Updating…" : "Group \(state.boardingGroup)").font(.system(size: 13)).foregroundColor(.white.opacity(0.7))
            }
            ProgressView(value: BoardingCountdown.progress(state)).tint(state.isBoarding ? .green : .cyan)
        }
    }
}

/// The countdown's wording.
enum BoardingCountdown {
    static func short(_ s: BoardingAttributes.ContentState) -> String { s.isBoarding ? "Now" : "\(max(0, s.minutesToBoarding))m" }
    static func minimal(_ s: BoardingAttributes.ContentState) -> String { s.isBoarding ? "🛫" : "\(max(0, s.minutesToBoarding))" }
    static func long(_ s: BoardingAttributes.ContentState) -> String {
        s.isBoarding ? "Boarding now" : "Boarding in \(max(0, s.minutesToBoarding)) min"
    }
    /// 0 an hour before boarding, 1 at boarding.
    static func progress(_ s: BoardingAttributes.ContentState) -> Double {
        s.isBoarding ? 1 : min(max(1 - Double(s.minutesToBoarding) / 60, 0), 1)
    }
}
