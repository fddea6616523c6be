import DemoWidgets
import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

/// The demo gallery as a team would wire it.
struct DemoTool: WidgetShotCommand {
    static let widgets = DemoWidgetBundle()
    static let assetCatalogs = [DemoAssets.catalog]
}

struct Broken: TimelineEntry { let date: Date }
struct BrokenProvider: TimelineProvider {
    func placeholder(in context: Context) -> Broken { Broken(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping (Broken) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Broken>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
}
/// A widget every render of which fails: its view is nested deeper than `LayoutEngine.maximumDepth`.
struct BrokenWidget: Widget {
    static let tooDeep: AnyView = {
        var view = AnyView(Color.red)
        for _ in 0...LayoutEngine.maximumDepth { view = AnyView(view.padding(0)) }
        return view
    }()
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "broken", provider: BrokenProvider()) { _ in Self.tooDeep.containerBackground(Color.white, for: .widget) }
    }
}
struct MixedBundle: WidgetBundle {
    var body: some Widget {
        BrokenWidget()
        NetEaseDailyWidget()
    }
}
struct MixedTool: WidgetShotCommand {
    static let widgets = MixedBundle()
    static let assetCatalogs = [DemoAssets.catalog]
}

func temporaryFolder(_ name: String = #function) -> URL {
    // Unique per call: suites run in parallel and several have a test named like this one.
    FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-cli-\(name.filter(\.isLetter))-\(UUID().uuidString)")
}

@Suite(.serialized) struct CommandTests {
    @Test("gallery writes one PNG per variant, index.html and a contact sheet; names are deterministic")
    func gallery() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let code = DemoTool.run(["gallery", "--widgets", "com.netease.cloudmusic.widget.daily", "--devices", "iPhoneSE3,iPhone16Pro",
                                 "--appearances", "light,dark", "--output", out.path, "--quiet", "--jobs", "2"])
        #expect(code == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files.contains("com-netease-cloudmusic-widget-daily.iPhoneSE3.systemSmall.light.entry0.png"))
        #expect(files.contains("com-netease-cloudmusic-widget-daily.iPhone16Pro.systemSmall.dark.entry0.png"))
        #expect(files.filter { $0.hasSuffix(".png") }.count == 5)   // 4 variants + contact sheet
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("每日推荐") && html.contains("systemSmall"))
    }

    @Test("shards are disjoint and together cover the whole gallery")
    func sharding() throws {
        let defs = DemoWidgetBundle().widgets
        let all = BatchRenderer.items(widgets: defs, devices: [.iPhoneSE3, .iPhone16ProMax, .iPadPro12_9], families: nil, appearances: WidgetAppearance.all)
        for n in [1, 2, 3, 7] {
            let shards = (1...n).map { BatchRenderer.shard(all, index: $0, count: n) }
            #expect(shards.map(\.count).reduce(0, +) == all.count)
            #expect(Set(shards.flatMap { $0 }) == Set(all))
            #expect(shards.map(\.count).max()! - shards.map(\.count).min()! <= 1)
        }
        #expect(throws: (any Error).self) { _ = try Selection.shard("3/2") }
    }

    @Test("one failing widget does not stop the batch: the rest render, the failure is reported, exit 1")
    func keepGoing() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let code = MixedTool.run(["gallery", "--devices", "iPhoneSE3", "--appearances", "light", "--output", out.path, "--quiet"])
        #expect(code == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(files.contains("com-netease-cloudmusic-widget-daily.iPhoneSE3.systemSmall.light.entry0.png"))
        #expect(!files.contains { $0.hasPrefix("broken") && $0.hasSuffix(".png") })
        #expect(try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8).contains("nested more than"))
    }

    @Test("render, timeline, geometry and devices succeed; diff says whether two PNGs match")
    func commands() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let a = out.appendingPathComponent("a.png"), b = out.appendingPathComponent("b.png")
        #expect(DemoTool.run(["render", "--widget", "next_flight", "--family", "systemMedium", "--device", "iPhoneSE3", "-o", a.path]) == 0)
        #expect(DemoTool.run(["render", "--widget", "next_flight", "--family", "systemMedium", "--device", "iPhoneSE3", "--entry", "1", "-o", b.path]) == 0)
        #expect(try RasterImage(pngData: Data(contentsOf: a)).width == 642)
        #expect(DemoTool.run(["diff", a.path, a.path, "-o", out.appendingPathComponent("same").path]) == 0)
        #expect(DemoTool.run(["diff", a.path, b.path, "-o", out.appendingPathComponent("differ").path]) == 1)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("differ/a.diff.png").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("differ/report.html").path))
        #expect(DemoTool.run(["timeline", "--widget", "next_flight", "--family", "systemSmall", "--device", "iPhoneSE3", "-o", out.appendingPathComponent("tl").path]) == 0)
        let timeline = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("tl").path)
        #expect(timeline.contains { $0.hasSuffix(".filmstrip.png") } && timeline.contains { $0.hasSuffix(".apng.png") })
        #expect(DemoTool.run(["geometry", "--widget", "next_flight", "--tap-targets"]) == 0)
        #expect(DemoTool.run(["devices", "--json"]) == 0)
    }

    @Test("snapshots check records missing goldens, then passes; orphans are listed")
    func snapshots() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let args = ["--widgets", "com.netease.cloudmusic.widget.daily", "--devices", "iPhoneSE3", "--appearances", "light",
                    "--root", root.appendingPathComponent("Snapshots").path, "--artefacts", root.appendingPathComponent("art").path]
        #expect(RecordMode.ignoringEnvironment { DemoTool.run(["snapshots", "check", "--record", "missing"] + args) } == 0)
        #expect(DemoTool.run(["snapshots", "check"] + args) == 0)
        // A golden of a variant that no longer exists (a family the widget dropped) is pruned.
        let folder = root.appendingPathComponent("Snapshots/com-netease-cloudmusic-widget-daily")
        let stale = folder.appendingPathComponent("widget.iPhoneSE3-systemMedium-light-entry0.png")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("widget.iPhoneSE3-systemSmall-light-entry0.png"), to: stale)
        #expect(DemoTool.run(["snapshots", "prune"] + args) == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
    }

    @Test("merge joins the shards of a gallery into the same index.html as one unsharded run; bad shards are clear errors")
    func mergeShards() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        func folder(_ name: String) -> String { root.appendingPathComponent(name).path }
        let args = ["--devices", "iPhoneSE3", "--appearances", "light,dark"]
        #expect(DemoTool.run(["gallery", "-o", folder("all")] + args) == 0)
        #expect(DemoTool.run(["gallery", "--shard", "1/2", "-o", folder("s1")] + args) == 0)
        #expect(DemoTool.run(["gallery", "--shard", "2/2", "-o", folder("s2")] + args) == 0)
        #expect(DemoTool.run(["merge", "-o", folder("merged"), folder("s1"), folder("s2")]) == 0)
        let whole = try String(contentsOfFile: folder("all") + "/index.html", encoding: .utf8)
        #expect(try String(contentsOfFile: folder("merged") + "/index.html", encoding: .utf8) == whole)
        let images = { (f: String) in try FileManager.default.contentsOfDirectory(atPath: f).filter { $0.hasSuffix(".png") && !$0.hasPrefix("contact-sheet") }.sorted() }
        #expect(try images(folder("merged")) == (try images(folder("all"))))
        // A folder that is not a gallery, a shard of another gallery, the output as a shard.
        try FileManager.default.createDirectory(atPath: folder("empty"), withIntermediateDirectories: true)
        #expect(DemoTool.run(["merge", "-o", folder("m2"), folder("s1"), folder("empty")]) != 0)
        // s1 holds a file of s2's name with other contents.
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder("s1") + "/" + (try images(folder("s2"))[0])))
        #expect(DemoTool.run(["merge", "-o", folder("m3"), folder("s1"), folder("s2")]) != 0)
        #expect(DemoTool.run(["merge", "-o", folder("s1"), folder("s1"), folder("s2")]) != 0)
    }

    @Test("snapshots check writes JUnit XML and a Markdown summary, failures included")
    func snapshotsCIReports() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let artefacts = root.appendingPathComponent("art")
        let args = ["--widgets", "com.netease.cloudmusic.widget.daily,next_flight", "--devices", "iPhoneSE3", "--families", "systemSmall",
                    "--appearances", "light", "--root", root.appendingPathComponent("Snapshots").path, "--artefacts", artefacts.path]
        #expect(RecordMode.ignoringEnvironment { DemoTool.run(["snapshots", "check", "--record", "missing"] + args) } == 0)
        // One golden replaced by the other widget's: that variant fails.
        let snapshots = root.appendingPathComponent("Snapshots")
        let broken = snapshots.appendingPathComponent("com-netease-cloudmusic-widget-daily/widget.iPhoneSE3-systemSmall-light-entry0.png")
        try FileManager.default.removeItem(at: broken)
        try FileManager.default.copyItem(at: snapshots.appendingPathComponent("next_flight_widget/widget.iPhoneSE3-systemSmall-light-entry0.png"), to: broken)
        let junit = root.appendingPathComponent("reports/junit.xml"), markdown = root.appendingPathComponent("reports/summary.md")
        #expect(DemoTool.run(["snapshots", "check", "--junit", junit.path, "--markdown", markdown.path] + args) == 1)

        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"WidgetShot snapshots\" tests=\"2\" failures=\"1\""), "\(xml)")
        #expect(xml.contains("<testcase classname=\"next_flight_widget\" name=\"widget.iPhoneSE3-systemSmall-light-entry0\"/>"), "\(xml)")
        #expect(xml.contains("<failure type=\"snapshot\" message=\"com-netease-cloudmusic-widget-daily/widget.iPhoneSE3-systemSmall-light-entry0 does not match its golden:"), "\(xml)")
        #expect(xml.contains("pixels differ") && xml.contains("diff image: \(artefacts.path)/"), "\(xml)")

        let summary = try String(contentsOf: markdown, encoding: .utf8)
        #expect(summary.hasPrefix("### ❌ WidgetShot snapshots: 1 failed, 0 recorded new, 1 passed"), "\(summary)")
        // The thumbnail is relative to the artefacts folder, and exists there.
        let thumbnail = "com-netease-cloudmusic-widget-daily.widget.iPhoneSE3-systemSmall-light-entry0/side-by-side.png"
        #expect(summary.contains("<img src=\"\(thumbnail)\""), "\(summary)")
        #expect(FileManager.default.fileExists(atPath: artefacts.appendingPathComponent(thumbnail).path))
    }

    @Test("bad names, bad entries JSON and an unwritable output folder are clear errors with a non-zero exit")
    func badInput() throws {
        #expect(DemoTool.run(["render", "--widget", "nope"]) != 0)
        #expect(DemoTool.run(["render", "--widget", "next_flight", "--family", "systemHuge"]) != 0)
        #expect(DemoTool.run(["render", "--widget", "next_flight", "--device", "iPhone99"]) != 0)
        #expect(DemoTool.run(["render", "--widget", "next_flight", "--appearance", "sepia"]) != 0)
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("entries.json")
        try Data("[{\"date\": \"2026-11-21T09:00:00Z\", \"title\": 5}]".utf8).write(to: json)
        let definition = try CLIContext(widgets: DemoWidgetBundle().widgets, assetCatalogs: []).widget("com.netease.cloudmusic.widget.daily")
        #expect(throws: (any Error).self) { _ = try EntriesFile.load(json.path, for: definition) }
        do { _ = try EntriesFile.load(json.path, for: definition) } catch {
            #expect("\(error)".contains("entries.json") && "\(error)".contains("title"), "\(error)")
        }
        let blocker = folder.appendingPathComponent("file")
        try Data().write(to: blocker)
        #expect(DemoTool.run(["gallery", "--output", blocker.appendingPathComponent("sub").path, "--quiet"]) != 0)
    }
}
