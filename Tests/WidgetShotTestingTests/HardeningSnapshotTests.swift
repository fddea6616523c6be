import Foundation
import Testing
@testable import WidgetShotSnapshotCore
@testable import WidgetShotTesting

/// Issue 12, items 4 and 6: the run's `never` wins, unknown record modes are errors, long names
/// get distinct, writable golden files.
@Suite struct HardeningSnapshotTests {
    static func image(_ value: UInt8 = 255) -> RasterImage {
        RasterImage(width: 2, height: 2, stride: 8, scale: 1, bytes: [UInt8](repeating: value, count: 16),
                    metadata: ["Software": "WidgetShot 0.1", "WidgetShot-Fingerprint": "test"])
    }

    static func temporaryRoot(_ name: String = #function) -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-hardening-\(name.filter(\.isLetter))-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        return root
    }

    @Test("4: WIDGETSHOT_RECORD=never wins over an assertion's record: .all and a suite's configuration")
    func neverWins() throws {
        let root = Self.temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = SnapshotConfiguration(root: root.appendingPathComponent("Snapshots"), artefacts: root.appendingPathComponent("art"), record: .all)
        let outcome = RecordMode.$environmentOverride.withValue(["WIDGETSHOT_RECORD": "never"]) {
            SnapshotVerifier.verify(image: Self.image(), tree: nil, suite: "S", test: "t", variant: "", configuration: config, record: .all)
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/S/t.png").path))
        if case .failed = outcome {} else { Issue.record("expected a failure, got \(outcome)") }
    }

    @Test("4: an unknown WIDGETSHOT_RECORD is an error naming the valid values, and nothing is written")
    func unknownMode() throws {
        let root = Self.temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = SnapshotConfiguration(root: root.appendingPathComponent("Snapshots"), artefacts: root.appendingPathComponent("art"))
        let outcome = RecordMode.$environmentOverride.withValue(["WIDGETSHOT_RECORD": "none"]) {
            SnapshotVerifier.verify(image: Self.image(), tree: nil, suite: "S", test: "t", variant: "", configuration: config)
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/S/t.png").path))
        let message = outcome.message ?? ""
        #expect(message.contains("none") && message.contains("missing, all, failed, never"), "\(message)")
        #expect(throws: RecordModeError.self) { _ = try RecordMode.resolve(explicit: nil, configured: .missing, environment: "none") }
        #expect(try RecordMode.resolve(explicit: .all, configured: .missing, environment: "NEVER") == .never)
        #expect(try RecordMode.resolve(explicit: .failed, configured: .missing, environment: "all") == .failed)
        #expect(try RecordMode.resolve(explicit: nil, configured: .missing, environment: "all") == .all)
        #expect(try RecordMode.resolve(explicit: nil, configured: .failed, environment: nil) == .failed)
        #expect(try RecordMode.resolve(explicit: nil, configured: .failed, environment: "") == .failed)
    }

    @Test("6: short golden names are unchanged")
    func shortNamesUnchanged() {
        #expect(SnapshotNames.golden(suite: "GallerySnapshotTests", test: "ctripFlight", variant: "iPhone16.systemMedium.dark.entry0")
            == "GallerySnapshotTests/ctripFlight.iPhone16-systemMedium-dark-entry0.png")
        #expect(SnapshotNames.golden(suite: "S", test: "card", variant: "") == "S/card.png")
    }

    @Test("6: long names fit a file name, keep a readable prefix and never share a file")
    func longNames() throws {
        let long = String(repeating: "a", count: 300), other = String(repeating: "a", count: 299) + "b"
        let cjk = String(repeating: "日", count: 120), cjk2 = String(repeating: "日", count: 119) + "月"
        let names = [
            SnapshotNames.golden(suite: "S", test: long, variant: long),
            SnapshotNames.golden(suite: "S", test: long, variant: other),
            SnapshotNames.golden(suite: "S", test: cjk, variant: ""),
            SnapshotNames.golden(suite: "S", test: cjk2, variant: ""),
            SnapshotNames.golden(suite: "S", test: cjk, variant: cjk),
            SnapshotNames.golden(suite: long, test: "t", variant: ""),
            SnapshotNames.golden(suite: other, test: "t", variant: ""),
        ]
        #expect(Set(names).count == names.count, "\(names)")
        for name in names {
            for part in name.split(separator: "/") { #expect(part.utf8.count <= 200, "\(part.utf8.count) bytes: \(part)") }
        }
        #expect(names[0].hasPrefix("S/aaaaaaaaaaaaaaaaaaaa") && names[2].hasPrefix("S/日日日日"))
        // Stable: the same name twice is the same file.
        #expect(SnapshotNames.golden(suite: "S", test: long, variant: long) == names[0])
        // And they can be recorded.
        let root = Self.temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = SnapshotConfiguration(root: root.appendingPathComponent("Snapshots"), artefacts: root.appendingPathComponent("art"), record: .missing)
        for (test, variant) in [(long, long), (long, other), (cjk, cjk)] {
            let outcome = RecordMode.ignoringEnvironment {
                SnapshotVerifier.verify(image: Self.image(), tree: nil, suite: "S", test: test, variant: variant, configuration: config, record: .missing)
            }
            #expect(outcome.message?.contains("recorded a new golden") == true, "\(outcome)")
        }
        let second = SnapshotVerifier.verify(image: Self.image(0), tree: nil, suite: "S", test: long, variant: other, configuration: config, record: .never)
        if case .failed = second {} else { Issue.record("a different image under a long name must fail") }
        #expect(SnapshotVerifier.verify(image: Self.image(), tree: nil, suite: "S", test: long, variant: long, configuration: config, record: .never) == .passed)
    }

    @Test("1: Orphans never lists files outside a Snapshots root or PNGs WidgetShot did not write")
    func orphansOwnOnly() throws {
        let base = Self.temporaryRoot()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project")
        let logo = project.appendingPathComponent("assets/logo.png")
        try FileManager.default.createDirectory(at: logo.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.image().pngData().write(to: logo)
        #expect(throws: OrphansError.self) { _ = try Orphans.find(root: project, touched: []) }
        let snapshots = project.appendingPathComponent("Snapshots/S")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try Self.image().pngData().write(to: snapshots.appendingPathComponent("old.png"))
        try RasterImage(width: 1, height: 1, stride: 4, scale: 1, bytes: [0, 0, 0, 255]).pngData().write(to: snapshots.appendingPathComponent("art.png"))
        let orphans = try Orphans.find(root: project.appendingPathComponent("Snapshots"), touched: [])
        #expect(orphans.map(\.lastPathComponent) == ["old.png"])
    }
}
