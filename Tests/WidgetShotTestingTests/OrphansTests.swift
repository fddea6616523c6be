import Foundation
import Testing
@testable import WidgetShotSnapshotCore
@testable import WidgetShotTesting

@Suite struct OrphansTests {
    /// A goldens folder in /tmp with two suites: kept/used goldens, an orphan with its JSON twin,
    /// a nested orphan without one, a non-PNG file and a hidden folder.
    func makeGoldens() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-orphans-\(UUID().uuidString)/Snapshots")
        let files = ["A/used.png", "A/used.json", "A/gone.png", "A/gone.json", "B/deep/old.png", "B/kept.png", "B/notes.txt", ".hidden/x.png"]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // PNGs as WidgetShot records them (only those are ever orphans).
            try (url.pathExtension == "png" ? HardeningSnapshotTests.image().pngData() : Data("x".utf8)).write(to: url)
        }
        return root
    }

    @Test func findsUntouchedGoldensWithTheirGeometryTwins() throws {
        let root = try makeGoldens()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let touched: Set<String> = [root.appendingPathComponent("A/used.png").path, root.path + "/B/./deep/../kept.png"]
        let orphans = try Orphans.find(root: root, touched: touched)
        #expect(orphans.map { String($0.path.dropFirst(root.path.count + 1)) } == ["A/gone.json", "A/gone.png", "B/deep/old.png"])
    }

    @Test func prunesThemAndKeepsTheRest() throws {
        let root = try makeGoldens()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let touched: Set<String> = [root.appendingPathComponent("A/used.png").path, root.appendingPathComponent("B/kept.png").path]
        let orphans = try Orphans.find(root: root, touched: touched)
        #expect(try Orphans.prune(orphans) == 3)
        for gone in ["A/gone.png", "A/gone.json", "B/deep/old.png"] {
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(gone).path))
        }
        for kept in ["A/used.png", "A/used.json", "B/kept.png", "B/notes.txt", ".hidden/x.png"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(kept).path))
        }
        #expect(try Orphans.find(root: root, touched: touched).isEmpty)
        #expect(try Orphans.prune(orphans) == 0)
    }

    @Test func everythingIsAnOrphanWhenNothingWasTouchedAndAMissingRootHasNone() throws {
        let root = try makeGoldens()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        #expect(try Orphans.find(root: root, touched: []).count == 6)
        #expect(try Orphans.find(root: root.appendingPathComponent("nope"), touched: []).isEmpty)
    }

    @Test func ledgerConvenienceUsesTouchedGoldens() throws {
        let root = try makeGoldens()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let ledger = SnapshotLedger()
        ledger.add(ReportEntry(name: "A/used", status: .passed, golden: root.appendingPathComponent("A/used.png").path))
        ledger.add(ReportEntry(name: "B/kept", status: .failed, golden: root.appendingPathComponent("B/kept.png").path))
        let orphans = try Orphans.find(root: root, ledger: ledger)
        #expect(orphans.map(\.lastPathComponent) == ["gone.json", "gone.png", "old.png"])
    }
}
