import Foundation

/// For a project named alone (`--project App.xcodeproj`) whose target links a package product
/// no package of the project declares: the `.xcworkspace` that lists the project and a local
/// package declaring the product — Riverside keeps its widget in `RiversideAppPackage`, which
/// only `Riverside.xcworkspace`, two folders above `Client/RiversideApp/RiversideApp.xcodeproj`,
/// references. Xcode too finds the product only when the workspace is opened, so WidgetShot does
/// not take the package on its own; the warning names the workspace to pass instead.
enum WorkspacePackageHint {
    /// The workspace in the project's folder or the three above it that lists `project` and a
    /// package folder declaring product `name`, if there is one.
    static func workspace(listing project: URL, declaring name: String) -> URL? {
        let bundle = project.standardizedFileURL
        var folder = bundle.deletingLastPathComponent()
        for _ in 0..<4 {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for file in names where (file as NSString).pathExtension == "xcworkspace" {
                let workspace = folder.appendingPathComponent(file)
                guard let projects = try? XcodeWorkspace.projects(in: workspace), projects.map(\.standardizedFileURL).contains(bundle),
                      let packages = try? XcodeWorkspace.packageFolders(in: workspace) else { continue }
                let declares = packages.contains { package in
                    package.lastPathComponent.lowercased() == name.lowercased()
                        || (try? String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8))
                            .map { ManifestProducts.declares(name, in: $0) } == true
                }
                if declares { return workspace }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return nil
    }
}
