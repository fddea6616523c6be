// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TravelUI",
    platforms: [.iOS(.v17)],
    products: [.library(name: "TravelUI", targets: ["TravelUI"])],
    targets: [
        .target(name: "TravelUI", dependencies: ["TravelStyle"], resources: [.process("Resources/badge.json")]),
        .target(name: "TravelStyle"),
    ]
)
