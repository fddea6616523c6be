import Foundation
import Testing
@testable import WidgetShotCLI

/// A watchOS widget target (`Fixtures/WatchFaceApp`, XcodeGen `platform: watchOS`) built through
/// the shared cache: `import WatchKit` compiles (WidgetShotWatchKit), `WKInterfaceDevice` answers
/// for the rendered watch, and with no `--devices` its widgets render on Apple Watches — the
/// corner complication too; a widget that names no families renders in every watch family.
extension ExtensionBuildTests {
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func aWatchTargetRendersOnAppleWatchesWithWatchKit() throws {
        let project = Self.fixtures.appendingPathComponent("WatchFaceApp/project.yml")
        let geometry = try Self.widgetshot(["geometry", "--project", project.path, "--widget", "Water", "--family", "accessoryRectangular",
                                            "--appearance", "dark"])
        try #require(geometry.status == 0, "geometry failed:\n\(geometry.log.joined(separator: "\n"))\n\(geometry.output)")
        // The default single device of a watch target is the 45 mm watch: 198 pt wide.
        #expect(geometry.output.contains("screen 198 pt"), "\(geometry.output)")
        #expect(geometry.output.contains("watchOS background"), "\(geometry.output)")

        let out = try Self.temporaryFolder("watch-gallery")
        defer { try? FileManager.default.removeItem(at: out) }
        let gallery = try Self.widgetshot(["gallery", "--project", project.path, "-o", out.path, "--appearances", "dark"])
        try #require(gallery.status == 0, "gallery failed:\n\(gallery.log.joined(separator: "\n"))\n\(gallery.output)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" }.sorted()
        var expected: [String] = []
        for device in ["appleWatch40mm", "appleWatch45mm", "appleWatchUltra"] {
            for family in ["accessoryCorner", "accessoryRectangular"] { expected.append("Water.\(device).\(family).dark.entry0.png") }
            for family in ["accessoryCircular", "accessoryCorner", "accessoryInline", "accessoryRectangular"] {
                expected.append("Steps.\(device).\(family).dark.entry0.png")
            }
        }
        #expect(pngs == expected.sorted(), "\(pngs)")
    }
}
