import Foundation
import Testing
import WidgetShotTesting

private let viewRenderer = try! ViewRenderer()
private let lock = NSLock()

private func render<V: View>(_ view: V, size: CGSize = CGSize(width: 60, height: 40)) throws -> RenderResult {
    lock.lock()
    defer { lock.unlock() }
    return try viewRenderer.render(view, size: size, scale: 2)
}

/// A card whose title can be moved down by `shift` points.
private func card(shift: CGFloat = 0) -> some View {
    ZStack(alignment: .topLeading) {
        Color.white
        Text("Daily").font(.system(size: 10)).accessibilityIdentifier("title").offset(y: 8 + shift).padding(.leading, 6)
    }
}

private func temporaryRoot(_ name: String = #function) throws -> (SnapshotConfiguration, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-verify-\(name.filter(\.isLetter))-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return (SnapshotConfiguration(root: root.appendingPathComponent("goldens"), artefacts: root.appendingPathComponent("artefacts")), root)
}

@Suite struct SnapshotVerifierTests {
    func verify(_ r: RenderResult, _ config: SnapshotConfiguration, record: RecordMode? = nil, tolerance: DiffTolerance? = nil) -> SnapshotOutcome {
        // These tests record into temporary folders on purpose, whatever WIDGETSHOT_RECORD says.
        RecordMode.ignoringEnvironment {
            SnapshotVerifier.verify(image: r.image, tree: r.tree, suite: "Suite", test: "card", variant: "v", configuration: config,
                                    record: record ?? config.record, tolerance: tolerance)
        }
    }

    @Test("record modes: missing writes once, never writes nothing, all overwrites, failed rewrites only on mismatch")
    func recordModes() throws {
        let (config, root) = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = root.appendingPathComponent("goldens/Suite/card.v.png")
        let a = try render(card()), b = try render(card(shift: 1))
        // never: a missing golden fails and nothing is written.
        #expect(verify(a, config, record: .never).message?.contains("no golden") == true)
        #expect(!FileManager.default.fileExists(atPath: golden.path))
        // missing: records (and says so), then passes.
        #expect(verify(a, config, record: .missing).message?.contains("recorded a new golden") == true)
        #expect(FileManager.default.fileExists(atPath: golden.path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("goldens/Suite/card.v.json").path))
        #expect(verify(a, config, record: .missing) == .passed)
        let original = try Data(contentsOf: golden)
        // missing and never never touch an existing golden, even on mismatch.
        if case .failed = verify(b, config, record: .missing) {} else { Issue.record("expected a failure") }
        if case .failed = verify(b, config, record: .never) {} else { Issue.record("expected a failure") }
        #expect(try Data(contentsOf: golden) == original)
        // failed: rewrites on mismatch (and still fails), leaves matches alone.
        #expect(verify(b, config, record: .failed).message?.contains("rewritten") == true)
        #expect(verify(b, config, record: .failed) == .passed)
        // all: always writes.
        #expect(verify(a, config, record: .all).message?.contains("recorded") == true)
        #expect(try Data(contentsOf: golden) == original)
    }

    @Test("a 1-pt move fails with a diff image, a side-by-side strip and a 'moved' message")
    func onePointMove() throws {
        let (config, root) = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = verify(try render(card()), config, record: .missing)
        let outcome = verify(try render(card(shift: 1)), config, record: .never)
        let message = try #require(outcome.message)
        #expect(message.contains("pixels differ"))
        #expect(message.contains("moved from (6, 8) to (6, 9)"), "\(message)")
        let artefacts = root.appendingPathComponent("artefacts/Suite.card.v")
        for file in ["expected.png", "actual.png", "diff.png", "side-by-side.png"] {
            #expect(FileManager.default.fileExists(atPath: artefacts.appendingPathComponent(file).path), "\(file)")
        }
        let diff = try RasterImage(pngData: Data(contentsOf: artefacts.appendingPathComponent("diff.png")))
        #expect(diff.width == 120 && diff.height == 80)
        var red = 0
        for y in 0..<diff.height { for x in 0..<diff.width { let p = diff.pixel(x: x, y: y); if p.r == 255 && p.g == 0 && p.b == 0 { red += 1 } } }
        #expect(red > 20)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("artefacts/report.html").path))
    }

    @Test("a golden rendered with other fonts or libraries is reported as such before pixel talk")
    func fingerprintMismatch() throws {
        let (config, root) = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        var old = try render(card(shift: 2)).image
        old.metadata["WidgetShot-Fingerprint"] = "fonts=0000;cairo=1.0"
        let golden = root.appendingPathComponent("goldens/Suite/card.v.png")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try old.writePNG(to: golden)
        let message = try #require(verify(try render(card()), config, record: .never).message)
        let fontsLine = try #require(message.range(of: "rendered with different fonts/libraries"))
        let pixelsLine = try #require(message.range(of: "pixels differ"))
        #expect(fontsLine.lowerBound < pixelsLine.lowerBound)
    }

    @Test("bad goldens and an unwritable artefacts folder are clear failures, never a rewrite")
    func badInput() throws {
        let (config, root) = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = root.appendingPathComponent("goldens/Suite/card.v.png")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: golden)
        let image = try render(card())
        #expect(verify(image, config, record: .never).message?.contains("cannot be read") == true)
        #expect(try Data(contentsOf: golden) == Data("not a png".utf8))
        // A golden of another size.
        try render(card(), size: CGSize(width: 30, height: 30)).image.writePNG(to: golden)
        let sizeMessage = try #require(verify(image, config, record: .missing).message)
        #expect(sizeMessage.contains("size"), "\(sizeMessage)")
        // Artefacts folder is a file: the failure says so and still reports the mismatch.
        var blocked = config
        blocked.artefacts = root.appendingPathComponent("blocked")
        try Data().write(to: root.appendingPathComponent("blocked"))
        let blockedMessage = try #require(verify(image, blocked, record: .never).message)
        #expect(blockedMessage.contains("could not write failure artefacts"), "\(blockedMessage)")
    }

    @Test("variant and test names never contain path separators or '..'")
    func safeNames() throws {
        let (config, root) = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try render(card())
        _ = RecordMode.ignoringEnvironment {
            SnapshotVerifier.verify(image: r.image, tree: nil, suite: "../../etc", test: "a/b", variant: "../x y", configuration: config, record: .missing)
        }
        let written = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("goldens").path)
        #expect(written.allSatisfy { !$0.contains("..") })
        #expect(written.contains("etc/a-b.x-y.png"))
    }
}
