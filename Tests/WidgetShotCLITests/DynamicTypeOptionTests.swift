import ArgumentParser
import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotUI

/// `--dynamic-type` parsing: names, lists, `all`, and clear errors.
struct DynamicTypeOptionTests {
    @Test("--dynamic-type parses case names, short names, lists and all; unknown names list the valid ones")
    func parsing() throws {
        #expect(try DynamicTypeOptions.parse([]).sizes() == [.large])
        #expect(try DynamicTypeOptions.parse(["--dynamic-type", "accessibility3"]).sizes() == [.accessibility3])
        #expect(try DynamicTypeOptions.parse(["--dynamic-type", "ax3, XLARGE,xs,ax3"]).sizes() == [.accessibility3, .xLarge, .xSmall])
        #expect(try DynamicTypeOptions.parse(["--dynamic-type", "all"]).sizes() == DynamicTypeSize.allCases)
        #expect(try DynamicTypeOptions.parse(["--dynamic-type", "default"]).single() == .large)
        #expect(throws: (any Error).self) { try DynamicTypeOptions.parse(["--dynamic-type", "large,xLarge"]).single() }
        do {
            _ = try DynamicTypeOptions.parse(["--dynamic-type", "huge"])
            Issue.record("huge was accepted")
        } catch {
            let message = DynamicTypeOptions.fullMessage(for: error)
            #expect(message.contains("unknown Dynamic Type size 'huge'"))
            #expect(message.contains("xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"))
        }
        #expect(throws: (any Error).self) { try DynamicTypeOptions.parse(["--dynamic-type", ","]) }
    }

    @Test("snapshots orphans/prune only select goldens of the Dynamic Type sizes checked")
    func goldenSelection() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-dt-golden-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let large = root.appendingPathComponent("day/widget.iPhoneSE3-systemSmall-light-entry0.png")
        let ax3 = root.appendingPathComponent("day/widget.iPhoneSE3-systemSmall-light-accessibility3-entry0.png")
        try FileManager.default.createDirectory(at: large.deletingLastPathComponent(), withIntermediateDirectories: true)
        for url in [large, ax3] { FileManager.default.createFile(atPath: url.path, contents: Data()) }
        var selection = GoldenSelection(folders: ["day"], devices: ["iPhoneSE3"], families: nil, appearances: ["light"])
        #expect(selection.contains(large, root: root) && !selection.contains(ax3, root: root), "by default only Large's goldens")
        selection.dynamicTypeSizes = [.accessibility3]
        #expect(!selection.contains(large, root: root) && selection.contains(ax3, root: root))
    }
}

/// In `CommandTests` (serialized): the commands share `CLIContext.shared`. `DayWidget` draws its
/// text in the body style, so its pixels follow `--dynamic-type`.
extension CommandTests {

    @Test("render --dynamic-type draws bigger text; an unknown size exits non-zero")
    func dynamicTypeRender() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let large = out.appendingPathComponent("large.png"), ax3 = out.appendingPathComponent("ax3.png")
        let base = ["render", "--widget", "day", "--family", "systemSmall", "--device", "iPhoneSE3"]
        let same = out.appendingPathComponent("same.png")
        #expect(DayTool.run(base + ["-o", large.path]) == 0)
        #expect(DayTool.run(base + ["--dynamic-type", "large", "-o", same.path]) == 0)
        #expect(DayTool.run(base + ["--dynamic-type", "accessibility3", "-o", ax3.path]) == 0)
        #expect(PNGFingerprint.removed(from: try Data(contentsOf: large)) == PNGFingerprint.removed(from: try Data(contentsOf: same)), "large is the default")
        #expect(try Data(contentsOf: large) != Data(contentsOf: ax3))
        #expect(DayTool.run(base + ["--dynamic-type", "huge", "-o", ax3.path]) != 0)
        #expect(DayTool.run(base + ["--dynamic-type", "small,large", "-o", ax3.path]) != 0, "render takes one size")
    }

    @Test("a gallery over several sizes names only the non-default ones in its files")
    func dynamicTypeGallery() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(DayTool.run(["gallery", "--widgets", "day", "--devices", "iPhoneSE3", "--families", "systemSmall", "--appearances", "light",
                              "--dynamic-type", "large,accessibility3", "--output", out.path, "--quiet"]) == 0)
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" }.sorted()
        #expect(pngs.count == 2)
        #expect(pngs.contains { $0.hasSuffix(".iPhoneSE3.systemSmall.light.entry0.png") })
        #expect(pngs.contains { $0.hasSuffix(".iPhoneSE3.systemSmall.light.accessibility3.entry0.png") })
        #expect(DayTool.run(["gallery", "--widgets", "day", "--dynamic-type", "ax9", "--output", out.path, "--quiet"]) != 0)
    }

    @Test("geometry --dynamic-type reports in its JSON lints the first size at which each text truncates")
    func dynamicTypeLintJSON() throws {
        let output = try captureStandardOutput {
            #expect(DayTool.run(["geometry", "--widget", "day", "--family", "systemSmall", "--device", "iPhoneSE3", "--dynamic-type", "large"]) == 0)
        }
        let json = try #require(output.firstIndex(of: "{").map { String(output[$0...]) })
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let messages = (doc["lints"] as? [[String: String]] ?? []).compactMap { $0["message"] }
        #expect(messages.contains { $0.hasPrefix("Text \"") && $0.contains("\" truncates from accessibility") }, "\(messages)")
        #expect(doc["variant"] as? String == "day.iPhoneSE3.systemSmall.light.entry0")
    }
}

/// Runs `body` with standard output redirected to a file; returns what was printed.
func captureStandardOutput(_ body: () throws -> Void) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-stdout-\(getpid())-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    fflush(stdout)
    let saved = dup(1), fd = open(file.path, O_WRONLY)
    dup2(fd, 1)
    close(fd)
    defer { dup2(saved, 1); close(saved) }
    try body()
    fflush(stdout)
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
}
