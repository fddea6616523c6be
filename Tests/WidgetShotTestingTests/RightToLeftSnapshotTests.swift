import DemoWidgets
import Foundation
import Testing
import WidgetShotTesting

private struct WeatherEntry: TimelineEntry {
    let date = Date(timeIntervalSince1970: 1_559_554_860)  // 2019-06-03 09:41 UTC
}

private struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry() }
    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) { completion(WeatherEntry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        completion(Timeline(entries: [WeatherEntry()], policy: .never))
    }
}

/// A medium weather widget in Hebrew and Arabic, written as for iOS (leading/trailing only): in a
/// right-to-left render the title row starts at the right, the chevron points left, the forecast
/// row runs right to left and the long Arabic line is cut at its left end.
private struct RTLWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "rtl-weather", provider: WeatherProvider()) { _ in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Label("תל אביב", systemImage: "location.fill").font(.headline)
                    Spacer()
                    Image(systemName: "chevron.forward").foregroundStyle(.secondary)
                }
                Text("٢٣° مشمس").font(.system(size: 30, weight: .semibold))
                Text("توقعات الطقس لهذا الأسبوع في جميع أنحاء البلاد مع درجات الحرارة والرياح").font(.caption).lineLimit(1).foregroundStyle(.secondary)
                HStack(spacing: 10) {
                    ForEach(["א׳", "ב׳", "ג׳", "ד׳"], id: \.self) { day in
                        VStack(spacing: 2) {
                            Text(day).font(.caption2)
                            RoundedRectangle(cornerRadius: 3).fill(Color.orange).frame(width: 22, height: 8)
                        }
                    }
                    Spacer()
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .containerBackground(Color(red: 0.86, green: 0.93, blue: 1), for: .widget)
        }
        .supportedFamilies([.systemMedium])
    }
}

/// Right-to-left renders against goldens in `Snapshots/RightToLeftSnapshotTests/`, and the
/// renderer's direction taken from its locale.
@Suite(.serialized) struct RightToLeftSnapshotTests {
    @Test func hebrewArabicWeather() throws {
        try assertWidgetSnapshots(of: RTLWeatherWidget(), devices: [.iPhone15Pro], appearances: [.light], layoutDirection: .rightToLeft)
    }

    @Test func flightStatusMirrored() throws {
        try assertWidgetSnapshots(of: FlightStatusWidget(), devices: [.iPhone15Pro], families: [.systemMedium], appearances: [.light],
                                  assets: [DemoAssets.catalog], layoutDirection: .rightToLeft)
    }

    @Test("WidgetRenderer lays out right to left for ar and he, left to right for en; an explicit direction wins")
    func directionFromRendererLocale() throws {
        let renderer = try WidgetRenderer()
        let definition = RTLWeatherWidget().body.definition
        func chevronIsRight() throws -> Bool {
            let render = try #require(try renderer.render(definition, family: .systemMedium, device: .iPhone15Pro).first)
            let nodes = render.result.tree.allNodes
            let chevron = try #require(nodes.first { $0.label == "chevron.forward" })
            let canvas = render.result.tree.canvasSize
            return chevron.frame.midX > canvas.width / 2
        }
        renderer.locale = Locale(identifier: "en_US")
        #expect(try chevronIsRight(), "en_US: the trailing chevron is on the right")
        for id in ["ar_SA", "he_IL"] {
            renderer.locale = Locale(identifier: id)
            #expect(try !chevronIsRight(), "\(id): the trailing chevron is on the left")
        }
        renderer.layoutDirection = .leftToRight
        #expect(try chevronIsRight(), "an explicit .leftToRight beats the Hebrew locale")
        renderer.locale = Locale(identifier: "en_US")
        renderer.layoutDirection = .rightToLeft
        #expect(try !chevronIsRight(), "an explicit .rightToLeft beats the English locale")
    }
}
