import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import WidgetShotBuild

/// A full disk under the cache (issue 23, item 4): the run fails with one line naming the write,
/// and the next run, with space again, builds from what the cache holds.
struct CacheDiskFullTests {
    /// Whether this process may mount a tmpfs (root, with the capability): the real full disk.
    static let mountsTmpfs: Bool = {
        guard getuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("tmpfs-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil,
              run("/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path) == 0 else { return false }
        return run("/bin/umount", probe.path) == 0
    }()

    @discardableResult
    static func run(_ tool: String, _ arguments: String...) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func fullDiskErrorsAreRecognisedWithTheirPath() {
        let cocoa = CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: "/cache/workspace/Package.swift"])
        #expect(DiskFull.path(of: cocoa, fallback: "/cache") == "/cache/workspace/Package.swift")
        let posix = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                            userInfo: [NSFilePathErrorKey: "/cache/x", NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        #expect(DiskFull.path(of: posix, fallback: "/cache") == "/cache/x")
        #expect(DiskFull.path(of: NSError(domain: NSPOSIXErrorDomain, code: Int(EDQUOT)), fallback: "/cache") == "/cache")
        struct ToolFailure: Error, CustomStringConvertible { var description: String }
        #expect(DiskFull.path(of: ToolFailure(description: "error: write: No space left on device"), fallback: "/cache") == "/cache")
        #expect(DiskFull.isReported(in: "ld.lld: error: failed to write output 'x': No space left on device"))
        // Other failures are not a full disk.
        #expect(DiskFull.path(of: CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: "/x"]), fallback: "/cache") == nil)
        #expect(DiskFull.path(of: ToolFailure(description: "error: cannot find 'x' in scope"), fallback: "/cache") == nil)
        #expect(ExtensionBuildError.cacheDiskFull("/cache/x").description.hasPrefix("error: the cache's disk is full (no space left writing /cache/x)"))
    }

    /// A cache on a tmpfs filled to the last byte: preparing the extension fails as a full disk;
    /// with the space freed, the next prepare writes a whole package (registry and manifest read
    /// back, no repair needed).
    @Test(.enabled(if: mountsTmpfs, "needs root to mount a small tmpfs"))
    func aFullDiskFailsTheRunNotTheCache() throws {
        let fm = FileManager.default
        let project = try BuildPlanGeneratorTests.Project()
        let disk = fm.temporaryDirectory.appendingPathComponent("full-disk-\(UUID().uuidString)")
        try fm.createDirectory(at: disk, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: project.root); Self.run("/bin/umount", disk.path); try? fm.removeItem(at: disk) }
        try #require(Self.run("/bin/mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", disk.path) == 0)
        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in try PackageDump.parse(Data(BuildPlanGeneratorTests.chartsDump.utf8), folder: folder) }
        let workspace = ExtensionWorkspace(cacheRoot: disk.appendingPathComponent("cache"), widgetShotRoot: BuildPlanGeneratorTests.checkout)
        // A first prepare with space (WidgetShot's manifest read once), then the disk filled up.
        let first = try workspace.prepare(project.plan(), options: options)
        try project.file("Widget/Widget.swift").appendData("let added = 1\n")
        let filler = disk.appendingPathComponent("filler")
        fm.createFile(atPath: filler.path, contents: nil)
        let handle = try FileHandle(forWritingTo: filler)
        let block = Data(count: 1 << 16)
        while (try? handle.write(contentsOf: block)) != nil {}
        try handle.close()

        do {
            _ = try workspace.prepare(project.plan(), options: options)
            Issue.record("prepare wrote into a full disk")
        } catch {
            #expect(DiskFull.path(of: error, fallback: "") != nil, "\(error)")
        }
        try fm.removeItem(at: filler)
        let second = try workspace.prepare(project.plan(), options: options)
        #expect(second.cacheNotes.isEmpty, "\(second.cacheNotes)")
        // The edit made while the disk was full is in the cache's copy now.
        let folder = first.packageRoot.appendingPathComponent("Extensions/\(second.target)/Sources")
        let copies = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(try copies.contains { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8).contains("let added = 1") }, "\(copies)")
        #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: second.packageRoot.appendingPathComponent("extensions.json"))) is [Any])
    }
}

private extension URL {
    func appendData(_ text: String) throws {
        let handle = try FileHandle(forWritingTo: self)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }
}
