import Foundation
import Testing
@testable import WidgetShotBuild

/// `SyncedApp.xcodeproj`: Xcode 16 synchronized folders. The widget target owns `HabitWidget/`
/// less `Info.plist` and `Legacy/OldProvider.swift`; the app's `Model/Habit.swift` joins it
/// through the exception set of the app's folder naming the widget target, and so do the app's
/// localized `Habits.strings` (`/Localized/Habits.strings`).
struct SyncedAppProjectTests {
    let root = projectFixtures.appendingPathComponent("SyncedApp")
    var project: URL { root.appendingPathComponent("SyncedApp.xcodeproj") }

    func paths(_ urls: [URL]) -> [String] {
        urls.map { String($0.standardizedFileURL.path.dropFirst(root.path.count + 1)) }
    }

    @Test func widgetTargetIsFound() throws {
        #expect(try XcodeProjectReader.widgetExtensionTargets(in: project) == ["HabitWidgetExtension"])
    }

    @Test func exceptionSetsAddAndRemoveFiles() throws {
        let plan = try XcodeProjectReader.plan(for: "HabitWidgetExtension", in: project)
        let module = plan.extensionModule
        #expect(module.name == "HabitWidgetExtension")
        #expect(paths(module.swiftFiles) == ["HabitWidget/HabitWidget.swift", "HabitWidget/HabitWidgetBundle.swift", "SyncedApp/Model/Habit.swift"])
        #expect(paths(module.assetCatalogs) == ["HabitWidget/Assets.xcassets"])
        // `/Localized/Habits.strings` in the app folder's exception set: every .lproj's Habits.strings.
        #expect(paths(module.stringTables) == ["HabitWidget/en.lproj/Localizable.strings", "SyncedApp/de.lproj/Habits.strings", "SyncedApp/en.lproj/Habits.strings"])
        #expect(paths(module.resourceFiles) == ["HabitWidget/habits.json"])
        #expect(module.compilationConditions == ["DEBUG"])
        #expect(plan.modules.isEmpty)
        #expect(plan.packages.isEmpty)  // KeychainAccess is the app's only
        let info = try #require(plan.infoDictionary)
        #expect(info["CFBundleIdentifier"] as? String == "com.example.SyncedApp.HabitWidget")
        #expect(info["CFBundleDisplayName"] as? String == "HabitWidget")
        #expect(info["NSHumanReadableCopyright"] as? String == "")
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
    }

    @Test func appTargetOwnsItsFolderAndARemotePackage() throws {
        let plan = try XcodeProjectReader.plan(for: "SyncedApp", in: project)
        #expect(paths(plan.extensionModule.swiftFiles) == [
            "SyncedApp/ContentView.swift", "SyncedApp/Model/Habit.swift", "SyncedApp/Model/HabitStore.swift", "SyncedApp/SyncedAppApp.swift",
        ])
        #expect(plan.packages == [PackageReference(identity: "keychainaccess",
                                                   location: .remote(url: "https://github.com/kishikawakatsumi/KeychainAccess.git", requirement: .upToNextMajor("4.2.2")))])
        #expect(plan.extensionModule.packageProducts == [PackageProductReference(product: "KeychainAccess", package: "keychainaccess")])
        let info = try #require(plan.infoDictionary)
        #expect(info["UILaunchScreen"] is [String: Any])
        #expect(info["CFBundlePackageType"] as? String == "APPL")
    }
}
