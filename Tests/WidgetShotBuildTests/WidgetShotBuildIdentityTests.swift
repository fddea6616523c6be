import Foundation
import Testing
@testable import WidgetShotBuild

/// A cache built against one WidgetShot checkout and used with a changed one drops the build
/// products of WidgetShot's modules and the extensions' (so nothing stale links), keeps its
/// dependencies' products, and leaves everything alone while the checkout is unchanged.
struct WidgetShotBuildIdentityTests {
    let fm = FileManager.default

    func write(_ text: String, _ url: URL) throws {
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func aChangedCheckoutRecompilesWidgetShotAndTheExtensionsOnly() throws {
        let temp = fm.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: temp) }
        let checkout = temp.appendingPathComponent("WidgetShot")
        try write("""
            let package = Package(name: "WidgetShot", products: [.library(name: "WidgetShot", targets: ["WidgetShot"])],
                dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0")],
                targets: [
                    .target(name: "WidgetShotUI", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
                    .target(
                        name: "WidgetShot", dependencies: ["WidgetShotUI"]),
                    .plugin(name: "IntentsPlugin", capability: .buildTool()),
                ])
            """, checkout.appendingPathComponent("Package.swift"))
        let source = checkout.appendingPathComponent("Sources/WidgetShotUI/Text.swift")
        try write("public struct Text {}\n", source)

        let package = temp.appendingPathComponent("cache/workspace")
        let build = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        try fm.createDirectory(at: build, withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: package.appendingPathComponent(".build/debug").path, withDestinationPath: "x86_64-unknown-linux-gnu/debug")
        let ours = ["WidgetShotUI.build/Text.swift.o", "WidgetShot.build/output-file-map.json", "Modules/WidgetShotUI.swiftmodule",
                    "Modules/WidgetShot.swiftmodule", "IntentsPlugin-tool.build/x.o", "ExtTrip_1a2b.build/main.swift.o", "ExtTrip_1a2b",
                    "ExtTrip_1a2b.product/Objects.LinkFileList", "TravelKit.build/Trip.swift.o", "Modules/TravelKit.swiftmodule"]
        let theirs = ["ArgumentParser.build/Flag.swift.o", "Modules/ArgumentParser.swiftmodule", "WidgetShotUIExtras.build/a.o", "ModuleCache/x.pcm"]
        let checkouts = package.appendingPathComponent(".build/checkouts/swift-argument-parser/Sources/WidgetShotUI/a.swift")
        func populate() throws {
            for path in ours + theirs { try write("object", build.appendingPathComponent(path)) }
            try write("source", checkouts)
        }
        func exists(_ path: String) -> Bool { fm.fileExists(atPath: build.appendingPathComponent(path).path) }
        let identity = WidgetShotBuildIdentity(widgetShotRoot: checkout, packageRoot: package)
        let user: Set<String> = ["ExtTrip_1a2b", "TravelKit"]
        #expect(identity.widgetShotTargets() == ["WidgetShotUI", "WidgetShot", "IntentsPlugin"])

        // A build folder made before identities were recorded is not trusted.
        try populate()
        #expect(try identity.refresh(userModules: user))
        #expect(ours.allSatisfy { !exists($0) }, "\(ours.filter(exists))")
        #expect(theirs.allSatisfy(exists))

        // Unchanged (even rewritten with the same bytes, as a fresh clone of the commit is): kept.
        try populate()
        try write("public struct Text {}\n", source)
        #expect(try identity.refresh(userModules: user) == false)
        #expect((ours + theirs).allSatisfy(exists))

        // WidgetShot's API moved: its modules and the extension's go, the dependencies' stay.
        try write("public struct Text { public init(_ s: String) {} }\n", source)
        #expect(try identity.refresh(userModules: user))
        #expect(ours.allSatisfy { !exists($0) }, "\(ours.filter(exists))")
        #expect(theirs.allSatisfy(exists))
        #expect(fm.fileExists(atPath: checkouts.path))
        #expect(try identity.refresh(userModules: user) == false)

        // A file added to Sources changes it too.
        try populate()
        try write("extension Text {}\n", checkout.appendingPathComponent("Sources/WidgetShotUI/Text+More.swift"))
        #expect(try identity.refresh(userModules: user))
        #expect(!exists("Modules/WidgetShotUI.swiftmodule") && exists("Modules/ArgumentParser.swiftmodule"))
    }
}
