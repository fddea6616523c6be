import ProjectDescription

extension Target {
    /// A WidgetKit extension target with its sources under `Widget/Sources`.
    public static func widgetExtension(name: String, dependencies: [TargetDependency]) -> Target {
        .target(
            name: name,
            destinations: .iOS,
            product: .appExtension,
            bundleId: "com.example.tally.widget",
            infoPlist: .extendingDefault(with: [
                "CFBundleDisplayName": "Tally",
                "NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"],
            ]),
            sources: ["Widget/Sources/**"],
            dependencies: dependencies + [.sdk(name: "WidgetKit", type: .framework)]
        )
    }
}
