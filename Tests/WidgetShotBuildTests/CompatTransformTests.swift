import Foundation
import Testing
@testable import WidgetShotBuild

/// Transform gaps found by building real widget extensions unedited: imports of the app's own
/// framework or package (given with `--include`) and iOS 26's `@Animatable` macro.
struct CompatTransformTests {
    func lines(_ source: String, merged: Set<String> = []) -> [String] { transformedLines(source, localModules: merged) }

    @Test func animatableMacrosAreRemovedOnTheirLine() {
        let l = lines("@Animatable\nprivate struct Sector: Shape {\n    @AnimatableIgnored var label = \"\"\n    var animatable = 1\n}")
        #expect(l[0].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(l[1] == "private struct Sector: Shape {")
        #expect(l[2] == "     var label = \"\"")
        #expect(l[3] == "    var animatable = 1")
    }

    @Test func includedFoldersNameTheirModules() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("compat-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        for folder in ["Ext", "App Core", "Packages/Kit/Sources/KitModels", "Packages/Kit/Sources/KitUI", "Shared"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "".write(to: root.appendingPathComponent("Packages/Kit/Package.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n".write(to: root.appendingPathComponent("Ext/W.swift"), atomically: true, encoding: .utf8)
        let sources = try ExtensionSources.scan(extension: root.appendingPathComponent("Ext"),
                                                includes: ["App Core", "Packages/Kit", "Shared", "Packages/Kit/Sources"].map { root.appendingPathComponent($0) })
        #expect(sources.localModuleNames == ["App_Core", "Kit", "KitModels", "KitUI", "Shared"])
    }
}

extension CompatTransformTests {
    @Test func qualifiedNamesOfSeveralModulesAndCoreGraphics() {
        let l = lines("""
            struct V: SwiftUI.View {
            func getTimeline(in context: Context, completion: @escaping (WidgetKit.Timeline<Entry>) -> ()) {}
            let w: CoreGraphics.CGFloat = 1; let s = MySwiftUI.View.self; let t = a.SwiftUI.b
            Intents.shared.run()
            """)
        #expect(l[0] == "struct V: WidgetShotSDK.View {")
        #expect(l[1].contains("(WidgetShotSDK.Timeline<Entry>)"))
        #expect(l[2] == "let w: Foundation.CGFloat = 1; let s = MySwiftUI.View.self; let t = a.SwiftUI.b")
        #expect(l[3] == "Intents.shared.run()")
    }
}

extension CompatTransformTests {
    @Test func nsLocalizedStringReadsTheExtensionsTables() {
        let l = lines("Text(String(format: NSLocalizedString(\"feels\", comment: \"\"), t))\nlet k = Foundation.NSLocalizedString(\"x\", comment: \"\")")
        #expect(l[0] == "Text(String(format: WidgetShotNSLocalizedString(\"feels\", comment: \"\"), t))")
        #expect(l[1] == "let k = Foundation.NSLocalizedString(\"x\", comment: \"\")")
    }
}
