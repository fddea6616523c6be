import Foundation
import Testing
@testable import WidgetShotCLI

/// Issue 19's "done when" for the project fixtures the reader tests read into plans
/// (`Tests/WidgetShotBuildTests/Fixtures/Projects`): the XcodeGen spec and the Xcode 16
/// synchronized-folder project build and render through `--project`, and through the
/// `widgetshot` tool run with no project option in the project's folder (project discovery).
/// One extension build per fixture: the second run finds everything built in the shared cache.
extension ExtensionBuildTests {
    static let projectFixtures = fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("WidgetShotBuildTests/Fixtures/Projects")

    /// The built `widgetshot` tool beside the test bundle (`swift build --build-tests` builds it).
    static var widgetshotTool: URL {
        let folder = Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return folder.appendingPathComponent("widgetshot")
    }

    /// Runs the `widgetshot` tool in `folder` (standard output and error together).
    static func widgetshotTool(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        _ = cache   // WIDGETSHOT_CACHE_DIR is in the environment the tool inherits
        let process = Process()
        process.executableURL = widgetshotTool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["WIDGETSHOT_FIND_PROJECT"] = nil
        environment["WIDGETSHOT_CACHE_DIR"] = cache.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `gallery --project PATH`, then `widgetshot gallery` in the project's folder; both must
    /// render `expected` (PNG file names, sorted) and an index.
    func renderProjectBothWays(folder: URL, project: URL, expected: [String], found: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.widgetshotTool.path),
                     "no widgetshot tool at \(Self.widgetshotTool.path): build with `swift build --build-tests`")
        let out = try Self.temporaryFolder("project-\(folder.lastPathComponent)")
        defer { try? FileManager.default.removeItem(at: out) }
        let common = ["--devices", "iPhone16Pro", "--appearances", "light"]
        let explicit = try Self.widgetshot(["gallery", "--project", project.path, "-o", out.appendingPathComponent("explicit").path] + common)
        try #require(explicit.status == 0, "gallery --project failed:\n\(explicit.log.joined(separator: "\n"))\n\(explicit.output)")
        func pngs(_ name: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent(name).path)
                .filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" }.sorted()
        }
        #expect(try pngs("explicit") == expected)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("explicit/index.html").path))

        let discovered = try Self.widgetshotTool(["gallery", "-o", out.appendingPathComponent("discovered").path] + common, in: folder)
        try #require(discovered.status == 0, "widgetshot in \(folder.path) failed:\n\(discovered.output)")
        #expect(discovered.output.contains("using the project \(found) found in this folder"), "\(discovered.output)")
        #expect(try pngs("discovered") == expected)
    }

    /// XcodeGen: `project.yml` includes the widget's spec (paths relative to it), excludes
    /// `Old/**`, adds one app file, links the TravelKit framework and the local package TravelUI,
    /// and sets `-DTRAVEL_WIDGETS` and `WIDGET_EXTENSION` for Debug.
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func anXcodeGenProjectRendersWithProjectAndByDiscovery() throws {
        let folder = Self.projectFixtures.appendingPathComponent("XcodeGenApp")
        let project = folder.appendingPathComponent("project.yml")
        // What the built program draws from each module: the trip (TravelKit's samples), the
        // badge (the local package TravelUI, "Departs" from its Bundle.module's en.lproj, which
        // SwiftPM finds without a resources: entry) over the app's TripFormatting, the string
        // table of the extension, and the label the widget's Debug conditions choose.
        let geometry = try Self.widgetshot(["geometry", "--project", project.path, "--widget", "NextTrip", "--family", "systemMedium"])
        try #require(geometry.status == 0, "geometry failed:\n\(geometry.log.joined(separator: "\n"))\n\(geometry.output)")
        for text in ["Lisbon", "Departs in 5 days", "4 nights", "widget build"] { #expect(geometry.output.contains(text), "\(text) in \(geometry.output)") }
        try renderProjectBothWays(folder: folder, project: project, expected: [
            "NextTrip.iPhone16Pro.systemMedium.light.entry0.png", "NextTrip.iPhone16Pro.systemSmall.light.entry0.png",
        ], found: "project.yml")
    }

    /// Xcode 16: the widget's synchronized folder, with `Legacy/` excepted from it and two model
    /// files joining the widget through an exception set on the app's folder.
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func aSynchronizedFolderProjectRendersWithProjectAndByDiscovery() throws {
        let folder = Self.projectFixtures.appendingPathComponent("SyncedApp")
        try renderProjectBothWays(folder: folder, project: folder.appendingPathComponent("SyncedApp.xcodeproj"), expected: [
            "HabitWidget.iPhone16Pro.systemLarge.light.entry0.png", "HabitWidget.iPhone16Pro.systemMedium.light.entry0.png",
            "HabitWidget.iPhone16Pro.systemSmall.light.entry0.png",
        ], found: "SyncedApp.xcodeproj")
    }
}
