// swift-tools-version:6.0
import PackageDescription

// Widget code written for SwiftUI is usually Swift 5 code, and views are not `Sendable`:
// compile the targets in Swift 5 language mode, as WidgetShot does.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "WaterWidgets",
    platforms: [.macOS(.v13)],
    dependencies: [
        // In a real package: .package(url: "<WidgetShot's repository URL>", branch: "main").
        // `name:` because this checkout's folder need not be called WidgetShot. TeamPackageTests
        // rewrites this line (it has the marker) to the repository root's absolute path.
        .package(name: "WidgetShot", path: "../../../.."), // WIDGETSHOT_DEPENDENCY
    ],
    targets: [
        // The widgets, as in the app's widget extension (only the import differs).
        .target(name: "WaterWidgets", dependencies: [.product(name: "WidgetShot", package: "WidgetShot")], swiftSettings: swift5),
        // `swift run gallery …`: every widgetshot command for these widgets.
        .executableTarget(
            name: "gallery",
            dependencies: ["WaterWidgets", .product(name: "WidgetShotCLI", package: "WidgetShot")],
            swiftSettings: swift5),
    ]
)
