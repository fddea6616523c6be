import ProjectDescription
import ProjectDescriptionHelpers

// A small Tuist project in the shape `tuist init` makes, with a shared framework and a widget
// extension described through a helper, as team projects write their manifests.
let project = Project(
    name: "Tally",
    organizationName: "Example",
    targets: [
        .target(
            name: "Tally",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.tally",
            infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
            sources: ["App/Sources/**"],
            dependencies: [.target(name: "TallyKit"), .target(name: "TallyWidget")]
        ),
        .target(
            name: "TallyKit",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.tally.kit",
            sources: ["Shared/Sources/**"]
        ),
        .widgetExtension(name: "TallyWidget", dependencies: [.target(name: "TallyKit")]),
    ]
)
