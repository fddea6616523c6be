import Foundation
import Testing
@testable import WidgetShotBuild

/// Package targets and Xcode targets compile with their own language mode, features and flags
/// (ChinChangYang/KataGo, 2026: a tools-6.2 package's `firstMatch(of: /visits (\d+)/)` failed in
/// the Swift 5 mode every generated target had).
struct RouteSevenCompilerSettingsTests {
    /// dump-package's JSON for one target with `settings`, in a package of `tools` / `modes`.
    func dump(tools: String, modes: [String]? = nil, settings: String = "[]") throws -> PackageDump {
        let modesJSON = modes.map { "\"swiftLanguageVersions\": [\($0.map { "\"\($0)\"" }.joined(separator: ", "))]," } ?? ""
        let json = """
        {"name": "Engine", "toolsVersion": {"_version": "\(tools)"}, \(modesJSON)
         "targets": [{"name": "Analysis", "type": "regular", "dependencies": [], "settings": \(settings)}],
         "products": [], "dependencies": []}
        """
        return try PackageDump.parse(Data(json.utf8), folder: URL(fileURLWithPath: "/tmp/Engine"))
    }

    func settings(_ dump: PackageDump, platform: String = "ios") throws -> SwiftCompilerSettings {
        SwiftCompilerSettings(packageTarget: try #require(dump.targets.first), of: dump, platform: platform)
    }

    @Test func aSwift6PackageGetsSwift6sSourceFeaturesInTheSwift5Mode() throws {
        let compiler = try settings(dump(tools: "6.2.0"))
        #expect(compiler.languageMode == "5")
        #expect(compiler.upcomingFeatures == SwiftCompilerSettings.swift6Features)
        #expect(compiler.upcomingFeatures.contains("BareSlashRegexLiterals"))
        #expect(compiler.manifestSettings.first == ".swiftLanguageMode(.v5)")
        #expect(compiler.manifestSettings.contains(".enableUpcomingFeature(\"BareSlashRegexLiterals\")"))
    }

    @Test func languageModesFollowSwiftPMsOrder() throws {
        // Tools 5.x: Swift 5, no feature; tools 4.2: Swift 4.2.
        #expect(try settings(dump(tools: "5.9.0")) == SwiftCompilerSettings())
        #expect(try settings(dump(tools: "4.2.0")).manifestSettings == [".swiftLanguageMode(.v4_2)"])
        // The package's swiftLanguageModes win over its tools version: the highest listed.
        #expect(try settings(dump(tools: "6.0.0", modes: ["5"])).upcomingFeatures.isEmpty)
        #expect(try settings(dump(tools: "5.9.0", modes: ["4.2", "5"])).languageMode == "5")
        #expect(try settings(dump(tools: "5.10.0", modes: ["5", "6"])).upcomingFeatures.contains("RegionBasedIsolation"))
        // A target's own .swiftLanguageMode wins over both.
        let own = try settings(dump(tools: "6.0.0", settings: #"[{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "5"}}}]"#))
        #expect(own == SwiftCompilerSettings())
    }

    @Test func swiftSettingsApplyByPlatformAndConfiguration() throws {
        let package = try dump(tools: "5.9.0", settings: """
        [{"tool": "swift", "kind": {"enableUpcomingFeature": {"_0": "BareSlashRegexLiterals"}}},
         {"tool": "swift", "kind": {"enableUpcomingFeature": {"_0": "ExistentialAny"}}},
         {"tool": "swift", "kind": {"enableExperimentalFeature": {"_0": "StrictConcurrency"}}},
         {"tool": "swift", "kind": {"enableExperimentalFeature": {"_0": "AccessLevelOnImport"}}},
         {"tool": "swift", "kind": {"defaultIsolation": {"_0": "MainActor"}}},
         {"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-Xfrontend", "-warn-long-function-bodies=100", "-warnings-as-errors", "-Xfrontend", "-enable-upcoming-feature", "-Xfrontend", "ConciseMagicFile", "-enforce-exclusivity=checked"]}}},
         {"tool": "swift", "kind": {"define": {"_0": "PHONE"}}, "condition": {"platformNames": ["ios"]}},
         {"tool": "swift", "kind": {"define": {"_0": "WATCH"}}, "condition": {"platformNames": ["watchos"]}},
         {"tool": "swift", "kind": {"define": {"_0": "SHIPPING"}}, "condition": {"config": "release", "platformNames": []}},
         {"tool": "swift", "kind": {"define": {"_0": "ALWAYS"}}},
         {"tool": "swift", "kind": {"enableUpcomingFeature": {"_0": "ForwardTrailingClosures"}}, "condition": {"platformNames": ["macos"]}}]
        """)
        let compiler = try settings(package)
        // Diagnostic-only features and warning flags are left out; the rest is kept.
        #expect(compiler.upcomingFeatures == ["BareSlashRegexLiterals", "ConciseMagicFile"])
        #expect(compiler.experimentalFeatures == ["AccessLevelOnImport"])
        #expect(compiler.defaultIsolation == "MainActor")
        #expect(compiler.compilerFlags == ["-default-isolation", "MainActor", "-enforce-exclusivity=checked"])
        let target = try #require(package.targets.first)
        #expect(target.defines == ["PHONE", "ALWAYS"])
        #expect(target.defines(for: "watchos") == ["WATCH", "ALWAYS"])
    }

    @Test func anXcodeTargetsSwiftSettingsAreRead() throws {
        let plan = try XcodeProjectReader.plan(for: "TravelWidgets", in: projectFixtures.appendingPathComponent("TravelApp/TravelApp.xcodeproj"))
        let compiler = plan.extensionModule.compilerSettings
        // SWIFT_VERSION = 6.0 and SWIFT_APPROACHABLE_CONCURRENCY = YES: Swift 6's and Xcode 26's features.
        #expect(compiler.languageMode == "5")
        for feature in SwiftCompilerSettings.swift6Features + ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"] {
            #expect(compiler.upcomingFeatures.contains(feature), "\(feature)")
        }
        #expect(!compiler.upcomingFeatures.contains("ExistentialAny"))   // SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY: diagnostics only
        #expect(compiler.experimentalFeatures == ["AccessLevelOnImport"])
        #expect(compiler.defaultIsolation == "MainActor")
        #expect(compiler.otherFlags == [])   // -DTRAVEL_WIDGETS is a condition; the warning flags are dropped
        // The framework keeps SWIFT_VERSION = 5.0: nothing more.
        // …and Xcode's default for Swift 5, bare-slash regex literals (SdkElevenRewriteTests).
        var swift5 = SwiftCompilerSettings()
        swift5.enableUpcoming("BareSlashRegexLiterals")
        #expect(plan.modules.first?.compilerSettings == swift5)
    }

    @Test func xcodeFlagsAndVersions() {
        func read(_ settings: [String: String]) -> SwiftCompilerSettings { SwiftCompilerSettings(xcodeSettings: { settings[$0] }) }
        #expect(read(["SWIFT_VERSION": "4.0"]).manifestSettings.first == ".swiftLanguageMode(.v4)")
        #expect(read(["SWIFT_VERSION": "4.0"]).upcomingFeatures == ["BareSlashRegexLiterals"], "Xcode's default (Swift.xcspec)")
        #expect(read(["SWIFT_VERSION": "3.0"]).languageMode == "4")
        #expect(read(["SWIFT_VERSION": "5.0", "SWIFT_ENABLE_BARE_SLASH_REGEX": "YES"]).upcomingFeatures == ["BareSlashRegexLiterals"])
        #expect(read(["OTHER_SWIFT_FLAGS": "-enable-bare-slash-regex -D LOG -enable-upcoming-feature=StrictConcurrency"]).upcomingFeatures == ["BareSlashRegexLiterals"])
        #expect(read(["OTHER_SWIFT_FLAGS": "-swift-version 6"]).upcomingFeatures == SwiftCompilerSettings.swift6Features)
    }

    @Test func theManifestCarriesATargetsSettings() {
        var compiler = SwiftCompilerSettings()
        compiler.setLanguageMode("6")
        compiler.defaultIsolation = "MainActor"
        var target = WorkspaceTarget(name: "Analysis", isExecutable: false, path: "Modules/Analysis", targetDependencies: [],
                                     productDependencies: [], defines: ["SWIFT_PACKAGE"])
        target.compiler = compiler
        let plain = WorkspaceTarget(name: "Plain", isExecutable: false, path: "Modules/Plain", targetDependencies: [],
                                    productDependencies: [], defines: [])
        let entry = WorkspaceEntry(key: "Ext", source: "/tmp", targets: [target, plain], packages: [])
        let text = WorkspaceManifest.text(entries: [entry], widgetShotRoot: URL(fileURLWithPath: "/tmp/WidgetShot"))
        #expect(text.contains(#"swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("ConciseMagicFile")"#), "\(text)")
        #expect(text.contains(#".enableUpcomingFeature("BareSlashRegexLiterals")"#))
        #expect(text.contains(#".unsafeFlags(["-suppress-warnings", "-default-isolation", "MainActor"]), .define("SWIFT_PACKAGE")"#), "\(text)")
        #expect(text.contains(#"swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]"#), "\(text)")
    }
}
