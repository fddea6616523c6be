import Foundation
import Testing
@testable import WidgetShotBuild

/// A watch app's widget extension is compiled as watchOS (HydrationMan/appledb's
/// PearDBWatchWidgetExtension, `SDKROOT = watchos`): `os(watchOS)` is true in its files and in the
/// packages it uses, `os(iOS)` false, `canImport(WatchKit)` true (WidgetShotWatchKit).
struct RouteSevenWatchTargetTests {
    @Test func conditionsFollowThePlatform() {
        func rewrite(_ condition: String, _ platform: BuildPlatform) -> String {
            ConditionRewriter.rewrite(condition, defined: [], knowsAllConditions: true, platform: platform).condition
        }
        #expect(rewrite("os(watchOS)", .watchOS) == "true")
        #expect(rewrite("os(iOS) || os(macOS)", .watchOS) == "false || false")
        #expect(rewrite("canImport(WatchKit)", .watchOS) == "true")    // WidgetShotWatchKit (watch-8)
        #expect(rewrite("canImport(UIKit)", .watchOS) == "true")   // UIKit exists on watchOS (UIImage, UIColor)
        #expect(rewrite("os(watchOS)", .iOS) == "false")
        #expect(rewrite("canImport(WatchKit)", .iOS) == "false")
        #expect(ConditionRewriter.rewrite("os(iOS)").condition == "true")
    }

    @Test func aWatchTargetsFilesTakeTheirWatchBranches() {
        var transform = SourceTransform(originalPath: "/tmp/Watch.swift", fileIndex: 0)
        transform.platform = .watchOS
        let text = transform.transform("#if os(watchOS)\nlet face = 1\n#else\nlet face = 2\n#endif").text
        #expect(text.contains("#if true"), "\(text)")
    }

    /// An XcodeGen spec whose widget target has `platform: watchOS`, and an iOS one.
    func spec() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("route7-watch-\(UUID().uuidString)")
        for folder in ["WatchWidget", "PhoneWidget"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            try "import WidgetKit\nimport SwiftUI\n".write(to: root.appendingPathComponent("\(folder)/\(folder).swift"), atomically: true, encoding: .utf8)
        }
        try """
        name: Faces
        targets:
          WatchWidget:
            type: app-extension
            platform: watchOS
            sources: [WatchWidget]
          PhoneWidget:
            type: app-extension
            platform: iOS
            sources: [PhoneWidget]
        """.write(to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func theReaderTellsAWatchTargetFromAnIOSOne() throws {
        let root = try spec()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("project.yml")
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: project).sorted() == ["PhoneWidget", "WatchWidget"])
        #expect(try XcodeProjectReader.plan(for: "WatchWidget", in: project).platform == .watchOS)
        #expect(try XcodeProjectReader.plan(for: "PhoneWidget", in: project).platform == .iOS)
    }
}
