import Foundation

/// An extension ready to build.
public struct PreparedExtension {
    /// The executable target (and product) name.
    public var target: String
    /// The generated package.
    public var packageRoot: URL
    /// The `@main` type, if the files have one.
    public var mainType: String?
    /// How many previews the files declare.
    public var previewCount: Int
    /// Conditions the transform could not decide, as warnings.
    public var warnings: [BuildDiagnostic]
    /// The extension's name (its folder's, or its module's).
    public var name: String
    /// The folder the built program runs from (``ExtensionBundle``).
    public var bundleFolder: URL
    /// How many Swift files the plan's modules have.
    public var fileCount: Int
    /// The remote packages the extension needs: identity → URL.
    public var remotePackages: [String: String] = [:]
    /// Whether the cache was built against another WidgetShot, so WidgetShot and the extension
    /// modules compile afresh (``WidgetShotBuildIdentity``).
    public var recompilesWidgetShot = false
    /// Which module compiles which of the user's files (a failed build names the module).
    public var ownership = ModuleOwnership()
    /// The CLI's build the program links instead of compiling WidgetShot (nil: the generated-package route).
    public var prebuilt: PrebuiltWidgetShot?
    /// The configuration the program is built in (`debug` or `release`).
    public var configuration = "debug"
    /// One line per repair the cache needed before this build (another compiler built it; its
    /// registry was unreadable), for the run's log.
    public var cacheNotes: [String] = []
    /// The platform the extension is built for (the notes under a failed build name its families).
    var platform = BuildPlatform.iOS
}

/// 64-bit FNV-1a of a string (stable across runs and machines).
func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    return hash
}
