// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TravelUI",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "TravelUI", targets: ["TravelUI"]),
    ],
    targets: [
        .target(name: "TravelUI"),
    ]
)
