import Testing
@testable import WidgetShotBuild

/// Issue 20, part B: Apple frameworks with a WidgetShot module of their own.
struct FrameworkStandInsTests {
    func userLines(_ source: String) -> [String] {
        let output = SourceTransform(originalPath: "/src/Widget.swift", fileIndex: 0).transform(source)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return Array(output.text.components(separatedBy: "\n").dropFirst().prefix(source.components(separatedBy: "\n").count))
    }

    @Test func frameworkImportsBecomeTheirOwnModule() {
        let lines = userLines("""
            import MapKit
            import CryptoKit
            @preconcurrency import Security
            import CoreImage.CIFilterBuiltins
            import NetworkExtension
            import UniformTypeIdentifiers
            import NaturalLanguage
            """)
        #expect(lines == ["import WidgetShotMapKit", "import Crypto", "@preconcurrency import WidgetShotSecurity",
                          "import WidgetShotCoreImage", "import WidgetShotNetwork", "import WidgetShotUniformTypeIdentifiers",
                          "import WidgetShotML"])
    }

    @Test func canImportIsTrueAndEveryEntryNamesAWidgetShotModule() {
        #expect(ConditionRewriter.rewrite("canImport(MapKit)").condition == "true")
        #expect(ConditionRewriter.rewrite("canImport(CryptoKit) && canImport(WebKit)").condition == "true && true")
        for (apple, modules) in FrameworkStandIns.modules {
            #expect(!modules.isEmpty && modules.allSatisfy { $0.hasPrefix("WidgetShot") || $0 == "Crypto" }, "\(apple)")
            #expect(!modules.contains(apple), "a module named like Apple's would switch other packages' canImport on")
        }
    }

    @Test func severalModulesStayOnTheImportLine() {
        let transform = SourceTransform(originalPath: "/src/W.swift", fileIndex: 0)
        #expect(transform.rewriteImport("  @testable import X", to: ["A", "B"]) == "  @testable import A; @testable import B")
    }
}
