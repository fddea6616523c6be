import Foundation
import Testing
@testable import WidgetShotBuild

/// XcodeGen target templates with `${target_name}` (ruuvi/com.ruuvi.station.ios, 2026: 27 module
/// specs built from `Framework`/`Module` templates named `"${target_name}"`; the placeholder was
/// kept, so every such target was named `${target_name}` and 40 dependency warnings followed).
struct RouteSevenXcodeGenTemplateTests {
    @Test func templatePlaceholdersTakeTheTargetsValues() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("route7-templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (folder, text) in [("Widgets", "import WidgetKit\nimport SwiftUI\nimport RuuviLocal\n"), ("Modules/RuuviLocal", "public enum Local {}\n")] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            try text.write(to: root.appendingPathComponent("\(folder)/File.swift"), atomically: true, encoding: .utf8)
        }
        try """
        name: Station
        targetTemplates:
          Module:
            name: "${target_name}"
            type: framework
            platform: iOS
            sources:
              - Modules/${target_name}
            settings:
              base:
                PRODUCT_NAME: "${target_name}"
                PRODUCT_BUNDLE_IDENTIFIER: com.example.${target_name}.$platform
                OTHER_SWIFT_FLAGS: -D ${flavour}
        targets:
          RuuviLocal:
            templates: [Module]
            templateAttributes:
              flavour: LOCAL_STORE
          StationWidgets:
            type: app-extension
            platform: iOS
            sources:
              - Widgets
            dependencies:
              - target: RuuviLocal
        """.write(to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        let plan = try XcodeProjectReader.plan(for: "StationWidgets", in: root.appendingPathComponent("project.yml"))
        #expect(!plan.warnings.contains { $0.message.contains("is not in this spec") }, "\(plan.warnings)")
        let module = try #require(plan.modules.first)
        #expect(plan.modules.count == 1)
        #expect(module.name == "RuuviLocal")
        #expect(module.swiftFiles.map(\.lastPathComponent) == ["File.swift"])
        #expect(module.compilationConditions.contains("LOCAL_STORE"))
        #expect(plan.extensionModule.dependencies == ["RuuviLocal"])
    }
}
