import Foundation
import Testing
@testable import WidgetShotBuild

/// Prebuilt binary frameworks (issue 19): read from a project's Frameworks phase and XcodeGen's
/// `framework:` (not the SDK's), an import of one is one error at the import naming the framework,
/// the target and `--override-package`; a linked framework nobody imports is left out with a
/// note; `--override-package NAME=DIR` builds a local package in its place. The same for a
/// package product built from a `binaryTarget`. Written on pawello2222/WidgetExamples, whose
/// analog clock imports the repository's `Frameworks/ClockRotationEffect.xcframework`.
struct BinaryFrameworkTests {
    let fm = FileManager.default

    func write(_ text: String, _ url: URL) throws {
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A project folder with `Frameworks/ClockRotationEffect.xcframework` (one iOS slice with its
    /// `.swiftinterface`, as Xcode ships library-evolution frameworks).
    func projectFolder() throws -> URL {
        let root = fm.temporaryDirectory.appendingPathComponent("binary-\(UUID().uuidString)")
        try write("// swift-interface-format-version: 1.0\nimport SwiftUI\npublic struct ClockRotationEffect {}\n", root.appendingPathComponent(
            "Frameworks/ClockRotationEffect.xcframework/ios-arm64/ClockRotationEffect.framework/Modules/ClockRotationEffect.swiftmodule/arm64-apple-ios.swiftinterface"))
        try write("import SwiftUI\nimport WidgetKit\n\nimport ClockRotationEffect\n\nstruct ClockView: View { var body: some View { Text(\"12\") } }\n",
                  root.appendingPathComponent("Widgets/Clock.swift"))
        try write("import SwiftUI\nstruct Plain: View { var body: some View { Text(\"1\") } }\n", root.appendingPathComponent("Widgets/Plain.swift"))
        return root
    }

    @Test func theProjectReadersListTheRepositorysFrameworksNotTheSDKs() throws {
        let root = try projectFolder()
        defer { try? fm.removeItem(at: root) }
        let xcframework = root.appendingPathComponent("Frameworks/ClockRotationEffect.xcframework").standardizedFileURL
        try write("""
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); };
            \t\tG = {isa = PBXGroup; children = (W, FW, ); sourceTree = "<group>"; };
            \t\tW = {isa = PBXFileReference; path = Widgets/Clock.swift; sourceTree = "<group>"; };
            \t\tFW = {isa = PBXFileReference; lastKnownFileType = wrapper.xcframework; name = ClockRotationEffect.xcframework; path = Frameworks/ClockRotationEffect.xcframework; sourceTree = "<group>"; };
            \t\tWK = {isa = PBXFileReference; name = WidgetKit.framework; path = System/Library/Frameworks/WidgetKit.framework; sourceTree = SDKROOT; };
            \t\tT = {isa = PBXNativeTarget; buildPhases = (SP, FP, ); name = ClockWidget; productType = "com.apple.product-type.app-extension"; };
            \t\tSP = {isa = PBXSourcesBuildPhase; files = (BW, ); };
            \t\tFP = {isa = PBXFrameworksBuildPhase; files = (BF, BK, ); };
            \t\tBW = {isa = PBXBuildFile; fileRef = W; };
            \t\tBF = {isa = PBXBuildFile; fileRef = FW; };
            \t\tBK = {isa = PBXBuildFile; fileRef = WK; };
            \t};
            \trootObject = P;
            }
            """, root.appendingPathComponent("Clock.xcodeproj/project.pbxproj"))
        let plan = try XcodeProjectReader.plan(for: "ClockWidget", in: root.appendingPathComponent("Clock.xcodeproj"))
        #expect(plan.extensionModule.binaryFrameworks == [xcframework])

        try write("""
            name: Clock
            targets:
              ClockWidget:
                type: app-extension
                platform: iOS
                sources: [Widgets]
                dependencies:
                  - framework: Frameworks/ClockRotationEffect.xcframework
                  - sdk: WidgetKit.framework
            """, root.appendingPathComponent("project.yml"))
        let spec = try XcodeProjectReader.plan(for: "ClockWidget", in: root.appendingPathComponent("project.yml"))
        #expect(spec.extensionModule.binaryFrameworks == [xcframework])
    }

    func prepare(_ root: URL, files: [String], frameworks: [String] = ["Frameworks/ClockRotationEffect.xcframework"],
                 products: [PackageProductReference] = [], packages: [PackageReference] = [],
                 options: GenerationOptions = GenerationOptions(knowsAllConditions: true)) throws -> PreparedExtension {
        var module = ModulePlan(name: "ClockWidget", kind: .widgetExtension, swiftFiles: files.map { root.appendingPathComponent($0) },
                                packageProducts: products)
        module.binaryFrameworks = frameworks.map { root.appendingPathComponent($0) }
        let workspace = ExtensionWorkspace(cacheRoot: root.appendingPathComponent("cache"), widgetShotRoot: BuildPlanGeneratorTests.checkout)
        return try workspace.prepare(BuildPlan(source: root, extensionModule: module, packages: packages), options: options)
    }

    @Test func anImportedFrameworkIsOneErrorAtTheImport() throws {
        let root = try projectFolder()
        defer { try? fm.removeItem(at: root) }
        #expect {
            try prepare(root, files: ["Widgets/Clock.swift", "Widgets/Plain.swift"])
        } throws: { error in
            guard case ExtensionBuildError.sourceErrors(let diagnostics) = error, diagnostics.count == 1, let d = diagnostics.first else { return false }
            let text = d.description
            return d.file.hasSuffix("Widgets/Clock.swift") && d.line == 4 && text.contains("imports ClockRotationEffect, a prebuilt binary framework")
                && text.contains("ClockRotationEffect.xcframework") && text.contains("the target ClockWidget")
                && text.contains("--override-package ClockRotationEffect=DIR") && text.contains("arm64-apple-ios.swiftinterface")
        }
    }

    @Test func aFrameworkNobodyImportsIsLeftOutWithANote() throws {
        let root = try projectFolder()
        defer { try? fm.removeItem(at: root) }
        let prepared = try prepare(root, files: ["Widgets/Plain.swift"])
        let notes = prepared.warnings.filter { $0.severity == .note }
        #expect(notes.count == 1)
        #expect(notes.first?.description.contains("ClockWidget links ClockRotationEffect.xcframework") == true, "\(notes)")
        #expect(notes.first?.description.contains("left out") == true)
    }

    @Test func anOverrideBuildsALocalPackageInsteadOfTheFramework() throws {
        let root = try projectFolder()
        defer { try? fm.removeItem(at: root) }
        var options = GenerationOptions(packageOverrides: ["clockrotationeffect": root.appendingPathComponent("StandIn")], knowsAllConditions: true)
        options.loadPackage = { folder in
            try PackageDump.parse(Data("""
                {"name": "ClockRotationEffect", "products": [{"name": "ClockRotationEffect", "targets": ["ClockRotationEffect"]}], "dependencies": [],
                 "targets": [{"name": "ClockRotationEffect", "type": "regular", "dependencies": [], "exclude": [], "resources": [], "settings": []}]}
                """.utf8), folder: folder)
        }
        try write("import SwiftUI\npublic struct ClockRotationEffect {}\n", root.appendingPathComponent("StandIn/Sources/ClockRotationEffect/Effect.swift"))
        let prepared = try prepare(root, files: ["Widgets/Clock.swift"], options: options)
        #expect(prepared.warnings.filter { $0.severity != .warning }.isEmpty, "\(prepared.warnings)")
        let manifest = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("name: \"ClockRotationEffect\""), "\(manifest)")
        #expect(manifest.contains(".target(name: \"ClockRotationEffect\")"))
    }

    /// A local package whose product is a `binaryTarget` (as Firebase's and many SDKs' are).
    @Test func aPackageBinaryTargetIsAnErrorWhereImportedAndANoteWhereNot() throws {
        let root = try projectFolder()
        defer { try? fm.removeItem(at: root) }
        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in
            try PackageDump.parse(Data("""
                {"name": "ClockKit", "products": [{"name": "ClockRotationEffect", "targets": ["ClockRotationEffect"]}], "dependencies": [],
                 "targets": [{"name": "ClockRotationEffect", "type": "binary", "path": "ClockRotationEffect.xcframework", "dependencies": [], "exclude": [], "resources": [], "settings": []}]}
                """.utf8), folder: folder)
        }
        let products = [PackageProductReference(product: "ClockRotationEffect", package: "clockkit")]
        let packages = [PackageReference(identity: "clockkit", location: .local(root.appendingPathComponent("ClockKit")))]
        #expect {
            try prepare(root, files: ["Widgets/Plain.swift", "Widgets/Clock.swift"], frameworks: [], products: products, packages: packages, options: options)
        } throws: { error in
            guard case ExtensionBuildError.sourceErrors(let diagnostics) = error, let d = diagnostics.first else { return false }
            return d.file.hasSuffix("Widgets/Clock.swift") && d.line == 4 && d.message.contains("binary target ClockRotationEffect")
                && d.message.contains("ClockKit") && d.message.contains("ClockWidget") && d.message.contains("--override-package clockkit=DIR")
        }
        let prepared = try prepare(root, files: ["Widgets/Plain.swift"], frameworks: [], products: products, packages: packages, options: options)
        #expect(prepared.warnings.contains { $0.severity == .note && $0.message.contains("binary target ClockRotationEffect") && $0.message.contains("left out") })
    }
}
