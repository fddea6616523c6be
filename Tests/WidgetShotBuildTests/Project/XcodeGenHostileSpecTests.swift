import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import WidgetShotBuild

/// The XcodeGen specs FuzzXcodeGen found crashing or hanging the reader (their inputs are in
/// `Tests/Fuzz/Crashes/FuzzXcodeGen`): each is now a `ProjectReadError` naming the file and line.
struct XcodeGenHostileSpecTests {
    private func readError(_ yaml: String) throws -> ProjectReadError? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spec = folder.appendingPathComponent("project.yml")
        try yaml.write(to: spec, atomically: true, encoding: .utf8)
        do { _ = try XcodeProjectReader.widgetExtensionTargets(in: spec); return nil } catch let error as ProjectReadError {
            #expect(error.file.hasSuffix("project.yml"))
            return error
        }
    }

    /// `[` × 10,000 (20 KB) overflowed the stack in Yams' recursive composer (a segmentation fault).
    @Test func deepFlowNestingIsAnErrorNotAStackOverflow() throws {
        let error = try readError("name: D\ntargets: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n")
        #expect(error?.message == "the YAML nests deeper than 128 levels")
        #expect(error?.line == 2)
    }

    /// Compact block sequences (`- - - …`) nest two bytes a level.
    @Test func deepBlockNestingIsAnError() throws {
        let error = try readError("name: D\ntargets:\n  " + String(repeating: "- ", count: 10_000) + "x\n")
        #expect(error?.message == "the YAML nests deeper than 128 levels")
    }

    /// Ten anchors of ten aliases each of the one before: 10^10 nodes from 600 bytes. Reading
    /// the composed spec walked every copy and did not end.
    @Test func aliasesThatMultiplyAreRefused() throws {
        var yaml = "name: Laughs\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i", "j"] {
            yaml += "\(name): &\(name) [\(Array(repeating: "*\(previous)", count: 10).joined(separator: ", "))]\n"
            previous = name
        }
        yaml += "targets:\n  W:\n    type: app-extension\n    sources: *j\n"
        let clock = ContinuousClock(), start = clock.now
        let error = try readError(yaml)
        #expect(error?.message.hasPrefix("the YAML's aliases expand it to more than 1000000 nodes") == true)
        #expect(clock.now - start < .seconds(10))
    }

    /// Anchors and aliases as real specs use them (a shared settings block) still read, and a
    /// spec nesting as deep as real ones is not refused.
    @Test func ordinaryAliasesAndNestingStillRead() throws {
        let yaml = """
            name: A
            settings: &shared
              base: {SWIFT_VERSION: "5.0", OTHER: {a: {b: {c: [1, [2, [3]]]}}}}
            targets:
              W:
                type: app-extension
                platform: iOS
                settings: *shared
            """
        #expect(try readError(yaml) == nil)
    }

    /// An `excludes:` glob with an unclosed `{` became an unbalanced regular expression, and
    /// NSRegularExpression's error escaped the reader (no file, no key).
    @Test func invalidGlobNamesTheSourceAndPattern() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-glob-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("W"), withIntermediateDirectories: true)
        try "".write(to: folder.appendingPathComponent("W/A.swift"), atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("project.yml")
        try "name: W\ntargets:\n  W:\n    type: app-extension\n    platform: iOS\n    sources:\n      - path: W\n        excludes: [\"{a,b*.h\"]\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        #expect(throws: ProjectReadError(file: spec.standardizedFileURL.path, message: "targets.W.sources (W).excludes: '{a,b*.h' is not a valid glob")) {
            try XcodeProjectReader.plan(for: "W", in: spec)
        }
    }

    /// `include: /dev/zero` read forever (the loader read, then measured); an included named pipe
    /// blocked the run. Neither is a regular file: an error naming it, at once.
    @Test(.timeLimit(.minutes(HangGuard.minutes))) func includedDevicesAndPipesAreNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-devices-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pipe = folder.appendingPathComponent("pipe.yml")
        try #require(mkfifo(pipe.path, 0o644) == 0)
        for include in ["/dev/zero", "pipe.yml"] {
            let spec = folder.appendingPathComponent("project.yml")
            try "name: A\ninclude:\n  - \(include)\n".write(to: spec, atomically: true, encoding: .utf8)
            #expect {
                try XcodeProjectReader.widgetExtensionTargets(in: spec)
            } throws: { error in
                let error = error as? ProjectReadError
                return error?.message == "the XcodeGen spec: not a regular file (a device, pipe or folder); not read"
                    && error?.file.hasSuffix(include.hasPrefix("/") ? include : "/" + include) == true
            }
        }
    }
}
