// swift-tools-version:5.3
import PackageDescription

let package = Package(
    name: "NotesKit",
    platforms: [.iOS(.v14)],
    products: [
        .library(name: "NotesKit", targets: ["NotesKit"]),
        .library(name: "Promises", targets: ["Promises"]),
        .library(name: "LineChart", targets: ["LineChart"]),
    ],
    targets: [
        .target(name: "NotesKit"),
        .target(name: "Promises"),
        .target(name: "LineChart"),
    ]
)
