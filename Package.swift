// swift-tools-version:6.0
import PackageDescription

/// The library targets are compiled in Swift 5 language mode: widget code written for SwiftUI is
/// usually Swift 5 code, and our value types (views hold closures) are not `Sendable`.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "WidgetShot",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "WidgetShotUI", targets: ["WidgetShotUI"]),
        .library(name: "WidgetShotKit", targets: ["WidgetShotKit"]),
        .library(name: "WidgetShotCairo", targets: ["WidgetShotCairo"]),
        .library(name: "WidgetShot", targets: ["WidgetShot"]),
        .library(name: "WidgetShotTesting", targets: ["WidgetShotTesting"]),
        .library(name: "WidgetShotSnapshotTesting", targets: ["WidgetShotSnapshotTesting"]),
        .library(name: "WidgetShotCLI", targets: ["WidgetShotCLI"]),
        .library(name: "DemoWidgets", targets: ["DemoWidgets"]),
        .executable(name: "widgetshot", targets: ["widgetshot"]),
    ],
    dependencies: [
        // Only the optional `WidgetShotSnapshotTesting` adapter uses it; the core does not.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "WidgetShotUI", swiftSettings: swift5),
        .target(name: "WidgetShotKit", dependencies: ["WidgetShotUI"], swiftSettings: swift5),
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .target(name: "CCodecs", linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("deflate")]),
        .target(name: "WidgetShotCairo", dependencies: ["CCairo", "CCodecs", "WidgetShotUI"], swiftSettings: swift5),
        .target(name: "WidgetShot", dependencies: ["WidgetShotUI", "WidgetShotKit", "WidgetShotCairo"], swiftSettings: swift5),
        .target(name: "WidgetShotTesting", dependencies: ["WidgetShot"], swiftSettings: swift5),
        .target(
            name: "WidgetShotSnapshotTesting",
            dependencies: ["WidgetShotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            path: "Sources/WidgetShotSnapshotTesting",
            swiftSettings: swift5),
        .target(name: "DemoWidgets", dependencies: ["WidgetShot"], exclude: ["Assets.xcassets"], swiftSettings: swift5),
        .target(
            name: "WidgetShotCLI",
            dependencies: ["WidgetShotTesting", .product(name: "ArgumentParser", package: "swift-argument-parser")], swiftSettings: swift5),
        .executableTarget(name: "widgetshot", dependencies: ["WidgetShotCLI", "DemoWidgets"], swiftSettings: swift5),
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
        .testTarget(name: "WidgetShotUITests", dependencies: ["WidgetShotUI", "DemoWidgets"], swiftSettings: swift5),
        .testTarget(name: "WidgetShotKitTests", dependencies: ["WidgetShot", "DemoWidgets"], swiftSettings: swift5),
        .testTarget(name: "WidgetShotTestingTests", dependencies: ["WidgetShotTesting", "DemoWidgets"], swiftSettings: swift5),
        .testTarget(name: "WidgetShotSnapshotTestingTests", dependencies: ["WidgetShotSnapshotTesting"], swiftSettings: swift5),
        .testTarget(
            name: "WidgetShotCLITests", dependencies: ["WidgetShotCLI", "DemoWidgets"],
            exclude: ["Fixtures"],  // a whole package (TeamPackageTests builds it), not test sources
            swiftSettings: swift5),
        .testTarget(name: "WidgetShotCairoTests", dependencies: ["WidgetShot", "DemoWidgets"], swiftSettings: swift5),
    ]
)
