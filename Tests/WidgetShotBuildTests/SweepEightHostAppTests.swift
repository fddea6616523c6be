import Foundation
import Testing
@testable import WidgetShotBuild

/// The built extension runs from `<Project>.app/PlugIns/<Extension>.appex`, as on a device, and a
/// Flutter app's declared assets are in the containing app's `Frameworks/App.framework/flutter_assets`
/// (gskinnerTeam/flutter-wonderous-app's widget force-unwraps `UIImage(contentsOfFile:)` of one).
struct SweepEightHostAppTests {
    /// A Flutter project: `pubspec.yaml`, assets, and `ios/` holding the widget's file.
    func flutterProject() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sweep8-host-\(UUID().uuidString)")
        let files = [
            "pubspec.yaml": """
                name: wonders
                flutter:
                  uses-material-design: true
                  assets:
                    - assets/images/widget/
                    - assets/data/single.json
                    - path: assets/flavored/
                      flavors: [paid]
                    - ../outside.png
                  fonts:
                    - family: Cinzel
                      fonts:
                        - asset: assets/fonts/Cinzel.ttf
                """,
            "assets/images/widget/icon.png": "png", "assets/images/widget/2.0x/icon.png": "png@2",
            "assets/images/widget/2.0x/only-here.png": "not a variant", "assets/images/widget/deeper/other.png": "no",
            "assets/data/single.json": "{}", "assets/data/undeclared.json": "{}", "assets/flavored/paid.txt": "paid",
            "assets/fonts/Cinzel.ttf": "font", "ios/WonderousWidget/Widget.swift": "import SwiftUI\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    func plan(root: URL, settings: [String: String]) -> BuildPlan {
        let widget = ModulePlan(name: "WonderousWidgetExtension", kind: .widgetExtension,
                                swiftFiles: [root.appendingPathComponent("ios/WonderousWidget/Widget.swift")])
        return BuildPlan(source: root.appendingPathComponent("ios/Runner.xcodeproj"), extensionModule: widget, buildSettings: settings)
    }

    @Test func theLayoutNamesTheProjectsAppAndTheExtensionsProduct() {
        let root = URL(fileURLWithPath: "/p")
        let named = HostAppLayout(plan: plan(root: root, settings: ["PROJECT_NAME": "Runner", "FULL_PRODUCT_NAME": "WonderousWidgetExtension.appex"]))
        #expect(named.extensionFolder(in: URL(fileURLWithPath: "/c/bundles/T")).path == "/c/bundles/T/Runner.app/PlugIns/WonderousWidgetExtension.appex")
        let unexpanded = HostAppLayout(plan: plan(root: root, settings: ["PROJECT_NAME": "$(NAME)", "PRODUCT_NAME": "Widgets"]))
        #expect(unexpanded.appName == "App.app" && unexpanded.extensionName == "Widgets.appex")
        #expect(HostAppLayout(plan: plan(root: root, settings: [:])).extensionName == "WonderousWidgetExtension.appex")
    }

    @Test func aFlutterAppsDeclaredAssetsAreInItsAppFramework() throws {
        let root = try flutterProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try #require(FlutterAssets.projectRoot(of: plan(root: root, settings: ["SRCROOT": root.appendingPathComponent("ios").path])))
        #expect(found.standardizedFileURL.path == root.standardizedFileURL.path)
        let files = try FlutterAssets.files(projectRoot: root)
        #expect(Set(files.keys) == ["assets/images/widget/icon.png", "assets/images/widget/2.0x/icon.png", "assets/data/single.json",
                                    "assets/flavored/paid.txt", "assets/fonts/Cinzel.ttf"])
    }

    @Test func preparingLaysTheExtensionInsideItsAppWithTheAssets() throws {
        let root = try flutterProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache")
        let workspace = ExtensionWorkspace(cacheRoot: cache, widgetShotRoot: BuildPlanGeneratorTests.checkout)
        let settings = ["PROJECT_NAME": "Runner", "FULL_PRODUCT_NAME": "WonderousWidgetExtension.appex", "SRCROOT": root.appendingPathComponent("ios").path]
        let prepared = try workspace.prepare(plan(root: root, settings: settings), options: GenerationOptions(knowsAllConditions: true))
        #expect(prepared.bundleFolder.lastPathComponent == "WonderousWidgetExtension.appex")
        #expect(prepared.bundleFolder.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent == "Runner.app")
        #expect(FileManager.default.fileExists(atPath: prepared.bundleFolder.appendingPathComponent("Resources/Info.plist").path))
        // What the widget computes: two folders up, then the Flutter framework's assets.
        let icon = prepared.bundleFolder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Frameworks/App.framework/flutter_assets/assets/images/widget/icon.png")
        #expect((try? String(contentsOf: icon, encoding: .utf8)) == "png")
    }
}
