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

/// A file whose only WidgetShot name is the `#available` rewrite imports that function alone, not
/// all of SwiftUI: TelemetryDeck's `import StoreKit` file (IceCubes) saw SwiftUI's `Transaction`
/// beside StoreKit's.
struct SdkThirteenAvailabilityImportTests {
    @Test func availabilityRewriteImportsOnlyItsFunction() {
        let text = "import WidgetShotStoreKit\nextension Transaction { var trial: Bool { if _widgetShotAvailable(iOS: 17, 2) { return true }; return false } }"
        let out = ModuleGenerator.importingWidgetShotIfUsed(text)
        #expect(out.hasSuffix("\nimport Foundation; import func WidgetShotFoundation._widgetShotAvailable\n"), "\(out)")
        #expect(!out.contains("import WidgetShotSDK"))
        // Another WidgetShot name still brings the SDK.
        let both = ModuleGenerator.importingWidgetShotIfUsed("import Foundation\nlet l = WidgetShotLocale.current\nlet a = _widgetShotAvailable(iOS: 17, 0)")
        #expect(both.hasSuffix("import WidgetShotSDK\n"))
    }
}
