import Foundation
import Testing
@testable import WidgetShotBuild

/// pennlabs/penn-mobile-ios' `PennMobileShared` framework (Xcode 16 synchronized folders): its
/// umbrella header is a public header of the folder's exception set, and imports Foundation for
/// every Swift file (`NetworkingError.swift` has no import and uses `LocalizedError`); its
/// `UIApplication.isRunningFastlaneTest` reads `ProcessInfo().arguments`.
struct SdkFourteenPennMobileTests {
    @Test("a synchronized folder's public umbrella header gives the framework's files its imports")
    func synchronizedUmbrellaHeader() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("synced-umbrella-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let files = ["W/Widget.swift": "import WidgetKit\n", "Shared/NetworkingError.swift": "public enum NetworkingError: String, LocalizedError { case other }\n",
                     "Shared/Shared.h": "#import <Foundation/Foundation.h>\nFOUNDATION_EXPORT double SharedVersionNumber;\n"]
        for (path, text) in files {
            try fm.createDirectory(at: root.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        try fm.createDirectory(at: root.appendingPathComponent("W.xcodeproj"), withIntermediateDirectories: true)
        try """
            // !$*UTF8*$!
            {
            \tobjectVersion = 77;
            \tobjects = {
            \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, F, ); };
            \t\tG = {isa = PBXGroup; children = (SW, SF, ); sourceTree = "<group>"; };
            \t\tSW /* W */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = W; sourceTree = "<group>"; };
            \t\tSF /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EF, ); explicitFileTypes = {}; explicitFolders = (); path = Shared; sourceTree = "<group>"; };
            \t\tEF = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; publicHeaders = (Shared.h, ); target = F /* Shared */; };
            \t\tT /* W */ = {isa = PBXNativeTarget; buildPhases = (SP, ); dependencies = (D, ); fileSystemSynchronizedGroups = (SW, ); name = W; productType = "com.apple.product-type.app-extension"; };
            \t\tF /* Shared */ = {isa = PBXNativeTarget; buildPhases = (SP2, ); fileSystemSynchronizedGroups = (SF, ); name = Shared; productType = "com.apple.product-type.framework"; };
            \t\tD = {isa = PBXTargetDependency; target = F; };
            \t\tSP = {isa = PBXSourcesBuildPhase; files = (); };
            \t\tSP2 = {isa = PBXSourcesBuildPhase; files = (); };
            \t};
            \trootObject = P;
            }
            """.write(to: root.appendingPathComponent("W.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let plan = try XcodeProjectReader.plan(for: "W", in: root.appendingPathComponent("W.xcodeproj"))
        let shared = try #require(plan.modules.first { $0.name == "Shared" })
        #expect(shared.implicitImports == ["Foundation"])
        #expect(plan.extensionModule.implicitImports.isEmpty, "an app extension's headers are not an umbrella")
    }

    @Test("ProcessInfo() reads the shared process info (corelibs' initializer is internal)")
    func processInfoInitializer() {
        #expect(FoundationRewrites.rewrite("return ProcessInfo().arguments.contains(\"FASTLANE\")") == "return ProcessInfo.processInfo.arguments.contains(\"FASTLANE\")")
        #expect(FoundationRewrites.rewrite("let p = Foundation.ProcessInfo()") == "let p = ProcessInfo.processInfo")
        #expect(FoundationRewrites.rewrite("let s = \"ProcessInfo()\"; let q = MyProcessInfo()") == "let s = \"ProcessInfo()\"; let q = MyProcessInfo()")
    }
}
