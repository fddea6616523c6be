import Foundation
import Testing
@testable import WidgetShotBuild

/// The fixtures' folder: `Tests/WidgetShotBuildTests/Fixtures/Projects`.
let projectFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Projects").standardizedFileURL

/// `TravelApp.xcodeproj`: an app, a framework (TravelKit), a widget extension (TravelWidgets)
/// compiling a file of the app's folder, a local package, xcconfig files, a variant group.
struct TravelAppProjectTests {
    let root = projectFixtures.appendingPathComponent("TravelApp")
    var project: URL { root.appendingPathComponent("TravelApp.xcodeproj") }

    func paths(_ urls: [URL]) -> [String] {
        urls.map { String($0.standardizedFileURL.path.dropFirst(root.path.count + 1)) }
    }

    @Test func findsTheWidgetExtensionTarget() throws {
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: project) == ["TravelWidgets"])
        // The folder finds the project too.
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: root) == ["TravelWidgets"])
    }

    @Test func extensionModuleHasTheSourcesPhaseFilesOnly() throws {
        let plan = try XcodeProjectReader.plan(for: "TravelWidgets", in: project)
        let module = plan.extensionModule
        #expect(module.name == "TravelWidgets")
        #expect(module.kind == .widgetExtension)
        // Sources phase order; the app's Shared/TripFormatting.swift is in, the stale Old/SimpleEntry.swift is not.
        #expect(paths(module.swiftFiles) == [
            "TravelWidgets/NextTripWidget.swift", "TravelWidgets/TravelWidgetsBundle.swift",
            "TravelWidgets/DestinationCatalog.swift", "TravelWidgets/Constants.swift", "App/Shared/TripFormatting.swift",
        ])
        #expect(paths(module.assetCatalogs) == ["TravelWidgets/Assets.xcassets"])
        #expect(paths(module.stringTables) == ["TravelWidgets/en.lproj/Localizable.strings", "TravelWidgets/de.lproj/Localizable.strings"])
        #expect(paths(module.resourceFiles) == ["TravelWidgets/destinations.json"])
        #expect(module.intentDefinitions.isEmpty)
        #expect(module.compilationConditions == ["DEBUG", "WIDGET_EXTENSION", "TRAVEL_LOGGING", "TRAVEL_WIDGETS"])
        #expect(module.dependencies == ["TravelKit"])
        #expect(module.packageProducts == [PackageProductReference(product: "TravelUI", package: "travelui")])
    }

    @Test func frameworkModuleAndLocalPackage() throws {
        let plan = try XcodeProjectReader.plan(for: "TravelWidgets", in: project)
        #expect(plan.modules.count == 1)
        let kit = try #require(plan.modules.first)
        #expect(kit.name == "TravelKit")
        #expect(kit.kind == .framework)
        #expect(paths(kit.swiftFiles) == ["TravelKit/Trip.swift", "TravelKit/TripStore.swift", "TravelKit/DateMath.swift", "TravelKit/Constants.swift"])
        #expect(kit.compilationConditions == ["DEBUG", "TRAVEL_LOGGING"])
        #expect(kit.dependencies.isEmpty)
        // TravelKit.h imports Foundation: its Swift files see Foundation without importing it.
        #expect(kit.implicitImports == ["Foundation"])
        #expect(plan.extensionModule.implicitImports.isEmpty)
        #expect(plan.packages == [PackageReference(identity: "travelui", location: .local(root.appendingPathComponent("Packages/TravelUI")))])
        #expect(plan.source == project)
    }

    @Test func infoDictionaryIsMergedAndSubstituted() throws {
        let plan = try XcodeProjectReader.plan(for: "TravelWidgets", in: project)
        let info = try #require(plan.infoDictionary)
        #expect(info["AppGroupIdentifier"] as? String == "group.com.example.travel")
        #expect((info["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String == "com.apple.widgetkit-extension")
        #expect(info["CFBundleDisplayName"] as? String == "Travel")
        #expect(info["NSHumanReadableCopyright"] as? String == "© 2026 Example Travel")
        #expect(info["CFBundleIdentifier"] as? String == "com.example.travel.TravelWidgets")
        #expect(info["CFBundleName"] as? String == "TravelWidgets")
        #expect(info["CFBundleExecutable"] as? String == "TravelWidgets")
        #expect(info["CFBundleShortVersionString"] as? String == "1.2")
        #expect(info["CFBundleVersion"] as? String == "7")
        #expect(info["CFBundlePackageType"] as? String == "XPC!")
        #expect(info["CFBundleDevelopmentRegion"] as? String == "en")
        #expect(plan.buildSettings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.travel.TravelWidgets")
        #expect(plan.buildSettings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == "DEBUG WIDGET_EXTENSION")
        #expect(plan.buildSettings["OTHER_SWIFT_FLAGS"] == " -D TRAVEL_LOGGING -DTRAVEL_WIDGETS -Xfrontend -warn-long-function-bodies=200 -warnings-as-errors -enable-experimental-feature AccessLevelOnImport")
        #expect(plan.buildSettings["SRCROOT"] == root.path)
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
    }

    @Test func unknownTargetNamesTheProjectsTargets() throws {
        #expect {
            try XcodeProjectReader.plan(for: "Widgets", in: project)
        } throws: { error in
            "\(error)".contains("no target named 'Widgets'") && "\(error)".contains("TravelApp, TravelKit, TravelWidgets")
        }
    }
}

extension TravelAppProjectTests {
    /// Some tools write project.pbxproj as an XML property list: the same project reads the same.
    @Test func xmlProjectFileReadsTheSame() throws {
        let fm = FileManager.default
        let copy = fm.temporaryDirectory.appendingPathComponent("travel-xml-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: copy) }
        try fm.createDirectory(at: copy.appendingPathComponent("TravelApp.xcodeproj"), withIntermediateDirectories: true)
        for folder in ["App", "TravelKit", "TravelWidgets", "Packages", "Config"] {
            try fm.createSymbolicLink(at: copy.appendingPathComponent(folder), withDestinationURL: root.appendingPathComponent(folder))
        }
        let plist = try OpenStepPropertyList.read(contentsOf: project.appendingPathComponent("project.pbxproj"))
        let xml = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try xml.write(to: copy.appendingPathComponent("TravelApp.xcodeproj/project.pbxproj"))
        let original = try XcodeProjectReader.plan(for: "TravelWidgets", in: project)
        let fromXML = try XcodeProjectReader.plan(for: "TravelWidgets", in: copy.appendingPathComponent("TravelApp.xcodeproj"))
        let strip = { (urls: [URL], base: URL) in urls.map { String($0.path.dropFirst(base.standardizedFileURL.path.count)) } }
        #expect(strip(fromXML.extensionModule.swiftFiles, copy) == strip(original.extensionModule.swiftFiles, root))
        #expect(strip(fromXML.extensionModule.stringTables, copy) == strip(original.extensionModule.stringTables, root))
        #expect(fromXML.extensionModule.compilationConditions == original.extensionModule.compilationConditions)
        #expect(fromXML.modules.map(\.name) == ["TravelKit"])
        #expect(fromXML.infoDictionary?["AppGroupIdentifier"] as? String == "group.com.example.travel")
    }
}
