import Foundation

/// The projects a project's targets reach beyond their own, each read once: the projects it
/// references (sub-projects, XcodeGen `projectReferences`) and the other projects of its
/// workspace, where Xcode finds the target of a framework the project links from the shared build
/// folder (deltachat-ios' widget links `DcCore.framework`, a target of the sibling
/// `DcCore/DcCore.xcodeproj` its `.xcworkspace` lists).
///
/// One instance is shared by every project of a read, so a project reached twice is one project.
final class OtherProjects {
    /// The workspace's projects, in its order; nil until looked for, when a project is named alone.
    private var workspaceProjects: [URL]?
    /// The workspace they come from (for messages), or nil when none lists the project.
    private(set) var workspace: URL?
    /// The workspace's package folders, given to each project read from it.
    private var workspacePackages: [URL]
    private var loaded: [String: XcodeProject] = [:]

    /// Others of a project read from a workspace (`projects` its `.xcodeproj`s, `packages` its
    /// package folders), or of a project named alone (`workspace` nil: a workspace in the project's
    /// folder that lists it is looked for when a built product is not found in the project).
    init(workspace: URL? = nil, projects: [URL]? = nil, packages: [URL] = []) {
        self.workspace = workspace
        workspaceProjects = projects
        workspacePackages = packages
    }

    /// Records a project read elsewhere, so a reference to it is that project.
    func register(_ project: XcodeProject) {
        loaded[Self.key(project.graph.projectBundle)] = project
    }

    /// The project at `url`, an `.xcodeproj`; when it has not been generated, the XcodeGen spec
    /// in its folder whose `name` is the project's (`SentrySampleShared.yml` or `project.yml` for
    /// `SentrySampleShared.xcodeproj`). Nil when neither exists.
    func project(at url: URL) throws -> XcodeProject? {
        let url = url.standardizedFileURL
        if let project = loaded[Self.key(url)] { return project }
        let project: XcodeProject
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("project.pbxproj").path) {
            project = try XcodeProject(graph: try PBXObjectGraph(projectBundle: url), source: url, workspacePackages: workspacePackages, others: self)
        } else if let spec = Self.spec(generating: url) {
            project = try XcodeGenProject.load(specFile: spec, others: self)
        } else {
            return nil
        }
        loaded[Self.key(url)] = project
        return project
    }

    /// The library target of another project of the workspace whose product is `fileName` in the
    /// shared build folder, and its project; nil when no such target exists (or no workspace
    /// lists `home`).
    func target(building fileName: String, besides home: XcodeProject) throws -> (project: XcodeProject, id: String)? {
        for url in try siblings(of: home) {
            guard let project = try project(at: url) else { continue }
            if let id = try project.libraryTarget(producing: fileName) { return (project, id) }
        }
        return nil
    }

    /// The workspace's projects other than `home`; for a project named alone, those of the first
    /// `.xcworkspace` that lists it in its folder or the folder above (found once: a repository
    /// keeps its workspace beside the app's project, or at its root above `App/` and `Core/`).
    private func siblings(of home: XcodeProject) throws -> [URL] {
        let bundle = home.graph.projectBundle.standardizedFileURL
        if workspaceProjects == nil {
            workspaceProjects = []
            let folder = bundle.deletingLastPathComponent()
            search: for folder in [folder, folder.deletingLastPathComponent()] {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                for name in names where (name as NSString).pathExtension == "xcworkspace" {
                    let candidate = folder.appendingPathComponent(name)
                    guard let projects = try? XcodeWorkspace.projects(in: candidate), projects.map(\.standardizedFileURL).contains(bundle) else { continue }
                    workspace = candidate
                    workspaceProjects = projects
                    workspacePackages = (try? XcodeWorkspace.packageFolders(in: candidate)) ?? []
                    break search
                }
            }
        }
        return (workspaceProjects ?? []).map(\.standardizedFileURL).filter { $0 != bundle }
    }

    /// The XcodeGen spec that generates the project `bundle`: `<Name>.yml` or `project.yml` beside
    /// it whose `name` is the bundle's name.
    static func spec(generating bundle: URL) -> URL? {
        let folder = bundle.deletingLastPathComponent()
        let name = bundle.deletingPathExtension().lastPathComponent
        for file in ["\(name).yml", "\(name).yaml", "project.yml", "project.yaml"] {
            let spec = folder.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: spec.path),
                  let loaded = try? XcodeGenSpecLoader.load(spec), loaded["name"]?.string == name else { continue }
            return spec
        }
        return nil
    }

    private static func key(_ url: URL) -> String { url.standardizedFileURL.path }
}
