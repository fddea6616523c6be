import DemoWidgets
import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

/// A preview whose text uses a text style (Dynamic Type scales it) beside a leading square.
struct AxesTextPreviews: PreviewProvider {
    static var previews: some View {
        HStack { Color.orange.frame(width: 20, height: 20); Text("Axes").font(.body); Spacer() }
            .previewLayout(.fixed(width: 200, height: 80))
    }
}

/// A Live Activity whose text uses text styles.
struct ParcelCLIAttributes: ActivityAttributes, LiveActivityPreviewProviding {
    struct ContentState: Codable, Hashable { var status: String }
    var name: String
    static var previewAttributes: ParcelCLIAttributes { ParcelCLIAttributes(name: "Parcel 42") }
    static var previewContentStates: [ContentState] { [ContentState(status: "On the way")] }
}
struct ParcelCLIActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelCLIAttributes.self) { context in
            HStack { Text(context.attributes.name).font(.headline); Spacer(); Text(context.state.status).font(.body) }.padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.name).font(.headline) }
            } compactLeading: { Text("P").font(.caption) } compactTrailing: { Text("42").font(.caption) } minimal: { Text("P").font(.caption) }
        }
    }
}
struct ParcelBundle: WidgetBundle {
    var body: some Widget { ParcelCLIActivity() }
}
struct ParcelTool: WidgetShotCommand {
    static let widgets = ParcelBundle()
    static let assetCatalogs: [URL] = []
}

/// The render axes on every command: previews, Live Activities and controls, and the gallery
/// index's lints. In `CommandTests` (serialized): the commands share `CLIContext.shared`.
extension CommandTests {
    @Test("previews --dynamic-type renders each size (named when not Large); --layout-direction mirrors; several locales get subfolders")
    func previewsAxes() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let sizes = out.appendingPathComponent("sizes"), rtl = out.appendingPathComponent("rtl")
        let base = ["previews", "--filter", "AxesTextPreviews", "--devices", "iPhoneSE3"]
        #expect(DemoTool.run(base + ["--dynamic-type", "large,accessibility3", "--output", sizes.path]) == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: sizes.path).filter { $0.hasSuffix(".png") }.sorted()
        let large = try #require(files.first { $0.hasSuffix(".light.entry0.png") }, "\(files)")
        let ax3 = try #require(files.first { $0.hasSuffix(".light.accessibility3.entry0.png") }, "\(files)")
        #expect(files.count == 2)
        let image = { (folder: URL, name: String) in try Data(contentsOf: folder.appendingPathComponent(name)) }
        #expect(try image(sizes, large) != image(sizes, ax3), "accessibility3 draws bigger body text")
        let html = try String(contentsOf: sizes.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("light · accessibility3 · entry 0"))

        #expect(DemoTool.run(base + ["--layout-direction", "rtl", "--locale", "en_US,de_DE", "--output", rtl.path]) == 0)
        for locale in ["en_US", "de_DE"] {
            #expect(FileManager.default.fileExists(atPath: rtl.appendingPathComponent(locale).appendingPathComponent("index.html").path))
        }
        #expect(try image(rtl.appendingPathComponent("en_US"), large) != image(sizes, large), "right to left mirrors the preview")
        #expect(DemoTool.run(base + ["--layout-direction", "sideways", "--output", rtl.path]) != 0)
        #expect(DemoTool.run(base + ["--dynamic-type", "huge", "--output", rtl.path]) != 0)
        #expect(DemoTool.run(base + ["--os", "99", "--output", rtl.path]) != 0)
    }

    @Test("render --activity and --control honour --dynamic-type and --layout-direction")
    func activityAndControlAxes() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        func render(_ name: String, _ args: [String]) throws -> Data {
            let file = out.appendingPathComponent("\(name).png")
            #expect((args.contains("--control") ? DemoTool.run : ParcelTool.run)(["render", "-o", file.path] + args) == 0, "\(args)")
            return try Data(contentsOf: file)
        }
        let activity = ["--activity", "Parcel", "--presentation", "lockScreen", "--device", "iPhone16"]
        let plain = try render("plain", activity)
        #expect(try render("ax2", activity + ["--dynamic-type", "accessibility2"]) != plain)
        #expect(try render("rtl", activity + ["--layout-direction", "rtl"]) != plain)
        #expect(try render("again", activity) == plain, "the next command starts from the defaults")
        let control = ["--control", "boarding", "--size", "medium", "--value", "on"]
        let plainControl = try render("control", control)
        #expect(try render("control-xxxl", control + ["--dynamic-type", "xxxLarge"]).count > 0, "the size is accepted (the chrome's text has fixed sizes)")
        #expect(try render("control-rtl", control + ["--layout-direction", "rtl"]) != plainControl)
        #expect(ParcelTool.run(["render", "-o", out.appendingPathComponent("x.png").path, "--dynamic-type", "small,large"] + activity) != 0)
    }

    @Test("a gallery's Live Activities and controls render at each --dynamic-type size")
    func activityGalleryDynamicType() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(DemoTool.run(["gallery", "--widgets", "BoardingAttributes,boarding-countdown", "--devices", "iPhone16", "--appearances", "light",
                              "--dynamic-type", "large,accessibility1", "--output", out.path, "--quiet"]) == 0)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
        #expect(files.contains("BoardingAttributes.iPhone16.lockScreen.light.state0.png"))
        #expect(files.contains("BoardingAttributes.iPhone16.lockScreen.light.accessibility1.state0.png"))
        #expect(files.contains("boarding-countdown.control.small.on.png") && files.contains("boarding-countdown.control.small.accessibility1.on.png"))
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("iPhone 16 · light · accessibility1 · state 0"))
    }

    @Test("the gallery's index.html lists each variant's lints under its image, escaped")
    func galleryIndexShowsLints() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(DayTool.run(["gallery", "--widgets", "day", "--devices", "iPhoneSE3", "--families", "systemSmall", "--appearances", "light",
                              "--dynamic-type", "large", "--output", out.path, "--quiet"]) == 0)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let figure = try #require(html.range(of: "<figure><img src=\"day.iPhoneSE3.systemSmall.light.entry0.png\"").map { String(html[$0.lowerBound...]) })
        let mine = String(figure[..<(figure.range(of: "</figure>")?.upperBound ?? figure.endIndex)])
        #expect(mine.contains("<ul class=\"lints\"><li>"), "\(mine)")
        #expect(mine.contains("Text &quot;") && mine.contains("&quot; truncates from accessibility"), "\(mine)")
        #expect(!mine.contains("day.iPhoneSE3.systemSmall.light.entry0: "), "the file-name prefix is dropped")
    }

    @Test("lint lists: escaped, long messages cut, long lists summarised; lints are matched to their exact file")
    func lintList() {
        #expect(GalleryIndex.lintList([]) == "")
        #expect(GalleryIndex.lintList(["Text \"<b>&\" is truncated"]) == "<ul class=\"lints\"><li>Text &quot;&lt;b&gt;&amp;&quot; is truncated</li></ul>")
        let long = GalleryIndex.lintList([String(repeating: "x", count: 1_000)])
        #expect(long.contains(String(repeating: "x", count: GalleryIndex.maxLintCharacters) + "…") && !long.contains(String(repeating: "x", count: GalleryIndex.maxLintCharacters + 1)))
        let many = GalleryIndex.lintList((1...20).map { "lint \($0)" })
        #expect(many.contains("lint 8</li>") && !many.contains("lint 9</li>") && many.contains("… 12 more"))
        let lines = ["w.entry1: a", "w.entry10: b", "w.entry1: warning: c"]
        #expect(GalleryIndex.lints(of: "w.entry1", in: lines) == ["a", "warning: c"])
        #expect(GalleryIndex.lints(of: "w.entry10", in: lines) == ["b"])
    }
}
