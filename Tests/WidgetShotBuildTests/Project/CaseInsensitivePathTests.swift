import Foundation
import Testing
@testable import WidgetShotBuild

/// Paths a project names in another case than the disk's (`widget/Info.plist` for `Widget/`):
/// Xcode on a case-insensitive Mac builds them, so the reader finds them too (seen in a real
/// app whose widget's Info.plist was reported missing and its NSExtension keys lost).
struct CaseInsensitivePathTests {
    let fm = FileManager.default

    func folder() throws -> URL {
        let root = fm.temporaryDirectory.appendingPathComponent("case-\(UUID().uuidString)")
        try fm.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test func aPathInAnotherCaseIsFoundAndAnExactOneWins() throws {
        let root = try folder()
        defer { try? fm.removeItem(at: root) }
        try fm.createDirectory(at: root.appendingPathComponent("Widget/Assets"), withIntermediateDirectories: true)
        try "x".write(to: root.appendingPathComponent("Widget/Info.plist"), atomically: true, encoding: .utf8)
        #expect(CaseInsensitivePath.existing(root.appendingPathComponent("widget/info.PLIST"))?.path == root.appendingPathComponent("Widget/Info.plist").path)
        #expect(CaseInsensitivePath.existing(root.appendingPathComponent("Widget/Info.plist"))?.path == root.appendingPathComponent("Widget/Info.plist").path)
        #expect(CaseInsensitivePath.existing(root.appendingPathComponent("widget/Missing.plist")) == nil)
        // Two names that differ in case only (possible on Linux): no guess.
        try fm.createDirectory(at: root.appendingPathComponent("WIDGET"), withIntermediateDirectories: true)
        #expect(CaseInsensitivePath.existing(root.appendingPathComponent("widget/Info.plist")) == nil)
    }

    @Test func theReaderFindsSourcesAndTheInfoPlistNamedInAnotherCase() throws {
        let root = try folder()
        defer { try? fm.removeItem(at: root) }
        try fm.createDirectory(at: root.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        try "import WidgetKit\n".write(to: root.appendingPathComponent("Widget/TimerWidget.swift"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict></dict></plist>
            """.write(to: root.appendingPathComponent("Widget/Info.plist"), atomically: true, encoding: .utf8)
        try fm.createDirectory(at: root.appendingPathComponent("Timer.xcodeproj"), withIntermediateDirectories: true)
        try """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); };
            \t\tG = {isa = PBXGroup; children = (WG, ); sourceTree = "<group>"; };
            \t\tWG = {isa = PBXGroup; children = (F, ); path = widget; sourceTree = "<group>"; };
            \t\tF = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TimerWidget.swift; sourceTree = "<group>"; };
            \t\tBF = {isa = PBXBuildFile; fileRef = F; };
            \t\tS = {isa = PBXSourcesBuildPhase; files = (BF, ); };
            \t\tT = {isa = PBXNativeTarget; name = TimerWidget; buildPhases = (S, ); buildConfigurationList = CL; productType = "com.apple.product-type.app-extension"; };
            \t\tCL = {isa = XCConfigurationList; buildConfigurations = (D, ); };
            \t\tD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {INFOPLIST_FILE = widget/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = com.example.timer.widget; }; };
            \t};
            \trootObject = P;
            }
            """.write(to: root.appendingPathComponent("Timer.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let plan = try XcodeProjectReader.plan(for: "TimerWidget", in: root.appendingPathComponent("Timer.xcodeproj"))
        #expect(plan.extensionModule.swiftFiles.map(\.lastPathComponent) == ["TimerWidget.swift"])
        #expect(plan.extensionModule.swiftFiles.first?.path.contains("/Widget/TimerWidget.swift") == true)
        #expect((plan.infoDictionary?["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String == "com.apple.widgetkit-extension")
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
    }
}
