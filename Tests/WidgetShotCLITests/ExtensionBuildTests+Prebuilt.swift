import Foundation
import Testing
import WidgetShotBuild
@testable import WidgetShotCLI

/// The prebuilt route (issue 21): the test process is built from this checkout, so its build
/// folder holds the WidgetShot the extension links; nothing of WidgetShot compiles in the cache.
extension ExtensionBuildTests {
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func theExtensionLinksTheCLIsOwnWidgetShotWithoutCompilingIt() throws {
        let base = ["--extension", Self.weather.path, "--include", Self.fixtures.appendingPathComponent("WeatherApp").path]
        let run = try Self.widgetshot(["geometry"] + base + ["--widget", "CityWeather", "--timings"])
        let log = run.log.joined(separator: "\n")
        try #require(run.status == 0, "\(log)\n\(run.output)")
        #expect(run.output.contains("\"Cupertino\""), "\(run.output)")
        #expect(log.contains("route: prebuilt (debug)"), "\(log)")
        #expect(log.contains("WidgetShot modules compiled: 0"), "\(log)")
        for phase in ["prepare", "resolve", "compile", "render", "total"] {
            #expect(run.log.contains { $0.hasPrefix("  \(phase) ") && $0.hasSuffix(" s") }, "no \(phase) in \(log)")
        }
        // The generated package of this route does not depend on the checkout.
        let manifest = try String(contentsOf: Self.cache.appendingPathComponent("workspace-prebuilt/Package.swift"), encoding: .utf8)
        #expect(!manifest.contains(".package(path:") && manifest.contains("prebuilt-debug-objects.rsp"))
    }

    @Test func timingsAndBuildConfigurationAreLauncherOptions() throws {
        let r = try ExtensionLauncher.parse(["widgetshot", "gallery", "--extension", "Ext", "--timings", "--build-configuration", "release", "--quiet"])
        #expect(r.timings && r.configuration == "release")
        #expect(r.forwarded == ["gallery", "--quiet"])
        #expect(throws: (any Error).self) { try ExtensionLauncher.parse(["widgetshot", "--extension", "E", "--build-configuration", "fast"]) }
        #expect(try ExtensionLauncher.parse(["widgetshot", "--extension", "E"]).configuration == nil)   // the CLI's own
    }

    @Test func onlyTheRoutesOwnFailuresFallBack() {
        #expect(BuildRoutes.fallsBack(after: PrebuiltWidgetShot.Unavailable(reason: "r")))
        #expect(BuildRoutes.fallsBack(after: ExtensionBuildError.compileErrors(extension: "E", module: "M", files: [])))   // a link error
        #expect(!BuildRoutes.fallsBack(after: ExtensionBuildError.compileErrors(extension: "E", module: "M", files: ["/u/W.swift"])))
        #expect(!BuildRoutes.fallsBack(after: ExtensionBuildError.sourceErrors([])))
        #expect(!BuildRoutes.fallsBack(after: ExtensionBuildError.packageError("P", "gone")))
        // Told apart by the diagnostics' files: only WidgetShot's own (its build's interfaces) fall
        // back; the user's file beside them, or a package's, does not (the same error twice).
        let root = URL(fileURLWithPath: "/w/WidgetShot")
        func falls(_ files: [String]) -> Bool {
            BuildRoutes.fallsBack(after: ExtensionBuildError.compileErrors(extension: "E", module: "M", files: files), widgetShotRoot: root)
        }
        #expect(falls([]))
        #expect(falls(["/w/WidgetShot/.build/x86_64-unknown-linux-gnu/debug/Modules/WidgetShotUI.swiftinterface", "/w/WidgetShot/Sources/CCairo/shim.h"]))
        #expect(!falls(["/work/app/Widget/Widget.swift"]))
        #expect(!falls(["/w/WidgetShot/Sources/CCairo/shim.h", "/work/app/Widget/Widget.swift"]))
        #expect(!falls(["/w/WidgetShotFork/Widget.swift"]), "a sibling folder named alike is not the checkout")
        #expect(!falls(["/w/WidgetShot/Tests/WidgetShotCLITests/Fixtures/E/W.swift"]), "a test fixture is a user's extension")
    }

    @Test func theRoutesAreThePrebuiltThenTheGeneratedPackage() throws {
        // This checkout (…/Tests/WidgetShotCLITests/Fixtures → the root), not the environment's.
        let root = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let off = BuildRoutes(widgetShotRoot: root, configuration: nil, cacheRoot: URL(fileURLWithPath: "/c"), environment: ["WIDGETSHOT_PREBUILT": "0"])
        #expect(off.workspaces.map(\.packageRoot.lastPathComponent) == ["workspace"])
        // A folder with no build: the generated package only, and why.
        let none = BuildRoutes(widgetShotRoot: URL(fileURLWithPath: "/nonexistent"), configuration: nil, cacheRoot: URL(fileURLWithPath: "/c"),
                               environment: [:], executable: nil)
        #expect(none.workspaces.map(\.packageRoot.lastPathComponent) == ["workspace"])
        #expect(none.unavailable?.hasPrefix("no build of widgetshot") == true, "\(String(describing: none.unavailable))")
    }
}
