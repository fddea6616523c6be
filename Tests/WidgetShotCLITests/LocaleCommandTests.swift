import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

struct DayEntry: TimelineEntry { let date: Date }
struct DayProvider: TimelineProvider {
    func placeholder(in context: Context) -> DayEntry { DayEntry(date: Date(timeIntervalSince1970: 1_559_554_860)) }
    func getSnapshot(in context: Context, completion: @escaping (DayEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DayEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
/// A widget showing its entry's date and time: its pixels depend on --locale and --time-zone.
struct DayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "day", provider: DayProvider()) { entry in
            VStack {
                Text(entry.date, style: .date)
                Text(entry.date, style: .time)
            }
            .containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
struct DayBundle: WidgetBundle {
    var body: some Widget { DayWidget() }
}
struct DayTool: WidgetShotCommand {
    static let widgets = DayBundle()
    static let assetCatalogs: [URL] = []
}

/// In `CommandTests` (serialized): the commands share `CLIContext.shared`, so they must not run
/// alongside the other command tests.
extension CommandTests {
    @Test("--locale and --time-zone change what renders; a gallery with several locales writes a folder each")
    func localeAxis() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let en = out.appendingPathComponent("en.png"), en2 = out.appendingPathComponent("en2.png")
        let de = out.appendingPathComponent("de.png"), tokyo = out.appendingPathComponent("tokyo.png")
        #expect(DayTool.run(["render", "--widget", "day", "-o", en.path]) == 0)
        #expect(DayTool.run(["render", "--widget", "day", "--locale", "en_US", "-o", en2.path]) == 0)
        #expect(DayTool.run(["render", "--widget", "day", "--locale", "de_DE", "-o", de.path]) == 0)
        #expect(DayTool.run(["render", "--widget", "day", "--time-zone", "Asia/Tokyo", "-o", tokyo.path]) == 0)
        let bytes = try [en, en2, de, tokyo].map { try Data(contentsOf: $0) }
        #expect(bytes[0] == bytes[1], "en_US is the default")
        #expect(bytes[0] != bytes[2] && bytes[0] != bytes[3])
        let gallery = out.appendingPathComponent("gallery")
        #expect(DayTool.run(["gallery", "--devices", "iPhoneSE3", "--appearances", "light", "--locale", "en_US,ja_JP", "--output", gallery.path, "--quiet"]) == 0)
        for locale in ["en_US", "ja_JP"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: gallery.appendingPathComponent(locale).path)
            #expect(files.contains("day.iPhoneSE3.systemSmall.light.entry0.png"), "\(locale): \(files)")
        }
    }

    @Test("unknown locales and time zones are clear errors")
    func badValues() {
        #expect(DayTool.run(["render", "--widget", "day", "--locale", "qqq_ZZ", "-o", "/tmp/never.png"]) != 0)
        #expect(DayTool.run(["render", "--widget", "day", "--time-zone", "Mars/Olympus", "-o", "/tmp/never.png"]) != 0)
        #expect(throws: (any Error).self) { try LocaleOptions.parse(["--locale", "qqq"]).locales() }
    }
}
