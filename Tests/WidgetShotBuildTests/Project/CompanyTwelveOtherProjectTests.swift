import Foundation
import Testing
@testable import WidgetShotBuild

/// Framework targets of another project: a workspace sibling whose product the widget links from
/// the shared build folder (deltachat-ios' `DcCore.framework` of `DcCore/DcCore.xcodeproj`), a
/// sub-project's target (reference proxy + target dependency), and XcodeGen `projectReferences`
/// (getsentry/sentry-cocoa's samples: `target: SentrySampleShared/SentrySampleShared`).
///
/// Fixture `SplitWorkspace`: `Split.xcworkspace` lists `Core/Core.xcodeproj` (frameworks `Core`
/// and `CoreUnits`, Core depending on CoreUnits) and `App/App.xcodeproj` (widget `ForecastWidget`
/// linking `Core.framework` from BUILT_PRODUCTS_DIR; widget `ForecastSubprojectWidget` depending
/// on Core through a sub-project reference).
struct CompanyTwelveOtherProjectTests {
    let split = projectFixtures.appendingPathComponent("SplitWorkspace")
    var workspace: URL { split.appendingPathComponent("Split.xcworkspace") }
    var appProject: URL { split.appendingPathComponent("App/App.xcodeproj") }

    func expectCoreModules(_ plan: BuildPlan) {
        #expect(plan.modules.map(\.name) == ["CoreUnits", "Core"])
        #expect(plan.modules.map(\.dependencies) == [[], ["CoreUnits"]])
        #expect(plan.modules.map { $0.swiftFiles.map(\.lastPathComponent) } == [["Temperature.swift"], ["Forecast.swift"]])
        #expect(plan.extensionModule.dependencies == ["Core"])
    }

    @Test func aFrameworkOfASiblingProjectIsFoundThroughTheWorkspace() throws {
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: workspace) == ["ForecastWidget", "ForecastSubprojectWidget"])
        let plan = try XcodeProjectReader.plan(for: "ForecastWidget", in: workspace)
        expectCoreModules(plan)
        #expect(plan.warnings.contains { $0.severity == .note && $0.message.contains("links Core.framework from the shared build folder: built from target Core of Core.xcodeproj, which the workspace Split.xcworkspace lists") })
        #expect(!plan.warnings.contains { $0.severity == .warning })
    }

    @Test func theProjectNamedAloneFindsTheWorkspaceAboveIt() throws {
        let plan = try XcodeProjectReader.plan(for: "ForecastWidget", in: appProject)
        expectCoreModules(plan)
        #expect(plan.warnings.contains { $0.message.contains("the workspace Split.xcworkspace") })
    }

    @Test func aSubprojectTargetIsPlannedOnceFromItsDependencyAndItsReferenceProxy() throws {
        let plan = try XcodeProjectReader.plan(for: "ForecastSubprojectWidget", in: appProject)
        expectCoreModules(plan)
        #expect(plan.warnings.isEmpty)
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("company12-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        try "import WidgetKit\nimport SwiftUI\nimport Core\nimport Shared\n".write(to: folder.appendingPathComponent("Widget/Widget.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    /// `projectReferences` naming a generated project and one whose `.xcodeproj` is not generated
    /// (only its spec is in the repository, as SentrySampleShared's).
    @Test func xcodeGenProjectReferencesAreReadIncludingAnUngeneratedOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("Shared")
        try FileManager.default.createDirectory(at: shared.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try "import Foundation\npublic enum Greeting { public static let text = \"Hi\" }\n"
            .write(to: shared.appendingPathComponent("Sources/Greeting.swift"), atomically: true, encoding: .utf8)
        try """
        name: Shared
        targets:
          Shared:
            type: framework
            platform: iOS
            sources: [Sources]
        """.write(to: shared.appendingPathComponent("Shared.yml"), atomically: true, encoding: .utf8)
        try """
        name: Widgets
        projectReferences:
          Core:
            path: \(split.path)/Core/Core.xcodeproj
          Shared:
            path: Shared/Shared.xcodeproj
        targets:
          Widget:
            type: app-extension
            platform: iOS
            sources: [Widget]
            dependencies:
              - target: Core/Core
              - target: Shared/Shared
        """.write(to: folder.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        let plan = try XcodeProjectReader.plan(for: "Widget", in: folder.appendingPathComponent("project.yml"))
        #expect(plan.modules.map(\.name) == ["CoreUnits", "Core", "Shared"])
        #expect(plan.extensionModule.dependencies == ["Core", "Shared"])
        #expect(plan.modules.last?.swiftFiles.map(\.lastPathComponent) == ["Greeting.swift"])
    }

    /// XcodeGen's `framework: Core.framework` with `implicit: true` is the shared build folder's;
    /// a product no project builds, when imported, is a warning naming it.
    @Test func anImplicitFrameworkIsFoundThroughTheWorkspaceOrNamed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        name: Widgets
        targets:
          Widget:
            type: app-extension
            platform: iOS
            sources: [Widget]
            dependencies:
              - framework: Core.framework
                implicit: true
              - framework: Shared.framework
                implicit: true
        """.write(to: folder.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("project.yml")
        let alone = try XcodeProjectReader.plan(for: "Widget", in: spec)
        #expect(alone.modules.isEmpty)
        #expect(alone.warnings.contains { $0.message.contains("links Core.framework from the shared build folder, which no target of this project builds, and no .xcworkspace beside the project lists it") })

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("All.xcworkspace"), withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:Widgets.xcodeproj"></FileRef>
           <FileRef location = "absolute:\(split.path)/Core/Core.xcodeproj"></FileRef>
        </Workspace>
        """.write(to: folder.appendingPathComponent("All.xcworkspace/contents.xcworkspacedata"), atomically: true, encoding: .utf8)
        let found = try XcodeProjectReader.plan(for: "Widget", in: spec)
        #expect(found.modules.map(\.name) == ["CoreUnits", "Core"])
        #expect(found.warnings.contains { $0.message.contains("links Shared.framework from the shared build folder, which no target of this project builds, nor does any project of the workspace All.xcworkspace") })
    }
}
