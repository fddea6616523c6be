import Foundation
import Testing
@testable import WidgetShotBuild

/// A Core Data model resource is in the bundle as Xcode compiles it (alexisakers/metrobuddy, 2021:
/// `Bundle(for: Store.self).url(forResource: "MetroModels", withExtension: "momd")!` crashed).
struct RouteSevenBundleModelTests {
    @Test func modelsBecomeMomdAndMom() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("route7-momd-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let versioned = root.appendingPathComponent("MetroModels.xcdatamodeld")
        for version in ["MetroModels.xcdatamodel", "MetroModels 1.1.xcdatamodel"] {
            try fm.createDirectory(at: versioned.appendingPathComponent(version), withIntermediateDirectories: true)
            try "<model/>".write(to: versioned.appendingPathComponent("\(version)/contents"), atomically: true, encoding: .utf8)
        }
        try PropertyListSerialization.data(fromPropertyList: ["_XCCurrentVersionName": "MetroModels 1.1.xcdatamodel"], format: .xml, options: 0)
            .write(to: versioned.appendingPathComponent(".xccurrentversion"))
        let lone = root.appendingPathComponent("Cache.xcdatamodel")
        try fm.createDirectory(at: lone, withIntermediateDirectories: true)
        try "<model/>".write(to: lone.appendingPathComponent("contents"), atomically: true, encoding: .utf8)

        let module = ModulePlan(name: "Widget", kind: .widgetExtension, resourceFiles: [versioned, lone])
        let bundle = try ExtensionBundle(plan: BuildPlan(source: root, extensionModule: module))
        #expect(bundle.resources.keys.sorted() == ["Cache.mom", "MetroModels.momd/MetroModels 1.1.mom", "MetroModels.momd/MetroModels.mom"])
        let folder = root.appendingPathComponent("bundle")
        try bundle.write(into: folder)
        let resources = try #require(Bundle(path: folder.path)?.resourceURL ?? folder.appendingPathComponent("Resources"))
        #expect(fm.fileExists(atPath: resources.appendingPathComponent("MetroModels.momd/MetroModels 1.1.mom").path))
        let info = NSDictionary(contentsOf: resources.appendingPathComponent("MetroModels.momd/VersionInfo.plist"))
        #expect(info?["NSManagedObjectModel_CurrentVersionName"] as? String == "MetroModels 1.1")
        #expect(!fm.fileExists(atPath: resources.appendingPathComponent("MetroModels.xcdatamodeld").path))
    }
}
