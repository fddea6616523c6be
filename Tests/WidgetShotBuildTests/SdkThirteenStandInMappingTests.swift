import Testing
@testable import WidgetShotBuild

/// `import notify` (Darwin's libnotify; Delta Chat's DcCore) becomes WidgetShotCoreFoundation,
/// whose Darwin notification centre the notify functions sit on, and `canImport(notify)` is true.
struct SdkThirteenStandInMappingTests {
    @Test func notifyMapsToCoreFoundation() {
        #expect(FrameworkStandIns.modules(for: "notify") == ["WidgetShotCoreFoundation"])
        #expect(AppleModules.isStandIn("notify"))
        let output = SourceTransform(originalPath: "/src/DarwinNotificationCenter.swift", fileIndex: 0).transform("import notify\nlet ok = NOTIFY_STATUS_OK\n")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.text.components(separatedBy: "\n").dropFirst().first == "import WidgetShotCoreFoundation")
    }
}
