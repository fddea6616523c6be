import Foundation
import Testing

/// The README's "Your own widgets" example, built for real: `Fixtures/TeamPackage` (a library
/// target with one widget and a four-line `WidgetShotCommand` executable) is copied to a temporary
/// folder, its WidgetShot dependency is pointed at this checkout, and `swift build` compiles it
/// against WidgetShot as any other package would. The built `gallery` then renders and lists
/// devices. Takes three to nine minutes (a debug build of WidgetShot, swift-crypto included, in a
/// fresh scratch folder, beside the extension suite's own build); the 30-minute limit only
/// catches a hang;
/// set `WIDGETSHOT_SKIP_PACKAGE_TESTS=1` to skip it.
@Suite(.serialized)
struct TeamPackageTests {
    /// The repository root (this file is `Tests/WidgetShotCLITests/TeamPackageTests.swift`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TeamPackage")
    static let enabled = ProcessInfo.processInfo.environment["WIDGETSHOT_SKIP_PACKAGE_TESTS"] == nil

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func aTeamPackageBuildsAgainstWidgetShotAndRunsItsOwnGallery() throws {
        let fm = FileManager.default
        let temp = fm.temporaryDirectory.appendingPathComponent("widgetshot-team-\(UUID().uuidString)")
        let package = temp.appendingPathComponent("TeamPackage")
        try fm.createDirectory(at: temp, withIntermediateDirectories: true)
        defer {
            try? fm.removeItem(at: temp)
            // SwiftPM leaves lock files named after the scratch path in the temporary directory.
            let locks = (try? fm.contentsOfDirectory(atPath: fm.temporaryDirectory.path)) ?? []
            for name in locks where name.hasPrefix("_") && name.contains(temp.lastPathComponent) {
                try? fm.removeItem(at: fm.temporaryDirectory.appendingPathComponent(name))
            }
        }
        try fm.copyItem(at: Self.fixture, to: package)

        // Point the dependency at this checkout (absolute path) and reuse its pins, so the build
        // resolves the same swift-argument-parser and swift-snapshot-testing versions.
        let manifestURL = package.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("// WIDGETSHOT_DEPENDENCY")
                ? "        .package(name: \"WidgetShot\", path: \(Self.swiftLiteral(Self.repositoryRoot.path))),"
                : String(line)
        }
        #expect(lines.contains { $0.contains(Self.repositoryRoot.path) }, "the fixture's manifest lost its WIDGETSHOT_DEPENDENCY marker")
        try lines.joined(separator: "\n").write(to: manifestURL, atomically: true, encoding: .utf8)
        let pins = Self.repositoryRoot.appendingPathComponent("Package.resolved")
        if fm.fileExists(atPath: pins.path) { try fm.copyItem(at: pins, to: package.appendingPathComponent("Package.resolved")) }

        let scratch = temp.appendingPathComponent("scratch")
        let build = try Self.run("/usr/bin/env", ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path], in: package)
        try #require(build.status == 0, "swift build of the team package failed:\n\(build.output.suffix(6000))")

        let binPath = try Self.run("/usr/bin/env", ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path, "--show-bin-path"], in: package)
        let gallery = URL(fileURLWithPath: binPath.output.split(separator: "\n").last.map(String.init) ?? "")
            .appendingPathComponent("gallery")
        try #require(fm.isExecutableFile(atPath: gallery.path), "no gallery executable at \(gallery.path)")

        let out = temp.appendingPathComponent("out")
        let run = try Self.run(gallery.path, ["gallery", "--devices", "iPhoneSE3", "--appearances", "light", "--output", out.path, "--quiet"], in: package)
        #expect(run.status == 0, "gallery failed:\n\(run.output)")
        let files = (try? fm.contentsOfDirectory(atPath: out.path)) ?? []
        #expect(files.contains { $0.hasPrefix("water.") && $0.hasSuffix(".png") }, "no widget PNG in \(files)")
        #expect(files.contains("index.html"), "no index.html in \(files)")

        let devices = try Self.run(gallery.path, ["devices"], in: package)
        #expect(devices.status == 0, "devices failed:\n\(devices.output)")
        #expect(devices.output.contains("iPhone16Pro"))

        // The README's single render from a JSON file of entries (the widget's entries are Codable).
        let png = temp.appendingPathComponent("water.png")
        let render = try Self.run(gallery.path, ["render", "--widget", "water", "--family", "systemSmall", "--device", "iPhone16Pro",
                                                 "--entries", "entries.json", "--entry", "1", "--output", png.path], in: package)
        #expect(render.status == 0, "render failed:\n\(render.output)")
        #expect(fm.fileExists(atPath: png.path))

        // `swift package widgetshot …`: the command plugin finds the WidgetShotCommand product, builds
        // it (already built) and runs it in the package folder; recording needs the write permission.
        let plugin = ["swift", "package", "--package-path", package.path, "--scratch-path", scratch.path, "--allow-writing-to-package-directory", "widgetshot"]
        let record = try Self.run("/usr/bin/env", plugin + ["snapshots", "check", "--devices", "iPhoneSE3", "--appearances", "light", "--record", "missing"], in: package,
                                  unset: ["WIDGETSHOT_RECORD"])   // CI's `never` wins over --record
        #expect(record.status == 0, "swift package widgetshot snapshots check failed:\n\(record.output.suffix(4000))")
        let goldens = package.appendingPathComponent("Snapshots/widgetshot")
        #expect(((try? fm.subpathsOfDirectory(atPath: goldens.path)) ?? []).contains { $0.hasSuffix(".png") }, "no goldens recorded in \(goldens.path)")
        let wrong = try Self.run("/usr/bin/env", plugin + ["--product", "nope", "devices"], in: package)
        #expect(wrong.status != 0 && wrong.output.contains("no executable product named 'nope'"), "\(wrong.output.suffix(2000))")
    }

    /// Runs a program to completion; standard output and error together.
    /// `unset` names variables the program does not inherit.
    static func run(_ executable: String, _ arguments: [String], in folder: URL, unset: [String] = []) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !unset.contains($0.key) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `text` as a Swift string literal.
    static func swiftLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
