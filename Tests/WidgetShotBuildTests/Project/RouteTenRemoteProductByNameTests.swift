import Foundation
import Testing
@testable import WidgetShotBuild

/// A product dependency with no `package` whose product only a remote package of the project
/// provides (TelemetryDeck's TelemetryViewer: the widget links `DataTransferObjects` with no
/// package, left from a local package it once had; the app links the same product of the remote
/// `models`). Xcode finds it by name in the project's package graph; so does WidgetShot, through
/// the other dependency that names the package. A product no package provides stays a warning
/// that says why.
struct RouteTenRemoteProductByNameTests {
    @Test func aPackagelessProductResolvesToTheRemotePackageAnotherTargetNames() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("remote-by-name-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        try fm.createDirectory(at: root.appendingPathComponent("T.xcodeproj"), withIntermediateDirectories: true)
        try """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = {isa = PBXProject; mainGroup = G; targets = (A, W, ); packageReferences = (R, ); };
            \t\tG = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tR = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/TelemetryDeck/models"; requirement = {kind = upToNextMajorVersion; minimumVersion = 1.11.0; }; };
            \t\tA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; packageProductDependencies = (D1, ); };
            \t\tW = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; packageProductDependencies = (D2, D3, ); };
            \t\tD1 = {isa = XCSwiftPackageProductDependency; package = R; productName = DataTransferObjects; };
            \t\tD2 = {isa = XCSwiftPackageProductDependency; productName = DataTransferObjects; };
            \t\tD3 = {isa = XCSwiftPackageProductDependency; productName = Nowhere; };
            \t};
            \trootObject = P;
            }
            """.write(to: root.appendingPathComponent("T.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let plan = try XcodeProjectReader.plan(for: "Widget", in: root.appendingPathComponent("T.xcodeproj"))
        #expect(plan.extensionModule.packageProducts.map { "\($0.product)@\($0.package)" } == ["DataTransferObjects@models"])
        let warning = plan.warnings.map(\.message).first { $0.contains("Nowhere") }
        #expect(warning?.contains("names no package") == true, "\(plan.warnings)")
    }
}
