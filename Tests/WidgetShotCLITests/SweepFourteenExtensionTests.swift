import Foundation
import Testing
import WidgetShotTesting
@testable import WidgetShotCLI

/// sweep-14's extension fixture built unedited: `Fixtures/SweepFourteenNamedColorExtension`, whose
/// provider reads `UIColor(named: "widgetTeal")` (an "Any, Light, Dark" colour set of the
/// extension's catalog) in a stored property, before anything renders — davidalbers/whitenoise-ios
/// drew black (the fallback) because the catalogs were registered only after the bundle was built.
@Suite(.serialized)
struct SweepFourteenExtensionTests {
    @Test(.enabled(if: ExtensionBuildTests.enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func aProviderReadsItsCatalogColourBeforeAnythingRenders() throws {
        let folder = ExtensionBuildTests.fixtures.appendingPathComponent("SweepFourteenNamedColorExtension").path
        let out = try ExtensionBuildTests.temporaryFolder("named-colour")
        defer { try? FileManager.default.removeItem(at: out) }
        for (appearance, expected) in [("light", (r: 0, g: 128, b: 153)), ("dark", (r: 0, g: 64, b: 77))] {
            let png = out.appendingPathComponent("\(appearance).png")
            let run = try ExtensionBuildTests.widgetshot(["render", "--extension", folder, "--widget", "Noise", "--family", "systemSmall",
                                                          "--device", "iPhoneSE3", "--appearance", appearance, "-o", png.path])
            try #require(run.status == 0, "\(run.log.joined(separator: "\n"))\n\(run.output)")
            // Top-left of the widget, inside the container background (the text sits bottom-left).
            let p = try RasterImage(pngData: Data(contentsOf: png)).pixel(x: 60, y: 60)
            #expect(abs(Int(p.r) - expected.r) <= 2 && abs(Int(p.g) - expected.g) <= 2 && abs(Int(p.b) - expected.b) <= 2, "\(appearance): \(p)")
        }
    }
}
