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

    /// Tools 5.1: `.package(url: "…/swiftui-shapes.git", …)` and `.target(name: "Charts",
    /// dependencies: ["Shapes"])` — "Shapes" is a product of swiftui-shapes, neither a target nor a
    /// package name (swift-extensions/swiftui-charts 1.0.0, used by bestK1ngArthur/CovidApp's widget).
    static let charts = """
        {"name": "Charts", "toolsVersion": {"_version": "5.1.0"},
         "products": [{"name": "Charts", "targets": ["Charts"]}],
         "dependencies": [
           {"sourceControl": [{"identity": "swiftui-shapes", "location": {"remote": [{"urlString": "https://github.com/swift-extensions/swiftui-shapes.git"}]},
                               "requirement": {"range": [{"lowerBound": "1.0.0", "upperBound": "2.0.0"}]}}]}],
         "targets": [{"name": "Charts", "type": "regular", "dependencies": [{"byName": ["Shapes", null]}]}]}
        """
    static let shapes = """
        {"name": "Shapes", "products": [{"name": "Shapes", "targets": ["Shapes"]}], "dependencies": [],
         "targets": [{"name": "Shapes", "type": "regular", "dependencies": []}]}
        """
    static let other = """
        {"name": "Other", "products": [{"name": "Other", "targets": ["Other"]}], "dependencies": [],
         "targets": [{"name": "Other", "type": "regular", "dependencies": []}]}
        """

    @Test func aBareNameIsAProductOfAnOverriddenDependency() throws {
        let chartsFolder = URL(fileURLWithPath: "/tmp/swiftui-charts"), shapesFolder = URL(fileURLWithPath: "/tmp/swiftui-shapes")
        let charts = try PackageDump.parse(Data(Self.charts.utf8), folder: chartsFolder)
        let shapes = try PackageDump.parse(Data(Self.shapes.utf8), folder: shapesFolder)
        #expect(charts.dependency(named: "Shapes") == nil)
        var packages = PackageTargets(packages: [PackageReference(identity: "swiftui-charts", location: .local(chartsFolder))],
                                      overrides: ["swiftui-shapes": shapesFolder],
                                      load: { $0 == chartsFolder ? charts : shapes })
        _ = try packages.resolve(product: "Charts", package: "swiftui-charts")
        let target = try #require(packages.localTargets.first { $0.target.name == "Charts" })
        #expect(target.targetDependencies == ["Shapes"])
        #expect(packages.localTargets.map(\.target.name) == ["Shapes", "Charts"])
    }

    @Test func aBareNameIsAProductOfTheOneRemoteDependency() throws {
        let folder = URL(fileURLWithPath: "/tmp/swiftui-charts")
        let charts = try PackageDump.parse(Data(Self.charts.utf8), folder: folder)
        var packages = PackageTargets(packages: [PackageReference(identity: "swiftui-charts", location: .local(folder))], overrides: [:], load: { _ in charts })
        _ = try packages.resolve(product: "Charts", package: "swiftui-charts")
        let target = try #require(packages.localTargets.first { $0.target.name == "Charts" })
        #expect(target.productDependencies == [WorkspaceTarget.ProductDependency(product: "Shapes", package: "swiftui-shapes")])
        #expect(packages.remotePackages.map(\.identity) == ["swiftui-shapes"])
    }

    @Test func aBareNameNoDependencyVendsIsAnErrorNamingIt() throws {
        // Two local dependencies, neither with a product "Shapes": nothing is guessed.
        let chartsFolder = URL(fileURLWithPath: "/tmp/swiftui-charts")
        let twoDependencies = Self.charts.replacingOccurrences(of: "\"dependencies\": [\n", with: """
            "dependencies": [
               {"fileSystem": [{"identity": "other", "path": "/tmp/other"}]},

            """)
        let charts = try PackageDump.parse(Data(twoDependencies.utf8), folder: chartsFolder)
        #expect(charts.dependencies.count == 2)
        let other = try PackageDump.parse(Data(Self.other.utf8), folder: URL(fileURLWithPath: "/tmp/other"))
        var packages = PackageTargets(packages: [PackageReference(identity: "swiftui-charts", location: .local(chartsFolder))],
                                      overrides: ["swiftui-shapes": URL(fileURLWithPath: "/tmp/swiftui-shapes")],
                                      load: { $0 == chartsFolder ? charts : other })
        #expect(throws: ExtensionBuildError.self) { try packages.resolve(product: "Charts", package: "swiftui-charts") }
        do {
            _ = try packages.resolve(product: "Charts", package: "swiftui-charts")
        } catch {
            #expect("\(error)".contains("Shapes"))
        }
    }
}
