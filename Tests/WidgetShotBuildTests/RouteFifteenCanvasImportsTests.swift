import Testing
@testable import WidgetShotBuild

/// Issue 20 (instructure/canvas-ios's Core framework): besides PDFKit, Core imports VisionKit (the
/// document camera, in its file picker) and CoreServices (for `UTType`); both have stand-ins and
/// `canImport` of them is true, as on iOS.
struct RouteFifteenCanvasImportsTests {
    @Test func visionKitAndCoreServicesHaveStandIns() {
        #expect(FrameworkStandIns.modules(for: "VisionKit") == ["WidgetShotML"])
        #expect(FrameworkStandIns.modules(for: "CoreServices") == ["WidgetShotUniformTypeIdentifiers"])
        #expect(ConditionRewriter.rewrite("canImport(VisionKit) && canImport(CoreServices)").condition == "true && true")
        let output = SourceTransform(originalPath: "/src/FilePicker.swift", fileIndex: 0).transform("import VisionKit\nimport CoreServices\n")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let lines = output.text.components(separatedBy: "\n").dropFirst().prefix(2).map { $0 }
        #expect(lines == ["import WidgetShotML", "import WidgetShotUniformTypeIdentifiers"])
    }
}
