import Foundation
import Testing
@testable import WidgetShotBuild

/// CocoaPods apps whose `pod install` has not run (issue 20: rainbow-me/rainbow's price widget
/// imports the pod `swift-vibrant` as `swift_vibrant`; guardianproject/orbot-apple's status widget
/// imports `Tor`). The Podfile says which pods each target gets (`def` groups, nested and abstract
/// targets); an import of one of the target's pods is one error at the import naming the pod, the
/// Podfile, the target and `--override-package`; the override takes a Swift package or the pod's
/// own folder, read from its podspec. Fixture `Fixtures/Projects/PodsApp`.
struct CompanyThirteenCocoaPodsTests {
    let fm = FileManager.default
    let app = projectFixtures.appendingPathComponent("PodsApp")

    @Test func thePodfileGivesEachTargetItsPods() {
        let podfile = Podfile(url: app.appendingPathComponent("Podfile"),
                              text: (try? String(contentsOf: app.appendingPathComponent("Podfile"), encoding: .utf8)) ?? "")
        #expect(podfile.allPods == ["quote-kit", "SwiftyJSON", "Firebase"])
        // Nested targets are labelled as CocoaPods names their support files: `Pods-Quotes-QuoteWidget`.
        #expect(podfile.pods(forTargetLabel: "Quotes-QuoteWidget") == ["quote-kit", "SwiftyJSON"])
        #expect(podfile.pods(forTargetLabel: "Quotes-QuotesApp") == ["Firebase", "SwiftyJSON"])
        #expect(podfile.pods(forTargetLabel: "Quotes") == ["SwiftyJSON"])
        #expect(podfile.pods(forTargetLabel: "QuoteWidget") == nil)

        // orbot-apple's shape: groups called from top-level targets; `post_install` blocks nest.
        let orbot = Podfile(url: URL(fileURLWithPath: "/Podfile"), text: """
            def tor
              pod 'Tor/GeoIP-NoLZMA',
               '~> 409.11'
            #  pod 'Tor/Onionmasq', :podspec => 'https://example.invalid/Arti.podspec'
            end
            def iptproxy
              pod "IPtProxyUI/AppEx", '~> 5.4'
            end
            target 'Orbot' do
              tor
              iptproxy
              pod 'Eureka', '~> 5.5'
            end
            target 'StatusWidget' do
              platform :ios, '15.0'
              tor
            end
            post_install do |installer|
              installer.pods_project.targets.each do |target|
                if target.name.start_with?("Pods-")
                  target 'Ignored' do
                  end
                end
              end
            end
            """)
        #expect(orbot.pods(forTargetLabel: "StatusWidget") == ["Tor"])
        #expect(orbot.pods(forTargetLabel: "Orbot") == ["Eureka", "Tor", "IPtProxyUI"])
        #expect(orbot.allPods == ["Tor", "IPtProxyUI", "Eureka"])
    }

    @Test func aPodsModuleIsItsNameAsACIdentifier() {
        #expect(Podfile.moduleName(ofPod: "swift-vibrant") == "swift_vibrant")
        #expect(Podfile.moduleName(ofPod: "Tor/GeoIP-NoLZMA") == "Tor")
        #expect(Podfile.moduleName(ofPod: "Rainbow-Internals") == "Rainbow_Internals")
        #expect(Podfile.moduleName(ofPod: "1PasswordExtension") == "_1PasswordExtension")
    }

    @Test func theWidgetsPlanListsItsMissingPodsAndTheWarningNamesThem() throws {
        let plan = try XcodeProjectReader.plan(for: "QuoteWidget", in: app.appendingPathComponent("PodsApp.xcodeproj"))
        let podfile = app.appendingPathComponent("Podfile").standardizedFileURL
        #expect(plan.extensionModule.missingPods.map(\.pod) == ["quote-kit", "SwiftyJSON"])
        #expect(plan.extensionModule.missingPods.map(\.module) == ["quote_kit", "SwiftyJSON"])
        #expect(plan.extensionModule.missingPods.allSatisfy { $0.podfile.standardizedFileURL == podfile })
        let warning = try #require(plan.warnings.first { $0.message.contains("CocoaPods'") })
        #expect(warning.message.contains("Pods-Quotes-QuoteWidget.debug.xcconfig, which does not exist"))
        #expect(warning.message.hasSuffix("imports of the pods the Podfile gives this target (quote-kit (module quote_kit), SwiftyJSON) will not be found"), "\(warning.message)")
    }

    /// themuzzleflare/Provenance bases its widget on its own `Widgets.debug.xcconfig`, which
    /// `#include`s CocoaPods' configuration: the pods come from there too.
    @Test func anIncludedCocoaPodsConfigurationGivesThePodsToo() throws {
        let root = fm.temporaryDirectory.appendingPathComponent("pods-include-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        try fm.createDirectory(at: root.appendingPathComponent("XcodeConfigurations"), withIntermediateDirectories: true)
        try "target 'Provenance' do\n  pod 'Firebase/Crashlytics'\nend\ntarget 'Provenance Widgets' do\n  use_frameworks!\n  pod 'SwiftDate'\n  pod 'SFSafeSymbols'\nend\n"
            .write(to: root.appendingPathComponent("Podfile"), atomically: true, encoding: .utf8)
        let config = root.appendingPathComponent("XcodeConfigurations/Widgets.debug.xcconfig")
        try "#include \"../Pods/Target Support Files/Pods-Provenance Widgets/Pods-Provenance Widgets.debug.xcconfig\"\nSWIFT_VERSION = 5.0\n"
            .write(to: config, atomically: true, encoding: .utf8)
        var warnings: [BuildDiagnostic] = []
        var pods: [MissingPod] = []
        let assignments = try XCConfigFile.assignments(of: config, projectFolder: root, warnings: &warnings, missingPods: &pods)
        #expect(assignments.map(\.key) == ["SWIFT_VERSION"])
        #expect(pods.map(\.pod) == ["SwiftDate", "SFSafeSymbols"])
        #expect(warnings.count == 1 && warnings[0].message.contains("imports of the pods the Podfile gives this target (SwiftDate, SFSafeSymbols)"), "\(warnings)")
    }

    func prepare(overrides: [String: URL] = [:]) throws -> PreparedExtension {
        let plan = try XcodeProjectReader.plan(for: "QuoteWidget", in: app.appendingPathComponent("PodsApp.xcodeproj"))
        let cache = fm.temporaryDirectory.appendingPathComponent("pods-cache-\(UUID().uuidString)")
        let workspace = ExtensionWorkspace(cacheRoot: cache, widgetShotRoot: BuildPlanGeneratorTests.checkout)
        return try workspace.prepare(plan, options: GenerationOptions(packageOverrides: overrides, knowsAllConditions: true))
    }

    @Test func anImportedPodIsOneErrorAtTheImport() throws {
        #expect {
            try prepare()
        } throws: { error in
            // The project's warning (the pods were never installed) comes first, then the one error.
            guard case ExtensionBuildError.sourceErrors(let diagnostics) = error, diagnostics.count == 2, let d = diagnostics.last,
                  diagnostics.first?.severity == .warning, diagnostics.first?.message.contains("`pod install` has not been run") == true else { return false }
            return d.severity == .error && d.file.hasSuffix("QuoteWidget/QuoteWidget.swift") && d.line == 3
                && d.message.hasPrefix("imports quote_kit, the CocoaPods pod quote-kit that ") && d.message.contains("PodsApp/Podfile gives the target QuoteWidget")
                && d.message.contains("`pod install` has not been run") && d.message.contains("--override-package quote_kit=DIR")
        }
    }

    /// The pod's own folder stands in: its podspec's `source_files` less `exclude_files` (the
    /// Objective-C leftover) become the library `quote_kit`.
    @Test func theOverrideTakesThePodsFolderThroughItsPodspec() throws {
        let pod = app.appendingPathComponent("Vendor/quote-kit")
        let dump = try PackageDump.load(packageAt: pod)
        #expect(dump.name == "quote_kit" && dump.products == ["quote_kit": ["quote_kit"]])
        #expect(dump.targets.map(\.name) == ["quote_kit"])
        #expect(dump.targets.first?.sources == ["QuoteKit/Quote.swift", "QuoteKit/Samples.swift"])
        #expect(dump.swiftFiles(of: try #require(dump.targets.first)).map(\.lastPathComponent) == ["Quote.swift", "Samples.swift"])

        for key in ["quote_kit", "quote-kit"] {
            let prepared = try prepare(overrides: [key: pod])
            let manifest = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(manifest.contains("name: \"quote_kit\""), "\(manifest)")
            #expect(!prepared.warnings.contains { $0.severity == .error })
        }
    }

    @Test func aPodspecThatIsNotSwiftAloneIsAnErrorNamingWhy() throws {
        let root = fm.temporaryDirectory.appendingPathComponent("podspec-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        try fm.createDirectory(at: root.appendingPathComponent("Classes"), withIntermediateDirectories: true)
        try "@implementation T @end\n".write(to: root.appendingPathComponent("Classes/T.m"), atomically: true, encoding: .utf8)
        try "public struct S {}\n".write(to: root.appendingPathComponent("Classes/S.swift"), atomically: true, encoding: .utf8)
        let spec = root.appendingPathComponent("Mixed.podspec")
        try "Pod::Spec.new do |spec|\n  spec.name = \"Mixed\"\n  spec.source_files = [\"Classes/*.{swift,m}\"]\nend\n".write(to: spec, atomically: true, encoding: .utf8)
        #expect { try PackageDump.load(packageAt: root) } throws: { "\($0)".contains("compiles Objective-C or C sources (Classes/T.m)") }
        try "Pod::Spec.new do |s|\n  s.name = 'Mixed'\n  s.module_name = 'MixedKit'\n  s.source_files = 'Classes/*.swift'\n  s.dependency 'Alamofire', '~> 5'\nend\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        #expect { try PackageDump.load(packageAt: root) } throws: { "\($0)".contains("depends on the pods Alamofire") }
        try "{\"name\": \"Mixed\", \"module_name\": \"MixedKit\", \"source_files\": \"Classes/*.swift\"}".write(to: spec, atomically: true, encoding: .utf8)
        try fm.moveItem(at: spec, to: root.appendingPathComponent("Mixed.podspec.json"))
        let dump = try PackageDump.load(packageAt: root)
        #expect(dump.name == "MixedKit" && dump.targets.first?.sources == ["Classes/S.swift"])
    }
}
