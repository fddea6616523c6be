// swift-tools-version:6.0
// Tools 6: its targets' default language mode is Swift 6 (bare /regex/ literals in TravelStyle).
import PackageDescription

let package = Package(
    name: "TravelUI",
    platforms: [.iOS(.v17)],
    products: [.library(name: "TravelUI", targets: ["TravelUI"])],
    targets: [
        .target(name: "TravelUI", dependencies: ["TravelStyle", "travel-codec"], resources: [.process("Resources/badge.json")]),
        .target(name: "TravelStyle"),
        // A C target, with a define and zlib linked (GzipSwift's system-zlib is one).
        .target(name: "travel-codec", cSettings: [.define("TRAVEL_CODEC_SEED", to: "7")], linkerSettings: [.linkedLibrary("z")]),
    ]
)
