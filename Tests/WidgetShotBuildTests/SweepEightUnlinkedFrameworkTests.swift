import Foundation
import Testing
@testable import WidgetShotBuild

/// A widget that imports a framework target of its project without depending on it (x64alex/Gym-App:
/// only the app links SharedFramework) builds in Xcode's app scheme — the module is in the shared
/// products folder and Swift autolinks it — so the plan takes the framework as a module, with a note.
struct SweepEightUnlinkedFrameworkTests {
    func spec(widgetImports: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sweep8-unlinked-\(UUID().uuidString)")
        let files = ["Widget/Widget.swift": "import WidgetKit\nimport SwiftUI\n\(widgetImports)\n",
                     "Shared/Workout.swift": "import Foundation\npublic struct Workout { public init() {} }\n",
                     "App/App.swift": "import SwiftUI\nimport Shared\n"]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try """
        name: Gym
        targets:
          App:
            type: application
            platform: iOS
            sources: [App]
            dependencies: [{target: Shared}, {target: Widget}]
          Shared:
            type: framework
            platform: iOS
            sources: [Shared]
          Widget:
            type: app-extension
            platform: iOS
            sources: [Widget]
        """.write(to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func anImportedFrameworkTargetBecomesAModule() throws {
        let root = try spec(widgetImports: "import Shared")
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try XcodeProjectReader.plan(for: "Widget", in: root.appendingPathComponent("project.yml"))
        #expect(plan.modules.map(\.name) == ["Shared"])
        #expect(plan.extensionModule.dependencies == ["Shared"])
        #expect(plan.warnings.contains { $0.severity == .note && $0.message.contains("imports Shared, a framework target of the project it does not depend on") })
    }

    @Test func aFrameworkTheWidgetDoesNotImportStaysOut() throws {
        let root = try spec(widgetImports: "")
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try XcodeProjectReader.plan(for: "Widget", in: root.appendingPathComponent("project.yml"))
        #expect(plan.modules.isEmpty)
    }
}
