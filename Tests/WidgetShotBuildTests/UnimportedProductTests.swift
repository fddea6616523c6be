import Foundation
import Testing
@testable import WidgetShotBuild

/// A local package product a target links but no compiled file imports is left out with a note,
/// with the packages only it needs (eurofurence/ef-app_ios: the widget links EurofurenceKit, whose
/// package depends on firebase-ios-sdk, which this machine cannot fetch; no widget file imports
/// EurofurenceKit). A product whose module any file of the build imports stays.
struct UnimportedProductTests {
    static let dump = """
        {"name": "EurofurenceKit", "products": [{"name": "EurofurenceKit", "targets": ["EurofurenceKit"]}],
         "dependencies": [{"sourceControl": [{"identity": "firebase-ios-sdk", "location": {"remote": [{"urlString": "https://github.com/firebase/firebase-ios-sdk.git"}]},
                           "requirement": {"range": [{"lowerBound": "8.0.0", "upperBound": "9.0.0"}]}}]}],
         "targets": [{"name": "EurofurenceKit", "type": "regular", "dependencies": [{"target": ["EurofurenceWebAPI", null]}], "exclude": [], "resources": [], "settings": []},
                     {"name": "EurofurenceWebAPI", "type": "regular", "dependencies": [{"product": ["FirebaseMessaging", "firebase-ios-sdk", null, null]}],
                      "exclude": [], "resources": [], "settings": []}]}
        """

    func prepare(_ project: BuildPlanGeneratorTests.Project) throws -> (PreparedExtension, String) {
        let kit = project.root.appendingPathComponent("Packages/EurofurenceKit")
        for (path, text) in ["Sources/EurofurenceKit/Kit.swift": "import EurofurenceWebAPI\npublic enum Kit {}\n",
                             "Sources/EurofurenceWebAPI/API.swift": "import FirebaseMessaging\npublic enum API {}\n"] {
            let url = kit.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in try PackageDump.parse(Data(Self.dump.utf8), folder: folder) }
        let plan = project.plan(packages: [PackageReference(identity: "EurofurenceKit", location: .local(kit)),
                                           PackageReference(identity: "firebase-ios-sdk", location: .remote(url: "https://github.com/firebase/firebase-ios-sdk.git", requirement: .upToNextMajor("8.0.0")))],
                                products: [PackageProductReference(product: "EurofurenceKit", package: "EurofurenceKit")], importingProducts: false)
        let prepared = try project.workspace.prepare(plan, options: options)
        return (prepared, try String(contentsOf: prepared.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8))
    }

    @Test func aLinkedProductNoFileImportsIsLeftOutWithItsPackages() throws {
        let project = try BuildPlanGeneratorTests.Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let (prepared, manifest) = try prepare(project)
        #expect(!manifest.contains("EurofurenceKit") && !manifest.contains("EurofurenceWebAPI"), "\(manifest)")
        #expect(!manifest.contains("firebase"), "the package only the product needs is not fetched")
        let note = try #require(prepared.warnings.first { $0.message.contains("links the product EurofurenceKit") })
        #expect(note.severity == .note)
        #expect(note.message.contains("no compiled file imports its modules (EurofurenceKit, EurofurenceWebAPI)"), "\(note.message)")
    }

    @Test func aProductAnotherTargetsFileImportsStays() throws {
        let project = try BuildPlanGeneratorTests.Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        // The framework AppUI (not the widget, which links the product) imports one of its targets.
        try "import SwiftUI\nimport AppCore\n@testable import EurofurenceWebAPI\n".write(to: project.file("AppUI/View.swift"), atomically: true, encoding: .utf8)
        let (prepared, manifest) = try prepare(project)
        #expect(manifest.contains(#"name: "EurofurenceKit","#) && manifest.contains(#"name: "EurofurenceWebAPI","#), "\(manifest)")
        #expect(manifest.contains(#".package(url: "https://github.com/firebase/firebase-ios-sdk.git", from: "8.0.0")"#))
        #expect(!prepared.warnings.contains { $0.message.contains("links the product") })
    }
}
