/// The Apple modules widget code imports, and what each becomes in an extension build.
///
/// Every module WidgetShot stands in for maps to `WidgetShotSDK` (which re-exports one module per
/// framework, but Combine and Swift Charts), plus `WidgetShotCombine` where iOS brings Combine
/// (``importedModules(for:)``). WidgetShot never publishes a module literally named `SwiftUI`, `UIKit`…:
/// other packages test `#if canImport(UIKit)` to detect Apple platforms, and a module of that name
/// in the build would switch their Apple-only code on. The mapping happens only in the user's files.
public enum AppleModules {
    /// Apple modules WidgetShot stands in for: `import X` becomes `import WidgetShotSDK` (``importedModules(for:)``), and
    /// `canImport(X)` is true in the user's files.
    public static let standIns: Set<String> = [
        "SwiftUI", "SwiftUICore", "WidgetKit", "AppIntents", "Intents", "IntentsUI", "ActivityKit", "UIKit",
        "Combine", "os", "OSLog", "CoreGraphics", "CoreLocation", "CoreData", "SwiftData", "DeveloperToolsSupport",
        "UniformTypeIdentifiers", "CoreFoundation", "QuartzCore", "CoreText", "RelevanceKit",
    ]

    /// Stand-ins whose import does not bring Combine on iOS: UIKit and the lower frameworks
    /// re-export Foundation, which names only `ObservableObject` and `Published` of Combine's
    /// (Foundation's Swift overlay, `Combine.swift`: `public typealias Published =
    /// Combine.Published`, `public typealias ObservableObject = Combine.ObservableObject`), so the
    /// import brings those two alone, as ``FoundationRewrites`` does. Files in ruuvi's RuuviLocal
    /// import kean/Future and UIKit and mean kean's `Future`.
    public static let withoutCombine: Set<String> = [
        "UIKit", "os", "OSLog", "CoreGraphics", "CoreLocation", "UniformTypeIdentifiers", "CoreFoundation", "QuartzCore", "CoreText",
        "DeveloperToolsSupport",
    ]

    /// The WidgetShot modules `import <module>` of a stand-in becomes: `WidgetShotSDK`, and
    /// `WidgetShotCombine` unless iOS's module leaves Combine out (``withoutCombine``). SwiftUI
    /// brings Combine on iOS (`ObservableObject`, `AnyCancellable`, `Timer.publish` in files that
    /// import only SwiftUI); WidgetKit, AppIntents, ActivityKit, Core Data and SwiftData keep
    /// Combine as before (not checked against their interfaces). Nothing brings Swift Charts but
    /// `import Charts` (``FrameworkStandIns``).
    public static func importedModules(for module: String) -> [String] {
        withoutCombine.contains(module) ? ["WidgetShotSDK", "protocol OpenCombine.ObservableObject", "struct OpenCombine.Published"]
            : ["WidgetShotSDK", "WidgetShotCombine"]
    }

    /// Whether WidgetShot stands in for an Apple module, with the umbrella or a module of its own
    /// (``FrameworkStandIns``, which wins over `unavailable`): `canImport` of it is true.
    public static func isStandIn(_ module: String) -> Bool {
        FrameworkStandIns.modules(for: module) != nil || standIns.contains(module)
    }

    /// Modules that exist on Linux too and stay as they are.
    public static let portable: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "Dispatch",
        "Observation", "Swift", "_Concurrency", "Synchronization", "RegexBuilder", "XCTest", "Testing", "Glibc", "Musl",
    ]

    /// Apple frameworks that exist only on Apple platforms and that WidgetShot does not stand in
    /// for: importing one is an error naming it. A framework listed in ``FrameworkStandIns``
    /// takes its stand-in module instead (the transform consults that table first).
    public static let unavailable: Set<String> = [
        "ClockKit", "ARKit", "RealityKit", "SceneKit", "SpriteKit", "Metal", "MetalKit",
        "CoreNFC", "FinanceKit", "JournalingSuggestions",
        "CallKit", "PushKit", "ExtensionFoundation", "ExtensionKit",
        // Apple-only frameworks met in apps' shared code that no stand-in covers: an import is
        // WidgetShot's error naming the framework, not the compiler's "no such module".
        "Speech", "SensorKit", "FoundationModels", "GameController", "SoundAnalysis",
        "NearbyInteraction", "ShazamKit", "ImagePlayground", "ClassKit",
    ]

    /// Frameworks of other Apple platforms: `canImport` of them is false in the user's files,
    /// as it is when Xcode builds for iOS (WatchKit is true in a watchOS target:
    /// ``FrameworkStandIns/watchOSOnly``).
    public static let otherPlatforms: Set<String> = [
        "AppKit", "Cocoa", "WatchKit", "TVUIKit", "TVServices", "CarbonCore", "Carbon", "IOKit",
    ]
}
