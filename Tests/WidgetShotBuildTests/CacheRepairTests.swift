import Foundation
import Testing
@testable import WidgetShotBuild

/// A cache left by another compiler, with a damaged registry or manifest, or on a full disk: the
/// next run rebuilds what is stale, keeps what is valid and says so in one line (issue 23, item 4).
struct CacheRepairTests {
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A package's build folder as SwiftPM leaves it: compiled products per configuration, the
    /// plugins' tools, the packages' checkouts and the `debug` link.
    static func buildFolder(in root: URL) throws {
        let fm = FileManager.default
        for path in [".build/x86_64-unknown-linux-gnu/debug/WidgetShotUI.build/Text.swift.o",
                     ".build/x86_64-unknown-linux-gnu/debug/Modules/WidgetShotUI.swiftmodule",
                     ".build/plugins/tools/debug/Tool", ".build/checkouts/Yams/Package.swift"] {
            let url = root.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        try fm.createSymbolicLink(atPath: root.appendingPathComponent(".build/debug").path, withDestinationPath: "x86_64-unknown-linux-gnu/debug")
    }

    @Test func anotherCompilersBuildFolderIsRebuiltWithANote() throws {
        let root = try Self.folder("compiler-change")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.buildFolder(in: root)
        var asked = 0
        let old = CompilerIdentity(fingerprint: "a1", version: { asked += 1; return "Swift version 6.2 (swift-6.2-RELEASE)" })
        // A build folder without a record (new, or from before records were kept) is taken as it is.
        #expect(try old.refresh(packageRoot: root) == nil)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/WidgetShotUI.build/Text.swift.o").path))
        // The same compiler again: nothing removed, and `swift --version` is not run.
        #expect(try old.refresh(packageRoot: root) == nil)
        #expect(asked == 1)

        let new = CompilerIdentity(fingerprint: "b2", version: { "Swift version 6.3.1 (swift-6.3.1-RELEASE)" })
        let note = try new.refresh(packageRoot: root)
        #expect(note == "the cache at \(root.path) was built by Swift version 6.2 (swift-6.2-RELEASE), not Swift version 6.3.1 (swift-6.3.1-RELEASE): its compiled products are removed and build again")
        let fm = FileManager.default
        #expect(!fm.fileExists(atPath: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug").path))
        #expect(!fm.fileExists(atPath: root.appendingPathComponent(".build/plugins").path))
        // Sources SwiftPM fetched stay (no network needed to rebuild).
        #expect(fm.fileExists(atPath: root.appendingPathComponent(".build/checkouts/Yams/Package.swift").path))
        #expect(try new.refresh(packageRoot: root) == nil)
    }

    /// The fingerprint follows the compiler's files: a `swift` replaced in place changes it.
    @Test func theFingerprintChangesWhenTheCompilerIsReplaced() throws {
        let root = try Self.folder("fake-swift")
        defer { try? FileManager.default.removeItem(at: root) }
        let driver = root.appendingPathComponent("swift-driver"), frontend = root.appendingPathComponent("swift-frontend")
        try Data("6.2".utf8).write(to: driver)
        try Data("frontend 6.2".utf8).write(to: frontend)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("swift").path, withDestinationPath: "swift-driver")
        let before = CompilerIdentity.fingerprint(of: root.appendingPathComponent("swift").path)
        #expect(before == CompilerIdentity.fingerprint(of: root.appendingPathComponent("swift").path))
        try Data("frontend 6.3.1".utf8).write(to: frontend)
        #expect(before != CompilerIdentity.fingerprint(of: root.appendingPathComponent("swift").path))
    }

    /// A truncated `extensions.json` (a disk that filled up, a copy cut short) and a truncated
    /// `Package.swift`: the next prepare notes the registry, starts it again and rewrites both whole.
    @Test func aDamagedRegistryAndManifestAreRewritten() throws {
        let project = try BuildPlanGeneratorTests.Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in try PackageDump.parse(Data(BuildPlanGeneratorTests.chartsDump.utf8), folder: folder) }
        let workspace = project.workspace
        let first = try workspace.prepare(project.plan(), options: options)
        #expect(first.cacheNotes.isEmpty, "\(first.cacheNotes)")
        let registry = first.packageRoot.appendingPathComponent("extensions.json"), manifest = first.packageRoot.appendingPathComponent("Package.swift")
        let goodRegistry = try Data(contentsOf: registry), goodManifest = try Data(contentsOf: manifest)
        try goodRegistry.prefix(goodRegistry.count / 2).write(to: registry)
        try goodManifest.prefix(goodManifest.count / 3).write(to: manifest)

        let second = try workspace.prepare(project.plan(), options: options)
        #expect(second.cacheNotes == ["the cache's \(registry.path) could not be read (damaged, or from another WidgetShot): it starts again with this extension; others register again when built"])
        #expect(try Data(contentsOf: registry) == goodRegistry)
        #expect(try Data(contentsOf: manifest) == goodManifest)
        #expect(try workspace.prepare(project.plan(), options: options).cacheNotes.isEmpty)
    }
}
