import DemoWidgets
import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

/// Issue 12: the CLI never deletes or replaces what it does not own, and never reports a match it
/// did not check.
@Suite(.serialized) struct HardeningCLITests {
    static let daily = "com.netease.cloudmusic.widget.daily"
    static let flight = "next_flight_widget"

    /// A PNG that WidgetShot did not write (no `Software`/fingerprint chunks).
    static func foreignPNG() -> Data {
        RasterImage(width: 2, height: 2, stride: 8, scale: 1, bytes: [UInt8](repeating: 255, count: 16)).pngData()
    }

    /// A PNG WidgetShot wrote (with its `Software` and fingerprint chunks).
    static func widgetShotPNG() -> Data {
        RasterImage(width: 2, height: 2, stride: 8, scale: 1, bytes: [UInt8](repeating: 255, count: 16),
                    metadata: ["Software": "WidgetShot 0.1", "WidgetShot-Fingerprint": "test"]).pngData()
    }

    static func write(_ data: Data, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    // MARK: 1–2: prune

    @Test("1: prune with --root at a project folder deletes no unrelated PNG (not a Snapshots root, not WidgetShot's files)")
    func pruneProjectFolder() throws {
        let project = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: project) }
        let logo = project.appendingPathComponent("assets/logo.png"), render = project.appendingPathComponent("assets/render.png")
        try Self.write(Self.foreignPNG(), logo)
        try Self.write(Self.widgetShotPNG(), render)
        let args = ["--widgets", Self.daily, "--devices", "iPhoneSE3", "--appearances", "light", "--root", project.path,
                    "--artefacts", project.appendingPathComponent("art").path]
        _ = RecordMode.ignoringEnvironment { DemoTool.run(["snapshots", "check", "--record", "missing"] + args) }
        let code = DemoTool.run(["snapshots", "prune"] + args)
        #expect(code != 0, "a folder that is not a Snapshots root is refused")
        #expect(Self.exists(logo) && Self.exists(render))
    }

    @Test("1: inside a Snapshots root only PNGs WidgetShot recorded (and their JSON) are pruned")
    func pruneOnlyOwnGoldens() throws {
        let base = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("Snapshots/widgetshot")
        let args = ["--widgets", Self.daily, "--devices", "iPhoneSE3", "--appearances", "light", "--root", root.path,
                    "--artefacts", base.appendingPathComponent("art").path]
        #expect(RecordMode.ignoringEnvironment { DemoTool.run(["snapshots", "check", "--record", "missing"] + args) } == 0)
        let folder = root.appendingPathComponent("com-netease-cloudmusic-widget-daily")
        let stale = folder.appendingPathComponent("widget.iPhoneSE3-systemMedium-light-entry0.png")
        let staleJSON = folder.appendingPathComponent("widget.iPhoneSE3-systemMedium-light-entry0.json")
        let foreign = folder.appendingPathComponent("widget.iPhoneSE3-systemLarge-light-entry0.png")
        try Self.write(Self.widgetShotPNG(), stale)
        try Self.write(Data("{}".utf8), staleJSON)
        try Self.write(Self.foreignPNG(), foreign)
        #expect(DemoTool.run(["snapshots", "prune"] + args) == 0)
        #expect(!Self.exists(stale) && !Self.exists(staleJSON))
        #expect(Self.exists(foreign), "a PNG WidgetShot did not write is never deleted")
        #expect(Self.exists(folder.appendingPathComponent("widget.iPhoneSE3-systemSmall-light-entry0.png")))
    }

    @Test("2: a filtered prune only considers goldens inside the filter")
    func filteredPrune() throws {
        let base = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("Snapshots/widgetshot")
        let common = ["--appearances", "light", "--families", "systemSmall", "--root", root.path, "--artefacts", base.appendingPathComponent("art").path]
        #expect(RecordMode.ignoringEnvironment {
            DemoTool.run(["snapshots", "check", "--record", "missing", "--widgets", "\(Self.daily),\(Self.flight)", "--devices", "iPhoneSE3,iPhone16Pro"] + common)
        } == 0)
        func goldens() -> [String] {
            (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".png") }.sorted()
        }
        let before = goldens()
        #expect(before.count == 4)
        #expect(DemoTool.run(["snapshots", "prune", "--widgets", "daily", "--devices", "iPhoneSE3"] + common) == 0)
        #expect(goldens() == before, "goldens of other widgets and devices survive a filtered prune")
    }

    @Test("2: a prune after a run where variants failed refuses and deletes nothing")
    func pruneAfterFailures() throws {
        let base = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("Snapshots/widgetshot")
        let stale = root.appendingPathComponent("broken/widget.iPhoneSE3-systemSmall-light-entry0.png")
        try Self.write(Self.widgetShotPNG(), stale)
        let args = ["--devices", "iPhoneSE3", "--appearances", "light", "--root", root.path, "--artefacts", base.appendingPathComponent("art").path]
        #expect(RecordMode.ignoringEnvironment { MixedTool.run(["snapshots", "prune", "--record", "missing"] + args) } != 0)
        #expect(Self.exists(stale))
    }

    // MARK: 3: render -o

    @Test("3: render -o refuses a FIFO and leaves it in place; a trailing slash means a folder")
    func renderTargets() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(DemoTool.run(["render", "--widget", Self.daily, "--device", "iPhoneSE3", "-o", fifo.path]) != 0)
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO is still a FIFO")
        do {
            try AtomicFile.write(Data("x".utf8), to: fifo)
            Issue.record("writing over a FIFO must throw")
        } catch {
            #expect("\(error)".contains("not a regular file"), "\(error)")
        }
        let dir = folder.appendingPathComponent("newdir")
        #expect(DemoTool.run(["render", "--widget", Self.daily, "--device", "iPhoneSE3", "-o", dir.path + "/"]) == 0)
        var isDir: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDir) && isDir.boolValue)
        #expect(Self.exists(dir.appendingPathComponent("com-netease-cloudmusic-widget-daily.iPhoneSE3.systemSmall.light.entry0.png")))
    }

    // MARK: 5: diff

    @Test("5: diff compares folders recursively by relative path; one-sided files fail; empty folders are an error")
    func diffFolders() throws {
        let base = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let a = base.appendingPathComponent("A"), b = base.appendingPathComponent("B")
        let png = Self.widgetShotPNG()
        let other = RasterImage(width: 2, height: 2, stride: 8, scale: 1, bytes: [UInt8](repeating: 0, count: 16)).pngData()
        try FileManager.default.createDirectory(at: a, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: b, withIntermediateDirectories: true)
        #expect(DemoTool.run(["diff", a.path, b.path, "-o", base.appendingPathComponent("o0").path]) != 0, "zero files compared is an error")
        try Self.write(png, a.appendingPathComponent("Snapshots/S/x.png"))
        try Self.write(png, b.appendingPathComponent("Snapshots/S/x.png"))
        #expect(DemoTool.run(["diff", a.path, b.path, "-o", base.appendingPathComponent("o1").path]) == 0)
        #expect(try DiffCommand.pairs(a, b, excluding: nil).map(\.name) == ["Snapshots/S/x.png"])
        try Self.write(other, b.appendingPathComponent("Snapshots/S/x.png"))
        #expect(DemoTool.run(["diff", a.path, b.path, "-o", base.appendingPathComponent("o2").path]) == 1)
        #expect(Self.exists(base.appendingPathComponent("o2/Snapshots/S/x.diff.png")))
        try Self.write(png, b.appendingPathComponent("Snapshots/S/x.png"))
        try Self.write(png, a.appendingPathComponent("only-a.png"))
        #expect(DemoTool.run(["diff", a.path, b.path, "-o", base.appendingPathComponent("o3").path]) == 1, "a file on one side only fails")
    }

    @Test("5: diff never reads from its output folder")
    func diffOutputInsideInput() throws {
        let base = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let a = base.appendingPathComponent("A"), b = base.appendingPathComponent("B")
        try Self.write(Self.widgetShotPNG(), a.appendingPathComponent("x.png"))
        try Self.write(Self.widgetShotPNG(), b.appendingPathComponent("x.png"))
        // `-o A` would write into an input and read its own outputs the next time: refused.
        #expect(DemoTool.run(["diff", a.path, b.path, "-o", a.path]) != 0)
        #expect(DemoTool.run(["diff", a.path, b.path, "-o", a.path]) != 0)
        #expect(!Self.exists(a.appendingPathComponent("report.html")))
        // An output folder inside an input is skipped when comparing.
        let out = a.appendingPathComponent("diffs")
        try Self.write(Self.widgetShotPNG(), out.appendingPathComponent("old.diff.png"))
        #expect(DemoTool.run(["diff", a.path, b.path, "-o", out.path]) == 0)
        #expect(try DiffCommand.pairs(a, b, excluding: out).map(\.name) == ["x.png"])
    }

    // MARK: 8: CLI numbers

    @Test("8: timeline --frame-duration nan (or ∞, negative) is rejected before any file is written")
    func frameDuration() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        for value in ["nan", "inf", "-1", "1e300"] {
            #expect(DemoTool.run(["timeline", "--widget", Self.daily, "--device", "iPhoneSE3", "-o", out.path, "--frame-duration", value]) != 0, "\(value)")
            #expect(!Self.exists(out), "nothing is written for \(value)")
        }
    }

    // MARK: 11: --entries

    static func entriesJSON(count: Int, title: String = "t") -> Data {
        let one = #"{"date": "2026-11-21T09:00:00Z", "title": "\#(title)", "subtitle": "s", "coverImageName": "x"}"#
        return Data(("[" + Array(repeating: one, count: count).joined(separator: ",") + "]").utf8)
    }

    @Test("11: render --entries with many entries renders only the chosen one")
    func entriesOnlySelected() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("entries.json")
        try Self.entriesJSON(count: 2_000).write(to: file)
        #expect(DemoTool.run(["render", "--widget", Self.daily, "--device", "iPhoneSE3", "--entries", file.path, "--entry", "3",
                              "-o", folder.appendingPathComponent("one.png").path]) == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("one.png").path))
        #expect(DemoTool.run(["render", "--widget", Self.daily, "--entries", file.path, "--entry", "2000", "-o", folder.appendingPathComponent("x.png").path]) != 0)
    }

    @Test("11: absurd entries files are refused with a message naming the limit")
    func entriesLimits() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let definition = try CLIContext(widgets: DemoWidgetBundle().widgets, assetCatalogs: []).widget(Self.daily)
        let many = folder.appendingPathComponent("many.json")
        try Self.entriesJSON(count: EntriesFile.maxEntries + 1).write(to: many)
        #expect(throws: (any Error).self) { _ = try EntriesFile.load(many.path, for: definition) }
        let big = folder.appendingPathComponent("big.json")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(EntriesFile.maxBytes + 1))
        try handle.close()
        do {
            _ = try EntriesFile.load(big.path, for: definition)
            Issue.record("must throw")
        } catch {
            #expect("\(error)".contains("limit"), "\(error)")
        }
    }

    // MARK: 13, 14

    @Test("13: when the index cannot be written the failure summary is still printed")
    func summaryAlwaysPrinted() throws {
        let out = temporaryFolder()
        try FileManager.default.createDirectory(at: out.appendingPathComponent("index.html/blocker"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        var code: Int32 = 0
        let stderr = try captureStandardError {
            code = MixedTool.run(["gallery", "--devices", "iPhoneSE3", "--appearances", "light", "--output", out.path, "--quiet"])
        }
        #expect(code != 0)
        #expect(stderr.contains("3 variant(s) failed") && stderr.contains("broken iPhoneSE3"), "\(stderr)")
        #expect(stderr.contains("index.html"), "the index error is reported too: \(stderr)")
    }

    @Test("14: --jobs 0, --entry with --date, an empty gallery and diff --share 2 are errors")
    func options() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(DemoTool.run(["gallery", "--widgets", Self.daily, "--devices", "iPhoneSE3", "--appearances", "light", "--jobs", "0", "-o", out.path, "--quiet"]) != 0)
        #expect(DemoTool.run(["gallery", "--widgets", Self.daily, "--devices", "iPhoneSE3", "--appearances", "light", "--jobs", "-3", "-o", out.path, "--quiet"]) != 0)
        #expect(DemoTool.run(["gallery", "--widgets", Self.daily, "--devices", "iPhoneSE3", "--appearances", "light", "--jobs", "100000", "-o", out.path, "--quiet"]) == 0)
        #expect(DemoTool.run(["render", "--widget", Self.daily, "--entry", "1", "--date", "2026-11-21T09:00:00Z", "-o", out.appendingPathComponent("x.png").path]) != 0)
        let stderr = try captureStandardError {
            #expect(DemoTool.run(["gallery", "--widgets", Self.daily, "--families", "systemLarge", "-o", out.appendingPathComponent("none").path, "--quiet"]) != 0)
        }
        #expect(stderr.contains("0 variants") && stderr.contains("systemLarge"), "\(stderr)")
        let png = out.appendingPathComponent("a.png")
        try Self.write(Self.widgetShotPNG(), png)
        #expect(DemoTool.run(["diff", png.path, png.path, "--share", "2", "-o", out.appendingPathComponent("d").path]) != 0)
        #expect(DemoTool.run(["diff", png.path, png.path, "--delta-e", "nan", "-o", out.appendingPathComponent("d").path]) != 0)
    }
}

/// Runs `body` with file descriptor 2 redirected to a file; returns what was written.
func captureStandardError(_ body: () throws -> Void) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-stderr-\(getpid())-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    let saved = dup(2), fd = open(file.path, O_WRONLY)
    dup2(fd, 2)
    close(fd)
    defer { dup2(saved, 2); close(saved) }
    try body()
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
}
