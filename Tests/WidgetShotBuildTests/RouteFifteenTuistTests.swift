import Foundation
import Testing
@testable import WidgetShotBuild

/// Issue 20 (wafflestudio/snutt-ios): a Tuist project without a generated .xcodeproj is read by
/// evaluating its `Project.swift` (and `Tuist/ProjectDescriptionHelpers`) with WidgetShot's
/// ProjectDescription stand-in into an XcodeGen spec (`TuistManifest`). Each test compiles a
/// manifest with swiftc (tens of seconds).
struct RouteFifteenTuistTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("WidgetShotCLITests/Fixtures/RouteFifteenTuistApp")

    @Test(.timeLimit(.minutes(20))) func aTuistProjectIsReadThroughItsManifest() throws {
        let spec = try #require(try ProjectLocator.find(in: Self.fixture))
        #expect(spec.lastPathComponent == "project.yml" && !spec.path.hasPrefix(Self.fixture.path))   // never written beside the manifests
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: Self.fixture) == ["TallyWidget"])
        let plan = try XcodeProjectReader.plan(for: "TallyWidget", in: Self.fixture)
        #expect(plan.extensionModule.swiftFiles.map(\.lastPathComponent) == ["TallyWidget.swift"])
        #expect(plan.modules.map(\.name) == ["TallyKit"])
        #expect(plan.modules.first?.swiftFiles.map(\.lastPathComponent) == ["Tally.swift"])
        // The manifest named directly is read the same way; unchanged manifests reuse the spec.
        #expect(try TuistManifest.generatedSpec(for: Self.fixture) == spec)
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: Self.fixture.appendingPathComponent("Project.swift")) == ["TallyWidget"])
    }

    /// Tuist 3 manifests (2022–23) use `Target(name:platform:…)` and `DeploymentTarget`.
    @Test(.timeLimit(.minutes(20))) func aTuist3ManifestIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route15-tuist3-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Project.swift": """
                import ProjectDescription

                let project = Project(name: "Steps", targets: [
                    Target(name: "StepsWidget", platform: .iOS, product: .appExtension, bundleId: "com.example.steps.widget",
                           deploymentTarget: .iOS(targetVersion: "16.0", devices: [.iphone]),
                           infoPlist: .extendingDefault(with: ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"]]),
                           sources: ["Targets/StepsWidget/Sources/**"],
                           settings: .settings(base: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "WIDGET"], configurations: [.debug(name: .debug)])),
                ])
                """,
            "Targets/StepsWidget/Sources/StepsWidget.swift": "import WidgetKit\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: folder) == ["StepsWidget"])
        let plan = try XcodeProjectReader.plan(for: "StepsWidget", in: folder)
        #expect(plan.extensionModule.swiftFiles.map(\.lastPathComponent) == ["StepsWidget.swift"])
        #expect(plan.extensionModule.compilationConditions.contains("WIDGET"))
    }

    @Test(.timeLimit(.minutes(20))) func aManifestTheStandInCannotCompileNamesTheErrorAndTuist() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route15-tuist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import ProjectDescription\nlet project = Project(name: \"X\", targets: [.target(name: \"X\", unknownArgument: 1)])\n"
            .write(to: folder.appendingPathComponent("Project.swift"), atomically: true, encoding: .utf8)
        do {
            _ = try ProjectLocator.find(in: folder)
            Issue.record("a manifest that does not compile was read")
        } catch let error as ProjectReadError {
            #expect(error.file.hasSuffix("Project.swift"))
            #expect(error.message.contains("does not compile with WidgetShot's ProjectDescription stand-in (Project.swift:2:"), "\(error.message)")
            #expect(error.message.contains("tuist generate"))
        }
    }
}
