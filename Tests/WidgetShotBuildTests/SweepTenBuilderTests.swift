import Foundation
import Testing
@testable import WidgetShotBuild

/// Builder fixes from sweep-10's real apps.
struct SweepTenBuilderTests {
    let fm = FileManager.default

    /// matthewrobertsdev/ContactQR declares its own `struct Color` (a colour choice with a name) in
    /// files its widget compiles; Xcode's generated `extension SwiftUI.Color { static var app … }`
    /// is module-qualified, so the app's type does not capture it. WidgetShot's must be too.
    @Test("generated asset shortcuts name SwiftUI's and UIKit's types through the module, past an app's own `Color`")
    func assetShortcutsAreModuleQualified() throws {
        let catalog = fm.temporaryDirectory.appendingPathComponent("cards-\(UUID().uuidString).xcassets")
        defer { try? fm.removeItem(at: catalog) }
        for folder in ["AppColor.colorset", "WidgetBackground.colorset", "Icon.imageset"] {
            try fm.createDirectory(at: catalog.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let app = """
            import UIKit
            struct Color: Codable {
                var name: String
                var colorChoice: String
            }
            """
        let swift = try AssetSymbolGenerator.swiftSource(for: [catalog], declaredBy: [app])
        #expect(swift.contains("import WidgetShot\n"))
        #expect(swift.contains("extension WidgetShot.Color {\n    static var app: WidgetShot.Color { WidgetShot.Color(ColorResource.app) }"))
        #expect(swift.contains("extension WidgetShot.ShapeStyle where Self == WidgetShot.Color {\n    static var app: WidgetShot.Color"))
        #expect(swift.contains("static var widgetBackground: WidgetShot.UIColor { WidgetShot.UIColor(resource: ColorResource.widgetBackground) }"))
        #expect(swift.contains("extension WidgetShot.UIImage {\n    static var icon: WidgetShot.UIImage { WidgetShot.UIImage(resource: ImageResource.icon) }"))
        // No unqualified extension an app type could capture is left.
        for line in swift.split(separator: "\n") where line.hasPrefix("extension ") {
            #expect(line.hasPrefix("extension ColorResource") || line.hasPrefix("extension ImageResource") || line.hasPrefix("extension WidgetShot."), "\(line)")
        }
    }

    /// maksg/wsei-schedule's widget runs XCStrings Tool (a package build tool plugin, shipped as a
    /// macOS binary) to generate `String.widget(.noLecturesToday)`; Xcode writes that as a target
    /// dependency on the product `plugin:XCStringsToolPlugin`. WidgetShot does not run build tool
    /// plugins: it says so, naming the plugin and its package, before the compiler's errors.
    @Test("a target's build tool plugin is named in a warning instead of being dropped silently")
    func aBuildToolPluginIsNamed() throws {
        let root = fm.temporaryDirectory.appendingPathComponent("plugin-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        try fm.createDirectory(at: root.appendingPathComponent("ScheduleWidget"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("Schedule.xcodeproj"), withIntermediateDirectories: true)
        try "import WidgetKit\nlet title = String.widget(.nextLecture)\n"
            .write(to: root.appendingPathComponent("ScheduleWidget/NextLecture.swift"), atomically: true, encoding: .utf8)
        let extensionPoint = "INFOPLIST_KEY_NSExtension = \"{NSExtensionPointIdentifier = com.apple.widgetkit-extension;}\";"
        try """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = {isa = PBXProject; mainGroup = G; targets = (T, ); buildConfigurationList = PL; packageReferences = (R, ); };
            \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, ); };
            \t\tPD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; }; };
            \t\tG = {isa = PBXGroup; children = (WG, ); sourceTree = "<group>"; };
            \t\tWG = {isa = PBXGroup; children = (F, ); path = ScheduleWidget; sourceTree = "<group>"; };
            \t\tF = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = NextLecture.swift; sourceTree = "<group>"; };
            \t\tB = {isa = PBXBuildFile; fileRef = F; };
            \t\tS = {isa = PBXSourcesBuildPhase; files = (B, ); };
            \t\tD = {isa = PBXTargetDependency; productRef = X; };
            \t\tX = {isa = XCSwiftPackageProductDependency; package = R; productName = "plugin:XCStringsToolPlugin"; };
            \t\tR = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/liamnichols/xcstrings-tool-plugin"; requirement = {kind = upToNextMajorVersion; minimumVersion = 1.0.0; }; };
            \t\tT = {isa = PBXNativeTarget; name = ScheduleWidgetExtension; buildPhases = (S, ); dependencies = (D, ); buildConfigurationList = C; productType = "com.apple.product-type.app-extension"; };
            \t\tC = {isa = XCConfigurationList; buildConfigurations = (DC, ); };
            \t\tDC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(extensionPoint) }; };
            \t};
            \trootObject = P;
            }
            """.write(to: root.appendingPathComponent("Schedule.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let plans = try ProjectPlans.load(path: root, target: nil)
        let plan = try #require(plans.first)
        let notes = plan.warnings.filter { $0.message.contains("XCStringsToolPlugin") }
        #expect(notes.count == 1, "\(plan.warnings)")
        #expect(notes.first?.message == "target ScheduleWidgetExtension runs the build tool plugin XCStringsToolPlugin of package "
            + "https://github.com/liamnichols/xcstrings-tool-plugin; WidgetShot does not run build tool plugins, so the code it "
            + "generates is missing and names it declares will not be found")
        // The plugin is not a library the extension links.
        #expect(plan.extensionModule.packageProducts.isEmpty)
        #expect(plan.extensionModule.swiftFiles.count == 1)
    }
}

/// Littleor/iWidget's EnglishWord.intentdefinition names its exam values `CET4`, `CET6`,
/// `TOEFL`, `GRE`; the app's code switches over `.cET4`, `.cET6`, `.tOEFL`, `.gRE`, which is how
/// Xcode's Swift intent generation names them (first character lowercased only).
struct SweepTenIntentEnumTests {
    @Test("an all-capitals enum value loses only its first capital")
    func initialismValues() throws {
        let plist: [String: Any] = [
            "INIntentDefinitionModelVersion": "1.2",
            "INIntents": [["INIntentName": "EnglishWord", "INIntentParameters": [
                ["INIntentParameterName": "type", "INIntentParameterType": "Integer", "INIntentParameterEnumType": "EnglishWordType",
                 "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "CET4"]]]]],
            "INEnums": [["INEnumName": "EnglishWordType", "INEnumValues": [
                ["INEnumValueName": "unknown", "INEnumValueIndex": 0], ["INEnumValueName": "CET4", "INEnumValueIndex": 1],
                ["INEnumValueName": "CET6", "INEnumValueIndex": 2], ["INEnumValueName": "TOEFL", "INEnumValueIndex": 3],
                ["INEnumValueName": "GRE", "INEnumValueIndex": 4]]]],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        let swift = try IntentDefinitionCodegen.swiftSource(forIntentDefinition: data, named: "EnglishWord.intentdefinition")
        #expect(swift.contains("    case `unknown` = 0\n    case `cET4` = 1\n    case `cET6` = 2\n    case `tOEFL` = 3\n    case `gRE` = 4\n}"), "\(swift)")
        #expect(swift.contains("(.`cET4` as EnglishWordType)"), "\(swift)")
    }
}
