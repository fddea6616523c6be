import DemoWidgets
import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

/// `widgetshot previews` over the demo gallery: the flight-status widget's `PreviewProvider`
/// (seed 004's `WidgetPreviews`) is found without registration and renders its three families.
@Suite(.serialized) struct PreviewsCommandTests {
    @Test func theFlightStatusPreviewProviderRendersItsThreeFamilies() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        // (All test targets share one test process, so other targets' providers are found too.)
        let code = DemoTool.run(["previews", "--filter", "WidgetPreviews", "--output", out.path])
        #expect(code == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == [
            "WidgetPreviews-1.iPhone16Pro.systemSmall.light.entry0.png",
            "WidgetPreviews-2.iPhone16Pro.systemMedium.light.entry0.png",
            "WidgetPreviews-3.iPhone16Pro.systemLarge.light.entry0.png",
            "index.html",
        ])
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("WidgetPreviews 2") && html.contains("systemMedium"))
        let medium = try RasterImage(pngData: Data(contentsOf: out.appendingPathComponent(files[1])))
        let size = try #require(Device.iPhone16Pro.widgetSize(for: .systemMedium))
        #expect(medium.width == Int(size.width * 3) && medium.height == Int(size.height * 3))
    }

    @Test func placesTheSystemNeverShowsAFamilyInAreSkippedNotFailed() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        // Home-screen families on the Lock Screen: skipped, as `gallery` skips them.
        let code = DemoTool.run(["previews", "--filter", "WidgetPreviews", "--appearances", "light,lockscreen", "--output", out.path])
        #expect(code == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files.count == 4 && files.allSatisfy { !$0.contains("lockscreen") })
    }

    @Test func aFilterThatMatchesNothingIsAnError() {
        #expect(DemoTool.run(["previews", "--filter", "no-such-preview", "--output", "/tmp/unused-\(UUID().uuidString)"]) != 0)
    }
}
