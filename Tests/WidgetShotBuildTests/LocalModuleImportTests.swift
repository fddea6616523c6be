import Foundation
import Testing
@testable import WidgetShotBuild

/// Real extensions import the app's own frameworks and local packages (apple/sample-food-truck:
/// `import FoodTruckKit`; StayFocused: `import TimerActivityUI`) and qualify names with Apple's
/// modules (`SwiftUICore.Color`). Both must compile when the app's sources come in with `--include`.
struct LocalModuleImportTests {
    func lines(_ source: String, localModules: Set<String> = []) -> [String] { transformedLines(source, localModules: localModules) }

    @Test func importsOfIncludedModulesAreDroppedInPlace() {
        let source = "import SwiftUI\nimport FoodTruckKit\n@testable import TimerActivityUI\nimport Kingfisher\nstruct A {}"
        let out = lines(source, localModules: ["FoodTruckKit", "TimerActivityUI"])
        #expect(out == ["import WidgetShotSDK; import WidgetShotCombine", "// import FoodTruckKit", "// @testable import TimerActivityUI", "import Kingfisher", "struct A {}"])
    }

    @Test func appleModuleQualifiedNamesUseTheUmbrella() {
        let source = """
            public let color: SwiftUICore.Color
            let family: WidgetKit.WidgetFamily = .systemSmall
            let text = SwiftUI.Text("a"); let path = Foo.SwiftUI.Bar
            let s = "keep lowercase: SwiftUI.view"
            """
        let out = lines(source)
        #expect(out[0] == "public let color: WidgetShotSDK.Color")
        #expect(out[1] == "let family: WidgetShotSDK.WidgetFamily = .systemSmall")
        #expect(out[2] == "let text = WidgetShotSDK.Text(\"a\"); let path = Foo.SwiftUI.Bar")
        #expect(out[3] == "let s = \"keep lowercase: SwiftUI.view\"")
    }

    @Test func includedFoldersAndPackageTargetsAreLocalModules() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wslocal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let ext = root.appendingPathComponent("Widgets"), kit = root.appendingPathComponent("FoodTruckKit")
        let package = root.appendingPathComponent("Packages/Shared")
        for folder in [ext, kit, package.appendingPathComponent("Sources/SharedModels"), package.appendingPathComponent("Sources/SwiftUI")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for file in [ext.appendingPathComponent("W.swift"), kit.appendingPathComponent("K.swift"),
                     package.appendingPathComponent("Sources/SharedModels/M.swift")] {
            try Data("struct X {}\n".utf8).write(to: file)
        }
        let sources = try ExtensionSources.scan(extension: ext, includes: [kit, package])
        #expect(sources.localModuleNames == ["FoodTruckKit", "Shared", "SharedModels"])   // never an Apple module
    }
}
