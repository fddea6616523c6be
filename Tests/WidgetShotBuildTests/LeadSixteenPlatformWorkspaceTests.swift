import Foundation
import Testing
@testable import WidgetShotBuild

/// A watchOS extension's package is generated beside the iOS one (issue 21: a project with an
/// iOS widget and a watchOS complication sharing a package rewrote and recompiled that package
/// on every run, 15 s of each warm re-run of Islamic Center of Irvine).
struct LeadSixteenPlatformWorkspaceTests {
    static func plan(_ platform: BuildPlatform) -> BuildPlan {
        var plan = BuildPlan(source: URL(fileURLWithPath: "/p/App.xcodeproj"), extensionModule: ModulePlan(name: "Widgets", kind: .widgetExtension))
        plan.platform = platform
        return plan
    }

    @Test func eachPlatformHasItsOwnPackageFolder() {
        let cache = URL(fileURLWithPath: "/c")
        let workspace = ExtensionWorkspace(cacheRoot: cache, widgetShotRoot: BuildPlanGeneratorTests.checkout)
        #expect(workspace.packageRoot.path == "/c/workspace")
        #expect(workspace.forPlatform(of: Self.plan(.iOS)).packageRoot.path == "/c/workspace")
        #expect(workspace.forPlatform(of: Self.plan(.watchOS)).packageRoot.path == "/c/workspace-watchos")
        #expect(Set(ExtensionWorkspace.packageFolderNames) == ["workspace", "workspace-watchos", "workspace-prebuilt", "workspace-prebuilt-watchos"])
    }

    @Test func theWatchPackageFolderIsTheCachesOwn() throws {
        let fm = FileManager.default
        let cache = fm.temporaryDirectory.appendingPathComponent("ws16-platform-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: cache) }
        // A cache from before the marker holding both packages is still taken as WidgetShot's.
        for name in ["workspace-prebuilt", "workspace-prebuilt-watchos"] {
            try fm.createDirectory(at: cache.appendingPathComponent("\(name)/.build"), withIntermediateDirectories: true)
            try Data(count: 100).write(to: cache.appendingPathComponent("\(name)/.build/object.o"))
        }
        try CacheOwnership.claim(cache)
        #expect(try CacheMaintenance.entries(of: cache).map(\.name) == ["workspace-prebuilt", "workspace-prebuilt-watchos"])
        #expect(try CacheMaintenance.clean(cache).map(\.name) == ["workspace-prebuilt", "workspace-prebuilt-watchos"])
        #expect(!fm.fileExists(atPath: cache.appendingPathComponent("workspace-prebuilt-watchos").path))
        #expect(!CacheOwnership.isWidgetShotEntry("workspace-android"))
    }
}
