import Foundation
import Testing
@testable import WidgetShotBuild

/// A cache built against one WidgetShot checkout and used with a changed one drops the build
/// products of the extensions' modules and of WidgetShot's targets that changed or depend on one
/// that did (so nothing stale links), keeps its dependencies' products and WidgetShot's unaffected
/// targets, and leaves everything alone while the checkout is unchanged.
struct WidgetShotBuildIdentityTests {
    let fm = FileManager.default

    func write(_ text: String, _ url: URL) throws {
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func aChangedCheckoutRecompilesWhatMayBeStaleOnly() throws {
        let temp = fm.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: temp) }
        let checkout = temp.appendingPathComponent("WidgetShot")
        try write("// swift-tools-version:6.0\n", checkout.appendingPathComponent("Package.swift"))
        let ui = checkout.appendingPathComponent("Sources/WidgetShotUI/Text.swift")
        let build = checkout.appendingPathComponent("Sources/WidgetShotBuild/Plan.swift")
        try write("public struct Text {}\n", ui)
        try write("struct Plan {}\n", build)
        try write("public let x = 1\n", checkout.appendingPathComponent("Sources/WidgetShot/Umbrella.swift"))
        // WidgetShot depends on WidgetShotUI; WidgetShotBuild on nothing of ours.
        let manifest = """
            {"name": "WidgetShot", "products": [], "dependencies": [], "targets": [
             {"name": "WidgetShotUI", "type": "regular", "dependencies": [{"product": ["ArgumentParser", "swift-argument-parser", null, null]}]},
             {"name": "WidgetShot", "type": "regular", "dependencies": [{"byName": ["WidgetShotUI", null]}]},
             {"name": "WidgetShotBuild", "type": "regular", "dependencies": []},
             {"name": "IntentsPlugin", "type": "plugin", "path": "Sources/Plugins/IntentsPlugin", "dependencies": []},
             {"name": "WidgetShotUITests", "type": "test", "dependencies": [{"byName": ["WidgetShotUI", null]}]}]}
            """

        let package = temp.appendingPathComponent("cache/workspace")
        let products = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        try fm.createDirectory(at: products, withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: package.appendingPathComponent(".build/debug").path, withDestinationPath: "x86_64-unknown-linux-gnu/debug")
        let uiProducts = ["WidgetShotUI.build/Text.swift.o", "Modules/WidgetShotUI.swiftmodule"]
        let umbrella = ["WidgetShot.build/output-file-map.json", "Modules/WidgetShot.swiftmodule"]
        let builder = ["WidgetShotBuild.build/Plan.swift.o", "Modules/WidgetShotBuild.swiftmodule"]
        let plugin = ["IntentsPlugin-tool.build/x.o"]
        let user = ["ExtTrip_1a2b.build/main.swift.o", "ExtTrip_1a2b", "ExtTrip_1a2b.product/Objects.LinkFileList", "TravelKit.build/Trip.swift.o",
                    "Modules/TravelKit.swiftmodule"]
        let dependencies = ["ArgumentParser.build/Flag.swift.o", "Modules/ArgumentParser.swiftmodule", "WidgetShotUIExtras.build/a.o", "ModuleCache/x.pcm"]
        let all = uiProducts + umbrella + builder + plugin + user + dependencies
        let checkoutFile = package.appendingPathComponent(".build/checkouts/swift-argument-parser/Sources/WidgetShotUI/a.swift")
        func populate() throws {
            for path in all { try write("object", products.appendingPathComponent(path)) }
            try write("source", checkoutFile)
        }
        func exists(_ path: String) -> Bool { fm.fileExists(atPath: products.appendingPathComponent(path).path) }
        func gone(_ paths: [String]) -> Bool { paths.allSatisfy { !exists($0) } }
        var identity = WidgetShotBuildIdentity(widgetShotRoot: checkout, packageRoot: package)
        identity.loadManifest = { folder in try PackageDump.parse(Data(manifest.utf8), folder: folder) }
        let userModules: Set<String> = ["ExtTrip_1a2b", "TravelKit"]

        // A build folder made before identities were recorded is not trusted: all of ours go.
        try populate()
        #expect(try identity.refresh(userModules: userModules))
        #expect(gone(uiProducts + umbrella + builder + plugin + user), "\(all.filter(exists))")
        #expect(dependencies.allSatisfy(exists) && fm.fileExists(atPath: checkoutFile.path))

        // Unchanged (even rewritten with the same bytes, as a fresh clone of the commit is): kept.
        try populate()
        try write("public struct Text {}\n", ui)
        #expect(try identity.refresh(userModules: userModules) == false)
        #expect(all.allSatisfy(exists))

        // The builder changed: it and the extensions' modules compile again, WidgetShotUI does not.
        try write("struct Plan { var files: [String] }\n", build)
        #expect(try identity.refresh(userModules: userModules))
        #expect(gone(builder + user))
        #expect((uiProducts + umbrella + plugin + dependencies).allSatisfy(exists))

        // WidgetShotUI's API moved: it, WidgetShot (which uses it) and the extensions' go.
        try populate()
        try write("public struct Text { public init(_ s: String) {} }\n", ui)
        #expect(try identity.refresh(userModules: userModules))
        #expect(gone(uiProducts + umbrella + user))
        #expect((builder + plugin + dependencies).allSatisfy(exists))
        #expect(try identity.refresh(userModules: userModules) == false)

        // The manifest changed (a dependency bumped): all of ours.
        try populate()
        try write("// swift-tools-version:6.0\n// bumped\n", checkout.appendingPathComponent("Package.swift"))
        #expect(try identity.refresh(userModules: userModules))
        #expect(gone(uiProducts + umbrella + builder + plugin + user))
        #expect(dependencies.allSatisfy(exists))
    }
}
