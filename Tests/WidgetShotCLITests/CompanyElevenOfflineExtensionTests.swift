import Foundation
import Testing

/// Issue 20 (BlueWallet): an unedited extension sees one offline device — its path monitor is
/// unsatisfied, reachability says not reachable, and a `URLSession` of its own configuration
/// (rewritten by the extension build) and `URLSession.shared`, kept from the moment the bundle was
/// built, fail with −1009 at once, not after a timeout.
@Suite struct CompanyElevenOfflineExtensionTests {
    @Test(.enabled(if: ExtensionBuildTests.enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func anExtensionSeesOneOfflineDevice() throws {
        let fixture = ExtensionBuildTests.fixtures.appendingPathComponent("CompanyElevenOfflineExtension")
        let run = try ExtensionBuildTests.widgetshot(["geometry", "--extension", fixture.path, "--widget", "Quote", "--family", "systemMedium"])
        try #require(run.status == 0, "geometry failed:\n\(run.log.joined(separator: "\n"))\n\(run.output)")
        #expect(run.output.contains("path offline · reachable false · session -1009 · shared -1009"), "\(run.output)")
    }
}
