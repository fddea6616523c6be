import Foundation
import WidgetShot
import WidgetShotTesting
@testable import WidgetShotCLI

/// A failed snapshot run on disk for the review tests: two widgets × two families whose goldens
/// (gray) differ from the kept new images (blue), and `report.json` listing them.
struct ReviewFixture {
    let folder: URL
    var root: URL { folder.appendingPathComponent("Snapshots") }
    var artefacts: URL { folder.appendingPathComponent("art") }
    static let names = ["Steps/widget.iPhone16-systemMedium-light-entry0", "Steps/widget.iPhone16-systemSmall-light-entry0",
                        "Weather/widget.iPhone16-systemMedium-light-entry0", "Weather/widget.iPhone16-systemSmall-light-entry0"]

    static func image(_ b: UInt8, _ g: UInt8, _ r: UInt8) -> RasterImage {
        RasterImage(width: 24, height: 24, stride: 96, scale: 1, bytes: (0..<576).flatMap { _ in [b, g, r, 255] })
    }
    static let goldenPNG = image(140, 140, 140).pngData(), newPNG = image(220, 80, 20).pngData()

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-cli-\(UUID().uuidString)")
        var entries: [ReportEntry] = []
        for name in Self.names {
            let golden = root.appendingPathComponent(name + ".png")
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.goldenPNG.write(to: golden)
            let kept = artefacts.appendingPathComponent(name.replacingOccurrences(of: "/", with: "."))
            try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
            try Self.newPNG.write(to: kept.appendingPathComponent("actual.png"))
            try Self.newPNG.write(to: kept.appendingPathComponent("diff.png"))
            entries.append(ReportEntry(name: name, status: .failed, golden: golden.path, actual: kept.appendingPathComponent("actual.png").path,
                                       diff: kept.appendingPathComponent("diff.png").path,
                                       message: "\(name) does not match its golden:\n  576 of 576 pixels differ (100.00 %)\n  Text \"12,345\" moved from (14, 98) to (14, 102)"))
        }
        try ReportManifest(snapshotsRoot: root.path, entries: entries).write(to: artefacts)
    }

    func golden(_ name: String) throws -> Data { try Data(contentsOf: root.appendingPathComponent(name + ".png")) }
    func remove() { try? FileManager.default.removeItem(at: folder) }
}
