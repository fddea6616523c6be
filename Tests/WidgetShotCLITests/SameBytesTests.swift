import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import WidgetShotCLI

/// Issue 23, item 5: the same extension rendered from two checkouts in different paths, into two
/// cache folders — and, when the tests run as root, by another user (`nobody`, with its own home,
/// cache and copy) — gives byte-identical PNGs. One extension build per cache (the prebuilt route
/// compiles the extension only).
extension ExtensionBuildTests {
    /// Runs the built `widgetshot` tool with `environment` added (as `user` when given, via setpriv).
    static func widgetshotTool(_ arguments: [String], environment extra: [String: String], in folder: URL,
                               asUser user: (uid: uid_t, gid: gid_t)? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        var environment = ProcessInfo.processInfo.environment
        environment["WIDGETSHOT_FIND_PROJECT"] = nil
        environment.merge(extra) { $1 }
        if let user {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(user.uid)", "--regid=\(user.gid)", "--clear-groups", "--", widgetshotTool.path] + arguments
        } else {
            process.executableURL = widgetshotTool
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The PNGs of a gallery folder, by name.
    static func pngs(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".png") {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func sameBytesFromTwoCheckoutsTwoCachesAndAnotherUser() throws {
        let fm = FileManager.default
        try #require(fm.isExecutableFile(atPath: Self.widgetshotTool.path), "no widgetshot tool at \(Self.widgetshotTool.path): build with `swift build --build-tests`")
        let base = try Self.temporaryFolder("same-bytes")
        defer { try? fm.removeItem(at: base) }
        // A checkout: the extension and the app's AppCore it includes.
        func checkout(_ folder: URL) throws -> URL {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in ["HabitHeatmapExtension", "HabitApp"] { try fm.copyItem(at: Self.fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name)) }
            return folder.appendingPathComponent("HabitHeatmapExtension")
        }
        let first = try checkout(base.appendingPathComponent("a"))
        let second = try checkout(base.appendingPathComponent("clones/another user's clone/deeper still"))
        func gallery(_ extensionFolder: URL) -> [String] {
            ["gallery", "--devices", "iPhone16Pro", "--appearances", "light,dark", "--extension", extensionFolder.path,
             "--include", extensionFolder.deletingLastPathComponent().appendingPathComponent("HabitApp/AppCore").path]
        }

        // One: the tool (the prebuilt route: the extension compiles, WidgetShot does not), a cache of its own.
        let outA = base.appendingPathComponent("out-a")
        let runA = try Self.widgetshotTool(gallery(first) + ["-o", outA.path],
                                           environment: ["WIDGETSHOT_CACHE_DIR": base.appendingPathComponent("cache-a").path], in: base)
        try #require(runA.status == 0, "\(runA.output)")
        let expected = try Self.pngs(in: outA)
        try #require(expected.count >= 4, "\(expected.keys.sorted())")

        // Two: the tool, another checkout path, another cache, another working directory.
        let outB = base.appendingPathComponent("out-b")
        let runB = try Self.widgetshotTool(gallery(second) + ["-o", outB.path],
                                           environment: ["WIDGETSHOT_CACHE_DIR": base.appendingPathComponent("cache-b").path],
                                           in: second.deletingLastPathComponent())
        try #require(runB.status == 0, "\(runB.output)")
        let fromB = try Self.pngs(in: outB)
        #expect(fromB.keys.sorted() == expected.keys.sorted())
        for (name, bytes) in expected { #expect(fromB[name] == bytes, "\(name) differs between two checkouts and caches") }

        // Three: another user (root can become `nobody`), with its own home, cache and copy.
        guard getuid() == 0, let nobody = getpwnam("nobody")?.pointee, fm.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
        let user = base.appendingPathComponent("nobody")
        let third = try checkout(user.appendingPathComponent("src"))
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: base.path)
        for case let path as String in fm.enumerator(atPath: user.path)!.allObjects + [""] {
            try fm.setAttributes([.ownerAccountID: nobody.pw_uid, .groupOwnerAccountID: nobody.pw_gid], ofItemAtPath: user.appendingPathComponent(path).path)
        }
        let outC = user.appendingPathComponent("out")
        let runC = try Self.widgetshotTool(gallery(third) + ["-o", outC.path],
                                           environment: ["WIDGETSHOT_CACHE_DIR": user.appendingPathComponent("cache").path, "HOME": user.path,
                                                         "USER": "nobody", "XDG_CACHE_HOME": user.appendingPathComponent(".cache").path],
                                           in: user, asUser: (nobody.pw_uid, nobody.pw_gid))
        try #require(runC.status == 0, "\(runC.output)")
        let fromC = try Self.pngs(in: outC)
        #expect(fromC.keys.sorted() == expected.keys.sorted())
        for (name, bytes) in expected { #expect(fromC[name] == bytes, "\(name) differs when another user renders it") }
    }
}
