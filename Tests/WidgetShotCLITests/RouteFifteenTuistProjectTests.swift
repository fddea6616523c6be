import Foundation
import Testing

/// Issue 20: `--project` on a Tuist project folder (no generated .xcodeproj) builds its widget
/// extension, with the framework target it depends on, from what `Project.swift` and its helper describe.
@Suite struct RouteFifteenTuistProjectTests {
    @Test(.enabled(if: ExtensionBuildTests.enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func aTuistProjectsWidgetRenders() throws {
        let fixture = ExtensionBuildTests.fixtures.appendingPathComponent("RouteFifteenTuistApp")
        let run = try ExtensionBuildTests.widgetshot(["geometry", "--project", fixture.path, "--widget", "Tally", "--family", "systemSmall"])
        try #require(run.status == 0, "geometry failed:\n\(run.log.joined(separator: "\n"))\n\(run.output)")
        #expect(run.output.contains("Tally 3 of 8"), "\(run.output)")
    }
}
