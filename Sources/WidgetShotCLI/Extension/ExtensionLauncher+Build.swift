import Foundation
import WidgetShotBuild

extension ExtensionLauncher {
    /// Prepares the extension in `workspace` (under its lock), resolves its packages, builds it and
    /// puts the program into its bundle; returns the program.
    static func build(workspace: ExtensionWorkspace, verbose: Bool, log: (String) -> Void, timings: inout LaunchTimings,
                      prepare: (ExtensionWorkspace) throws -> PreparedExtension) throws -> URL {
        do {
            return try buildLocked(workspace: workspace, verbose: verbose, log: log, timings: &timings, prepare: prepare)
        } catch let error as ExtensionBuildError {
            throw error
        } catch {
            // A write into the cache that found the disk full: one clear line (the cache stays usable).
            if let path = DiskFull.path(of: error, fallback: workspace.cacheRoot.path) { throw ExtensionBuildError.cacheDiskFull(path) }
            throw error
        }
    }

    static func buildLocked(workspace: ExtensionWorkspace, verbose: Bool, log: (String) -> Void, timings: inout LaunchTimings,
                            prepare: (ExtensionWorkspace) throws -> PreparedExtension) throws -> URL {
        // Held while the shared package is written and built; the command itself runs unlocked.
        let lock = try WorkspaceLock(packageRoot: workspace.packageRoot)
        defer { lock.release() }
        timings.start("prepare")
        let prepared = try prepare(workspace)
        timings.stop()
        for warning in prepared.warnings { log("\(warning)") }
        for note in prepared.cacheNotes { log("note: \(note)") }
        let firstBuild = !FileManager.default.fileExists(atPath: prepared.packageRoot.appendingPathComponent(".build/\(prepared.configuration)").path)
        let note: String
        if prepared.prebuilt != nil {
            note = "; WidgetShot as the CLI built it (\(prepared.configuration))"
        } else if firstBuild {
            note = "; the first build also compiles WidgetShot and takes a few minutes"
        } else {
            note = prepared.recompilesWidgetShot ? "; WidgetShot changed since the cache was built, so it compiles again (a few minutes)" : ""
        }
        log("building \(prepared.name) (\(prepared.fileCount) files, \(prepared.previewCount) previews)\(note)…")
        let started = Date()
        timings.start("resolve")
        try workspace.resolvePackages(of: prepared)
        timings.stop()
        if prepared.prebuilt != nil, !prepared.remotePackages.isEmpty {
            let shared = PrebuiltWidgetShot.sharedPackages(packageRoot: prepared.packageRoot, widgetShotRoot: workspace.widgetShotRoot)
            if !shared.isEmpty {
                throw PrebuiltWidgetShot.Unavailable(reason: "the extension's packages include \(shared.joined(separator: ", ")), which WidgetShot links too")
            }
        }
        timings.start("compile")
        var compiled: Set<String> = []
        let built = try ExtensionBuilder(verbose: verbose).build(prepared, log: log) { line in
            if let module = ExtensionBuilder.compiledModule(in: line) { compiled.insert(module) }
        }
        timings.stop()
        let reserved = workspace.reservedModuleNames()
        timings.count("WidgetShot modules compiled", compiled.filter { reserved.contains($0) }.count)
        timings.count("extension modules compiled", compiled.filter { !reserved.contains($0) }.count)
        timings.note("route", prepared.prebuilt != nil ? "prebuilt (\(prepared.configuration))" : "generated package (\(prepared.configuration))")
        let executable = try ExtensionBundle.install(executable: built, into: prepared.bundleFolder)
        log(String(format: "built %@ in %.1f s", prepared.name, Date().timeIntervalSince(started)))
        return executable
    }
}
