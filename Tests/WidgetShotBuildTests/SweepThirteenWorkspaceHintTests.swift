import Foundation
import Testing
@testable import WidgetShotBuild

/// sweep-13: a project named alone whose widget links a product of a package only its
/// workspace references (maiyama18/Riverside: `Riverside.xcworkspace` at the repository's root
/// lists `Client/RiversideApp/RiversideApp.xcodeproj` and `Client/RiversideAppPackage`) —
/// the warning names the workspace to pass.
struct SweepThirteenWorkspaceHintTests {
    /// root/Feed.xcworkspace → Client/FeedApp/FeedApp.xcodeproj + Client/FeedPackage (declares `WidgetFeature`).
    func makeRepository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sweep13-hint-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("Client/FeedApp/FeedApp.xcodeproj"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("Client/FeedPackage"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("Feed.xcworkspace"), withIntermediateDirectories: true)
        try """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "FeedPackage", products: [
                .library(name: "WidgetFeature", targets: ["WidgetFeature"]),
            ], targets: [.target(name: "WidgetFeature")])
            """.write(to: root.appendingPathComponent("Client/FeedPackage/Package.swift"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Client/FeedApp/FeedApp.xcodeproj"></FileRef>
               <FileRef location = "group:Client/FeedPackage"></FileRef>
            </Workspace>
            """.write(to: root.appendingPathComponent("Feed.xcworkspace/contents.xcworkspacedata"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func theWorkspaceTwoFoldersUpIsNamedForAProductOfItsPackage() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("Client/FeedApp/FeedApp.xcodeproj")
        let found = WorkspacePackageHint.workspace(listing: project, declaring: "WidgetFeature")
        #expect(found?.standardizedFileURL.path == root.appendingPathComponent("Feed.xcworkspace").standardizedFileURL.path)
        #expect(WorkspacePackageHint.workspace(listing: project, declaring: "OtherFeature") == nil)
        // A project the workspace does not list gets no hint.
        #expect(WorkspacePackageHint.workspace(listing: root.appendingPathComponent("Client/FeedApp/Other.xcodeproj"), declaring: "WidgetFeature") == nil)
    }
}
