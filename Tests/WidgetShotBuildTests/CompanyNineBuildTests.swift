import Foundation
import Testing
@testable import WidgetShotBuild

/// Builder fixes from the company-9 sweep (issue 20): shapes of real widget code that stopped
/// the extension build — each case written after the app's code, not copied from it.
@Suite struct CompanyNineBuildTests {
    private func transformed(_ source: String) -> String {
        SourceTransform(originalPath: "/src/W.swift", fileIndex: 0).transform(source).text
    }

    @Test("an `if #available` branch returning from `some View` / `some WidgetConfiguration` keeps `#available` (SE-0360)")
    func opaqueReturnsKeepAvailable() {
        // The widget-background helper (Firefox Focus, xDrip4iOS, iVPN, Trio's watch complication).
        let helper = """
        import SwiftUI
        extension View {
            func cardBackground(_ color: Color) -> some View {
                if #available(iOSApplicationExtension 17.0, *) {
                    return containerBackground(for: .widget) { color }
                } else {
                    return background(color)
                }
            }
        }
        """
        #expect(transformed(helper).contains("if #available(iOSApplicationExtension 17.0, *) {"))
        // A configuration that adds an iOS 18 modifier (Trio's Live Activity), one-line branches.
        let configuration = """
        import WidgetKit
        struct Glucose: Widget {
            var body: some WidgetConfiguration {
                let base = StaticConfiguration(kind: "g", provider: P()) { Text($0.value) }
                if #available(iOS 18.0, *) { return base.supplementalActivityFamilies([.small]) } else { return base }
            }
        }
        """
        #expect(transformed(configuration).contains("if #available(iOS 18.0, *) { return base"))
    }

    @Test("other `#available` checks still follow --os: builder branches, concrete return types, returns of closures")
    func otherChecksStillRewritten() {
        let builder = """
        struct V: View {
            var body: some View {
                if #available(iOS 17.0, *) {
                    Text("a")
                } else {
                    Text("b")
                }
            }
        }
        """
        #expect(transformed(builder).contains("if _widgetShotAvailable(iOS: 17, 0) {"))
        let concrete = """
        func tint() -> Color {
            if #available(iOS 17.0, *) {
                return .mint
            }
            return .green
        }
        """
        #expect(transformed(concrete).contains("if _widgetShotAvailable(iOS: 17, 0) {"))
        let closure = """
        var body: some View {
            Text("x").overlay {
                items.map { item -> String in
                    if #available(iOS 17.0, *) {
                        return item.name
                    }
                    return ""
                }
            }
        }
        """
        #expect(transformed(closure).contains("if _widgetShotAvailable(iOS: 17, 0) {"))
        let commented = """
        func label() -> some View {
            // if #available(iOS 17.0, *) { return a } — a comment, not code
            if #available(iOS 16.0, *) { Text("{") }
            return Text("b")
        }
        """
        #expect(transformed(commented).contains("if _widgetShotAvailable(iOS: 16, 0) { Text(\"{\") }"))
    }

    @Test("an intent definition's Duration parameter as Xcode writes it ('TimeInterval') is an NSNumber")
    func timeIntervalParameterIsADuration() throws {
        let intent: [String: Any] = ["INIntentName": "Configuration", "INIntentType": "Custom", "INIntentParameters": [
            ["INIntentParameterName": "Interval", "INIntentParameterType": "TimeInterval",
             "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultUnit": "Seconds"]],
        ]]
        let data = try PropertyListSerialization.data(fromPropertyList: ["INIntentDefinitionModelVersion": "1.2", "INIntents": [intent], "INTypes": [], "INEnums": []],
                                                      format: .xml, options: 0)
        let swift = try IntentDefinitionCodegen.swiftSource(forIntentDefinition: data, named: "Telemetry.intentdefinition")
        #expect(swift.contains("public var Interval: NSNumber?"), "\(swift)")
        #expect(!swift.contains("TimeInterval?"))
    }

    @Test("a Core Data model's Xcode 3 versions (no `contents`) are left out of the compiled .momd")
    func xcode3ModelVersionsAreSkipped() throws {
        let model = FileManager.default.temporaryDirectory.appendingPathComponent("CompanyNine-\(UUID().uuidString)/Notes.xcdatamodeld")
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let old = model.appendingPathComponent("Notes.xcdatamodel"), current = model.appendingPathComponent("Notes 2.xcdatamodel")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: current, withIntermediateDirectories: true)
        try Data([0x62, 0x70]).write(to: old.appendingPathComponent("elements"))
        try Data("<model/>".utf8).write(to: current.appendingPathComponent("contents"))
        let plist = try PropertyListSerialization.data(fromPropertyList: ["_XCCurrentVersionName": "Notes 2.xcdatamodel"], format: .xml, options: 0)
        try plist.write(to: model.appendingPathComponent(".xccurrentversion"))
        let files = try #require(CompiledDataModels.files(of: model))
        #expect(Array(files.linked.keys) == ["Notes.momd/Notes 2.mom"])
        #expect(files.generated["Notes.momd/VersionInfo.plist"] != nil)
    }

    @Test("`Darwin.round(x)` names Glibc's function on Linux")
    func darwinQualifiedNames() {
        let source = "import Foundation\nextension Double {\n    func rounded(places: Int) -> Double { Darwin.round(self * pow(10, Double(places))) / pow(10, Double(places)) }\n}\n"
        let text = transformed(source)
        #expect(text.contains("{ Glibc.round(self * pow(10, Double(places)))"), "\(text)")
        #expect(transformed("let name = myDarwin.round\n").contains("myDarwin.round"))
    }

    @Test("on watchOS, `import SwiftUI` / `import WidgetKit` bring WatchKit's stand-in (WKInterfaceDevice)")
    func watchSwiftUIBringsWatchKit() {
        let source = "import WidgetKit\nimport SwiftUI\nlet small = WKInterfaceDevice.current().screenBounds.width < 170\n"
        var transform = SourceTransform(originalPath: "/src/C.swift", fileIndex: 0)
        transform.platform = .watchOS
        let watch = transform.transform(source).text
        #expect(watch.contains("import WidgetShotSDK; import WidgetShotCombine; import WidgetShotWatchKit"), "\(watch)")
        let phone = transformed(source)
        #expect(!phone.contains("WidgetShotWatchKit"))
    }

    @Test("a file whose imports already name WidgetShot first (watchOS) gets no second import, nor a second #sourceLocation()")
    func umbrellaImportOnceAndOneClosingDirective() {
        let watch = "#sourceLocation(file: \"/src/C.swift\", line: 1)\nimport WidgetShotSDK; import WidgetShotCombine; import WidgetShotWatchKit\nlet l = WidgetShotLocale.current\n"
        #expect(ModuleGenerator.importingWidgetShotIfUsed(watch) == watch)
        let previews = "#sourceLocation(file: \"/src/M.swift\", line: 1)\nimport Foundation\nlet l = WidgetShotLocale.current\n\n#sourceLocation()\n// registry\n"
        let out = ModuleGenerator.importingWidgetShotIfUsed(previews)
        #expect(out.hasSuffix("import WidgetShotSDK\n"))
        #expect(out.components(separatedBy: "#sourceLocation()").count == 2, "\(out)")
    }
}
