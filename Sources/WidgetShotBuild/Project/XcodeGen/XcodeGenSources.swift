import Foundation

/// The files of an XcodeGen target's `sources:` (ProjectSpec "Sources"): each a path or a mapping
/// with `path`, `excludes`, `includes` (globs relative to the path), `buildPhase` (`sources`,
/// `resources`, `none`, …), `type` (`folder`: one folder reference) and `optional`. Folders are
/// walked; each file goes to the build phase its type defaults to. `Info.plist` files never join a
/// build phase (XcodeGen's rule); the first one found is the target's default `INFOPLIST_FILE`.
struct XcodeGenSources {
    /// A file and the build phase it joins.
    enum Phase: Equatable { case sources, resources }

    var files: [(url: URL, phase: Phase)] = []
    /// Header files XcodeGen puts in the target's Headers phase (by type, or `buildPhase:
    /// headers`), unless `headerVisibility: project` keeps them out of the module: a framework's
    /// umbrella header, whose imports its Swift files see (``UmbrellaHeaderImports``).
    var headers: [URL] = []
    /// The first `Info.plist` among the sources.
    var firstInfoPlist: URL?
    var warnings: [BuildDiagnostic] = []

    init(_ sources: YAMLValue?, folder: URL, specFile: String, target: String) throws {
        for source in sources?.items ?? [] {
            guard let path = source.string ?? source["path"]?.string else {
                throw ProjectReadError(file: specFile, message: "targets.\(target).sources: an entry has no path")
            }
            let named = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path).standardizedFileURL
            let url = CaseInsensitivePath.existing(named) ?? named
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                if source["optional"]?.bool != true {
                    warnings.append(BuildDiagnostic(file: specFile, line: 0, severity: .warning,
                                                    message: "targets.\(target).sources: no file at \(url.path)"))
                }
                continue
            }
            // A pattern the glob cannot become a regular expression of (an unclosed `{` or `[`,
            // found by FuzzXcodeGen) is an error naming it, not NSRegularExpression's.
            func globs(_ key: String) throws -> [XcodeGenGlob] {
                try (source[key]?.items ?? []).compactMap(\.string).map { pattern in
                    do { return try XcodeGenGlob(pattern) } catch {
                        throw ProjectReadError(file: specFile, message: "targets.\(target).sources (\(path)).\(key): '\(pattern)' is not a valid glob")
                    }
                }
            }
            let excludes = try globs("excludes"), includes = try globs("includes")
            let phaseName = source["buildPhase"]?.string ?? (source["buildPhase"] == nil ? nil : "other")
            let projectHeaders = source["headerVisibility"]?.string == "project"
            if source["type"]?.string == "folder" {
                if phaseName == nil || phaseName == "resources" { files.append((url, .resources)) }
                continue
            }
            let members: [URL]
            if isFolder.boolValue && !ProjectFileKind.isOpaqueFolder(url) {
                members = try SynchronizedFolders.files(in: url, explicitFolders: [], file: specFile).filter { relative in
                    !excludes.contains { $0.matches(relative) } && (includes.isEmpty || includes.contains { $0.matches(relative) })
                }.map { url.appendingPathComponent($0) }
            } else {
                members = [url]
            }
            for member in members {
                if member.lastPathComponent == "Info.plist" {
                    if firstInfoPlist == nil { firstInfoPlist = member }
                    continue
                }
                if phaseName == "headers" || (phaseName == nil && Self.isHeader(member)) {
                    if !projectHeaders { headers.append(member) }
                    continue
                }
                switch phaseName {
                case nil:
                    if let phase = Self.defaultPhase(member) { files.append((member, phase)) }
                case "sources": files.append((member, .sources))
                case "resources": files.append((member, .resources))
                default: continue  // copyFiles, none: not compiled or copied into the bundle
                }
            }
        }
    }

    /// Whether XcodeGen files the file under Headers by its type (C, C++ and Objective-C headers).
    static func isHeader(_ url: URL) -> Bool { ["h", "hh", "hpp", "hxx"].contains(url.pathExtension.lowercased()) }

    /// The phase XcodeGen puts a file in by its type: code, intent definitions and Core Data
    /// models are compiled; headers, configuration files, entitlements and the like join none;
    /// anything else is a resource.
    static func defaultPhase(_ url: URL) -> Phase? {
        let ext = url.pathExtension.lowercased()
        if ["xcdatamodeld", "xcdatamodel", "xcmappingmodel"].contains(ext) { return .sources }
        switch ProjectFileKind(url) {
        case .swift, .intentDefinition: return .sources
        case .assetCatalog, .stringTable, .resource: return .resources
        case .ignored: return nil
        }
    }
}
