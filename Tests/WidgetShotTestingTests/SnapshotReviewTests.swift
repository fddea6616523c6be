import Foundation
import Testing
import WidgetShot
@testable import WidgetShotSnapshotCore
@testable import WidgetShotTesting

/// `SnapshotReview`: accepting writes only listed snapshots, only inside the Snapshots root.
@Suite struct SnapshotReviewTests {
    /// A 4×4 opaque gray image (BGRA bytes, as Cairo's ARGB32 on little-endian).
    static func image(_ gray: UInt8) -> RasterImage {
        RasterImage(width: 4, height: 4, stride: 16, scale: 1, bytes: (0..<16).flatMap { _ in [gray, gray, gray, 255] })
    }

    /// A run with failures: `<tmp>/Snapshots` (goldens), `<tmp>/art` (artefacts and report.json).
    struct Run {
        let folder: URL
        var root: URL { folder.appendingPathComponent("Snapshots") }
        var artefacts: URL { folder.appendingPathComponent("art") }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        func png(_ gray: UInt8) throws -> Data { SnapshotReviewTests.image(gray).pngData() }

        /// A failed entry: golden (gray 10) at `golden`, new image (gray 200) kept in the artefacts.
        func failed(_ name: String, golden: URL, writeGolden: Bool = true) throws -> ReportEntry {
            if writeGolden {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try png(10).write(to: golden)
            }
            let kept = artefacts.appendingPathComponent(name.replacingOccurrences(of: "/", with: "."))
            try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
            try png(200).write(to: kept.appendingPathComponent("actual.png"))
            try Data("{\"tree\":1}".utf8).write(to: kept.appendingPathComponent("actual.json"))
            return ReportEntry(name: name, status: .failed, golden: golden.path, actual: kept.appendingPathComponent("actual.png").path,
                               message: "\(name) does not match its golden:\n  1 of 16 pixels differ")
        }

        func write(_ entries: [ReportEntry]) throws {
            try ReportManifest(snapshotsRoot: root.path, entries: entries).write(to: artefacts)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test("accept writes the new image and its tree over the golden, and logs it; reject leaves the golden")
    func acceptAndReject() throws {
        let run = try Run()
        defer { run.remove() }
        let a = run.root.appendingPathComponent("Weather/widget.iPhone16-systemSmall-light-entry0.png")
        let b = run.root.appendingPathComponent("Weather/widget.iPhone16-systemMedium-light-entry0.png")
        try run.write([try run.failed("Weather/widget.iPhone16-systemSmall-light-entry0", golden: a),
                       try run.failed("Weather/widget.iPhone16-systemMedium-light-entry0", golden: b)])
        let review = try SnapshotReview(artefacts: run.artefacts)
        #expect(review.items.map(\.family) == ["systemMedium", "systemSmall"])
        let small = try #require(review.items.first { $0.family == "systemSmall" })
        #expect(try review.accept(small.id).decision == .accepted)
        #expect(try Data(contentsOf: a) == (try run.png(200)))
        #expect(try String(contentsOf: a.deletingPathExtension().appendingPathExtension("json"), encoding: .utf8) == "{\"tree\":1}")
        let medium = try #require(review.items.first { $0.family == "systemMedium" })
        #expect(try review.reject(medium.id).decision == .rejected)
        #expect(try Data(contentsOf: b) == (try run.png(10)))
        // A review started again shows the decisions made about this report.
        #expect(try SnapshotReview(artefacts: run.artefacts).items.map(\.decision) == [.rejected, .accepted])
        let log = try String(contentsOf: run.artefacts.appendingPathComponent("review-log.jsonl"), encoding: .utf8)
        #expect(log.split(separator: "\n").count == 2 && log.contains("\"accepted\"") && log.contains("\"rejected\""))
    }

    @Test("accept all in a widget, or in one family of it")
    func acceptAll() throws {
        let run = try Run()
        defer { run.remove() }
        var entries: [ReportEntry] = []
        for suite in ["Weather", "Steps"] {
            for family in ["systemSmall", "systemMedium"] {
                let name = "\(suite)/widget.iPhone16-\(family)-light-entry0"
                entries.append(try run.failed(name, golden: run.root.appendingPathComponent(name + ".png")))
            }
        }
        try run.write(entries)
        let review = try SnapshotReview(artefacts: run.artefacts)
        #expect(try review.acceptAll(suite: "Steps", family: "systemSmall").map(\.name) == ["Steps/widget.iPhone16-systemSmall-light-entry0"])
        #expect(try review.acceptAll(suite: "Weather").count == 2)
        #expect(review.items.filter { $0.decision == .accepted }.count == 3)
        #expect(try Data(contentsOf: run.root.appendingPathComponent("Steps/widget.iPhone16-systemMedium-light-entry0.png")) == (try run.png(10)))
    }

    @Test("a new snapshot (no golden yet) is accepted into the root")
    func acceptNew() throws {
        let run = try Run()
        defer { run.remove() }
        try FileManager.default.createDirectory(at: run.root, withIntermediateDirectories: true)
        let golden = run.root.appendingPathComponent("Quote/widget.iPhone16-systemSmall-dark-entry0.png")
        try run.write([try run.failed("Quote/widget.iPhone16-systemSmall-dark-entry0", golden: golden, writeGolden: false)])
        let review = try SnapshotReview(artefacts: run.artefacts)
        #expect(review.items[0].hasGolden == false)
        try review.accept(0)
        #expect(try Data(contentsOf: golden) == (try run.png(200)))
    }

    @Test("a report that names goldens outside the Snapshots root, or images outside the artefacts, writes nothing")
    func refusesOutside() throws {
        let run = try Run()
        defer { run.remove() }
        let outside = run.folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: run.root, withIntermediateDirectories: true)
        // A folder inside the root that is a symbolic link to a folder outside it.
        try FileManager.default.createSymbolicLink(at: run.root.appendingPathComponent("escape"), withDestinationURL: outside)
        let victim = outside.appendingPathComponent("victim.png")
        var entries = [
            try run.failed("A/widget.x", golden: outside.appendingPathComponent("victim.png")),
            try run.failed("B/widget.x", golden: run.root.appendingPathComponent("escape/victim.png"), writeGolden: false),
            try run.failed("C/widget.x", golden: URL(fileURLWithPath: run.root.path + "/../outside/victim.png"), writeGolden: false),
            try run.failed("D/widget.x", golden: run.root.appendingPathComponent("D/not-an-image.txt"), writeGolden: false),
        ]
        // A kept image outside the artefacts folder.
        let foreign = outside.appendingPathComponent("foreign.png")
        try run.png(99).write(to: foreign)
        entries.append(ReportEntry(name: "E/widget.x", status: .failed, golden: run.root.appendingPathComponent("E/widget.x.png").path,
                                   actual: foreign.path, message: "x"))
        try run.write(entries)
        let before = try Data(contentsOf: victim)
        let review = try SnapshotReview(artefacts: run.artefacts)
        for item in review.items { #expect(throws: SnapshotReviewError.self) { try review.accept(item.id) } }
        #expect(throws: SnapshotReviewError.noSuchSnapshot(99)) { try review.accept(99) }
        #expect(try Data(contentsOf: victim) == before)
        #expect(!FileManager.default.fileExists(atPath: run.root.appendingPathComponent("E/widget.x.png").path))
        #expect(!FileManager.default.fileExists(atPath: run.root.appendingPathComponent("D/not-an-image.txt").path))
    }

    @Test("no report, an unreadable one or a missing root are clear errors")
    func badReports() throws {
        let run = try Run()
        defer { run.remove() }
        #expect(throws: ReportManifestError.self) { _ = try SnapshotReview(artefacts: run.artefacts) }
        try FileManager.default.createDirectory(at: run.artefacts, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: run.artefacts.appendingPathComponent("report.json"))
        #expect(throws: ReportManifestError.self) { _ = try SnapshotReview(artefacts: run.artefacts) }
        try run.write([])
        #expect(throws: SnapshotReviewError.snapshotsRootMissing(run.root.path)) { _ = try SnapshotReview(artefacts: run.artefacts) }
    }

    @Test("the verifier keeps the new image of a snapshot with no golden, and writes report.json")
    func verifierKeepsNewImages() throws {
        let run = try Run()
        defer { run.remove() }
        let image = Self.image(7)
        let configuration = SnapshotConfiguration(root: run.root, artefacts: run.artefacts, record: .never)
        let outcome = SnapshotVerifier.verify(image: image, tree: nil, suite: "ReviewSuite", test: "t", variant: "v", configuration: configuration, record: .never)
        guard case .failed = outcome else { Issue.record("expected a failure, got \(outcome)"); return }
        let manifest = try ReportManifest.read(from: run.artefacts)
        let entry = try #require(manifest.entries.first { $0.name.hasPrefix("ReviewSuite/") })
        #expect(entry.actual.map { FileManager.default.fileExists(atPath: $0) } == true)
        #expect(manifest.snapshotsRoot == run.root.standardizedFileURL.path)
    }
}
