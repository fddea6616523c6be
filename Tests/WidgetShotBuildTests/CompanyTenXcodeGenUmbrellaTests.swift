import Foundation
import Testing
@testable import WidgetShotBuild

/// An XcodeGen framework whose umbrella header imports UIKit (OneBusAway's OBAKitCore: the header
/// is carved out of the synced folder and listed with `headerVisibility: public`) gives its Swift
/// files UIKit and Foundation without `import` lines, as the Xcode project XcodeGen writes does
/// (the header joins the Headers phase; the framework's Swift files see its Clang module).
struct CompanyTenXcodeGenUmbrellaTests {
    func spec(headerEntry: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("company10-umbrella-\(UUID().uuidString)")
        let files = ["Widget/StopWidget.swift": "import WidgetKit\nimport SwiftUI\nimport TransitCore\n",
                     "TransitCore/AlertModel.swift": "public protocol AlertModel { func title(forLocale locale: Locale) -> String? }\n",
                     "TransitCore/TransitCore.h": "#import <UIKit/UIKit.h>\n\nFOUNDATION_EXPORT double TransitCoreVersionNumber;\n",
                     "TransitCore/Private.h": "#import <MapKit/MapKit.h>\n"]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try """
        name: Transit
        targets:
          TransitCore:
            type: framework
            platform: iOS
            sources:
              - path: TransitCore
                excludes: ["TransitCore.h", "Private.h"]
        \(headerEntry)
          StopWidget:
            type: app-extension
            platform: iOS
            sources: [Widget]
            dependencies: [{target: TransitCore}]
        """.write(to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func aPublicUmbrellaHeaderGivesTheFrameworkItsImports() throws {
        let root = try spec(headerEntry: ["      - path: TransitCore/TransitCore.h", "        headerVisibility: public",
                                          "      - path: TransitCore/Private.h", "        headerVisibility: project"].joined(separator: "\n"))
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try XcodeProjectReader.plan(for: "StopWidget", in: root.appendingPathComponent("project.yml"))
        let core = try #require(plan.modules.first { $0.name == "TransitCore" })
        #expect(core.implicitImports == ["UIKit"], "\(core.implicitImports)")
        #expect(core.swiftFiles.map(\.lastPathComponent) == ["AlertModel.swift"])
    }

    @Test func withoutTheHeaderTheFrameworkImportsNothingImplicitly() throws {
        let root = try spec(headerEntry: "")
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try XcodeProjectReader.plan(for: "StopWidget", in: root.appendingPathComponent("project.yml"))
        #expect(plan.modules.first { $0.name == "TransitCore" }?.implicitImports == [])
    }
}
