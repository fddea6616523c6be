import Foundation
import Testing
@testable import WidgetShotBuild

/// `.xcworkspace` reading and ``ProjectLocator``.
struct WorkspaceAndLocatorTests {
    let fm = FileManager.default

    func temporaryFolder() throws -> URL {
        let folder = fm.temporaryDirectory.appendingPathComponent("locator-\(UUID().uuidString)")
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func touch(_ url: URL, _ text: String = "") throws {
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func workspaceListsProjectsThroughNestedGroupsAndSkipsPods() throws {
        let folder = try temporaryFolder()
        defer { try? fm.removeItem(at: folder) }
        let workspace = folder.appendingPathComponent("Travel.xcworkspace")
        try touch(workspace.appendingPathComponent("contents.xcworkspacedata"), """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <Group
                  location = "group:Apps"
                  name = "Apps">
                  <FileRef
                     location = "group:Travel/Travel.xcodeproj">
                  </FileRef>
                  <Group location = "group:../Tools" name = "Tools">
                     <FileRef location = "group:Gen.xcodeproj"></FileRef>
                  </Group>
               </Group>
               <FileRef
                  location = "container:Pods/Pods.xcodeproj">
               </FileRef>
               <FileRef
                  location = "absolute:/opt/Shared/Shared.xcodeproj">
               </FileRef>
               <FileRef location = "group:README.md"></FileRef>
            </Workspace>
            """)
        let projects = try XcodeWorkspace.projects(in: workspace)
        #expect(projects.map(\.path) == [
            folder.appendingPathComponent("Apps/Travel/Travel.xcodeproj").path,
            folder.appendingPathComponent("Tools/Gen.xcodeproj").path,
            "/opt/Shared/Shared.xcodeproj",
        ])
    }

    @Test func workspaceReadsTheWidgetTargetsOfItsProjects() throws {
        let folder = try temporaryFolder()
        defer { try? fm.removeItem(at: folder) }
        let workspace = folder.appendingPathComponent("All.xcworkspace")
        let travel = projectFixtures.appendingPathComponent("TravelApp/TravelApp.xcodeproj").path
        let synced = projectFixtures.appendingPathComponent("SyncedApp/SyncedApp.xcodeproj").path
        try touch(workspace.appendingPathComponent("contents.xcworkspacedata"), """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "absolute:\(travel)"></FileRef>
               <FileRef location = "absolute:\(synced)"></FileRef>
               <FileRef location = "container:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "group:Tools/Generated.xcodeproj"></FileRef>
            </Workspace>
            """)
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: workspace) == ["TravelWidgets", "HabitWidgetExtension"])
        let plan = try XcodeProjectReader.plan(for: "HabitWidgetExtension", in: workspace)
        #expect(plan.source.path == synced)
        // The project the workspace lists but the disk lacks is a warning, not an error.
        #expect(plan.warnings.map(\.message) == ["the workspace lists \(folder.appendingPathComponent("Tools/Generated.xcodeproj").path), which does not exist"])
    }

    /// A modular app's workspace lists its local package beside the project (`group:AppPackage`);
    /// the project's product dependency `WidgetFeature` names no package and is found there, as in
    /// Xcode (seen in a public multi-module sample app).
    @Test func workspaceListsItsPackageFolders() throws {
        let folder = try temporaryFolder()
        defer { try? fm.removeItem(at: folder) }
        let workspace = folder.appendingPathComponent("App.xcworkspace")
        try touch(folder.appendingPathComponent("AppPackage/Package.swift"), "// swift-tools-version: 5.7\n")
        try touch(folder.appendingPathComponent("Docs/README.md"), "not a package")
        try touch(workspace.appendingPathComponent("contents.xcworkspacedata"), """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
               <FileRef location = "group:AppPackage"></FileRef>
               <FileRef location = "group:Docs"></FileRef>
            </Workspace>
            """)
        #expect(try XcodeWorkspace.packageFolders(in: workspace).map(\.lastPathComponent) == ["AppPackage"])
        #expect(try XcodeWorkspace.projects(in: workspace).map(\.lastPathComponent) == ["App.xcodeproj"])
        #expect(try XcodeWorkspace.packageFolders(in: workspace).map { PackageIdentity.identity(of: $0.path) } == ["apppackage"])
    }

    @Test func malformedWorkspaceNamesTheFile() throws {
        let folder = try temporaryFolder()
        defer { try? fm.removeItem(at: folder) }
        let workspace = folder.appendingPathComponent("Bad.xcworkspace")
        try touch(workspace.appendingPathComponent("contents.xcworkspacedata"), "<Workspace>\n<FileRef location=\"group:A.xcodeproj\"")
        #expect {
            try XcodeWorkspace.projects(in: workspace)
        } throws: { error in
            (error as? ProjectReadError)?.file.hasSuffix("Bad.xcworkspace/contents.xcworkspacedata") == true
        }
    }

    @Test func locatorPrefersTheWorkspaceThenTheProjectThenXcodeGen() throws {
        let folder = try temporaryFolder()
        defer { try? fm.removeItem(at: folder) }
        #expect(try ProjectLocator.find(in: folder) == nil)
        try touch(folder.appendingPathComponent("project.yml"), "name: App\n")
        #expect(try ProjectLocator.find(in: folder)?.lastPathComponent == "project.yml")
        try touch(folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        // The workspace inside the .xcodeproj is not the folder's workspace.
        try touch(folder.appendingPathComponent("App.xcodeproj/project.xcworkspace/contents.xcworkspacedata"))
        #expect(try ProjectLocator.find(in: folder)?.lastPathComponent == "App.xcodeproj")
        try touch(folder.appendingPathComponent("App.xcworkspace/contents.xcworkspacedata"))
        #expect(try ProjectLocator.find(in: folder)?.lastPathComponent == "App.xcworkspace")
    }

    @Test func aNamedFolderWhoseAppLivesInASubFolderUsesThatProject() throws {
        // A repository with the iOS app under ios/ beside an Android app, and a local package.
        let folder = try temporaryFolder()
        defer { try? fm.removeItem(at: folder) }
        try touch(folder.appendingPathComponent("settings.gradle.kts"), "include(\":composeApp\")\n")
        try touch(folder.appendingPathComponent("ios/Moers.xcodeproj/project.pbxproj"))
        // A Swift package with its own demo project is a dependency; CocoaPods' project is not the app.
        try touch(folder.appendingPathComponent("SharedKit/Package.swift"), "// swift-tools-version:5.9\n")
        try touch(folder.appendingPathComponent("SharedKit/SharedKitDemo.xcodeproj/project.pbxproj"))
        try touch(folder.appendingPathComponent("Pods/Pods.xcodeproj/project.pbxproj"))
        #expect(try ProjectLocator.find(in: folder) == nil, "run in the folder with no argument, WidgetShot keeps its default")
        #expect(try ProjectLocator.findBelow(folder)?.path.hasSuffix("/ios/Moers.xcodeproj") == true)
        try touch(folder.appendingPathComponent("macos/Moers Mac.xcodeproj/project.pbxproj"))
        #expect {
            try ProjectLocator.findBelow(folder)
        } throws: { "\($0)".contains("sub-folders hold several (ios/Moers.xcodeproj, macos/Moers Mac.xcodeproj)") }
    }

    @Test func locatorRejectsSeveralAndUngeneratedTuist() throws {
        let folder = try temporaryFolder()
        defer { try? fm.removeItem(at: folder) }
        try touch(folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        try touch(folder.appendingPathComponent("Tools.xcodeproj/project.pbxproj"))
        #expect {
            try ProjectLocator.find(in: folder)
        } throws: { "\($0)".contains("several .xcodeprojs (App.xcodeproj, Tools.xcodeproj)") }

        let tuist = try temporaryFolder()
        defer { try? fm.removeItem(at: tuist) }
        try touch(tuist.appendingPathComponent("Project.swift"), "import ProjectDescription\n")
        #expect {
            try ProjectLocator.find(in: tuist)
        } throws: { "\($0)".contains("tuist generate") }
        // The manifest itself, named with --project, gets the same advice (hudishkin/AnyMetrics).
        #expect {
            try XcodeProjectReader.readers(for: tuist.appendingPathComponent("Project.swift"))
        } throws: { "\($0)".contains("tuist generate") }
        // Once generated, the project is found.
        try touch(tuist.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        #expect(try ProjectLocator.find(in: tuist)?.lastPathComponent == "App.xcodeproj")
    }
}
