import Foundation
import Testing
@testable import WidgetShotBuild

/// company-11's project-reader fixes: a workspace package whose manifest builds its products
/// with a helper (mytonwallet's `Air`), and an app xcconfig that `#include`s CocoaPods' missing
/// one (themuzzleflare/Provenance).
struct CompanyElevenProjectReaderTests {
    static let helperManifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        func walletLibrary(_ name: String, type: Product.Library.LibraryType? = nil) -> Product {
            .library(name: name, type: type, targets: [name])
        }

        let package = Package(
            name: "Wallet",
            products: [
                walletLibrary("WalletTypes"),
                walletLibrary("WalletUI", type: .dynamic), // "NotAProduct" in a comment
            ],
            dependencies: [.package(path: "../Charts")],
            targets: [
                .target(name: "WalletTypes"),
                .target(name: "WalletUI", dependencies: ["WalletTypes", .product(name: "ChartKit", package: "Charts")]),
            ]
        )
        """

    @Test func productsMadeByAHelperAreDeclared() {
        #expect(ManifestProducts.declares("WalletTypes", in: Self.helperManifest))
        #expect(ManifestProducts.declares("WalletUI", in: Self.helperManifest))
        #expect(!ManifestProducts.declares("ChartKit", in: Self.helperManifest), "a dependency's product is not this package's")
        #expect(!ManifestProducts.declares("NotAProduct", in: Self.helperManifest))
        #expect(!ManifestProducts.declares("Wallet", in: Self.helperManifest))
        #expect(ManifestProducts.declares("Kit", in: #"let p = Package(name: "K", products: [.library(name: "Kit", targets: ["Kit"])])"#))
        #expect(ManifestProducts.productsList(of: #"let p = Package(name: "K", targets: [])"#) == nil)
    }

    @Test func anIncludedCocoaPodsConfigurationNamesThePodfilesPods() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("company11-pods-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let configs = root.appendingPathComponent("XcodeConfigurations")
        try fm.createDirectory(at: configs, withIntermediateDirectories: true)
        try "target 'Bank Widgets' do\n  pod 'SwiftDate'\n  pod 'Alamofire'\nend\n".write(to: root.appendingPathComponent("Podfile"), atomically: true, encoding: .utf8)
        let config = configs.appendingPathComponent("Widgets.debug.xcconfig")
        try "#include \"Pods/Target Support Files/Pods-Bank Widgets/Pods-Bank Widgets.debug.xcconfig\"\nSWIFT_VERSION = 5.0\n"
            .write(to: config, atomically: true, encoding: .utf8)
        var warnings: [BuildDiagnostic] = []
        let assignments = try XCConfigFile.assignments(of: config, warnings: &warnings)
        #expect(assignments.map(\.key) == ["SWIFT_VERSION"])
        let warning = try #require(warnings.first)
        #expect(warning.line == 1)
        #expect(warning.message.contains("no file at") && warning.message.contains("`pod install` has not been run"))
        #expect(warning.message.hasSuffix("imports of the pods the Podfile gives this target (SwiftDate, Alamofire) will not be found"), "\(warning.message)")
    }

    /// Sentry's samples: `Samples/Shared/Config/Deployment.xcconfig` includes
    /// `../../Sources/Configuration/DeploymentTargets.xcconfig`, found from the project's folder.
    @Test func anIncludeMissingBesideTheFileIsFoundFromTheProjectFolder() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("company11-include-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let shared = root.appendingPathComponent("Samples/Shared/Config"), sources = root.appendingPathComponent("Sources/Configuration")
        let project = root.appendingPathComponent("Samples/WidgetsSample")
        for folder in [shared, sources, project] { try fm.createDirectory(at: folder, withIntermediateDirectories: true) }
        try "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n".write(to: sources.appendingPathComponent("DeploymentTargets.xcconfig"), atomically: true, encoding: .utf8)
        let config = shared.appendingPathComponent("Deployment.xcconfig")
        try "#include \"../../Sources/Configuration/DeploymentTargets.xcconfig\"\nSWIFT_VERSION = 6.0\n".write(to: config, atomically: true, encoding: .utf8)
        var warnings: [BuildDiagnostic] = []
        let found = try XCConfigFile.assignments(of: config, projectFolder: project, warnings: &warnings)
        #expect(found.map(\.key) == ["IPHONEOS_DEPLOYMENT_TARGET", "SWIFT_VERSION"] && warnings.isEmpty, "\(warnings)")
        var beside: [BuildDiagnostic] = []
        let alone = try XCConfigFile.assignments(of: config, warnings: &beside)
        #expect(alone.map(\.key) == ["SWIFT_VERSION"] && beside.count == 1)
    }
}
