import Foundation
import Testing
@testable import WidgetShotBuild

/// Package products whose `XCSwiftPackageProductDependency` names no package (Xcode writes local
/// packages' products so), found as IceCubesApp's and Home Assistant's projects need.
struct PackageResolutionTests {
    @Test func productsWithoutPackageFindTheLocalPackageDeclaringThem() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("packages-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        // Account depends on Models (its manifest names the product "Models" too); Kit declares "KitUI".
        let manifests = [
            "Packages/Account": #"let package = Package(name: "Account", products: [.library(name: "Account", targets: ["Account"])], dependencies: [.package(path: "../Models")], targets: [.target(name: "Account", dependencies: [.product(name: "Models", package: "Models")])])"#,
            "Packages/Models": #"let package = Package(name: "Models", products: [.library(name: "Models", targets: ["Models"])])"#,
            "Sources/Kit": #"let package = Package(name: "Kit", products: [.library(name: "KitUI", targets: ["KitUI"])])"#,
        ]
        for (folder, manifest) in manifests {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            try manifest.write(to: root.appendingPathComponent(folder + "/Package.swift"), atomically: true, encoding: .utf8)
        }
        try fm.createDirectory(at: root.appendingPathComponent("W.xcodeproj"), withIntermediateDirectories: true)
        try """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); packageReferences = (L, ); };
            \t\tG = {isa = PBXGroup; children = (A, M, ); sourceTree = "<group>"; };
            \t\tA = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Account; path = Packages/Account; sourceTree = "<group>"; };
            \t\tM = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Models; path = Packages/Models; sourceTree = "<group>"; };
            \t\tL = {isa = XCLocalSwiftPackageReference; relativePath = Sources/Kit; };
            \t\tT = {isa = PBXNativeTarget; name = W; productType = "com.apple.product-type.app-extension"; packageProductDependencies = (D1, D2, D3, D4, ); };
            \t\tD1 = {isa = XCSwiftPackageProductDependency; productName = Models; };
            \t\tD2 = {isa = XCSwiftPackageProductDependency; productName = Account; };
            \t\tD3 = {isa = XCSwiftPackageProductDependency; productName = KitUI; };
            \t\tD4 = {isa = XCSwiftPackageProductDependency; productName = Missing; };
            \t};
            \trootObject = P;
            }
            """.write(to: root.appendingPathComponent("W.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let plan = try XcodeProjectReader.plan(for: "W", in: root.appendingPathComponent("W.xcodeproj"))
        #expect(plan.extensionModule.packageProducts.map { "\($0.product)@\($0.package)" } == ["Models@models", "Account@account", "KitUI@kit"])
        #expect(plan.packages.map(\.identity) == ["models", "account", "kit"])
        #expect(plan.warnings.map(\.message).contains { $0.contains("package product Missing (D4)") })
    }

    @Test func packagesInsideASynchronizedFolderServeProductsThatNameNoPackage() throws {
        // A feed reader's layout: module packages under a synchronized `Modules/` folder.
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("synced-packages-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let manifests = [
            "Modules/RSWeb": #"let package = Package(name: "RSWeb", products: [.library(name: "RSWeb", type: .dynamic, targets: ["RSWeb"])])"#,
            "Modules/Sync/CloudSync": #"let package = Package(name: "CloudSync", products: [.library(name: "CloudKitSync", targets: ["CloudKitSync"])])"#,
        ]
        for (folder, manifest) in manifests {
            try fm.createDirectory(at: root.appendingPathComponent(folder + "/Sources"), withIntermediateDirectories: true)
            try manifest.write(to: root.appendingPathComponent(folder + "/Package.swift"), atomically: true, encoding: .utf8)
        }
        try fm.createDirectory(at: root.appendingPathComponent("Feeds.xcodeproj"), withIntermediateDirectories: true)
        try """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); };
            \t\tG = {isa = PBXGroup; children = (M, ); sourceTree = "<group>"; };
            \t\tM = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Modules; sourceTree = "<group>"; };
            \t\tT = {isa = PBXNativeTarget; name = FeedWidget; productType = "com.apple.product-type.app-extension"; packageProductDependencies = (D1, D2, ); };
            \t\tD1 = {isa = XCSwiftPackageProductDependency; productName = RSWeb; };
            \t\tD2 = {isa = XCSwiftPackageProductDependency; productName = CloudKitSync; };
            \t};
            \trootObject = P;
            }
            """.write(to: root.appendingPathComponent("Feeds.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let plan = try XcodeProjectReader.plan(for: "FeedWidget", in: root.appendingPathComponent("Feeds.xcodeproj"))
        #expect(plan.extensionModule.packageProducts.map { "\($0.product)@\($0.package)" } == ["RSWeb@rsweb", "CloudKitSync@cloudsync"])
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
    }
}
