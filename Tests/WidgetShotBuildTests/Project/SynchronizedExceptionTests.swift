import Foundation
import Testing
@testable import WidgetShotBuild

/// Synchronized-folder forms the SyncedApp fixture does not hold: a folder excluded whole, a
/// build-phase routing set (`PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`),
/// `explicitFolders`, and one-line objects as Xcode 16 writes them.
struct SynchronizedExceptionTests {
    @Test func folderExclusionsPhaseRoutingAndExplicitFolders() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("synced-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        for file in ["W/A.swift", "W/Views/B.swift", "W/Old/C.swift", "W/Old/Deep/D.swift", "W/data.json", "W/Fonts/Brand.ttf",
                     "W/Fonts/Brand-Bold.ttf", "W/W.entitlements", "W/PrivacyInfo.xcprivacy", "W/.DS_Store", "Shared/S.swift", "Shared/Other.swift"] {
            try fm.createDirectory(at: root.appendingPathComponent(file).deletingLastPathComponent(), withIntermediateDirectories: true)
            try "import WidgetKit\n".write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        try fm.createDirectory(at: root.appendingPathComponent("W.xcodeproj"), withIntermediateDirectories: true)
        try """
            // !$*UTF8*$!
            {
            \tobjectVersion = 77;
            \tobjects = {
            \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); };
            \t\tG = {isa = PBXGroup; children = (SW, SS, ); sourceTree = "<group>"; };
            \t\tSW /* W */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, E2, ); explicitFileTypes = {}; explicitFolders = (Fonts, ); path = W; sourceTree = "<group>"; };
            \t\tSS /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E3, ); explicitFileTypes = {}; explicitFolders = (); path = Shared; sourceTree = "<group>"; };
            \t\tE1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old, ); target = T /* W */; };
            \t\tE2 = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = CF /* Embed */; membershipExceptions = (data.json, ); };
            \t\tE3 = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = SP; membershipExceptions = (S.swift, ); };
            \t\tT /* W */ = {isa = PBXNativeTarget; buildPhases = (SP, CF, ); fileSystemSynchronizedGroups = (SW, ); name = W; productType = "com.apple.product-type.app-extension"; };
            \t\tSP = {isa = PBXSourcesBuildPhase; files = (); };
            \t\tCF = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 7; files = (); };
            \t};
            \trootObject = P;
            }
            """.write(to: root.appendingPathComponent("W.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let plan = try XcodeProjectReader.plan(for: "W", in: root.appendingPathComponent("W.xcodeproj"))
        let module = plan.extensionModule
        let relative = { (urls: [URL]) in urls.map { String($0.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)) } }
        // Old/ is excluded whole; Shared/S.swift is routed into W's Sources phase, Shared/Other.swift is not W's.
        #expect(relative(module.swiftFiles) == ["W/A.swift", "W/Views/B.swift", "Shared/S.swift"])
        // data.json goes to the Copy Files phase, not the bundle's resources; Fonts is one folder;
        // entitlements are not copied, the privacy manifest is.
        #expect(relative(module.resourceFiles) == ["W/Fonts", "W/PrivacyInfo.xcprivacy"])
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: root.appendingPathComponent("W.xcodeproj")) == ["W"])
    }
}
