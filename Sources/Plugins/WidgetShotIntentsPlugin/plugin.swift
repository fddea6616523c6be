import Foundation
import PackagePlugin

/// Generates Swift from every `.intentdefinition` file of a target, as Xcode does, so a team
/// package's widget code that uses the generated intent classes builds with SwiftPM on Linux.
///
/// ```swift
/// .target(name: "MyWidgets", dependencies: [.product(name: "WidgetShot", package: "WidgetShot")],
///         plugins: [.plugin(name: "WidgetShotIntentsPlugin", package: "WidgetShot")])
/// ```
///
/// Do not `exclude:` the `.intentdefinition` files: excluded files are hidden from plugins.
/// SwiftPM warns that they are "unhandled"; the warning is harmless.
@main
struct WidgetShotIntentsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "widgetshot-intentgen")
        let definitions = target.sourceFiles.filter { $0.url.pathExtension == "intentdefinition" }
        return definitions.map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(name).intentdefinition.swift")
            return .buildCommand(displayName: "Generating Swift from \(file.url.lastPathComponent)", executable: tool.url,
                                 arguments: [file.url.path, output.path], inputFiles: [file.url], outputFiles: [output])
        }
    }
}
