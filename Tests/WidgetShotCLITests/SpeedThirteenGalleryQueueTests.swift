import Foundation
import Testing
@testable import WidgetShotCLI

/// Issue 21, goal 5: a gallery's widgets, Live Activities and controls are one queue of variants
/// (no runner waits for another), and a Live Activity is split into one variant per content state
/// so the last variants are short. Neither may change a byte of the gallery.
@Suite(.serialized) struct SpeedThirteenGalleryQueueTests {
    static let states = #"""
        [{"gate": "C3", "minutesToBoarding": 5, "boardingGroup": "1", "isBoarding": false},
         {"gate": "D7", "minutesToBoarding": 0, "boardingGroup": "2", "isBoarding": true},
         {"gate": "A1, \"west\"", "minutesToBoarding": 12, "boardingGroup": "3", "isBoarding": false}]
        """#

    @Test("a Live Activity's variants are one per device, appearance, size and content state, in that order")
    func activityVariantsArePerContentState() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let states = out.appendingPathComponent("states.json")
        try Data(Self.states.utf8).write(to: states)
        // Parse as the command does, so CLIContext.shared holds the demo's activities.
        #expect(DemoTool.run(["gallery", "--widgets", "BoardingAttributes", "--devices", "iPhone16", "--appearances", "light",
                              "--quiet", "-o", out.appendingPathComponent("parse").path]) == 0)
        var gallery = ActivityGallery(context: CLIContext.shared, output: out, devices: [.iPhone16, .iPhoneSE3], appearances: [.light, .dark],
                                      attributesFile: nil, contentStatesFile: states.path)
        gallery.dynamicTypeSizes = [.large, .xxxLarge]
        let work = try gallery.work(names: ["BoardingAttributes"])
        #expect(work.variants.count == 2 * 2 * 2 * 3)
        #expect(work.variants.map(\.state) == Array(repeating: [0, 1, 2] as [Int?], count: 8).flatMap { $0 })
        #expect(work.variants.prefix(3).map(\.label) == ["BoardingAttributes iPhone16 light state 0", "BoardingAttributes iPhone16 light state 1",
                                                         "BoardingAttributes iPhone16 light state 2"])
        #expect(Set(work.variants.map(\.label)).count == work.variants.count)
        // Without a file, the activity's own samples give the count (two for the demo's).
        gallery.contentStatesFile = nil
        gallery.dynamicTypeSizes = [.large]
        #expect(try gallery.work(names: ["BoardingAttributes", "boarding-countdown"]).variants.map(\.state) == [0, 1, 0, 1, 0, 1, 0, 1, nil])
    }

    @Test("a gallery's per-state Live Activity images equal each state rendered alone")
    func perStateImagesEqualSingleRenders() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let states = out.appendingPathComponent("states.json")
        try Data(Self.states.utf8).write(to: states)
        let gallery = out.appendingPathComponent("gallery")
        #expect(DemoTool.run(["gallery", "--widgets", "BoardingAttributes", "--devices", "iPhone16", "--appearances", "dark",
                              "--content-states", states.path, "--quiet", "-o", gallery.path]) == 0)
        let images = try FileManager.default.contentsOfDirectory(atPath: gallery.path).filter { $0.hasPrefix("BoardingAttributes.") }.sorted()
        #expect(images.count == 3 * 6, "\(images)")   // three states × six presentations on an island phone
        for name in images {
            // BoardingAttributes.iPhone16.<presentation>.dark.state<N>.png
            let parts = name.split(separator: ".").map(String.init)
            let presentation = parts[2], state = String(parts[4].dropFirst("state".count))
            let single = out.appendingPathComponent("single-\(name)")
            #expect(DemoTool.run(["render", "--activity", "BoardingAttributes", "--presentation", presentation, "--device", "iPhone16",
                                  "--appearance", "dark", "--content-states", states.path, "--state", state, "-o", single.path]) == 0, "\(name)")
            // In-process renders: other suites' font registrations may change the fingerprint chunk (``PNGFingerprint``).
            #expect(PNGFingerprint.removed(from: try Data(contentsOf: single)) == PNGFingerprint.removed(from: try Data(contentsOf: gallery.appendingPathComponent(name))),
                    "\(name) differs from its single render")
        }
        let html = try String(contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
        // Each presentation's row lists the states in order.
        let row = try #require(html.range(of: "<h3>expanded</h3>")).upperBound
        let states0 = try #require(html.range(of: "expanded.dark.state0", range: row..<html.endIndex)).lowerBound
        let states2 = try #require(html.range(of: "expanded.dark.state2", range: row..<html.endIndex)).lowerBound
        #expect(states0 < states2)
    }

    /// The real tool (workers): `--jobs 2` and `--jobs 1` write the same gallery as in-process rendering.
    @Test("two workers, one worker and no workers write the same gallery of widgets, a Live Activity and a control")
    func workersWriteTheSameGallery() throws {
        let tool = ExtensionBuildTests.widgetshotTool
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "build with `swift build --build-tests`")
        let folder = try CommandForkTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["gallery", "--widgets", "next_flight_widget,BoardingAttributes,boarding-countdown", "--devices", "iPhone16,iPhoneSE3",
                         "--families", "systemSmall", "--quiet"]
        for (name, jobs, isolation) in [("two", "2", nil), ("one", "1", nil), ("none", "2", "none")] as [(String, String, String?)] {
            let run = try CommandForkTests.run(arguments + ["--jobs", jobs, "-o", name], in: folder,
                                               environment: isolation.map { ["WIDGETSHOT_ISOLATION": $0] } ?? [:])
            #expect(run.status == 0, "\(name): \(run.output)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("none").path).sorted()
        // light and dark × two states × (iPhone 16's six presentations + the SE's two)
        #expect(names.filter { $0.hasPrefix("BoardingAttributes.") }.count == 2 * 2 * (6 + 2))
        #expect(names.filter { $0.hasPrefix("boarding-countdown.") }.count == 6)
        for other in ["two", "one"] {
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(other).path).sorted() == names)
            for name in names where name.hasSuffix(".png") || name == "index.html" {
                let a = try Data(contentsOf: folder.appendingPathComponent("none").appendingPathComponent(name))
                let b = try Data(contentsOf: folder.appendingPathComponent(other).appendingPathComponent(name))
                #expect(a == b, "\(other)/\(name) differs from the in-process gallery's")
            }
        }
    }
}
