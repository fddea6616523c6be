import Foundation

/// Where a workspace's folders are: the cache, the WidgetShot checkout, and the generated package —
/// one per route and one per platform. A watchOS extension's package is generated beside the iOS
/// one (`workspace-watchos`, `workspace-prebuilt-watchos`), not in it: one package holds one copy
/// of each module, and a package both build (SwiftSoup in Islamic Center of Irvine's widget and
/// complication) is transformed differently for each platform, so sharing the folder rewrote and
/// recompiled it on every run (issue 21).
extension ExtensionWorkspace {
    /// The folder of the generated package: one per route, so switching routes never mixes
    /// modules compiled against the checkout with modules compiled against the CLI's build; and
    /// one per platform (``BuildPlatform/workspaceSuffix``).
    public var packageRoot: URL { cacheRoot.appendingPathComponent(Self.packageFolderName(prebuilt: prebuilt != nil, platform: platform)) }

    /// Transformed sources kept between runs (``TransformCache``).
    var transformCache: TransformCache { TransformCache(folder: cacheRoot.appendingPathComponent("transforms")) }

    /// The default cache folder.
    public static func defaultCacheRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let dir = environment["WIDGETSHOT_CACHE_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("widgetshot") }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/widgetshot")
    }

    /// The WidgetShot checkout: `WIDGETSHOT_ROOT`, else the checkout this tool was built from.
    public static func locateWidgetShotRoot(environment: [String: String] = ProcessInfo.processInfo.environment,
                                            builtFrom: String = #filePath) throws -> URL {
        var candidates: [URL] = []
        if let root = environment["WIDGETSHOT_ROOT"], !root.isEmpty { candidates.append(URL(fileURLWithPath: root)) }
        // …/Sources/WidgetShotBuild/Package/ExtensionWorkspace+Folders.swift → the checkout
        candidates.append(URL(fileURLWithPath: builtFrom).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
        for candidate in candidates {
            let manifest = candidate.appendingPathComponent("Package.swift")
            if let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("\"WidgetShotBuild\"") {
                return candidate.standardizedFileURL
            }
        }
        throw ExtensionBuildError.noWidgetShotCheckout
    }

    /// `workspace` or `workspace-prebuilt`, with `-watchos` for watchOS builds.
    static func packageFolderName(prebuilt: Bool, platform: BuildPlatform) -> String {
        (prebuilt ? "workspace-prebuilt" : "workspace") + (platform.workspaceSuffix.map { "-" + $0 } ?? "")
    }

    /// Every package folder name the cache can hold (``CacheOwnership``, ``CacheMaintenance``).
    static let packageFolderNames: [String] = [false, true].flatMap { prebuilt in
        [BuildPlatform.iOS, .watchOS].map { packageFolderName(prebuilt: prebuilt, platform: $0) }
    }

    /// This workspace, its package generated for `plan`'s platform.
    public func forPlatform(of plan: BuildPlan) -> ExtensionWorkspace {
        var copy = self
        copy.platform = plan.platform
        return copy
    }
}
