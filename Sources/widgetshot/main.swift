import DemoWidgets
import Foundation
import WidgetShot
import WidgetShotCLI

/// The `widgetshot` tool over the built-in demo gallery (the seed apps' widgets).
/// `widgetshot --make-demo-assets` re-draws the demo widgets' images into their asset catalog.
@main
struct Widgetshot: WidgetShotCommand {
    static let widgets = DemoWidgetBundle()
    static let assetCatalogs = [DemoAssets.catalog]

    static func main() {
        guard CommandLine.arguments.dropFirst().first == "--make-demo-assets" else { return runCommandLine(findingProjects: true) }
        do {
            try DemoAssetArt.write(to: DemoAssets.catalog, renderer: try ViewRenderer())
            print("wrote the demo images into \(DemoAssets.catalog.path)")
        } catch {
            FileHandle.standardError.write(Data("widgetshot: error: \(error)\n".utf8))
            exit(1)
        }
    }
}
