import Foundation
import Testing
@testable import WidgetShotBuild

/// ``PackageDump/swiftFiles(of:)``: the files SwiftPM compiles into a local package's target.
struct PackageSourcesTests {
    @Test func aTargetAtThePackageRootDoesNotCompileTheManifestsOrHiddenFiles() throws {
        // A data package whose one target is `path: "."`, as a timer app keeps its SwiftData models.
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("pkg-root-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        try fm.createDirectory(at: root.appendingPathComponent(".build/checkouts"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("Models"), withIntermediateDirectories: true)
        for file in ["Package.swift", "Package@swift-5.9.swift", "Timer.swift", "Models/Tag.swift", ".build/checkouts/Other.swift"] {
            try "// \(file)\n".write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let target = PackageDump.Target(name: "AwareData", type: "regular", folder: root, sources: nil, exclude: [], resources: [],
                                        dependencies: [], defines: [])
        let dump = PackageDump(name: "AwareData", folder: root, targets: [target], products: [:], dependencies: [])
        let base = root.standardizedFileURL.path + "/"
        #expect(dump.swiftFiles(of: target).map { $0.path.replacingOccurrences(of: base, with: "") } == ["Models/Tag.swift", "Timer.swift"])
    }

    @Test func aTargetWithoutAPathTakesSwiftPMsDefaultFolders() throws {
        // SwiftyJSON keeps its code in `Source/SwiftyJSON`, one of SwiftPM's predefined folders.
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("pkg-source-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        try fm.createDirectory(at: root.appendingPathComponent("Source/SwiftyJSON"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("Tests/SwiftJSONTests"), withIntermediateDirectories: true)
        let json = #"{"name": "SwiftyJSON", "products": [], "targets": [{"name": "SwiftyJSON", "type": "regular", "dependencies": []}, {"name": "Other", "type": "regular", "dependencies": []}, {"name": "SwiftJSONTests", "type": "test", "dependencies": []}]}"#
        let dump = try PackageDump.parse(Data(json.utf8), folder: root)
        let folders = dump.targets.map { $0.folder.standardizedFileURL.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "") }
        #expect(folders == ["Source/SwiftyJSON", "Sources/Other", "Tests/SwiftJSONTests"])
    }
}
