import SwiftUI
import WidgetKit
#if canImport(WatchKit)
import WatchKit
#endif

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry { WaterEntry(date: Date(timeIntervalSince1970: 1_800_000_000), glasses: 5) }
    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        WKInterfaceDevice.current().play(.click)
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// The watch's screen, as watch code reads it.
enum WatchScreen {
    static var width: Int {
        #if canImport(WatchKit)
        Int(WKInterfaceDevice.current().screenBounds.width)
        #else
        0
        #endif
    }
    static var system: String { WKInterfaceDevice.current().systemName + " " + (WKApplication.shared().applicationState == .background ? "background" : "foreground") }
}

struct WaterView: View {
    let entry: WaterEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCorner:
            Image(systemName: "drop.fill")
                .widgetCurvesContent()
                .widgetLabel("\(entry.glasses) glasses")
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("Water").font(.headline)
                Text("screen \(WatchScreen.width) pt").accessibilityIdentifier("screen")
                Text(WatchScreen.system)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(.blue.gradient, for: .widget)
        default:
            Text("\(entry.glasses)")
        }
    }
}

struct WaterWatchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Water", provider: WaterProvider()) { entry in WaterView(entry: entry) }
            .supportedFamilies([.accessoryCorner, .accessoryRectangular])
    }
}

/// A complication that names no families (as xDrip4iOS's does): on a watch it is offered in
/// every accessory family, not the iPhone's home-screen sizes.
struct StepsWatchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: WaterProvider()) { entry in
            Text("\(entry.glasses * 1_000) steps").containerBackground(.clear, for: .widget)
        }
    }
}

@main
struct WaterWatchWidgets: WidgetBundle {
    var body: some Widget {
        WaterWatchWidget()
        StepsWatchWidget()
    }
}
