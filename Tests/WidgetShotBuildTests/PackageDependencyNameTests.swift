import Foundation
import Testing
@testable import WidgetShotBuild

/// A package declared with the tools-5.2 `name:` (`.package(name: "Tagged", url:
/// "https://github.com/pointfreeco/swift-tagged", from: "0.5.0")`) is named by that name in its
/// targets' dependencies (`dependencies: ["Tagged"]`), not by its identity (`swift-tagged`). Seen
/// in a sweep: danielctull-apps/Tube-Status (2020) stopped with "a target depends on Tagged, which
/// is neither a target nor a package of Tube Status".
struct PackageDependencyNameTests {
    static let dump = """
        {"name": "Tube Status",
         "products": [{"name": "TubeUI", "targets": ["TubeUI"]}, {"name": "TubeKit", "targets": ["TubeKit"]}],
         "dependencies": [
           {"sourceControl": [{"identity": "resourceful", "location": {"remote": [{"urlString": "https://github.com/danielctull/Resourceful"}]},
                               "requirement": {"range": [{"lowerBound": "1.0.0", "upperBound": "2.0.0"}]}}]},
           {"sourceControl": [{"identity": "swift-tagged", "location": {"remote": [{"urlString": "https://github.com/pointfreeco/swift-tagged"}]},
                               "nameForTargetDependencyResolutionOnly": "Tagged",
                               "requirement": {"range": [{"lowerBound": "0.5.0", "upperBound": "1.0.0"}]}}]}],
         "targets": [
           {"name": "TubeKit", "type": "regular", "dependencies": [{"byName": ["Resourceful", null]}, {"product": ["Tagged", "Tagged", null, null]}]},
           {"name": "TubeUI", "type": "regular", "dependencies": [{"byName": ["Tagged", null]}, {"byName": ["TubeKit", null]}]}]}
        """

    @Test func aDependencyIsFoundByTheNameItWasDeclaredWith() throws {
        let folder = URL(fileURLWithPath: "/tmp/tube-status")
        let dump = try PackageDump.parse(Data(Self.dump.utf8), folder: folder)
        #expect(dump.dependencyNames == ["swift-tagged": "Tagged"])
        #expect(dump.dependency(named: "Tagged")?.identity == "swift-tagged")
        #expect(dump.dependency(named: "swift-tagged")?.identity == "swift-tagged")
        #expect(dump.dependency(named: "Tube") == nil)

        var packages = PackageTargets(packages: [PackageReference(identity: "tube status", location: .local(folder))], overrides: [:], load: { _ in dump })
        let resolved = try packages.resolve(product: "TubeUI", package: "tube status")
        #expect(resolved.targets == ["TubeUI"])
        let tubeUI = try #require(packages.localTargets.first { $0.target.name == "TubeUI" })
        #expect(tubeUI.targetDependencies == ["TubeKit"])
        #expect(tubeUI.productDependencies == [WorkspaceTarget.ProductDependency(product: "Tagged", package: "swift-tagged")])
        let tubeKit = try #require(packages.localTargets.first { $0.target.name == "TubeKit" })
        #expect(tubeKit.productDependencies == [WorkspaceTarget.ProductDependency(product: "Resourceful", package: "resourceful"),
                                                WorkspaceTarget.ProductDependency(product: "Tagged", package: "swift-tagged")])
        #expect(packages.remotePackages.map(\.identity).sorted() == ["resourceful", "swift-tagged"])
    }
}
