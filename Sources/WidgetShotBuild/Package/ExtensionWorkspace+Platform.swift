import Foundation

/// One generated package per platform: a watchOS extension's package is generated beside the iOS
/// one (`workspace-watchos`, `workspace-prebuilt-watchos`), not in it. One package holds one copy
/// of each module, and a package both build (SwiftSoup in Islamic Center of Irvine's widget and
/// complication) is transformed differently for each platform, so sharing the folder rewrote and
/// recompiled it on every run (issue 21).
extension ExtensionWorkspace {
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
