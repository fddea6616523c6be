import Foundation
import Testing
import WidgetShotBuild
@testable import WidgetShotCLI

/// sweep-13's fixtures built unedited: `Fixtures/SweepThirteenFamilyExtension` switches over
/// every iOS `WidgetFamily` with no `default` (a statement, an expression, a `@ViewBuilder`
/// body) and renders; `Fixtures/SweepThirteenOldFamilySwitch`, 2020 code naming only the three
/// iOS 14 families, stops with a note naming the families it lacks.
@Suite(.serialized)
struct SweepThirteenExtensionTests {
    @Test(.enabled(if: ExtensionBuildTests.enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func switchesOverEveryIOSFamilyCompileAndRender() throws {
        let folder = ExtensionBuildTests.fixtures.appendingPathComponent("SweepThirteenFamilyExtension").path
        let medium = try ExtensionBuildTests.widgetshot(["geometry", "--extension", folder, "--widget", "Tide", "--family", "systemMedium"])
        try #require(medium.status == 0, "geometry failed:\n\(medium.log.joined(separator: "\n"))\n\(medium.output)")
        #expect(medium.output.contains("High tide") && medium.output.contains("3 readings, 2.4 m"), "\(medium.output)")
        let lock = try ExtensionBuildTests.widgetshot(["geometry", "--extension", folder, "--widget", "Tide", "--family", "accessoryRectangular"])
        try #require(lock.status == 0, "\(lock.log.joined(separator: "\n"))\n\(lock.output)")
        #expect(lock.output.contains("Next high 2.4 m"), "\(lock.output)")
    }

    @Test(.enabled(if: ExtensionBuildTests.enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func anIOS14FamilySwitchStopsWithANoteNamingTheMissingFamilies() throws {
        _ = ExtensionBuildTests.cache
        let folder = ExtensionBuildTests.fixtures.appendingPathComponent("SweepThirteenOldFamilySwitch")
        var log: [String] = []
        do {
            _ = try ExtensionLauncher.launch(["widgetshot", "geometry", "--extension", folder.path, "--widget", "News"], log: { log.append($0) })
            Issue.record("the iOS 14 switch compiled")
        } catch ExtensionBuildError.compileErrors(_, _, let files) {
            #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["NewsWidget.swift"])
            let text = log.joined(separator: "\n")
            #expect(text.contains("error: switch must be exhaustive"), "\(text)")
            #expect(text.contains("NewsWidget.swift:27: note: this switch over WidgetFamily has no case for .systemExtraLarge (iOS 15), .accessoryCircular (iOS 16), .accessoryRectangular (iOS 16), .accessoryInline (iOS 16) and no default"), "\(text)")
        }
    }
}
