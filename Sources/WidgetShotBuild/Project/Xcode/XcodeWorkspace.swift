import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The projects an `.xcworkspace` lists (`contents.xcworkspacedata`: `<FileRef location="…">`
/// inside nested `<Group location="…">`s). Locations are `group:` (relative to the enclosing
/// group's folder, the workspace's folder at the top), `container:` (relative to the folder
/// holding the workspace), `absolute:`, or `self:` (the project a workspace is embedded in).
/// CocoaPods' `Pods.xcodeproj` is skipped: it builds the pods, not the app's targets. A location
/// is found ignoring case where its exact spelling is not on disk, as on a Mac.
enum XcodeWorkspace {
    /// The `.xcodeproj` bundles `workspace` lists, in its order.
    static func projects(in workspace: URL) throws -> [URL] {
        try references(in: workspace).filter { $0.pathExtension == "xcodeproj" && $0.lastPathComponent != "Pods.xcodeproj" }
    }

    /// The Swift package folders the workspace lists beside its projects (`group:AppPackage`, a
    /// folder holding a `Package.swift`): a project's product dependency that names no package
    /// (`WidgetFeature`) is found among them, as Xcode finds it in the workspace.
    static func packageFolders(in workspace: URL) throws -> [URL] {
        try references(in: workspace).filter {
            $0.pathExtension != "xcodeproj" && FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path)
        }
    }

    /// Every location the workspace lists, once, in its order.
    static func references(in workspace: URL) throws -> [URL] {
        let file = workspace.appendingPathComponent("contents.xcworkspacedata")
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw ProjectReadError(file: workspace.path, message: "the workspace has no contents.xcworkspacedata")
        }
        let data = try BoundedRead.projectFile(at: file, what: "the workspace file")
        let container = workspace.deletingLastPathComponent()
        let delegate = WorkspaceParser(container: container)
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        let parsed = parser.parse()
        // FoundationXML's parser may report success on truncated text: the root must have closed.
        if parsed, delegate.failure == nil, !delegate.closedRoot { delegate.failure = "the <Workspace> element is missing or not closed" }
        guard parsed, delegate.failure == nil else {
            let message = delegate.failure ?? parser.parserError?.localizedDescription ?? "malformed XML"
            throw ProjectReadError(file: file.path, line: parser.lineNumber, message: "not a valid workspace: \(message)")
        }
        // Apple's file systems are case-insensitive: a location whose case differs from the disk's
        // is the folder a Mac opens (helium/wallet-app lists `heliumwallet.xcodeproj` beside
        // `HeliumWallet.xcodeproj`: one project, listed once).
        var seen = Set<String>()
        return delegate.references.map { CaseInsensitivePath.existing($0) ?? $0 }.filter { seen.insert($0.path).inserted }
    }
}

/// The `XMLParser` delegate reading `contents.xcworkspacedata`.
private final class WorkspaceParser: NSObject, XMLParserDelegate {
    let container: URL
    /// The folder of each open `<Group>` (the workspace's folder at the bottom).
    var folders: [URL]
    var references: [URL] = []
    var failure: String?
    /// Whether `</Workspace>` was met.
    var closedRoot = false

    init(container: URL) {
        self.container = container
        folders = [container]
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        switch elementName {
        case "Group":
            // Workspaces nest groups a few levels; a deep nest is not a workspace Xcode writes.
            guard folders.count < 64 else { failure = "groups nest deeper than 64 levels"; parser.abortParsing(); return }
            folders.append(attributeDict["location"].flatMap { resolve($0) } ?? folders.last!)
        case "FileRef":
            if let location = attributeDict["location"], let url = resolve(location) { references.append(url) }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if elementName == "Group", folders.count > 1 { folders.removeLast() }
        if elementName == "Workspace" { closedRoot = true }
    }

    private func resolve(_ location: String) -> URL? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return path.isEmpty ? folders.last! : (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folders.last!.appendingPathComponent(path)).standardizedFileURL
        case "container": return path.isEmpty ? container : container.appendingPathComponent(path).standardizedFileURL
        case "absolute": return URL(fileURLWithPath: path).standardizedFileURL
        case "self": return container.pathExtension == "xcodeproj" ? container : nil
        default: return nil
        }
    }
}
