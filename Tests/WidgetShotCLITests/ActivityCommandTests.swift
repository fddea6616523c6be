import DemoWidgets
import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

@Suite(.serialized) struct ActivityCommandTests {
    @Test("gallery renders the Live Activity's presentations and the control beside widgets; index.html groups them")
    func gallery() throws {
        let out = temporaryFolder("activity" + #function)
        defer { try? FileManager.default.removeItem(at: out) }
        let code = DemoTool.run(["gallery", "--widgets", "BoardingAttributes,boarding-countdown", "--devices", "iPhone16,iPhone14",
                                 "--appearances", "light", "--output", out.path, "--quiet"])
        #expect(code == 0)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
        #expect(files.contains("BoardingAttributes.iPhone16.compact.light.state0.png"))
        #expect(files.contains("BoardingAttributes.iPhone16.expanded.light.state1.png"))
        #expect(files.contains("BoardingAttributes.iPhone14.lockScreen.light.state0.png"))
        #expect(!files.contains("BoardingAttributes.iPhone14.compact.light.state0.png"))    // no island on iPhone 14
        #expect(files.filter { $0.hasPrefix("boarding-countdown.control.") }.count == 6)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("Live Activity") && html.contains("<h3>minimalPair</h3>") && html.contains("Boarding Countdown"))
    }

    @Test("render --activity/--presentation and --control/--size write one PNG each")
    func render() throws {
        let out = temporaryFolder("activity" + #function)
        defer { try? FileManager.default.removeItem(at: out) }
        let png = out.appendingPathComponent("expanded.png"), control = out.appendingPathComponent("control.png")
        #expect(DemoTool.run(["render", "--activity", "Boarding", "--presentation", "expanded", "--device", "iPhone16Plus", "--state", "1",
                              "-o", png.path]) == 0)
        let image = try RasterImage(pngData: Data(contentsOf: png))
        #expect(image.width == Int((408 + 16) * 3))
        #expect(DemoTool.run(["render", "--control", "boarding", "--size", "medium", "--value", "off", "-o", control.path]) == 0)
        // --date is the activity's "now" (timers count from it); a bad date is an error.
        #expect(DemoTool.run(["render", "--activity", "Boarding", "--date", "2026-11-21T09:00:00Z", "-o", png.path]) == 0)
        #expect(DemoTool.run(["render", "--activity", "Boarding", "--date", "soon", "-o", png.path]) != 0)
        #expect(FileManager.default.fileExists(atPath: control.path))
    }

    @Test("bad activity input fails with a clear message: no island, unknown presentation, bad content-states JSON")
    func badInput() throws {
        let out = temporaryFolder("activity" + #function)
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        #expect(DemoTool.run(["render", "--activity", "Boarding", "--presentation", "compact", "--device", "iPhone14", "-o", out.appendingPathComponent("a.png").path]) != 0)
        #expect(DemoTool.run(["render", "--activity", "Boarding", "--presentation", "sideways"]) != 0)
        let states = out.appendingPathComponent("states.json")
        try Data(#"[{"gate": "C3", "minutesToBoarding": "soon", "boardingGroup": "1", "isBoarding": false}]"#.utf8).write(to: states)
        #expect(DemoTool.run(["render", "--activity", "Boarding", "--content-states", states.path, "-o", out.appendingPathComponent("b.png").path]) != 0)
        try Data(#"[{"gate": "C3", "minutesToBoarding": 5, "boardingGroup": "1", "isBoarding": false}]"#.utf8).write(to: states)
        #expect(DemoTool.run(["render", "--activity", "Boarding", "--content-states", states.path, "-o", out.appendingPathComponent("c.png").path]) == 0)
        #expect(DemoTool.run(["render", "--activity", "Boarding", "--content-states", states.path, "--state", "3"]) != 0)
    }
}
