import Foundation
import Testing
import WidgetShotTesting

/// Goldens for the widget vocabulary of issue 10 (Lock Screen views, grids, styles, paints), in
/// `Snapshots/VocabularySnapshotTests/`. Each widget is one a developer could ship.
@Suite(.serialized) struct VocabularySnapshotTests {
    @Test func lockScreen() throws {
        try assertWidgetSnapshots(of: FitnessLockWidget(), devices: [.iPhone15Pro], appearances: [.vibrant])
    }

    @Test func weekForecast() throws {
        try assertWidgetSnapshots(of: WeekForecastWidget(), devices: [.iPhone15Pro], appearances: [.light, .dark])
    }

    @Test func controls() throws {
        try assertWidgetSnapshots(of: SmartHomeWidget(), devices: [.iPhone15Pro], appearances: [.light, .dark])
    }

    @Test func paints() {
        assertSnapshot(of: PaintSwatches(), size: CGSize(width: 320, height: 120), scale: 2)
    }
}

// MARK: Entries and provider

struct VocabEntry: TimelineEntry {
    let date: Date
    var steps: Double = 6_420
    var battery: Double = 0.64
    var uv: Double = 6
    var days: [(name: String, symbol: String, low: Int, high: Int)] = [
        ("Mon", "sun.max.fill", 14, 24), ("Tue", "cloud.sun.fill", 13, 21), ("Wed", "cloud.rain.fill", 11, 17), ("Thu", "cloud.fill", 12, 19),
    ]
    var lightsOn = true
    var upload = 0.35
}

struct VocabProvider: TimelineProvider {
    func placeholder(in context: Context) -> VocabEntry { VocabEntry(date: Date(timeIntervalSince1970: 1_800_000_000)) }
    func getSnapshot(in context: Context, completion: @escaping (VocabEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<VocabEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

// MARK: Lock Screen

struct FitnessLockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fitnessLock", provider: VocabProvider()) { entry in FitnessLockView(entry: entry) }
            .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

struct FitnessLockView: View {
    let entry: VocabEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.showsWidgetLabel) var showsWidgetLabel

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.uv, in: 0...11) {
                    Image(systemName: "sun.max.fill")
                } currentValueLabel: {
                    Text("\(Int(entry.uv))")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("11")
                }
                .gaugeStyle(.accessoryCircular)
            }
            .widgetLabel("UV index")
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label("Steps", systemImage: "figure.walk").font(.headline).widgetAccentable()
                Gauge(value: entry.steps, in: 0...10_000) {
                    Text("\(Int(entry.steps))")
                } currentValueLabel: {
                    Text("64%")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .font(.caption)
                HStack(spacing: 4) {
                    Gauge(value: entry.battery) { EmptyView() }
                        .gaugeStyle(.accessoryCircularCapacity).frame(width: 16, height: 16)
                    Text(showsWidgetLabel ? "" : "Phone 64%").font(.caption2)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        default:
            Label("6,420 steps", systemImage: "figure.walk")
        }
    }
}

// MARK: Home Screen

struct WeekForecastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "weekForecast", provider: VocabProvider()) { entry in WeekForecastView(entry: entry) }
            .supportedFamilies([.systemMedium, .systemLarge])
    }
}

struct WeekForecastView: View {
    let entry: VocabEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 6) {
                GridRow {
                    Text("Week").font(.headline).gridCellColumns(3)
                }
                ForEach(0..<entry.days.count, id: \.self) { i in
                    let day = entry.days[i]
                    GridRow(alignment: .center) {
                        Text(day.name).font(.subheadline.weight(.semibold)).lineLimit(1)
                        Image(systemName: day.symbol).foregroundStyle(.secondary)
                        Capsule().fill(Color.orange.gradient)
                            .frame(width: CGFloat(day.high - day.low) * 3, height: 6)
                            .gridColumnAlignment(.leading)
                        Text("\(day.high)°").font(.subheadline.monospacedDigit()).lineLimit(1).gridColumnAlignment(.trailing)
                    }
                }
            }
            VStack(alignment: .leading, spacing: 10) {
                Gauge(value: 0.62) { Text("Humidity").font(.caption) } currentValueLabel: { Text("62%").font(.caption) }
                    .tint(.teal)
                ProgressView(value: entry.upload) { Text("Pollen").font(.caption) }
                if family == .systemLarge {
                    GroupBox("Tomorrow") { Label("Showers", systemImage: "cloud.rain.fill").font(.caption) }
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 28), spacing: 4)], spacing: 4) {
                    ForEach(0..<6) { i in
                        RoundedRectangle(cornerRadius: 4).fill(i < 4 ? AnyShapeStyle(Color.blue.gradient) : AnyShapeStyle(.fill.tertiary)).frame(height: 14)
                    }
                }
            }
        }
        .containerBackground(for: .widget) { Color.clear.background() }
    }
}

struct SmartHomeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "smartHome", provider: VocabProvider()) { entry in SmartHomeView(entry: entry) }
            .supportedFamilies([.systemMedium])
    }
}

struct ToggleLightsIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle lights"
    func perform() async throws -> some IntentResult { .result() }
}

struct SmartHomeView: View {
    let entry: VocabEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Toggle(isOn: entry.lightsOn, intent: ToggleLightsIntent()) {
                Label("Living room", systemImage: "lightbulb.fill")
            }
            HStack(spacing: 8) {
                Button(intent: ToggleLightsIntent()) { Text("All off") }
                Button(intent: ToggleLightsIntent()) { Label("Scene", systemImage: "sparkles") }
                    .buttonStyle(.borderedProminent)
                Button(intent: ToggleLightsIntent()) { Image(systemName: "lock.fill") }
                    .buttonStyle(.bordered).tint(.orange)
                Button(intent: ToggleLightsIntent()) { Text("Later") }
                    .buttonStyle(.borderless).disabled(true)
            }
            HStack {
                Toggle(isOn: false, intent: ToggleLightsIntent()) { Text("Night") }.toggleStyle(.button)
                Spacer()
                ProgressView().progressViewStyle(.circular)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

// MARK: Paints

/// Hierarchical levels, blend modes, insettable shapes and gradients side by side.
struct PaintSwatches: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 6) {
                ForEach(0..<5) { level in
                    RoundedRectangle(cornerRadius: 6).fill([AnyShapeStyle(.primary), AnyShapeStyle(.secondary), AnyShapeStyle(.tertiary),
                                                           AnyShapeStyle(.quaternary), AnyShapeStyle(.quinary)][level])
                }
                ForEach(0..<4) { level in
                    Circle().strokeBorder([AnyShapeStyle(.fill), AnyShapeStyle(.fill.secondary), AnyShapeStyle(.fill.tertiary),
                                           AnyShapeStyle(.fill.quaternary)][level], lineWidth: 6)
                }
            }
            .foregroundStyle(.indigo)
            HStack(spacing: 6) {
                ForEach([BlendMode.multiply, .screen, .overlay, .difference, .hue, .luminosity, .plusLighter, .destinationOut], id: \.self) { mode in
                    ZStack {
                        LinearGradient(colors: [.yellow, .pink], startPoint: .top, endPoint: .bottom)
                        Circle().fill(Color.blue).padding(6).blendMode(mode)
                    }
                    .clipShape(RoundedRectangle(cornerRadius: 6))
                }
                Capsule().inset(by: 4).stroke(Color.green.gradient, lineWidth: 3)
            }
        }
        .padding(8)
        .background()
    }
}
