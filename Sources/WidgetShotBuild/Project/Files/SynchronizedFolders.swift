import Foundation

/// The files Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`) give a target.
///
/// A folder in the target's `fileSystemSynchronizedGroups` gives it every file inside, except the
/// `membershipExceptions` of the folder's `PBXFileSystemSynchronizedBuildFileExceptionSet` whose
/// `target` is that target. For a folder the target does *not* list, the same exception set
/// inverts: its `membershipExceptions` are the files of that folder that *are* in the target (how
/// Xcode records "a file of the app's folder ticked for the widget target"). Exception paths are
/// relative to the folder; a folder path covers everything inside it.
///
/// A `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` routes its files into one
/// build phase (`buildPhase`): into the target's Sources or Resources phase they are compiled or
/// copied; into another phase (Copy Files, Headers) they leave the default phases.
enum SynchronizedFolders {
    /// Most files walked in one synchronized folder (real app folders hold hundreds to a few thousand).
    static let maximumFiles = 100_000

    /// The files `target` gets from the project's synchronized folders, in folder order then path
    /// order, with where each goes. `infoPlist` (the target's `INFOPLIST_FILE`) is never a resource.
    static func members(of target: PBXObject, graph: PBXObjectGraph, tree: PBXGroupTree, infoPlist: URL?,
                        warnings: inout [BuildDiagnostic]) throws -> [(url: URL, origin: ModuleFiles.Origin)] {
        let ownGroups = try target.ids("fileSystemSynchronizedGroups")
        let phases = Dictionary(uniqueKeysWithValues: try graph.objects("buildPhases", of: target).map { ($0.id, $0.isa) })
        let others = graph.objects.filter { $0.value["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" && !ownGroups.contains($0.key) }
            .map(\.key).sorted { tree.displayName(of: $0) < tree.displayName(of: $1) }
        var result: [(url: URL, origin: ModuleFiles.Origin)] = []
        for groupID in ownGroups + others {
            let group = try graph.object(groupID, referencedBy: "PBXNativeTarget \(target.id) 'fileSystemSynchronizedGroups'")
            guard group.isa == "PBXFileSystemSynchronizedRootGroup" else { continue }
            guard let named = tree.url(of: groupID) else { continue }
            let folder = CaseInsensitivePath.existing(named) ?? named
            let owned = ownGroups.contains(groupID)
            var listed: [String] = []
            var routed: [(String, ModuleFiles.Origin?)] = []
            for exception in try graph.objects("exceptions", of: group) {
                switch exception.isa {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    guard try exception.string("target") == target.id else { continue }
                    listed += try exception.ids("membershipExceptions")
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    guard let phase = try exception.string("buildPhase"), let isa = phases[phase] else { continue }
                    let origin: ModuleFiles.Origin? = isa == "PBXSourcesBuildPhase" ? .sources : isa == "PBXResourcesBuildPhase" ? .resources : nil
                    routed += try exception.ids("membershipExceptions").map { ($0, origin) }
                default:
                    continue
                }
            }
            let explicitFolders = try group.ids("explicitFolders")
            if owned {
                guard FileManager.default.fileExists(atPath: folder.path) else {
                    warnings.append(BuildDiagnostic(file: graph.file.path, line: 0, severity: .warning,
                                                    message: "synchronized folder \(groupID) (\(tree.displayName(of: groupID))): no folder at \(folder.path)"))
                    continue
                }
                for relative in try files(in: folder, explicitFolders: explicitFolders, file: graph.file.path) {
                    if covered(relative, by: listed) { continue }
                    let url = folder.appendingPathComponent(relative)
                    if let infoPlist, url.standardizedFileURL == infoPlist.standardizedFileURL { continue }
                    if let route = routed.first(where: { covered(relative, by: [$0.0]) }) {
                        if let origin = route.1 { result.append((url, origin)) }
                        continue
                    }
                    result.append((url, .synchronized))
                }
            } else {
                var entries = listed.map { ($0, ModuleFiles.Origin.synchronized) } + routed.compactMap { $0.1 == nil ? nil : ($0.0, $0.1!) }
                if entries.contains(where: { $0.0.hasPrefix(localizedPrefix) }) {
                    // Each localized entry stands for its files in every .lproj folder.
                    let all = try files(in: folder, explicitFolders: explicitFolders, file: graph.file.path)
                    entries = entries.flatMap { entry in
                        entry.0.hasPrefix(localizedPrefix) ? all.filter { covered($0, by: [entry.0]) }.map { ($0, entry.1) } : [entry]
                    }
                }
                for (relative, origin) in entries {
                    let url = folder.appendingPathComponent(relative)
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                        warnings.append(BuildDiagnostic(file: graph.file.path, line: 0, severity: .warning,
                                                        message: "\(relative) of synchronized folder \(tree.displayName(of: groupID)) is in target \(target.optionalString("name") ?? target.id), but there is no file at \(url.path)"))
                        continue
                    }
                    if isFolder.boolValue, !ProjectFileKind.isOpaqueFolder(url), !explicitFolders.contains(relative) {
                        for inner in try files(in: url, explicitFolders: [], file: graph.file.path) {
                            result.append((url.appendingPathComponent(inner), origin))
                        }
                    } else {
                        result.append((url, origin))
                    }
                }
            }
        }
        return result
    }

    /// The public headers a synchronized folder's exception set gives `target` (Xcode 16's
    /// `publicHeaders`: a framework's umbrella header, pennlabs/penn-mobile-ios'
    /// `PennMobileShared.h`, which imports Foundation for every Swift file of the framework).
    static func publicHeaders(of target: PBXObject, graph: PBXObjectGraph, tree: PBXGroupTree) throws -> [URL] {
        var result: [URL] = []
        for groupID in try target.ids("fileSystemSynchronizedGroups") {
            guard let group = graph.objectIfPresent(groupID), group.isa == "PBXFileSystemSynchronizedRootGroup",
                  let named = tree.url(of: groupID) else { continue }
            let folder = CaseInsensitivePath.existing(named) ?? named
            for exception in try graph.objects("exceptions", of: group) where exception.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
                guard try exception.string("target") == target.id else { continue }
                for relative in try exception.ids("publicHeaders") {
                    if let existing = CaseInsensitivePath.existing(folder.appendingPathComponent(relative)) { result.append(existing) }
                }
            }
        }
        return result
    }

    /// Whether `relative` is one of `paths` or inside one of them. `/Localized/dir/Name.strings`
    /// (how Xcode names a localized file in exceptions) covers every `dir/*.lproj/Name.strings`.
    static func covered(_ relative: String, by paths: [String]) -> Bool {
        paths.contains { path in
            if path.hasPrefix(localizedPrefix) { return localizedName(of: relative) == String(path.dropFirst(localizedPrefix.count)) }
            return relative == path || relative.hasPrefix(path.hasSuffix("/") ? path : path + "/")
        }
    }

    static let localizedPrefix = "/Localized/"

    /// `dir/en.lproj/Name.strings` → `dir/Name.strings`; nil for a file outside an `.lproj`.
    static func localizedName(of relative: String) -> String? {
        var parts = relative.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        parts.remove(at: parts.count - 2)
        return parts.joined(separator: "/")
    }

    /// The files under `folder` as paths relative to it, sorted; hidden files skipped; bundles,
    /// catalogs and `explicitFolders` are single items.
    static func files(in folder: URL, explicitFolders: [String], file: String) throws -> [String] {
        var result: [String] = []
        var pending = [""]
        let fm = FileManager.default
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            guard let names = try? fm.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let child = url.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: child.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue && !ProjectFileKind.isOpaqueFolder(child) && !explicitFolders.contains(childRelative) {
                    // A symbolic link to a folder is not walked: it may loop back to an ancestor.
                    if (try? fm.destinationOfSymbolicLink(atPath: child.path)) != nil { continue }
                    pending.append(childRelative)
                } else {
                    result.append(childRelative)
                    guard result.count <= maximumFiles else {
                        throw ProjectReadError(file: file, message: "synchronized folder \(folder.path) holds more than \(maximumFiles) files")
                    }
                }
            }
        }
        return result.sorted()
    }
}
