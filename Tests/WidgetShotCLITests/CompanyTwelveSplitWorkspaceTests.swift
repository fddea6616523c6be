import Foundation
import Testing

/// `Fixtures/Projects/SplitWorkspace` (a workspace of two projects) builds unedited and renders:
/// the widget links `Core.framework` from the shared build folder, built from the sibling
/// `Core.xcodeproj` with its own dependency `CoreUnits`; the second widget reaches Core as a
/// sub-project. The widget's `Forecast` is Core's: WeatherKit's `Forecast` is not imported by
/// `import SwiftUI`/`import WidgetKit` (it was ambiguous while WidgetShotSDK re-exported WeatherKit).
extension ExtensionBuildTests {
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func companyTwelveWorkspaceSiblingFrameworkRenders() throws {
        let workspace = Self.projectFixtures.appendingPathComponent("SplitWorkspace/Split.xcworkspace")
        let geometry = try Self.widgetshot(["geometry", "--project", workspace.path, "--target", "ForecastWidget", "--widget", "Forecast", "--family", "systemSmall"])
        try #require(geometry.status == 0, "geometry failed:\n\(geometry.log.joined(separator: "\n"))\n\(geometry.output)")
        // The place from Core, the labels from CoreUnits' `Temperature.label`.
        for text in ["Lisbon", "21° / 14°"] { #expect(geometry.output.contains(text), "\(text) in \(geometry.output)") }

        let out = try Self.temporaryFolder("company-twelve-split")
        defer { try? FileManager.default.removeItem(at: out) }
        let gallery = try Self.widgetshot(["gallery", "--project", workspace.path, "--target", "ForecastSubprojectWidget", "-o", out.path,
                                           "--appearances", "light", "--devices", "iPhone16Pro"])
        try #require(gallery.status == 0, "gallery failed:\n\(gallery.log.joined(separator: "\n"))\n\(gallery.output)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" }
        #expect(pngs == ["Forecast.iPhone16Pro.systemSmall.light.entry0.png"], "\(pngs)")
    }
}
