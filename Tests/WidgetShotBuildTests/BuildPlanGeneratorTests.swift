import Foundation
import Testing
@testable import WidgetShotBuild

/// ``ExtensionWorkspace/prepare(_:options:)``: a ``BuildPlan`` becomes the targets of the
/// generated package — one library per framework module, named as in the project; the local
/// packages' targets the products need; remote packages as `.package(url:)` — without building.
struct BuildPlanGeneratorTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let travel = checkout.appendingPathComponent("Tests/WidgetShotCLITests/Fixtures/TravelApp")

    /// A project folder with an extension, two frameworks (Core ← UI) and their files.
    struct Project {
        var root: URL
        var cache: URL
        var workspace: ExtensionWorkspace { ExtensionWorkspace(cacheRoot: cache, widgetShotRoot: BuildPlanGeneratorTests.checkout) }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)")
            cache = root.appendingPathComponent("cache")
            for (path, text) in Self.files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }

        static let files = [
            "Widget/Widget.swift": "import SwiftUI\nimport AppCore\nimport AppUI\nimport Collections\n#if BETA\nlet beta = true\n#endif\n#if SWIFT_PACKAGE\nlet p = 1\n#endif\n",
            "Widget/Shared.swift": "enum Shared {}\n",
            "AppCore/Shared.swift": "import Foundation\nstruct Shared {}\n#if CORE_FLAG\n#endif\n",
            "AppUI/View.swift": "import SwiftUI\nimport AppCore\n",
        ]

        func file(_ path: String) -> URL { root.appendingPathComponent(path) }

        /// The plan; with `importingProducts`, a widget file imports each product (a linked product
        /// no file imports is left out of the build: ``UnimportedProductTests``).
        func plan(modules: [ModulePlan]? = nil, packages: [PackageReference] = [], products: [PackageProductReference] = [],
                  importingProducts: Bool = true) -> BuildPlan {
            let core = ModulePlan(name: "AppCore", kind: .framework, swiftFiles: [file("AppCore/Shared.swift")], compilationConditions: ["CORE_FLAG"])
            let ui = ModulePlan(name: "AppUI", kind: .framework, swiftFiles: [file("AppUI/View.swift")], dependencies: ["AppCore"])
            var widgetFiles = [file("Widget/Widget.swift"), file("Widget/Shared.swift")]
            if importingProducts, !products.isEmpty {
                let imports = file("Widget/ProductImports.swift")
                try? products.map { "import \($0.product)\n" }.joined().write(to: imports, atomically: true, encoding: .utf8)
                widgetFiles.append(imports)
            }
            let widget = ModulePlan(name: "Widget", kind: .widgetExtension, swiftFiles: widgetFiles,
                                    compilationConditions: ["BETA"], dependencies: ["AppCore", "AppUI"], packageProducts: products)
            return BuildPlan(source: root, extensionModule: widget, modules: modules ?? [core, ui], packages: packages)
        }
    }

    /// dump-package's JSON for a local package whose library depends on a remote package.
    static let chartsDump = """
        {"name": "Charts2", "products": [{"name": "Charts2", "targets": ["Charts2"]}],
         "dependencies": [{"sourceControl": [{"identity": "yams", "location": {"remote": [{"urlString": "https://github.com/jpsim/Yams"}]},
                           "requirement": {"range": [{"lowerBound": "5.0.1", "upperBound": "6.0.0"}]}}]}],
         "targets": [{"name": "Charts2", "type": "regular", "dependencies": [{"target": ["ChartsCore", null]}, {"product": ["Yams", "Yams", null, null]}],
                      "exclude": [], "resources": [], "settings": [{"tool": "swift", "kind": {"define": {"_0": "CHARTS"}}}]},
                     {"name": "ChartsCore", "type": "regular", "dependencies": [], "exclude": [], "resources": [], "settings": []},
                     {"name": "ChartsTests", "type": "test", "dependencies": [], "exclude": [], "resources": [], "settings": []}]}
        """

    func options(packageFolder: URL) -> GenerationOptions {
        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in try PackageDump.parse(Data(Self.chartsDump.utf8), folder: folder) }
        return options
    }

    @Test func twoFrameworksALocalAndARemotePackageBecomeTargetsAndDependencies() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let charts = project.root.appendingPathComponent("Packages/Charts2")
        try FileManager.default.createDirectory(at: charts.appendingPathComponent("Sources/Charts2"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: charts.appendingPathComponent("Sources/ChartsCore"), withIntermediateDirectories: true)
        try "import SwiftUI\nimport ChartsCore\n".write(to: charts.appendingPathComponent("Sources/Charts2/Chart.swift"), atomically: true, encoding: .utf8)
        try "public enum Core {}\n".write(to: charts.appendingPathComponent("Sources/ChartsCore/Core.swift"), atomically: true, encoding: .utf8)
        let plan = project.plan(packages: [PackageReference(identity: "swift-collections", location: .remote(url: "https://github.com/apple/swift-collections", requirement: .exact("1.6.0"))),
                                           PackageReference(identity: "Charts2", location: .local(charts))],
                                products: [PackageProductReference(product: "Collections", package: "swift-collections"),
                                           PackageProductReference(product: "Charts2", package: "Charts2")])
        let prepared = try project.workspace.prepare(plan, options: options(packageFolder: charts))
        let manifest = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        // Framework modules: libraries named as in the project, with their conditions and dependencies.
        #expect(manifest.contains(#"name: "AppCore","#))
        #expect(manifest.contains(#"path: "Modules/AppCore""#))
        #expect(manifest.contains(#".define("CORE_FLAG")"#))
        #expect(manifest.contains(#".target(name: "AppCore")"#))
        // The local package's targets (not its tests), transformed, with its remote dependency.
        #expect(manifest.contains(#"name: "Charts2","#) && manifest.contains(#"name: "ChartsCore","#))
        #expect(!manifest.contains("ChartsTests"))
        #expect(manifest.contains(#".define("CHARTS")"#))
        #expect(manifest.contains(#".product(name: "Yams", package: "yams")"#))
        #expect(manifest.contains(#".package(url: "https://github.com/jpsim/Yams", from: "5.0.1")"#))
        // The plan's remote package, at its pinned version.
        #expect(manifest.contains(#".package(url: "https://github.com/apple/swift-collections", exact: "1.6.0")"#))
        #expect(manifest.contains(#".product(name: "Collections", package: "swift-collections")"#))
        let chart = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Modules/Charts2/Sources/Chart.swift"), encoding: .utf8)
        #expect(chart.components(separatedBy: "\n")[1] == "import WidgetShotSDK; import WidgetShotCombine")
        // Same-named files live in their own modules; the framework's import stays a real import.
        let widget = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Extensions/\(prepared.target)/Sources/Widget.swift"), encoding: .utf8)
        #expect(widget.contains("\nimport AppCore\n"))
        #expect(FileManager.default.fileExists(atPath: prepared.packageRoot.appendingPathComponent("Modules/AppCore/Sources/Shared.swift").path))
        #expect(FileManager.default.fileExists(atPath: prepared.packageRoot.appendingPathComponent("Extensions/\(prepared.target)/Sources/Shared.swift").path))
        // The extension's own condition is defined; SWIFT_PACKAGE is not an Xcode target's.
        #expect(widget.contains("#if BETA") && widget.contains("#if false"))
        #expect(prepared.warnings.isEmpty, "\(prepared.warnings)")
    }

    @Test func moduleNameClashesAreClearErrors() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let widgetShotNamed = ModulePlan(name: "WidgetShotUI", kind: .framework, swiftFiles: [project.file("AppCore/Shared.swift")])
        #expect { try project.workspace.prepare(project.plan(modules: [widgetShotNamed])) } throws: { error in
            "\(error)".contains("WidgetShotUI is named like one of WidgetShot's own modules")
        }
        // A package target named like a project module.
        let charts = project.root.appendingPathComponent("Packages/Charts2")
        var options = GenerationOptions()
        options.loadPackage = { folder in
            try PackageDump.parse(Data(Self.chartsDump.replacingOccurrences(of: "ChartsCore", with: "AppCore").utf8), folder: folder)
        }
        let plan = project.plan(packages: [PackageReference(identity: "Charts2", location: .local(charts))],
                                products: [PackageProductReference(product: "Charts2", package: "Charts2")])
        #expect { try project.workspace.prepare(plan, options: options) } throws: { error in
            "\(error)".contains("has a target named AppCore, like a module of the project")
        }
    }

    @Test func twoPackagesWithOneTargetNameAreAClearError() throws {
        var targets = PackageTargets(packages: [PackageReference(identity: "a", location: .local(URL(fileURLWithPath: "/a"))),
                                                PackageReference(identity: "b", location: .local(URL(fileURLWithPath: "/b")))],
                                     overrides: [:]) { folder in
            try PackageDump.parse(Data(#"{"name": "\#(folder.lastPathComponent)", "products": [{"name": "P\#(folder.lastPathComponent)", "targets": ["Utils"]}], "targets": [{"name": "Utils", "type": "regular", "dependencies": []}]}"#.utf8), folder: folder)
        }
        _ = try targets.resolve(product: "Pa", package: "a")
        #expect { try targets.resolve(product: "Pb", package: "b") } throws: { error in
            "\(error)".contains("the packages a and b both have a target named Utils")
        }
    }

    @Test func anOverrideMakesARemotePackageLocal() throws {
        var targets = PackageTargets(packages: [PackageReference(identity: "Yams", location: .remote(url: "https://github.com/jpsim/Yams", requirement: .exact("6.2.2")))],
                                     overrides: ["yams": URL(fileURLWithPath: "/src/Yams")]) { folder in
            try PackageDump.parse(Data(#"{"name": "Yams", "products": [{"name": "Yams", "targets": ["Yams"]}], "targets": [{"name": "Yams", "type": "regular", "dependencies": []}]}"#.utf8), folder: folder)
        }
        let resolved = try targets.resolve(product: "Yams", package: "Yams")
        #expect(resolved.targets == ["Yams"] && resolved.products.isEmpty)
        #expect(targets.remotePackages.isEmpty)
        #expect(targets.localTargets.map(\.target.folder.path) == ["/src/Yams/Sources/Yams"])
    }

    @Test func theRegistryDropsOnlyEntriesThatClash() {
        func entry(_ key: String, _ modules: [String], packages: [WorkspacePackage] = []) -> WorkspaceEntry {
            WorkspaceEntry(key: key, source: "/p/\(key)", targets: modules.map {
                WorkspaceTarget(name: $0, isExecutable: false, path: "Modules/\($0)", targetDependencies: [], productDependencies: [], defines: [])
            }, packages: packages)
        }
        let collections = WorkspacePackage(identity: "swift-collections", declaration: #".package(url: "u", exact: "1.6.0")"#)
        let older = WorkspacePackage(identity: "swift-collections", declaration: #".package(url: "u", exact: "1.1.0")"#)
        let known = [entry("ExtA", ["ExtA", "TravelKit"]), entry("ExtB", ["ExtB", "Other"]), entry("ExtC", ["ExtC"], packages: [older]),
                     entry("ExtD", ["ExtD"], packages: [collections])]
        var otherKit = entry("ExtA", ["ExtA", "TravelKit"])
        otherKit.targets[1].defines = ["OTHER_PROJECT"]
        let merged = WorkspaceManifest.merge(entry("ExtE", ["ExtE", "TravelKit"], packages: [collections]), into: [otherKit] + known.dropFirst()) { _ in true }
        #expect(merged.map(\.key) == ["ExtB", "ExtD", "ExtE"])
        // A sibling extension of the same project shares the identical TravelKit, listed once.
        let siblings = WorkspaceManifest.merge(entry("ExtF", ["ExtF", "TravelKit"]), into: merged) { _ in true }
        #expect(siblings.map(\.key) == ["ExtB", "ExtD", "ExtE", "ExtF"])
        #expect(WorkspaceManifest.text(entries: siblings, widgetShotRoot: URL(fileURLWithPath: "/w")).components(separatedBy: #"name: "TravelKit","#).count == 2)
        let text = WorkspaceManifest.text(entries: merged, widgetShotRoot: URL(fileURLWithPath: "/src/WidgetShot"))
        #expect(text.components(separatedBy: #"exact: "1.6.0""#).count == 2 && !text.contains("1.1.0"))   // declared once
    }

    @Test func requirementsAreWrittenAsSwiftPMSpellsThem() {
        #expect(WorkspaceManifest.declaration(url: "u", requirement: .upToNextMajor("1.2.0")) == #".package(url: "u", from: "1.2.0")"#)
        #expect(WorkspaceManifest.declaration(url: "u", requirement: .upToNextMinor("1.2.0")) == #".package(url: "u", .upToNextMinor(from: "1.2.0"))"#)
        #expect(WorkspaceManifest.declaration(url: "u", requirement: .range(from: "1.0.0", to: "1.5.0")) == #".package(url: "u", "1.0.0"..<"1.5.0")"#)
        #expect(WorkspaceManifest.declaration(url: "u", requirement: .branch("main")) == #".package(url: "u", branch: "main")"#)
        #expect(PackageDump.requirement(["range": [["lowerBound": "1.2.3", "upperBound": "1.3.0"]]]) == .upToNextMinor("1.2.3"))
        #expect(PackageDump.requirement(["exact": ["2.0.0"]]) == .exact("2.0.0"))
    }

    @Test func conditionsThePlanDefinesAreKnown() {
        #expect(ConditionRewriter.rewrite("BETA && !RELEASE").undecided == ["BETA", "RELEASE"])
        #expect(ConditionRewriter.rewrite("BETA && !RELEASE", defined: ["BETA"]).undecided == ["RELEASE"])
        #expect(ConditionRewriter.rewrite("BETA && !RELEASE", defined: ["BETA"], knowsAllConditions: true).undecided.isEmpty)
        #expect(ConditionEvaluator.evaluate("BETA && !RELEASE", defined: ["BETA"]) == nil)
        #expect(ConditionEvaluator.evaluate("BETA && !RELEASE", defined: ["BETA"], knowsAllConditions: true) == true)
        #expect(ConditionRewriter.rewrite("SWIFT_PACKAGE", knowsAllConditions: true).condition == "false")
        // Xcode never defines SWIFT_PACKAGE for an app's targets (the --extension route too);
        // a package's target does.
        #expect(ConditionRewriter.rewrite("SWIFT_PACKAGE").condition == "false")
        #expect(ConditionRewriter.rewrite("SWIFT_PACKAGE", defined: ["SWIFT_PACKAGE"]).condition == "SWIFT_PACKAGE")
    }

    @Test func theBundleHoldsTheInfoPlistAndResources() throws {
        let plan = BuildPlan(source: Self.travel, extensionModule: ModulePlan(
            name: "TravelWidget", kind: .widgetExtension,
            stringTables: [Self.travel.appendingPathComponent("TravelWidget/de.lproj/Localizable.strings")],
            resourceFiles: [Self.travel.appendingPathComponent("TravelWidget/routes.json")]),
            infoDictionary: ["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "AppGroup": "group.a"],
            buildSettings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.widget"])
        let bundle = try ExtensionBundle(plan: plan, infoOverrides: ["AppGroup": "group.b"])
        #expect(bundle.infoDictionary["CFBundleIdentifier"] as? String == "com.example.widget")
        #expect(bundle.infoDictionary["AppGroup"] as? String == "group.b")
        #expect(Set(bundle.resources.keys) == ["de.lproj/Localizable.strings", "routes.json"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try bundle.write(into: folder)
        // What Foundation's Bundle reads from such a folder (the layout the built program runs in).
        let foundation = try #require(Bundle(url: folder))
        #expect(foundation.bundleIdentifier == "com.example.widget")
        #expect(foundation.object(forInfoDictionaryKey: "AppGroup") as? String == "group.b")
        #expect(foundation.url(forResource: "routes", withExtension: "json") != nil)
        #expect(foundation.localizations.contains("de"))
    }

    @Test func theExtensionRouteIsAPlanWithOneModule() throws {
        let sources = try ExtensionSources.scan(extension: Self.travel.appendingPathComponent("TravelWidget"))
        let plan = sources.buildPlan()
        #expect(plan.modules.isEmpty && plan.packages.isEmpty)
        #expect(plan.extensionModule.name == "TravelWidget")
        #expect(plan.extensionModule.swiftFiles.map(\.lastPathComponent).sorted() == ["Formatting.swift", "Journal.swift", "L10n.swift", "TravelWidget.swift"])
        #expect(plan.extensionModule.stringTables.count == 2)
    }

    @Test func aProjectsSwiftPMMirrorsApplyToTheGeneratedPackage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mirrors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("App")
        let workspace = root.appendingPathComponent("workspace")
        try FileManager.default.createDirectory(at: project.appendingPathComponent(".swiftpm/configuration"), withIntermediateDirectories: true)
        try #"{"object": [{"mirror": "file:///mirrors/Yams", "original": "https://github.com/jpsim/Yams"}], "version": 1}"#
            .write(to: WorkspaceMirrors.file(in: project), atomically: true, encoding: .utf8)
        try WorkspaceMirrors.merge(projectAt: project.appendingPathComponent("App.xcodeproj"), into: workspace)
        let merged = WorkspaceMirrors.mirrors(in: try Data(contentsOf: WorkspaceMirrors.file(in: workspace)))
        #expect(merged == [["original": "https://github.com/jpsim/Yams", "mirror": "file:///mirrors/Yams"]])
    }

    @Test func aFoundationOnlyFileUsingARewriteImportsWidgetShotAfterItsLastLine() {
        let swiftGen = "import Foundation\nlet l = WidgetShotLocale.current"
        let out = ModuleGenerator.importingWidgetShotIfUsed(swiftGen)
        #expect(out.hasPrefix(swiftGen + "\n#sourceLocation()\n") && out.hasSuffix("import WidgetShotSDK\n"))
        #expect(ModuleGenerator.importingWidgetShotIfUsed("import WidgetShot\nlet l = WidgetShotLocale.current") == "import WidgetShot\nlet l = WidgetShotLocale.current")
        #expect(ModuleGenerator.importingWidgetShotIfUsed("import Foundation\nlet a = 1") == "import Foundation\nlet a = 1")
    }

    @Test func aPackageThatCannotBeFetchedIsOneClearError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("resolve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/A"), withIntermediateDirectories: true)
        try "".write(to: root.appendingPathComponent("Sources/A/a.swift"), atomically: true, encoding: .utf8)
        let url = "https://github.com/widgetshot-tests/no-such-package"
        try """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", dependencies: [.package(url: "\(url)", from: "1.0.0")],
                                  targets: [.target(name: "A", dependencies: [.product(name: "Nothing", package: "no-such-package")])])
            """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let prepared = PreparedExtension(target: "A", packageRoot: root, mainType: nil, previewCount: 0, warnings: [], name: "A",
                                         bundleFolder: root, fileCount: 1, remotePackages: ["no-such-package": url])
        #expect { try PackageResolver().resolveIfNeeded(prepared) } throws: { error in
            let text = "\(error)"
            return text.contains("package no-such-package (\(url)): cannot be resolved") && text.contains("--override-package no-such-package=DIR")
        }
        #expect(PackageResolver.pinnedIdentities(in: Data(#"{"pins": [{"identity": "Yams"}], "version": 3}"#.utf8)) == ["yams"])
    }
}
