import Foundation
import Testing

/// Issue 20 (instructure/canvas-ios): an unedited extension importing PDFKit builds, and its
/// provider reads a real PDF as on a device — page count, the first page's media box and text —
/// and draws the page's thumbnail (as Canvas's `FilePreviewProvider.pdf()` does).
@Suite struct RouteFifteenPDFExtensionTests {
    @Test(.enabled(if: ExtensionBuildTests.enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func aPDFKitWidgetReadsItsHandout() throws {
        let fixture = ExtensionBuildTests.fixtures.appendingPathComponent("RouteFifteenPDFExtension")
        let run = try ExtensionBuildTests.widgetshot(["geometry", "--extension", fixture.path, "--widget", "Handout", "--family", "systemMedium"])
        try #require(run.status == 0, "geometry failed:\n\(run.log.joined(separator: "\n"))\n\(run.output)")
        #expect(run.output.contains("2 pages · 612×792 · Week 3 reading"), "\(run.output)")
        // The thumbnail (612 × 792 / 6 points) is laid out beside the text.
        #expect(run.output.contains("102") && run.output.contains("132"), "\(run.output)")
    }
}
