import Foundation
import Testing
@testable import WidgetShotBuild

/// `XcodeGenApp/project.yml`: TravelApp's shape as an XcodeGen spec, the widget target in an
/// included spec with paths relative to it. The spec names the TravelApp fixture's folders
/// (`../TravelApp/…`), as a spec kept beside the sources it describes would: one copy of the files.
struct XcodeGenProjectTests {
    let root = projectFixtures.appendingPathComponent("XcodeGenApp")
    var spec: URL { root.appendingPathComponent("project.yml") }

    /// Paths relative to the fixtures folder (`TravelApp/…`, `XcodeGenApp/…`).
    func paths(_ urls: [URL]) -> [String] {
        urls.map { String($0.standardizedFileURL.path.dropFirst(projectFixtures.standardizedFileURL.path.count + 1)) }
    }

    @Test func widgetTargetOfTheSpecAndItsFolder() throws {
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: spec) == ["TravelWidgets"])
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: root) == ["TravelWidgets"])
    }

    @Test func planMatchesTheXcodeProjectsShape() throws {
        let plan = try XcodeProjectReader.plan(for: "TravelWidgets", in: spec)
        #expect(plan.source == spec)
        let module = plan.extensionModule
        #expect(module.name == "TravelWidgets")
        #expect(paths(module.swiftFiles) == [
            "TravelApp/TravelWidgets/Constants.swift", "TravelApp/TravelWidgets/DestinationCatalog.swift", "TravelApp/TravelWidgets/NextTripWidget.swift",
            "TravelApp/TravelWidgets/TravelWidgetsBundle.swift", "TravelApp/App/Shared/TripFormatting.swift",
        ])
        #expect(paths(module.assetCatalogs) == ["TravelApp/TravelWidgets/Assets.xcassets"])
        #expect(paths(module.stringTables) == ["TravelApp/TravelWidgets/de.lproj/Localizable.strings", "TravelApp/TravelWidgets/en.lproj/Localizable.strings"])
        #expect(paths(module.resourceFiles) == ["TravelApp/TravelWidgets/destinations.json"])
        #expect(module.compilationConditions == ["DEBUG", "WIDGET_EXTENSION", "TRAVEL_LOGGING", "TRAVEL_WIDGETS"])
        #expect(module.dependencies == ["TravelKit"])
        #expect(module.packageProducts == [PackageProductReference(product: "TravelUI", package: "travelui")])

        let kit = try #require(plan.modules.first)
        #expect(plan.modules.count == 1)
        #expect(kit.name == "TravelKit")
        #expect(paths(kit.swiftFiles) == ["TravelApp/TravelKit/Constants.swift", "TravelApp/TravelKit/DateMath.swift", "TravelApp/TravelKit/Trip.swift", "TravelApp/TravelKit/TripStore.swift"])
        #expect(kit.compilationConditions == ["DEBUG", "TRAVEL_LOGGING"])
        #expect(plan.packages == [PackageReference(identity: "travelui", location: .local(projectFixtures.appendingPathComponent("TravelApp/Packages/TravelUI")))])
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
    }

    @Test func infoPropertiesAreTheGeneratedInfoPlist() throws {
        let plan = try XcodeProjectReader.plan(for: "TravelWidgets", in: spec)
        let info = try #require(plan.infoDictionary)
        #expect(info["CFBundleDisplayName"] as? String == "Travel")
        #expect(info["AppGroupIdentifier"] as? String == "group.com.example.travel")
        #expect(info["CFBundleIdentifier"] as? String == "com.example.travel.TravelWidgets")
        #expect(info["CFBundleShortVersionString"] as? String == "1.2")
        #expect(info["CFBundleVersion"] as? String == "7")
        #expect(info["CFBundleExecutable"] as? String == "TravelWidgets")
        #expect((info["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String == "com.apple.widgetkit-extension")
    }

    @Test func appTargetGetsTheRemotePackageAndBundleIdPrefix() throws {
        let plan = try XcodeProjectReader.plan(for: "TravelApp", in: spec)
        #expect(plan.packages.map(\.identity) == ["travelui", "swift-collections"])
        #expect(plan.packages.last?.location == .remote(url: "https://github.com/apple/swift-collections", requirement: .upToNextMajor("1.1.0")))
        #expect(plan.extensionModule.packageProducts.map(\.product) == ["TravelUI", "OrderedCollections"])
        #expect(plan.buildSettings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.travel")
        let kitPlan = try XcodeProjectReader.plan(for: "TravelKit", in: spec)
        // options.bundleIdPrefix + the target's name.
        #expect(kitPlan.buildSettings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.travel.TravelKit")
    }

    @Test func specsWithRequirementsGlobsAndErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("W/Generated"), withIntermediateDirectories: true)
        try "import WidgetKit\n".write(to: folder.appendingPathComponent("W/A.swift"), atomically: true, encoding: .utf8)
        try "".write(to: folder.appendingPathComponent("W/Generated/B.swift"), atomically: true, encoding: .utf8)
        try "".write(to: folder.appendingPathComponent("W/Mock.swift"), atomically: true, encoding: .utf8)
        try """
            name: W
            packages:
              Exact: {url: "https://example.com/a/Exact.git", exactVersion: 1.2.3}
              Range: {url: "https://example.com/a/range", minVersion: 1.0.0, maxVersion: 2.0.0}
              Branch: {github: owner/Branchy, branch: main}
              Minor: {url: "https://example.com/a/minor", minorVersion: 0.5.0}
              Rev: {url: "https://example.com/a/rev", revision: abc123}
            targets:
              W:
                type: app-extension
                platform: iOS
                sources:
                  - path: W
                    excludes: ["**/Generated/**", "Mo?k.swift"]
                  - path: Missing
                    optional: true
                dependencies:
                  - package: Exact
                  - package: Range
                  - package: Branch
                    products: [One, Two]
                  - package: Minor
                  - package: Rev
            """.write(to: folder.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        let plan = try XcodeProjectReader.plan(for: "W", in: folder.appendingPathComponent("project.yml"))
        #expect(plan.extensionModule.swiftFiles.map(\.lastPathComponent) == ["A.swift"])
        #expect(plan.packages.map(\.location) == [
            .remote(url: "https://example.com/a/Exact.git", requirement: .exact("1.2.3")),
            .remote(url: "https://example.com/a/range", requirement: .range(from: "1.0.0", to: "2.0.0")),
            .remote(url: "https://github.com/owner/Branchy", requirement: .branch("main")),
            .remote(url: "https://example.com/a/minor", requirement: .upToNextMinor("0.5.0")),
            .remote(url: "https://example.com/a/rev", requirement: .revision("abc123")),
        ])
        #expect(plan.extensionModule.packageProducts.map(\.package) == ["exact", "range", "branchy", "branchy", "minor", "rev"])
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: folder.appendingPathComponent("project.yml")) == ["W"])

        try "name: W\ntargets:\n  W:\n    type: [unclosed\n".write(to: folder.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
        #expect {
            try XcodeProjectReader.plan(for: "W", in: folder.appendingPathComponent("bad.yml"))
        } throws: { error in
            let error = error as? ProjectReadError
            return error?.file.hasSuffix("bad.yml") == true && error?.line != nil
        }
    }
}

extension XcodeGenProjectTests {
    /// ProjectSpec "Include": mappings merge, sequences append, `key:REPLACE` replaces; setting
    /// groups and config keys matched by containment.
    @Test func includeMergeAndSettingGroups() throws {
        let base = try YAMLValue.parse("targets:\n  W:\n    sources: [A]\n    settings: {X: base}\n", file: "base.yml")
        let top = try YAMLValue.parse("targets:\n  W:\n    sources: [B]\n    settings:REPLACE: {Y: top}\n", file: "top.yml")
        let merged = top.merged(over: base)
        #expect(merged["targets"]?["W"]?["sources"]?.items.compactMap(\.string) == ["A", "B"])
        #expect(merged["targets"]?["W"]?["settings"]?["X"] == nil)
        #expect(merged["targets"]?["W"]?["settings"]?["Y"]?.string == "top")

        let spec = try YAMLValue.parse("""
            settingGroups:
              shared: {A: group, FLAG: true}
            settings:
              groups: [shared]
              base: {B: base}
              configs:
                staging: {C: wrong}
                debug: {C: debug, D: "NO"}
            """, file: "project.yml")
        var builder = XcodeGenGraphBuilder(spec: spec, specFile: URL(fileURLWithPath: "/tmp/project.yml"))
        let settings = try builder.settings(spec["settings"], path: "settings")
        #expect(settings.map { "\($0.0)=\($0.1)" } == ["A=group", "FLAG=YES", "B=base", "C=debug", "D=NO"])
    }
}
