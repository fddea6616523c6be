import Foundation
import Testing
@testable import WidgetShotBuild

/// `$(VAR)` expansion, `$(inherited)`, operators and `.xcconfig` files.
struct BuildSettingTests {
    typealias A = BuildSettingExpander.Assignment

    @Test func referencesInheritedAndOperators() {
        let expander = BuildSettingExpander(layers: [
            [A(key: "TARGET_NAME", value: "My Widget"), A(key: "PRODUCT_NAME", value: "$(TARGET_NAME)"),
             A(key: "FLAGS", value: "-DBASE")],
            [A(key: "FLAGS", value: "$(inherited) -DPROJECT"), A(key: "BUNDLE", value: "com.example.${PRODUCT_NAME:rfc1034identifier}")],
            [A(key: "FLAGS", value: "$(inherited) -DTARGET"), A(key: "MODULE", value: "$(PRODUCT_NAME:c99extidentifier)"),
             A(key: "NESTED", value: "$(VALUE_$(CONFIG))"), A(key: "CONFIG", value: "Debug"), A(key: "VALUE_Debug", value: "dbg")],
        ])
        #expect(expander.value("FLAGS") == "-DBASE -DPROJECT -DTARGET")
        #expect(expander.value("BUNDLE") == "com.example.My-Widget")
        #expect(expander.value("MODULE") == "My_Widget")
        #expect(expander.value("NESTED") == "dbg")
        #expect(expander.expand("$(PRODUCT_NAME:lower).$(MISSING:default=none)") == "my widget.none")
        #expect(expander.undefinedReferences.isEmpty)
        #expect(expander.expand("x$(UNDEFINED)y") == "xy")
        #expect(expander.undefinedReferences == ["UNDEFINED"])
    }

    @Test func cyclesStop() {
        let expander = BuildSettingExpander(layers: [[A(key: "A", value: "$(B)"), A(key: "B", value: "$(A)")]])
        #expect(expander.value("A") == "")
    }

    @Test func identifierOperators() {
        #expect(BuildSettingExpander.c99Identifier("2Travel-Widgets Ext") == "_2Travel_Widgets_Ext")
        #expect(BuildSettingExpander.rfc1034Identifier("Travel_Widgets Ext") == "Travel-Widgets-Ext")
    }

    @Test func xcconfigIncludesConditionsAndInherited() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcconfig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "FLAGS = -DSHARED\nHOST = api.example.com // a comment\n".write(to: folder.appendingPathComponent("Shared.xcconfig"), atomically: true, encoding: .utf8)
        try """
            #include "Shared.xcconfig"
            #include? "Local.xcconfig"
            #include "Missing.xcconfig"
            FLAGS = $(inherited) -DAPP
            ARCH_ONLY[arch=x86_64] = intel
            ARCH_ONLY[arch=arm64] = arm
            SDK_ONLY[sdk=iphonesimulator*][config=Debug] = sim
            SDK_ONLY[sdk=macosx*] = mac
            """.write(to: folder.appendingPathComponent("App.xcconfig"), atomically: true, encoding: .utf8)
        var warnings: [BuildDiagnostic] = []
        let assignments = try XCConfigFile.assignments(of: folder.appendingPathComponent("App.xcconfig"), warnings: &warnings)
        let expander = BuildSettingExpander(layers: [assignments])
        #expect(expander.value("FLAGS") == "-DSHARED -DAPP")
        #expect(expander.value("HOST") == "api.example.com")
        #expect(expander.value("ARCH_ONLY") == "arm")
        #expect(expander.value("SDK_ONLY") == "sim")
        #expect(warnings.count == 1)
        #expect(warnings.first?.line == 3)
        #expect(warnings.first?.message.contains("Missing.xcconfig") == true)

        try "#include \"Loop.xcconfig\"\n".write(to: folder.appendingPathComponent("Loop.xcconfig"), atomically: true, encoding: .utf8)
        #expect(throws: ProjectReadError.self) { try XCConfigFile.assignments(of: folder.appendingPathComponent("Loop.xcconfig"), warnings: &warnings) }
        try "NOT A SETTING\n".write(to: folder.appendingPathComponent("Bad.xcconfig"), atomically: true, encoding: .utf8)
        #expect {
            try XCConfigFile.assignments(of: folder.appendingPathComponent("Bad.xcconfig"), warnings: &warnings)
        } throws: { ($0 as? ProjectReadError)?.line == 1 }
    }

    @Test func flagWordsAndPackageIdentity() {
        #expect(NativeTarget.words(#"$(inherited) -D "A B" -DC 'd e'"#) == ["$(inherited)", "-D", "A B", "-DC", "d e"])
        #expect(PackageIdentity.identity(of: "https://github.com/pointfreeco/swift-composable-architecture.git") == "swift-composable-architecture")
        #expect(PackageIdentity.identity(of: "https://github.com/jpsim/Yams/") == "yams")
        #expect(PackageIdentity.identity(of: "git@github.com:Alamofire/Alamofire.git") == "alamofire")
        #expect(PackageIdentity.identity(of: "/Users/me/App/Packages/TravelUI") == "travelui")
    }

    @Test func generatedInfoPlistKeys() {
        #expect(InfoPlistResolver.generatedEntry("UISupportedInterfaceOrientations_iPad", "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft").0 == "UISupportedInterfaceOrientations~ipad")
        #expect(InfoPlistResolver.generatedEntry("UISupportedInterfaceOrientations_iPad", "A B").1 as? [String] == ["A", "B"])
        #expect(InfoPlistResolver.generatedEntry("NSSupportsLiveActivities", "YES").1 as? Bool == true)
        #expect(InfoPlistResolver.generatedEntry("CFBundleDisplayName", "Trips").1 as? String == "Trips")
        #expect(InfoPlistResolver.generatedEntry("UILaunchScreen_Generation", "YES").0 == "UILaunchScreen")
        #expect(InfoPlistResolver.generatedEntry("UILaunchScreen_Generation", "NO").0 == nil)
    }
}
