import Foundation
import Testing
@testable import WidgetShotBuild

/// A cache folder moved or copied to another path: its build folders hold absolute paths (Clang's
/// module cache, llbuild's database, the checkouts' git alternates), so they are emptied — the
/// repository clones kept — with a note (seen in sweep 5: a cache pre-filled from another one
/// failed with "precompiled file … was compiled with module cache path '/work/cache-sweep-4/…'").
struct CacheLocationTests {
    /// A build folder as SwiftPM leaves it, its manifest naming `madeAt`.
    static func buildFolder(in root: URL, madeAt: String) throws {
        let fm = FileManager.default
        let files = [
            ".build/x86_64-unknown-linux-gnu/debug/ModuleCache/SwiftShims-1.pcm": "pcm",
            ".build/x86_64-unknown-linux-gnu/debug/Ext.build/main.swift.o": "o",
            ".build/checkouts/Yams/.git/objects/info/alternates": "\(madeAt)/.build/repositories/Yams-fd9f/objects\n",
            ".build/repositories/Yams-fd9f/HEAD": "ref: refs/heads/main\n",
            ".build/debug.yaml": "client:\n  name: basic\ncommands:\n  \"\(madeAt)/Extensions/Ext/Sources/W.swift\": {}\n",
            ".build/build.db": "db",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cache-location-\(UUID().uuidString)/workspace")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath()
    }

    @Test func aMovedBuildFolderIsEmptiedExceptItsRepositories() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let fm = FileManager.default
        // Built here (its manifest names this path) before records were kept: only the module
        // cache goes, once; then it is recorded and nothing is removed again.
        try Self.buildFolder(in: root, madeAt: root.path)
        let first = try CacheLocation.refresh(packageRoot: root)
        #expect(first?.contains("has no record of the path it was built at") == true, "\(first ?? "nil")")
        #expect(!fm.fileExists(atPath: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/ModuleCache").path))
        #expect(fm.fileExists(atPath: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/Ext.build/main.swift.o").path))
        #expect(try CacheLocation.refresh(packageRoot: root) == nil)
        #expect(fm.fileExists(atPath: root.appendingPathComponent(".build/build.db").path))

        // The same folder recorded at another path: moved.
        let record = CacheLocation.Record(path: "/work/cache-sweep-4/workspace")
        try JSONEncoder().encode(record).write(to: CacheLocation.recordURL(packageRoot: root))
        let note = try #require(try CacheLocation.refresh(packageRoot: root))
        #expect(note.contains("was built at /work/cache-sweep-4/workspace"), "\(note)")
        #expect(note.contains(root.path))
        let left = try fm.contentsOfDirectory(atPath: root.appendingPathComponent(".build").path).sorted()
        #expect(left == ["repositories", "widgetshot-location.json"], "\(left)")
        #expect(fm.fileExists(atPath: root.appendingPathComponent(".build/repositories/Yams-fd9f/HEAD").path))
        // Recorded at its new path: the next run keeps what it builds.
        #expect(try CacheLocation.refresh(packageRoot: root) == nil)
        #expect(try JSONDecoder().decode(CacheLocation.Record.self, from: Data(contentsOf: CacheLocation.recordURL(packageRoot: root))).path == root.path)
    }

    @Test func aBuildFolderFromBeforeTheRecordIsJudgedByItsManifest() throws {
        let fm = FileManager.default
        let moved = try Self.folder()
        defer { try? fm.removeItem(at: moved.deletingLastPathComponent()) }
        try Self.buildFolder(in: moved, madeAt: "/elsewhere/cache/workspace")
        let note = try CacheLocation.refresh(packageRoot: moved)
        #expect(note?.contains("was built at another path") == true, "\(note ?? "nil")")
        #expect(!fm.fileExists(atPath: moved.appendingPathComponent(".build/x86_64-unknown-linux-gnu").path))

        // A new cache: nothing built, and its path recorded before the first build, so the
        // second run keeps the first one's Clang module cache (regress-14 saw it rebuilt).
        let fresh = try Self.folder()
        defer { try? fm.removeItem(at: fresh.deletingLastPathComponent()) }
        #expect(try CacheLocation.refresh(packageRoot: fresh) == nil)
        #expect(fm.fileExists(atPath: CacheLocation.recordURL(packageRoot: fresh).path))
        try Self.buildFolder(in: fresh, madeAt: fresh.path)
        #expect(try CacheLocation.refresh(packageRoot: fresh) == nil)
        #expect(fm.fileExists(atPath: fresh.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/ModuleCache/SwiftShims-1.pcm").path))
    }
}
