import Foundation
import Testing
@testable import WidgetShotBuild

/// A remote package product a target links but no compiled file can use is left out, so SwiftPM
/// does not fetch it (riscait/Graphidget: the widget links danielgindi/Charts' `Charts`, which only
/// the app's chart view imports). Left out only when every import is accounted for; in doubt, kept.
struct SweepEightRemoteProductTests {
    static let charts = PackageReference(identity: "Charts", location: .remote(url: "https://github.com/danielgindi/Charts", requirement: .upToNextMajor("3.6.0")))
    static let collections = PackageReference(identity: "swift-collections", location: .remote(url: "https://github.com/apple/swift-collections", requirement: .upToNextMajor("1.0.0")))

    func manifest(_ project: BuildPlanGeneratorTests.Project, products: [PackageProductReference]) throws -> (String, PreparedExtension) {
        let plan = project.plan(packages: [Self.charts, Self.collections], products: products, importingProducts: false)
        let prepared = try project.workspace.prepare(plan, options: GenerationOptions(knowsAllConditions: true))
        return (try String(contentsOf: prepared.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8), prepared)
    }

    @Test func aLinkedRemoteProductNoFileImportsIsNotFetched() throws {
        let project = try BuildPlanGeneratorTests.Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        // The widget imports SwiftUI, AppCore, AppUI (the plan's) and Collections (a linked product).
        let (manifest, prepared) = try manifest(project, products: [PackageProductReference(product: "Charts", package: "Charts"),
                                                                   PackageProductReference(product: "Collections", package: "swift-collections")])
        #expect(!manifest.contains("danielgindi"), "\(manifest)")
        #expect(manifest.contains("apple/swift-collections") && manifest.contains(#".product(name: "Collections""#), "\(manifest)")
        let note = try #require(prepared.warnings.first { $0.message.contains("product Charts") })
        #expect(note.severity == .note && note.message.contains("remote package Charts"), "\(note.message)")
    }

    @Test func anImportNoModuleAccountsForKeepsEveryRemoteProduct() throws {
        let project = try BuildPlanGeneratorTests.Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        // `DGCharts` might be a module of the Charts product (a product's modules are unknown unfetched).
        try "import SwiftUI\nimport DGCharts\n".write(to: project.file("AppUI/View.swift"), atomically: true, encoding: .utf8)
        let (manifest, prepared) = try manifest(project, products: [PackageProductReference(product: "Charts", package: "Charts"),
                                                                   PackageProductReference(product: "Collections", package: "swift-collections")])
        #expect(manifest.contains("danielgindi/Charts") && manifest.contains(#".product(name: "Charts""#), "\(manifest)")
        #expect(!prepared.warnings.contains { $0.message.contains("product Charts") })
    }

    @Test func theDecisionReadsEveryImport() {
        let remote = [(product: "Charts", package: "charts"), (product: "swift-algorithms", package: "algos")]
        #expect(UnimportedProducts.unusedRemoteProducts(remote, imported: ["SwiftUI", "WidgetKit", "Intents", "SharedObjects"], known: ["SharedObjects"])
                == ["Charts", "swift-algorithms"])
        #expect(UnimportedProducts.unusedRemoteProducts(remote, imported: ["SwiftUI", "Charts"], known: []) == ["swift-algorithms"])
        #expect(UnimportedProducts.unusedRemoteProducts(remote, imported: ["SwiftUI", "swift_algorithms"], known: []) == ["Charts"])
        #expect(UnimportedProducts.unusedRemoteProducts(remote, imported: ["SwiftUI", "Algorithms"], known: []).isEmpty)
    }
}
