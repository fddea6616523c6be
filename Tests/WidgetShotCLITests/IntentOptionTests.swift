import ArgumentParser
import DemoWidgets
import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

@Suite(.serialized) struct IntentOptionTests {
    let kuwo = KuwoTapeWidget().body.definition

    @Test("render --intent JSON: the Kuwo tape in another colour, with the configuration in the default file name")
    func renderWithJSON() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let base = ["render", "--widget", "tape", "--family", "systemLarge", "--device", "iPhone16"]
        #expect(DemoTool.run(base + ["-o", out.appendingPathComponent("amber.png").path]) == 0)
        #expect(DemoTool.run(base + ["--intent", #"{"tapeStyle": "mint"}"#, "-o", out.appendingPathComponent("mint.png").path]) == 0)
        let amber = try Data(contentsOf: out.appendingPathComponent("amber.png"))
        let mint = try Data(contentsOf: out.appendingPathComponent("mint.png"))
        #expect(amber != mint)
        // A file holding the JSON works the same way.
        let json = out.appendingPathComponent("ink.json")
        try Data(#"{"tapeStyle": "ink"}"#.utf8).write(to: json)
        #expect(DemoTool.run(base + ["--intent", json.path, "-o", out.appendingPathComponent("ink.png").path]) == 0)
        #expect(try Data(contentsOf: out.appendingPathComponent("ink.png")) != mint)
    }

    @Test("gallery --intent recommendations renders one variant per recommendation, named by it")
    func galleryRecommendations() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(DemoTool.run(["gallery", "--widgets", "cn.kuwo.player.widget.tape", "--devices", "iPhone16", "--appearances", "light",
                              "--intent", "recommendations", "--output", out.path, "--quiet", "--jobs", "1"]) == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix("entry0.png") }.sorted()
        #expect(files == ["cn-kuwo-player-widget-tape.墨黑.iPhone16.systemLarge.light.entry0.png",
                          "cn-kuwo-player-widget-tape.琥珀.iPhone16.systemLarge.light.entry0.png",
                          "cn-kuwo-player-widget-tape.薄荷.iPhone16.systemLarge.light.entry0.png"])
    }

    @Test("bad --intent values: unknown parameters list the valid ones; static widgets and bad JSON are refused")
    func errors() throws {
        func message(_ value: String, _ widgets: [WidgetDefinition], many: Bool = true) -> String? {
            do { _ = try IntentOption.apply(value, to: widgets, allowMany: many); return nil } catch { return "\(error)" }
        }
        #expect(message(#"{"colour": "mint"}"#, [kuwo]) ==
                "--intent: widget 'cn.kuwo.player.widget.tape': intent configuration: KWAppWidgetTestConfigurationIntent has no parameter 'colour'; its parameters are: tapeStyle")
        #expect(message(#"{"tapeStyle": "gold"}"#, [kuwo])?.contains("'gold' is not a KWTapeStyle; expected one of: amber, mint, ink") == true)
        #expect(message(#"{"tapeStyle": }"#, [kuwo])?.contains("malformed JSON") == true)
        #expect(message("recommendations", [kuwo], many: false)?.contains("use recommendation=N") == true)
        #expect(message("recommendation=7", [kuwo])?.contains("has 3 recommendation(s)") == true)
        #expect(message("/no/such/file.json", [kuwo])?.contains("neither a JSON object nor a readable file") == true)
        #expect(message(#"{"a": 1}"#, [NetEaseDailyWidget().body.definition]) == "--intent: widget 'com.netease.cloudmusic.widget.daily' is not configurable")
        #expect(try IntentOption.apply("recommendation=1", to: [kuwo], allowMany: false).map(\.configurationName) == ["薄荷"])
    }
}

@Suite(.serialized) struct IntentSnapshotTests {
    @Test("snapshots check --intent: one golden per recommendation, named by it")
    func snapshotsPerConfiguration() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let args = ["--widgets", "cn.kuwo.player.widget.tape", "--devices", "iPhone16", "--appearances", "light", "--intent", "recommendations",
                    "--root", root.appendingPathComponent("goldens").path, "--artefacts", root.appendingPathComponent("art").path]
        // Recording into a temporary root: the run's WIDGETSHOT_RECORD=never (CI) must not apply here.
        #expect(RecordMode.ignoringEnvironment { DemoTool.run(["snapshots", "check", "--record", "missing"] + args) } == 0)
        #expect(RecordMode.ignoringEnvironment { DemoTool.run(["snapshots", "check"] + args) } == 0)
        let goldens = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("goldens").path).filter { $0.hasSuffix(".png") }
        #expect(goldens.count == 3)
        #expect(goldens.contains { $0.contains("薄荷") })
    }
}
