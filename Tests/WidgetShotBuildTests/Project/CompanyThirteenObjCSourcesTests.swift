import Foundation
import Testing
@testable import WidgetShotBuild

/// A widget target that compiles an Objective-C file its bridging header exposes to Swift
/// (guardianproject/orbot-apple's StatusWidget: `Shared/Config.m`, whose `Config` class
/// `Orbot-Bridging-Header.h` imports) is warned about by name: WidgetShot compiles Swift only, so
/// "cannot find 'Config' in scope" has its cause named before the compiler's error.
struct CompanyThirteenObjCSourcesTests {
    let fm = FileManager.default

    func write(_ text: String, _ url: URL) throws {
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func theWarningNamesTheFilesAndTheClassesTheBridgingHeaderBrings() throws {
        let root = fm.temporaryDirectory.appendingPathComponent("objc-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        try write("import SwiftUI\nstruct Status: View { var body: some View { Text(Config.groupId) } }\n", root.appendingPathComponent("Widget/Status.swift"))
        try write("#import <Foundation/Foundation.h>\n@interface Config : NSObject\n@property (class, readonly) NSString *groupId;\n@end\n@interface Config (Debug)\n@end\n@protocol ConfigObserver;\n",
                  root.appendingPathComponent("Shared/Config.h"))
        try write("#import \"Config.h\"\n@implementation Config\n@end\n", root.appendingPathComponent("Shared/Config.m"))
        try write("#import \"Config.h\"\n", root.appendingPathComponent("Shared/Widget-Bridging-Header.h"))
        try write("""
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T, ); };
            \t\tG = {isa = PBXGroup; children = (S, M, ); sourceTree = "<group>"; };
            \t\tS = {isa = PBXFileReference; path = Widget/Status.swift; sourceTree = "<group>"; };
            \t\tM = {isa = PBXFileReference; path = Shared/Config.m; sourceTree = "<group>"; };
            \t\tT = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (SP, ); name = StatusWidget; productType = "com.apple.product-type.app-extension"; };
            \t\tSP = {isa = PBXSourcesBuildPhase; files = (BS, BM, ); };
            \t\tBS = {isa = PBXBuildFile; fileRef = S; };
            \t\tBM = {isa = PBXBuildFile; fileRef = M; };
            \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, ); };
            \t\tPD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
            \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD, ); };
            \t\tTD = {isa = XCBuildConfiguration; buildSettings = {SWIFT_OBJC_BRIDGING_HEADER = "Shared/Widget-Bridging-Header.h"; }; name = Debug; };
            \t};
            \trootObject = P;
            }
            """, root.appendingPathComponent("Status.xcodeproj/project.pbxproj"))
        let plan = try XcodeProjectReader.plan(for: "StatusWidget", in: root.appendingPathComponent("Status.xcodeproj"))
        #expect(plan.extensionModule.swiftFiles.map(\.lastPathComponent) == ["Status.swift"])
        let warning = try #require(plan.warnings.first { $0.message.contains("Objective-C") })
        #expect(warning.message == "target StatusWidget compiles Objective-C or C sources (Shared/Config.m), which WidgetShot does not compile: it builds "
                + "the target's Swift files only, so what the bridging header Shared/Widget-Bridging-Header.h brings to Swift from them (Config) will not be found",
                "\(warning.message)")
        #expect(ObjCSourcesNotice.declaredNames(importedBy: root.appendingPathComponent("Shared/Widget-Bridging-Header.h")) == ["Config"])
        #expect(ObjCSourcesNotice.message(target: "T", sources: [], bridgingHeader: nil, projectFolder: root) == nil)
    }
}
