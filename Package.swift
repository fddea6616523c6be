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
        .library(name: "DemoWidgets", targets: ["DemoWidgets"]),
        .executable(name: "widgetshot", targets: ["widgetshot"]),
    ],
    targets: [
        .target(name: "WidgetShotUI", swiftSettings: swift5),
        .target(name: "DemoWidgets", dependencies: ["WidgetShotUI"], swiftSettings: swift5),
        .executableTarget(name: "widgetshot", dependencies: ["WidgetShotUI", "DemoWidgets"], swiftSettings: swift5),
        .executableTarget(
            name: "LayoutBenchmark", dependencies: ["WidgetShotUI"], path: "Sources/Benchmarks/LayoutBenchmark",
            swiftSettings: swift5),
        .testTarget(name: "WidgetShotUITests", dependencies: ["WidgetShotUI", "DemoWidgets"], swiftSettings: swift5),
    ]
)
