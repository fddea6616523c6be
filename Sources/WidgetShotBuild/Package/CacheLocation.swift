import Foundation

/// Where a generated package's build folder was made.
///
/// SwiftPM and Clang write absolute paths into a build folder: Clang's `ModuleCache` records its
/// own path in every precompiled module ("precompiled file … was compiled with module cache path
/// '/work/cache-sweep-4/…'"), llbuild's database and manifests (`build.db`, `debug.yaml`) name
/// every file by its path, and each package checkout borrows the objects of its repository clone
/// by absolute path (`.git/objects/info/alternates`). A cache folder copied or moved to another
/// path (a CI cache restored elsewhere, a machine's cache folder renamed) then fails on every build
/// until deleted (seen in sweep 5). So the build folder records the path of its package
/// (`.build/widgetshot-location.json`); when the package is found at another path, everything in
/// the build folder except the repository clones (bare, path-free: no network needed to check
/// the packages out again) is removed and the run says so in one line.
///
/// A build folder made before the record was kept is judged by SwiftPM's own manifest: a
/// `debug.yaml`/`release.yaml` that never names the package's path was made elsewhere. SwiftPM
/// rewrites that manifest at the new path while the module cache stays stale (seen: a cache
/// copied from `/work/cache-hardening-4`), so such a build folder also loses its Clang module
/// cache once, before the path is first recorded.
enum CacheLocation {
    /// What the build folder records.
    struct Record: Codable, Equatable {
        /// The package's path when the build folder was made.
        var path: String
    }

    /// The record in `packageRoot`'s build folder.
    static func recordURL(packageRoot: URL) -> URL { packageRoot.appendingPathComponent(".build/widgetshot-location.json") }

    /// What stays in a moved build folder: the bare repository clones (and SwiftPM's lock).
    static let kept: Set<String> = ["repositories", ".lock"]

    /// Compares `packageRoot`'s path with the one its build folder records; when they differ,
    /// removes the path-bound contents and returns a one-line note. Records the path.
    static func refresh(packageRoot: URL) throws -> String? {
        let fm = FileManager.default
        let buildFolder = packageRoot.appendingPathComponent(".build")
        // The real path: the same cache reached through a link is not a moved one.
        let current = packageRoot.resolvingSymlinksInPath().standardizedFileURL.path
        let url = recordURL(packageRoot: packageRoot)
        guard fm.fileExists(atPath: buildFolder.path) else {
            // Nothing built yet: record the path the first build is about to use, or the second
            // run would find a build with no record and rebuild its Clang module cache.
            try fm.createDirectory(at: buildFolder, withIntermediateDirectories: true)
            try JSONEncoder().encode(Record(path: current)).write(to: url, options: .atomic)
            return nil
        }
        let recorded = (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Record.self, from: $0) }
        if recorded?.path == current { return nil }
        var note: String?
        let madeElsewhere: String?
        if let recorded {
            madeElsewhere = recorded.path
        } else {
            let paths = [current, packageRoot.standardizedFileURL.path]
            madeElsewhere = manifestNamesAnotherPath(buildFolder: buildFolder, packageRoots: paths) ? "another path" : nil
        }
        if recorded == nil, madeElsewhere == nil {
            // No record (a cache from before records were kept): where it was made is unknown, and
            // Clang's module cache is what fails when it was elsewhere; it rebuilds in seconds.
            if try removeModuleCaches(buildFolder: buildFolder) {
                note = "the cache's \(current) has no record of the path it was built at: its Clang module cache (which holds absolute paths) is rebuilt once"
            }
        }
        if let madeElsewhere {
            var removed = false
            for name in (try? fm.contentsOfDirectory(atPath: buildFolder.path)) ?? [] where !kept.contains(name) {
                try fm.removeItem(at: buildFolder.appendingPathComponent(name))
                removed = true
            }
            if removed {
                note = "the cache's \(current) was built at \(madeElsewhere) (the cache folder was moved or copied): its build folder holds "
                    + "absolute paths (Clang's module cache, SwiftPM's build database, the packages' checkouts), so it is emptied and builds again"
            }
        }
        try JSONEncoder().encode(Record(path: current)).write(to: url, options: .atomic)
        return note
    }

    /// Removes the `ModuleCache` of every `<triple>/<configuration>` folder; whether one existed.
    static func removeModuleCaches(buildFolder: URL) throws -> Bool {
        let fm = FileManager.default
        var removed = false
        for triple in (try? fm.contentsOfDirectory(at: buildFolder, includingPropertiesForKeys: nil)) ?? [] {
            for configuration in ["debug", "release"] {
                let cache = triple.appendingPathComponent(configuration).appendingPathComponent("ModuleCache")
                guard (try? cache.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink != true,
                      (try? triple.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink != true,
                      fm.fileExists(atPath: cache.path) else { continue }
                try fm.removeItem(at: cache)
                removed = true
            }
        }
        return removed
    }

    /// Whether SwiftPM's build manifest in `buildFolder` exists and names none of `packageRoots`.
    static func manifestNamesAnotherPath(buildFolder: URL, packageRoots: [String]) -> Bool {
        for name in ["debug.yaml", "release.yaml"] {
            guard let handle = FileHandle(forReadingAtPath: buildFolder.appendingPathComponent(name).path) else { continue }
            defer { try? handle.close() }
            // The first MiB names the package's own targets' paths many times.
            let head = String(decoding: handle.readData(ofLength: 1 << 20), as: UTF8.self)
            if !head.isEmpty, !packageRoots.contains(where: { head.contains($0 + "/") }) { return true }
        }
        return false
    }
}
