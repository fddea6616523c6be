import Testing
@testable import WidgetShotBuild

/// Issue 20 (canvas-ios's Core framework): `import PDFKit` becomes WidgetShot's PDFKit stand-in,
/// `canImport(PDFKit)` is true as on iOS, and `PDFKit.PDFDocument` names the stand-in's type.
struct RouteFifteenPDFKitMappingTests {
    @Test func pdfKitHasAStandIn() {
        #expect(FrameworkStandIns.modules(for: "PDFKit") == ["WidgetShotPDFKit"])
        #expect(AppleModules.isStandIn("PDFKit") && !AppleModules.unavailable.contains("PDFKit"))
        #expect(ConditionRewriter.rewrite("canImport(PDFKit)").condition == "true")
    }

    @Test func importAndQualifiedNamesMapToTheStandIn() {
        let source = """
            import PDFKit
            let d: PDFKit.PDFDocument? = nil
            """
        let output = SourceTransform(originalPath: "/src/Preview.swift", fileIndex: 0).transform(source)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let lines = output.text.components(separatedBy: "\n").dropFirst().prefix(2).map { $0 }
        #expect(lines[0] == "import WidgetShotPDFKit")
        #expect(lines[1] == "let d: WidgetShotPDFKit.PDFDocument? = nil")
    }
}
