import Foundation
import Testing
@testable import WidgetShotBuild

/// Issue 20 (DanXi-Dev/DanXi-swift): a local package's target depends on a product that needs an
/// Objective-C target (kean/Pulse 5's `PulseObjCHelpers`) and imports it only under
/// `#if canImport(Pulse)`. On Linux no route builds Objective-C, so the dependency is left out
/// with a note and the guards see the module missing; an unguarded import still stops the build.
struct RouteFifteenGuardedObjectiveCTests {
    static let utils = """
        {"name": "Utils", "products": [{"name": "Utils", "targets": ["Utils"]}],
         "dependencies": [{"fileSystem": [{"identity": "pulse", "path": "/tmp/route15-pulse"}]}],
         "targets": [{"name": "Utils", "type": "regular", "dependencies": [{"product": ["Pulse", "Pulse", null, null]}]}]}
        """
    static let pulse = """
        {"name": "Pulse", "products": [{"name": "Pulse", "targets": ["Pulse"]}], "dependencies": [],
         "targets": [{"name": "Pulse", "type": "regular", "dependencies": [{"target": ["PulseObjCHelpers", null]}]},
                     {"name": "PulseObjCHelpers", "type": "regular", "dependencies": []}]}
        """

    /// Utils and Pulse on disk; `network` is Utils' one Swift file.
    func makePackages(network: String) throws -> (root: URL, targets: PackageTargets) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("route15-\(UUID().uuidString)")
        let files = ["Utils/Sources/Utils/Network.swift": network,
                     "Pulse/Sources/Pulse/Logger.swift": "@_exported import PulseObjCHelpers\npublic struct NetworkLogger {}\n",
                     "Pulse/Sources/PulseObjCHelpers/PulseObjCHelpers.m": "#import <Foundation/Foundation.h>\n",
                     "Pulse/Sources/PulseObjCHelpers/include/PulseObjCHelpers.h": "#import <Foundation/Foundation.h>\n"]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let utilsFolder = root.appendingPathComponent("Utils"), pulseFolder = root.appendingPathComponent("Pulse")
        let utils = try PackageDump.parse(Data(Self.utils.utf8), folder: utilsFolder)
        let pulse = try PackageDump.parse(Data(Self.pulse.utf8), folder: pulseFolder)
        let targets = PackageTargets(packages: [PackageReference(identity: "utils", location: .local(utilsFolder))],
                                     overrides: ["pulse": pulseFolder], load: { $0.standardizedFileURL == utilsFolder.standardizedFileURL ? utils : pulse })
        return (root, targets)
    }

    @Test func aGuardedObjectiveCProductIsLeftOutWithANote() throws {
        var (root, packages) = try makePackages(network: """
            import Foundation
            #if canImport(Pulse)
            import Pulse
            #endif
            enum Network {}
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let resolved = try packages.resolve(product: "Utils", package: "utils")
        #expect(resolved.targets == ["Utils"])
        let utils = try #require(packages.localTargets.first { $0.target.name == "Utils" })
        #expect(utils.targetDependencies.isEmpty && utils.productDependencies.isEmpty)
        #expect(!packages.localTargets.contains { $0.target.name == "Pulse" || $0.target.name == "PulseObjCHelpers" })
        let note = try #require(packages.notes.first)
        #expect(note.contains("the target Utils depends on the product Pulse of the package Pulse, whose target PulseObjCHelpers is written in Objective-C (PulseObjCHelpers.m)"), "\(note)")
        #expect(note.contains("every import of it in Utils is under #if canImport"), "\(note)")
    }

    @Test func anUnguardedImportStillStopsTheBuild() throws {
        for network in ["import Pulse\n", "#if canImport(Pulse)\n#else\nimport Pulse\n#endif\n", "#if canImport(Pulse) || DEBUG\nimport Pulse\n#endif\n",
                        "#if !canImport(Pulse)\nimport Pulse\n#endif\n"] {
            var (root, packages) = try makePackages(network: network)
            defer { try? FileManager.default.removeItem(at: root) }
            do {
                _ = try packages.resolve(product: "Utils", package: "utils")
                Issue.record("left out although \(network) imports it")
            } catch let error as ExtensionBuildError {
                guard case .packageError(let package, let why) = error else { Issue.record("\(error)"); continue }
                #expect(package == "Pulse" && why.contains("--override-package pulse=DIR"), "\(why)")
            }
        }
    }

    @Test func guardsAreReadPerBranch() {
        let modules: Set<String> = ["Pulse"]
        #expect(GuardedImports.requires(modules, "canImport(Pulse)"))
        #expect(GuardedImports.requires(modules, "os(iOS) && canImport( Pulse )"))
        #expect(GuardedImports.requires(modules, "canImport(Pulse, _version: 5)"))
        #expect(!GuardedImports.requires(modules, "!canImport(Pulse)"))
        #expect(!GuardedImports.requires(modules, "canImport(PulseUI)"))
        #expect(!GuardedImports.requires(modules, "canImport(Pulse) || DEBUG"))
    }
}
