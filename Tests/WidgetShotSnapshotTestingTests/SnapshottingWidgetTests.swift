import Foundation
import SnapshotTesting
import Testing
import WidgetShotSnapshotTesting
import WidgetShotTesting

private func card(_ title: String) -> some View {
    HStack(spacing: 4) {
        Color.orange.frame(width: 20, height: 20)
        Text(title).font(.system(size: 12))
    }
    .frame(width: 100, height: 50)
    .background(Color.white)
}

private let size = CGSize(width: 100, height: 50)

@Suite(.serialized) struct SnapshottingWidgetTests {
    /// `verifySnapshot` with a fresh `snapshotDirectory` under /tmp: record, match, mismatch.
    @Test func recordsVerifiesAndDetectsChanges() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-sst-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }

        let recorded = verifySnapshot(of: card("Daily"), as: .widget(size: size, scale: 1), named: "card", record: .all, snapshotDirectory: directory.path)
        #expect(recorded?.contains("Record mode is on") == true)
        let data = try #require(FileManager.default.contents(atPath: directory.appendingPathComponent("recordsVerifiesAndDetectsChanges.card.png").path))
        let image = try RasterImage(pngData: data)
        #expect(image.width == 100 && image.height == 50)

        #expect(verifySnapshot(of: card("Daily"), as: .widget(size: size, scale: 1), named: "card", record: .never, snapshotDirectory: directory.path) == nil)

        let failure = verifySnapshot(of: card("Weekly"), as: .widget(size: size, scale: 1), named: "card", record: .never, snapshotDirectory: directory.path)
        #expect(failure?.contains("does not match") == true, "\(failure ?? "nil")")
    }

    /// `assertSnapshot` itself: it has no `snapshotDirectory:`, so `file:` points at a folder in /tmp
    /// (references go to `/tmp/widgetshot-sst-assert/__Snapshots__/SnapshottingWidgetTests/`).
    @Test func assertSnapshotRecordsThenPasses() throws {
        let folder = URL(fileURLWithPath: "/tmp/widgetshot-sst-assert")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }

        // Recording always fails the assertion ("turn record mode off and re-run"): a known issue.
        withKnownIssue {
            SnapshotTesting.assertSnapshot(of: card("Daily"), as: .widget(size: size, scale: 1), named: "card", record: .all,
                                           file: "/tmp/widgetshot-sst-assert/SnapshottingWidgetTests.swift")
        }
        SnapshotTesting.assertSnapshot(of: card("Daily"), as: .widget(size: size, scale: 1), named: "card", record: .never,
                                       file: "/tmp/widgetshot-sst-assert/SnapshottingWidgetTests.swift")
        #expect(FileManager.default.fileExists(atPath: "/tmp/widgetshot-sst-assert/__Snapshots__/SnapshottingWidgetTests/assertSnapshotRecordsThenPasses.card.png"))
    }
}
