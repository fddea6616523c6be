import Foundation
import Testing
@testable import WidgetShotBuild

/// A project whose app target's Sources phase lists a build file the project does not define
/// (Artificial-Pancreas/iAPS: a chart file was added to the app twice and one `PBXBuildFile` later
/// removed). Xcode skips the entry and builds; WidgetShot reads the widget target, and the app
/// target with a warning, instead of refusing the whole project.
struct CompanyTenDanglingBuildFileTests {
    let fm = FileManager.default

    func project() throws -> URL {
        let root = fm.temporaryDirectory.appendingPathComponent("company10-dangling-\(UUID().uuidString)")
        try fm.createDirectory(at: root.appendingPathComponent("Activity"), withIntermediateDirectories: true)
        try "import WidgetKit\nimport SwiftUI\n".write(to: root.appendingPathComponent("Activity/GlucoseActivity.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n".write(to: root.appendingPathComponent("Activity/TrendChart.swift"), atomically: true, encoding: .utf8)
        try fm.createDirectory(at: root.appendingPathComponent("Pump.xcodeproj"), withIntermediateDirectories: true)
        let extensionPoint = "INFOPLIST_KEY_NSExtension = \"{NSExtensionPointIdentifier = com.apple.widgetkit-extension;}\";"
        try """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = {isa = PBXProject; mainGroup = G; targets = (TA, TW, ); buildConfigurationList = PL; };
            \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, ); };
            \t\tPD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; }; };
            \t\tG = {isa = PBXGroup; children = (AG, ); sourceTree = "<group>"; };
            \t\tAG = {isa = PBXGroup; children = (FA, FC, ); path = Activity; sourceTree = "<group>"; };
            \t\tFA = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = GlucoseActivity.swift; sourceTree = "<group>"; };
            \t\tFC = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TrendChart.swift; sourceTree = "<group>"; };
            \t\tBW1 = {isa = PBXBuildFile; fileRef = FA; };
            \t\tBW2 = {isa = PBXBuildFile; fileRef = FC; };
            \t\tSA = {isa = PBXSourcesBuildPhase; files = (GONE, ); };
            \t\tSW = {isa = PBXSourcesBuildPhase; files = (BW1, BW2, ); };
            \t\tTA = {isa = PBXNativeTarget; name = Pump; buildPhases = (SA, ); buildConfigurationList = CA; productType = "com.apple.product-type.application"; };
            \t\tTW = {isa = PBXNativeTarget; name = LiveActivity; buildPhases = (SW, ); buildConfigurationList = CW; productType = "com.apple.product-type.app-extension"; };
            \t\tCA = {isa = XCConfigurationList; buildConfigurations = (DA, ); };
            \t\tCW = {isa = XCConfigurationList; buildConfigurations = (DW, ); };
            \t\tDA = {isa = XCBuildConfiguration; name = Debug; buildSettings = {}; };
            \t\tDW = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(extensionPoint) }; };
            \t};
            \trootObject = P;
            }
            """.write(to: root.appendingPathComponent("Pump.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func aDanglingBuildFileOfAnotherTargetDoesNotStopTheWidget() throws {
        let root = try project()
        defer { try? fm.removeItem(at: root) }
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: root) == ["LiveActivity"])
        let plans = try ProjectPlans.load(path: root, target: nil)
        #expect(plans.count == 1)
        #expect(plans.first?.extensionModule.swiftFiles.map(\.lastPathComponent).sorted() == ["GlucoseActivity.swift", "TrendChart.swift"])
    }

    @Test func theDanglingEntryIsNamedInAWarning() throws {
        let root = try project()
        defer { try? fm.removeItem(at: root) }
        let project = try XcodeProject(bundle: root.appendingPathComponent("Pump.xcodeproj"))
        let app = try project.target("TA")
        #expect(app.files.swiftFiles.isEmpty)
        #expect(app.warnings.contains { $0.severity == .warning && $0.message.contains("PBXSourcesBuildPhase SA of target Pump lists build file GONE") })
    }
}
