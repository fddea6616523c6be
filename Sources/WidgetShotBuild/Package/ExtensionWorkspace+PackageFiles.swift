import Foundation

/// The files a package target brings into the generated package besides its transformed Swift
/// files: a system library's module map and headers, a C-language target's sources, resources.
extension ExtensionWorkspace {
    /// The files of a system library target's folder — its `module.modulemap` and the headers
    /// beside it — by path relative to the folder, to be written unchanged (only changed files
    /// are rewritten, so SwiftPM does not rebuild what uses the module).
    func systemLibraryFiles(of target: PackageDump.Target) throws -> [String: String] {
        let fm = FileManager.default
        guard fm.fileExists(atPath: target.folder.appendingPathComponent("module.modulemap").path) else {
            throw ExtensionBuildError.packageError(target.name, "the system library target has no module.modulemap in \(target.folder.path)")
        }
        var files: [String: String] = [:]
        let base = target.folder.standardizedFileURL.path
        if let walker = fm.enumerator(at: target.folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                files[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = text
            }
        }
        return files
    }

    /// Copies a package target's resources (files or folders) to the same paths in its generated
    /// folder, so SwiftPM gives it the `Bundle.module` its `#if SWIFT_PACKAGE` code reads.
    func copyResources(_ paths: [String], of target: PackageDump.Target, into folder: URL) throws {
        let fm = FileManager.default
        // Resources of an earlier build of a module of this name (another project's TravelUI, an
        // older version) go first: SwiftPM would take a stale `.lproj` as a resource of this one.
        // The generated Swift files live in `Sources/` and `Generated/`.
        for name in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? [] where name != "Sources" && name != "Generated" {
            try? fm.removeItem(at: folder.appendingPathComponent(name))
        }
        for path in paths {
            let source = target.folder.appendingPathComponent(path)
            let destination = folder.appendingPathComponent(path)
            guard fm.fileExists(atPath: source.path) else { continue }   // SwiftPM reports it
            try? fm.removeItem(at: destination)
            try fm.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fm.copyItem(at: source, to: destination)
        }
    }

    /// Writes a C-language target's files (``CLanguageTarget/files(of:)``) under `folder` at the
    /// same paths, touching only changed files and removing files of an earlier build that are gone.
    func syncCopies(_ files: [String: Data], into folder: URL) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        for (relative, data) in files {
            let url = folder.appendingPathComponent(relative)
            if fm.contents(atPath: url.path) == data { continue }
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
        let base = folder.standardizedFileURL.path
        if let walker = fm.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                let path = url.standardizedFileURL.path
                if path.hasPrefix(base + "/"), files[String(path.dropFirst(base.count + 1))] == nil { try fm.removeItem(at: url) }
            }
        }
    }
}
