import Foundation
import Testing
@testable import WidgetShotBuild

/// A project with an iOS and a macOS widget extension (FlipByBlink/LockInNote: "Widget for iOS,
/// visionOS" and "Widget for macOS", which compiles a shared file whose `#if os(iOS)` branch uses
/// files only the iOS target has). WidgetShot renders iOS widgets: `--project` builds the iOS
/// one and names the macOS one in a note; `--target` still reaches it.
struct MacWidgetTargetTests {
    let fm = FileManager.default

    func project(macSettings: String) throws -> URL {
        let root = fm.temporaryDirectory.appendingPathComponent("mac-widget-\(UUID().uuidString)")
        try fm.createDirectory(at: root.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        try "import WidgetKit\n".write(to: root.appendingPathComponent("Widget/NoteWidget.swift"), atomically: true, encoding: .utf8)
        try fm.createDirectory(at: root.appendingPathComponent("Notes.xcodeproj"), withIntermediateDirectories: true)
        let extensionPoint = "INFOPLIST_KEY_NSExtension = \"{NSExtensionPointIdentifier = com.apple.widgetkit-extension;}\";"
        try """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = {isa = PBXProject; mainGroup = G; targets = (TI, TM, ); buildConfigurationList = PL; };
            \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, ); };
            \t\tPD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; }; };
            \t\tG = {isa = PBXGroup; children = (WG, ); sourceTree = "<group>"; };
            \t\tWG = {isa = PBXGroup; children = (F, ); path = Widget; sourceTree = "<group>"; };
            \t\tF = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = NoteWidget.swift; sourceTree = "<group>"; };
            \t\tBI = {isa = PBXBuildFile; fileRef = F; };
            \t\tBM = {isa = PBXBuildFile; fileRef = F; };
            \t\tSI = {isa = PBXSourcesBuildPhase; files = (BI, ); };
            \t\tSM = {isa = PBXSourcesBuildPhase; files = (BM, ); };
            \t\tTI = {isa = PBXNativeTarget; name = "Widget for iOS"; buildPhases = (SI, ); buildConfigurationList = CI; productType = "com.apple.product-type.app-extension"; };
            \t\tTM = {isa = PBXNativeTarget; name = "Widget for macOS"; buildPhases = (SM, ); buildConfigurationList = CM; productType = "com.apple.product-type.app-extension"; };
            \t\tCI = {isa = XCConfigurationList; buildConfigurations = (DI, ); };
            \t\tCM = {isa = XCConfigurationList; buildConfigurations = (DM, ); };
            \t\tDI = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(extensionPoint) SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator"; }; };
            \t\tDM = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(extensionPoint) \(macSettings) }; };
            \t};
            \trootObject = P;
            }
            """.write(to: root.appendingPathComponent("Notes.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        return root
    }

    @Test(arguments: ["SDKROOT = macosx;", "SDKROOT = auto; SUPPORTED_PLATFORMS = macosx;"])
    func aMacOnlyWidgetExtensionIsLeftOutWithANote(_ macSettings: String) throws {
        let root = try project(macSettings: macSettings)
        defer { try? fm.removeItem(at: root) }
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: root) == ["Widget for iOS"])
        let plans = try ProjectPlans.load(path: root, target: nil)
        #expect(plans.count == 1)
        let notes = plans[0].warnings.filter { $0.severity == .note && $0.message.contains("Widget for macOS") }
        #expect(notes.count == 1 && notes[0].message.contains("macOS widget extension"), "\(plans[0].warnings)")
        // Named, it still builds (as iOS).
        #expect(try ProjectPlans.load(path: root, target: "Widget for macOS").first?.extensionModule.swiftFiles.count == 1)
    }

    @Test func aMultiplatformWidgetExtensionIsKept() throws {
        let root = try project(macSettings: "SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";")
        defer { try? fm.removeItem(at: root) }
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: root) == ["Widget for iOS", "Widget for macOS"])
    }
}
