// swift-tools-version:6.0
import PackageDescription

/// The library targets are compiled in Swift 5 language mode: widget code written for SwiftUI is
/// usually Swift 5 code, and our value types (views hold closures) are not `Sendable`.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

/// The `widgetshot` tool links the Swift runtime and Foundation into the executable
/// (`-static-stdlib`): a cold `widgetshot render` then binds ~9,000 fewer symbols across shared
/// libraries at start (issue 21, goal 4). The objects are compiled against the shared Foundation,
/// whose module names no static companions, so the link names them: Foundation's C layers
/// (`_CFXMLInterface` on libxml2, `_CFURLSessionInterface`), in one group because the archives
/// refer to each other. libcurl is not linked: `CCurlLoader` opens it on the first URL load, so a
/// render does not load it and the 25 libraries it needs. Everything goes through `-Xlinker`,
/// which the prebuilt extension route does not copy into extension programs (they link Foundation
/// as shared libraries: `PrebuiltWidgetShot.libraryFlags`).
let staticFoundationLibraries = [
    "FoundationNetworking", "FoundationXML", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "_FoundationCollections", "_FoundationCShims", "CoreFoundation", "_FoundationICU", "_CFXMLInterface", "xml2",
    "_CFURLSessionInterface", "BlocksRuntime", "dispatch", "swiftDispatch", "swiftSynchronization",
    "swift_StringProcessing", "swift_RegexParser", "swiftObservation", "stdc++", "m",
]
let staticToolLinking: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib", "-Xlinker", "--start-group"]
                 + staticFoundationLibraries.flatMap { ["-Xlinker", "-l\($0)"] }
                 + ["-Xlinker", "--end-group"],
                 .when(platforms: [.linux])),
]

let package = Package(
    name: "WidgetShot",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "WidgetShotFoundation", targets: ["WidgetShotFoundation"]),
        .library(name: "WidgetShotUI", targets: ["WidgetShotUI"]),
        .library(name: "WidgetShotKit", targets: ["WidgetShotKit"]),
        .library(name: "WidgetShotCairo", targets: ["WidgetShotCairo"]),
        .library(name: "WidgetShotIntents", targets: ["WidgetShotIntents"]),
        .library(name: "WidgetShotActivityKit", targets: ["WidgetShotActivityKit"]),
        .library(name: "WidgetShotUIKit", targets: ["WidgetShotUIKit"]),
        .library(name: "WidgetShotPreviews", targets: ["WidgetShotPreviews"]),
        .library(name: "WidgetShotCombine", targets: ["WidgetShotCombine"]),
        .library(name: "WidgetShotFrameworks", targets: ["WidgetShotOSLog", "WidgetShotCoreData", "WidgetShotSwiftData", "WidgetShotCoreLocation"]),
        .library(name: "WidgetShotBuild", targets: ["WidgetShotBuild"]),
        .library(name: "WidgetShotCharts", targets: ["WidgetShotCharts"]),
        .library(name: "WidgetShot", targets: ["WidgetShot"]),
        .library(name: "WidgetShotTesting", targets: ["WidgetShotTesting"]),
        .library(name: "WidgetShotSnapshotTesting", targets: ["WidgetShotSnapshotTesting"]),
        .library(name: "WidgetShotCLI", targets: ["WidgetShotCLI"]),
        .library(name: "DemoWidgets", targets: ["DemoWidgets"]),
        .executable(name: "widgetshot", targets: ["widgetshot"]),
        .executable(name: "widgetshot-intentgen", targets: ["widgetshot-intentgen"]),
        .plugin(name: "WidgetShotIntentsPlugin", targets: ["WidgetShotIntentsPlugin"]),
        .plugin(name: "WidgetShotCommandPlugin", targets: ["WidgetShotCommandPlugin"]),
    ],
    dependencies: [
        // Only the optional `WidgetShotSnapshotTesting` adapter uses it; the core does not.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `import Combine` in widget code resolves to OpenCombine through WidgetShotCombine.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // XcodeGen `project.yml` specs are read by WidgetShotBuild's project reader.
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // `import CryptoKit` in widget code resolves to swift-crypto's `Crypto` (the same API, on BoringSSL).
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // OpenCombine: `@ObservedObject`/`@StateObject`/`@EnvironmentObject` take Combine's `ObservableObject`.
        // Foundation as Apple ships it where swift-corelibs-foundation lacks it (formatters, the render's
        // locale, NSUbiquitousKeyValueStore…): Foundation only, so Foundation-only widget files can import it.
        .target(name: "WidgetShotFoundation", dependencies: ["WidgetShotZlib", "WidgetShotUniformTypeIdentifiers"], swiftSettings: swift5,   // zlib: NSData's .zlib compression; UTType: NSItemProvider's type conformance
                linkerSettings: [.linkedLibrary("_FoundationICU")]),   // ICU (CLDR unit names) as the toolchain ships it
        .target(name: "WidgetShotUI", dependencies: ["WidgetShotFoundation", "WidgetShotTransferable", .product(name: "OpenCombine", package: "OpenCombine")], swiftSettings: swift5),
        // Core Transferable (Transferable, the representations; SwiftUI re-exports it for ShareLink), on UTType.
        .target(name: "WidgetShotTransferable",
                dependencies: ["WidgetShotUniformTypeIdentifiers", .product(name: "OpenCombine", package: "OpenCombine"),
                               .product(name: "OpenCombineFoundation", package: "OpenCombine")],
                swiftSettings: swift5),
        // One module per Apple framework WidgetShot stands in for (see Architecture.md).
        .target(name: "WidgetShotIntents", dependencies: ["WidgetShotUI"], swiftSettings: swift5),          // AppIntents + Intents
        .target(name: "WidgetShotActivityKit", dependencies: ["WidgetShotUI"], swiftSettings: swift5),      // ActivityKit
        .target(name: "WidgetShotKit", dependencies: ["WidgetShotUI", "WidgetShotIntents", "WidgetShotActivityKit"], swiftSettings: swift5),
        .target(name: "WidgetShotUIKit", dependencies: ["WidgetShotUI", "WidgetShotCairo", "WidgetShotCoreFoundation"], swiftSettings: swift5),   // UIKit bridging (+ QuartzCore)
        .target(
            name: "WidgetShotCombine",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine"),
                           .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                           .product(name: "OpenCombineFoundation", package: "OpenCombine")],
            swiftSettings: swift5),
        .target(name: "WidgetShotOSLog", swiftSettings: swift5),          // os / OSLog
        .target(name: "WidgetShotCoreData", dependencies: ["WidgetShotUI"], swiftSettings: swift5),       // CoreData (in-memory; @FetchRequest needs WidgetShotUI)
        .target(name: "WidgetShotSwiftData", dependencies: ["WidgetShotUI", "WidgetShotCoreData"], swiftSettings: swift5),      // SwiftData (in-memory; app-group URLs from WidgetShotUI; its Core Data overlay)
        .target(name: "WidgetShotCoreLocation", swiftSettings: swift5),   // CoreLocation value types
        // Stand-ins, part B (issue 20): one module per framework family (see FrameworkStandIns+B.swift).
        .target(name: "WidgetShotCoreFoundation", swiftSettings: swift5),               // CF type names (CFDictionary = NSDictionary…) for Apple's C APIs
        .target(name: "WidgetShotMapKit", dependencies: ["WidgetShotUI", "WidgetShotUIKit", "WidgetShotCoreLocation"], swiftSettings: swift5),   // MapKit (snapshots draw)
        .target(name: "WidgetShotSecurity", dependencies: ["WidgetShotCoreFoundation", "WidgetShotFoundation", .product(name: "Crypto", package: "swift-crypto")], swiftSettings: swift5),   // Security (in-memory keychain; SecKey EC keys on swift-crypto)
        .target(name: "WidgetShotNetwork", dependencies: ["WidgetShotCoreFoundation", "WidgetShotSecurity"], swiftSettings: swift5),                     // Network, NetworkExtension, SystemConfiguration
        .target(name: "WidgetShotUniformTypeIdentifiers", dependencies: ["WidgetShotCoreFoundation"], swiftSettings: swift5),       // UniformTypeIdentifiers, MobileCoreServices
        .target(name: "WidgetShotCoreImage", dependencies: ["WidgetShotUI", "WidgetShotUIKit", "WidgetShotCairo", "WidgetShotCoreFoundation", "CCodecs"], swiftSettings: swift5),   // CoreImage, ImageIO (filters apply)
        .target(name: "WidgetShotML", dependencies: ["WidgetShotUIKit"], swiftSettings: swift5),   // CoreML, NaturalLanguage, Vision, Accelerate
        .target(name: "WidgetShotWeb", dependencies: ["WidgetShotUI", "WidgetShotUIKit"], swiftSettings: swift5),   // WebKit, SafariServices, LinkPresentation, AuthenticationServices (SwiftUI environment)
        .target(name: "WidgetShotQuickLook", dependencies: ["WidgetShotUIKit"], swiftSettings: swift5),   // QuickLook, QuickLookThumbnailing (no thumbnails)
        // PDFKit: documents, pages and thumbnails read and drawn by poppler-glib, saved with cairo's PDF surface. Not re-exported.
        .target(name: "WidgetShotPDFKit", dependencies: ["WidgetShotUIKit", "WidgetShotCairo"], swiftSettings: swift5),
        .target(name: "WidgetShotMessageUI", swiftSettings: swift5),   // MessageUI (no Mail account, no Messages)
        .target(name: "WidgetShotCarPlay", dependencies: ["WidgetShotUIKit"], swiftSettings: swift5),   // CarPlay (compile-only: no car connected)
        .target(name: "WidgetShotCommonCrypto", dependencies: [.product(name: "Crypto", package: "swift-crypto")], swiftSettings: swift5),   // CommonCrypto digests and HMAC (on swift-crypto)
        // WatchKit (watchOS targets only): WKInterfaceDevice for the rendered watch, WKApplication, haptics.
        .target(name: "WidgetShotWatchKit", dependencies: ["WidgetShotUI"], swiftSettings: swift5),
        .target(name: "WidgetShotSystemServices", dependencies: ["WidgetShotUniformTypeIdentifiers"], swiftSettings: swift5),   // BackgroundTasks, WatchConnectivity, CoreSpotlight, GameKit, CoreHaptics…
        // Stand-ins for frameworks a provider uses and that draw nothing (FrameworkStandIns.md): a device where nothing is authorised or stored.
        .target(name: "WidgetShotMedia", dependencies: ["WidgetShotUIKit", "WidgetShotCoreImage"], swiftSettings: swift5),   // AVFoundation, AVKit, CoreMedia, AudioToolbox, MediaPlayer, MusicKit (+ the CoreImage/ImageIO AVFoundation imports)
        .target(name: "WidgetShotHealthKit", swiftSettings: swift5),             // HealthKit (no samples, authorisation not determined)
        .target(name: "WidgetShotNotifications", swiftSettings: swift5),         // UserNotifications (records requests)
        .target(name: "WidgetShotTipKit", dependencies: ["WidgetShotUI"], swiftSettings: swift5),   // TipKit (tips never show)
        .target(name: "WidgetShotCloudKit", swiftSettings: swift5),              // CloudKit (no iCloud account)
        .target(name: "WidgetShotStoreKit", dependencies: ["WidgetShotUI", "WidgetShotUIKit"], swiftSettings: swift5),   // StoreKit (no products, no entitlements; SwiftUI environment)
        .target(name: "WidgetShotWeatherKit", dependencies: ["WidgetShotCoreLocation"], swiftSettings: swift5),   // WeatherKit (requests fail)
        .target(name: "WidgetShotPersonalData", dependencies: ["WidgetShotUIKit", "WidgetShotCoreLocation"], swiftSettings: swift5),   // EventKit(UI), Contacts(UI), Photos(UI) (UIImage from UIKit)
        .target(name: "WidgetShotScreenTime", swiftSettings: swift5),            // FamilyControls, ManagedSettings, DeviceActivity
        .target(name: "WidgetShotLocalAuthentication", swiftSettings: swift5),   // LocalAuthentication (no enrolled biometry)
        .target(name: "WidgetShotDeviceSensors", swiftSettings: swift5),         // CoreMotion, CoreBluetooth (no data, radio off)
        .target(name: "WidgetShotHomeKit", swiftSettings: swift5),               // HomeKit (no home)
        .target(name: "WidgetShotPassKit", swiftSettings: swift5),               // PassKit (no passes)
        // AlarmKit (iOS 26): alarm Live Activities draw from system-style samples; nothing scheduled or authorised. Not re-exported.
        .target(name: "WidgetShotAlarmKit", dependencies: ["WidgetShotKit", "WidgetShotActivityKit", "WidgetShotIntents"], swiftSettings: swift5),
        // WorkoutKit: workout compositions and plans; no watch paired, nothing authorised, plans recorded in the process. Not re-exported.
        .target(name: "WidgetShotWorkoutKit", dependencies: ["WidgetShotHealthKit"], swiftSettings: swift5),
        // Swift Charts (issue 25): marks, scales, axes and legends drawn with WidgetShotUI's shapes and texts.
        .target(name: "WidgetShotCharts", dependencies: ["WidgetShotUI"], swiftSettings: swift5),
        .target(name: "WidgetShotPreviews", dependencies: ["WidgetShotKit", "WidgetShotActivityKit", "WidgetShotIntents"], swiftSettings: swift5),   // #Preview, PreviewProvider
        // The extension builder: Xcode's build of a widget extension, on Linux (source transform,
        // generated package, asset symbols, .intentdefinition code generation, project reading). Foundation + Yams.
        .target(name: "WidgetShotBuild", dependencies: [.product(name: "Yams", package: "Yams")], swiftSettings: swift5),
        // `.intentdefinition` → Swift for team packages: the tool and the build-tool plugin that runs it.
        .executableTarget(name: "widgetshot-intentgen", dependencies: ["WidgetShotBuild"], swiftSettings: swift5),
        .plugin(name: "WidgetShotIntentsPlugin", capability: .buildTool(), dependencies: ["widgetshot-intentgen"],
                path: "Sources/Plugins/WidgetShotIntentsPlugin"),
        // `swift package widgetshot …` in a team package: builds its WidgetShotCommand executable and runs it.
        .plugin(name: "WidgetShotCommandPlugin",
                capability: .command(intent: .custom(verb: "widgetshot", description: "Run widgetshot commands (gallery, snapshots, render…) on this package's widgets"),
                                     permissions: [.writeToPackageDirectory(reason: "widgetshot writes galleries and records goldens in the package folder")]),
                path: "Sources/Plugins/WidgetShotCommandPlugin"),
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // Apple's `zlib` module for extensions' packages (`import zlib` → `import WidgetShotZlib`): the system zlib.
        .systemLibrary(name: "WidgetShotZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CCodecs", linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("deflate")]),
        // PDF and SVG image sets and custom SF Symbol templates (`.symbolset`) draw through poppler-glib and
        // librsvg, opened at their first use (WidgetShotCairo/Images/VectorLibraries.swift), not linked.
        .target(name: "WidgetShotCairo", dependencies: ["CCairo", "CCodecs", "WidgetShotUI"], swiftSettings: swift5),
        // What the user's Apple imports become: the umbrella's modules but Combine and Charts
        // (Sources/WidgetShotSDK/Exports.swift).
        .target(
            name: "WidgetShotSDK",
            dependencies: ["WidgetShotFoundation", "WidgetShotUI", "WidgetShotKit", "WidgetShotCairo", "WidgetShotIntents", "WidgetShotActivityKit",
                           "WidgetShotUIKit", "WidgetShotPreviews", "WidgetShotOSLog", "WidgetShotCoreData",
                           "WidgetShotSwiftData", "WidgetShotCoreLocation",
                           "WidgetShotCoreFoundation", "WidgetShotMapKit", "WidgetShotSecurity", "WidgetShotNetwork", "WidgetShotUniformTypeIdentifiers", "WidgetShotTransferable",
                           "WidgetShotCoreImage", "WidgetShotML", "WidgetShotWeb", "WidgetShotQuickLook", "WidgetShotMessageUI", "WidgetShotSystemServices", "WidgetShotCarPlay",
                           .product(name: "Crypto", package: "swift-crypto"),
                           "WidgetShotMedia", "WidgetShotHealthKit", "WidgetShotNotifications", "WidgetShotTipKit",
                           "WidgetShotCloudKit", "WidgetShotWeatherKit", "WidgetShotPersonalData",
                           "WidgetShotScreenTime", "WidgetShotLocalAuthentication", "WidgetShotDeviceSensors",
                           "WidgetShotHomeKit", "WidgetShotPassKit"],
            swiftSettings: swift5),
        .target(
            name: "WidgetShot",
            dependencies: ["WidgetShotSDK","WidgetShotFoundation", "WidgetShotUI", "WidgetShotKit", "WidgetShotCairo", "WidgetShotIntents", "WidgetShotActivityKit",
                           "WidgetShotUIKit", "WidgetShotPreviews", "WidgetShotCombine", "WidgetShotOSLog", "WidgetShotCoreData",
                           "WidgetShotSwiftData", "WidgetShotCoreLocation",
                           // Stand-ins, part B
                           "WidgetShotCoreFoundation", "WidgetShotMapKit", "WidgetShotSecurity", "WidgetShotNetwork", "WidgetShotUniformTypeIdentifiers", "WidgetShotTransferable",
                           "WidgetShotCoreImage", "WidgetShotML", "WidgetShotWeb", "WidgetShotQuickLook", "WidgetShotMessageUI", "WidgetShotSystemServices", "WidgetShotCarPlay",
                           .product(name: "Crypto", package: "swift-crypto"), "WidgetShotCommonCrypto", "WidgetShotZlib",
                           // FrameworkStandIns (standins-a)
                           "WidgetShotMedia", "WidgetShotHealthKit", "WidgetShotNotifications", "WidgetShotTipKit",
                           "WidgetShotCloudKit", "WidgetShotStoreKit", "WidgetShotWeatherKit", "WidgetShotPersonalData",
                           "WidgetShotScreenTime", "WidgetShotLocalAuthentication", "WidgetShotDeviceSensors",
                           "WidgetShotHomeKit", "WidgetShotPassKit", "WidgetShotAlarmKit", "WidgetShotWorkoutKit",
                           // WatchKit, imported by watchOS targets only (watch-8); not re-exported
                           "WidgetShotWatchKit",
                           // PDFKit (route-15); not re-exported (apps name their own `PDFDocument`)
                           "WidgetShotPDFKit",
                           // Swift Charts (issue 25)
                           "WidgetShotCharts"],
            swiftSettings: swift5),
        // Snapshot verification, diffs, reports and review with no test framework: what the CLI links
        // (no libTesting/libXCTest in `widgetshot`, issue 21). WidgetShotTesting adds the assertions.
        .target(name: "WidgetShotSnapshotCore", dependencies: ["WidgetShot"], swiftSettings: swift5),
        .target(name: "WidgetShotTesting", dependencies: ["WidgetShotSnapshotCore"], swiftSettings: swift5),
        .target(
            name: "WidgetShotSnapshotTesting",
            dependencies: ["WidgetShotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            path: "Sources/WidgetShotSnapshotTesting",
            swiftSettings: swift5),
        .target(name: "DemoWidgets", dependencies: ["WidgetShot"], exclude: ["Assets.xcassets"], swiftSettings: swift5),
        .target(
            name: "WidgetShotCLI",
            dependencies: ["WidgetShotSnapshotCore", "WidgetShotBuild", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: swift5),
        // libcurl opened on first use, for the tool's static link (`staticToolLinking`).
        .target(name: "CCurlLoader", linkerSettings: [.linkedLibrary("dl")]),
        .executableTarget(name: "widgetshot", dependencies: ["WidgetShotCLI", "DemoWidgets", "CCurlLoader"], swiftSettings: swift5,
                          linkerSettings: staticToolLinking),
        .executableTarget(
            name: "LayoutBenchmark", dependencies: ["WidgetShotUI"], path: "Sources/Benchmarks/LayoutBenchmark",
            swiftSettings: swift5),
        .executableTarget(
            name: "RenderBenchmark", dependencies: ["WidgetShot", "DemoWidgets"], path: "Sources/Benchmarks/RenderBenchmark",
            swiftSettings: swift5),
        .executableTarget(
            name: "SnapshotBenchmark", dependencies: ["WidgetShotTesting", "DemoWidgets"], path: "Sources/Benchmarks/SnapshotBenchmark",
            swiftSettings: swift5),
        .executableTarget(
            name: "GalleryBenchmark", dependencies: ["WidgetShotCLI", "DemoWidgets"], path: "Sources/Benchmarks/GalleryBenchmark",
            swiftSettings: swift5),
        // Fuzz targets (`.ci/fuzz`): a bounded mutation driver, or libFuzzer when built with
        // -sanitize=fuzzer -DLIBFUZZER (see .ci/fuzz). Seeds in Tests/Fuzz/Corpus.
        .target(name: "FuzzSupport", path: "Sources/Fuzz/FuzzSupport", swiftSettings: swift5),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", "WidgetShotCairo"], path: "Sources/Fuzz/FuzzPNG", swiftSettings: swift5),
        .executableTarget(name: "FuzzJPEG", dependencies: ["FuzzSupport", "WidgetShot"], path: "Sources/Fuzz/FuzzJPEG", swiftSettings: swift5),
        .executableTarget(name: "FuzzAssetCatalog", dependencies: ["FuzzSupport", "WidgetShotCairo"], path: "Sources/Fuzz/FuzzAssetCatalog", swiftSettings: swift5),
        .executableTarget(name: "FuzzVectorImage", dependencies: ["FuzzSupport", "WidgetShotCairo"], path: "Sources/Fuzz/FuzzVectorImage", swiftSettings: swift5),
        .executableTarget(name: "FuzzPBXProj", dependencies: ["FuzzSupport", "WidgetShotBuild"], path: "Sources/Fuzz/FuzzPBXProj", swiftSettings: swift5),
        .executableTarget(name: "FuzzIntentDefinition", dependencies: ["FuzzSupport", "WidgetShotBuild"], path: "Sources/Fuzz/FuzzIntentDefinition", swiftSettings: swift5),
        .executableTarget(name: "FuzzXcodeGen", dependencies: ["FuzzSupport", "WidgetShotBuild"], path: "Sources/Fuzz/FuzzXcodeGen", swiftSettings: swift5),
        .executableTarget(name: "FuzzEntries", dependencies: ["FuzzSupport", "WidgetShot"], path: "Sources/Fuzz/FuzzEntries", swiftSettings: swift5),
        .executableTarget(name: "FuzzStringTables", dependencies: ["FuzzSupport", "WidgetShotUI"], path: "Sources/Fuzz/FuzzStringTables", swiftSettings: swift5),
        .executableTarget(name: "FuzzViewTree", dependencies: ["FuzzSupport", "WidgetShot"], path: "Sources/Fuzz/FuzzViewTree", swiftSettings: swift5),
        .testTarget(name: "WidgetShotUITests", dependencies: ["WidgetShotUI", "DemoWidgets"], swiftSettings: swift5),
        .testTarget(name: "WidgetShotKitTests", dependencies: ["WidgetShot", "DemoWidgets"], swiftSettings: swift5),
        .testTarget(name: "WidgetShotTestingTests", dependencies: ["WidgetShotTesting", "DemoWidgets"], swiftSettings: swift5),
        .testTarget(name: "WidgetShotSnapshotTestingTests", dependencies: ["WidgetShotSnapshotTesting"], swiftSettings: swift5),
        .testTarget(
            name: "WidgetShotCLITests", dependencies: ["WidgetShotCLI", "WidgetShotBuild", "WidgetShotTesting", "DemoWidgets", "CCurlLoader"],
            exclude: ["Fixtures"],  // a whole package (TeamPackageTests builds it), not test sources
            swiftSettings: swift5),
        .testTarget(name: "WidgetShotCairoTests", dependencies: ["WidgetShot", "DemoWidgets"], swiftSettings: swift5),
        .testTarget(name: "WidgetShotBuildTests", dependencies: ["WidgetShotBuild"], exclude: ["Fixtures"], swiftSettings: swift5),
        .testTarget(name: "WidgetShotUIKitTests", dependencies: ["WidgetShot"], swiftSettings: swift5),
        .testTarget(name: "WidgetShotFoundationTests", dependencies: ["WidgetShotFoundation"], swiftSettings: swift5),
        .testTarget(name: "WidgetShotChartsTests", dependencies: ["WidgetShot", "WidgetShotTesting"], exclude: ["ReferenceMeasurements.md"], swiftSettings: swift5),
        .testTarget(name: "WidgetShotFrameworksTests", dependencies: ["WidgetShot", "WidgetShotTesting"], swiftSettings: swift5),
    ]
)
