import SwiftUI
import WidgetKit
import AppCore

struct CountdownEntry: TimelineEntry {
    let date: Date
    let daysLeft: Int
    let progress: Double
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry { CountdownEntry(date: .now, daysLeft: 12, progress: 0.6) }
    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (WidgetKit.Timeline<CountdownEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct GoalCountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GoalCountdown", provider: CountdownProvider()) { entry in
            VStack(spacing: 8) {
                ProgressSector(progress: entry.progress)
                    .fill(Color.orange)
                    .frame(width: 44, height: 44)
                Text(String(format: NSLocalizedString("days_left", comment: "Days until the goal"), entry.daysLeft))
                    .font(.headline)
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Goal")
        .supportedFamilies([.systemSmall])
    }
}

@Animatable
struct ProgressSector: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + 360 * min(1, max(0, progress))), clockwise: false)
        path.closeSubpath()
        return path
    }
}

#Preview(as: .systemSmall) {
    GoalCountdownWidget()
} timeline: {
    CountdownEntry(date: .now, daysLeft: 3, progress: 0.9)
}
