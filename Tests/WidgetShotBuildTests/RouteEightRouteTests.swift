import Foundation
import Testing
@testable import WidgetShotBuild

/// A package the extension needs that no build route can compile stops the build at once, naming
/// the package and target, instead of failing on the prebuilt route and compiling WidgetShot for
/// minutes on the generated-package route to fail the same way. Seen in LoopKit/LoopCaregiver:
/// mattrubin/Base32 is Objective-C (`MF_Base32Additions.m`, an `NSString` category); SwiftPM's
/// resource accessor for it failed with Clang's `fatal error: 'Foundation/Foundation.h' file not
/// found`, which WidgetShot did not read as an error naming a file, so it tried the slow route.
struct RouteEightRouteTests {
    static let dump = """
        {"name": "Base32", "products": [{"name": "Base32", "targets": ["Base32"]}], "dependencies": [],
         "targets": [{"name": "Base32", "type": "regular", "dependencies": [], "exclude": [], "resources": [], "settings": [],
                      "publicHeadersPath": "include"}]}
        """

    @Test func anObjectiveCPackageTargetStopsThePreparationNamingItAndTheOverride() throws {
        let project = try BuildPlanGeneratorTests.Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let base32 = project.root.appendingPathComponent("Packages/Base32")
        for (path, text) in ["Sources/Base32/MF_Base32Additions.m": "#import \"MF_Base32Additions.h\"\n@implementation NSString (Base32Addition)\n@end\n",
                             "Sources/Base32/include/MF_Base32Additions.h": "#import <Foundation/Foundation.h>\n"] {
            let url = base32.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in try PackageDump.parse(Data(Self.dump.utf8), folder: folder) }
        let plan = project.plan(packages: [PackageReference(identity: "base32", location: .local(base32))],
                                products: [PackageProductReference(product: "Base32", package: "base32")])
        do {
            _ = try project.workspace.prepare(plan, options: options)
            Issue.record("an Objective-C target was generated")
        } catch let error as ExtensionBuildError {
            guard case .packageError(let package, let why) = error else { Issue.record("\(error)"); return }
            #expect(package == "Base32")
            #expect(why.contains("the target Base32 is written in Objective-C (MF_Base32Additions.m)"), "\(why)")
            #expect(why.contains("--override-package base32=DIR"), "\(why)")
        }
    }

    @Test func clangsFatalErrorNamesItsFile() {
        let line = "/cache/workspace-prebuilt/.build/x86_64-unknown-linux-gnu/debug/Base32.build/resource_bundle_accessor.h:1:9: fatal error: 'Foundation/Foundation.h' file not found"
        let header = CompilerOutput.header(line)
        #expect(header?.severity == "error")
        #expect(header?.message == "'Foundation/Foundation.h' file not found")
        var output = CompilerOutput()
        _ = output.take(line)
        #expect(output.filesWithErrors == [String(line.prefix { $0 != ":" })])
    }

    @Test func aFileSwiftPMGeneratedForAModuleBlamesThatModule() {
        var ownership = ModuleOwnership()
        ownership.record(module: "Base32", package: "Base32", files: [URL(fileURLWithPath: "/cache/workspace/Modules/Base32/MF_Base32Additions.m")])
        let derived = "/cache/workspace/.build/x86_64-unknown-linux-gnu/debug/Base32.build/resource_bundle_accessor.h"
        #expect(ownership.blamed(for: [derived], fallback: "Ext") == "module Base32 (package Base32)")
        #expect(ownership.blamed(for: ["/cache/workspace/.build/x86_64-unknown-linux-gnu/debug/Other.build/x.h"], fallback: "Ext") == "module Other")
        #expect(ModuleOwnership.derivedModule(of: "/cache/workspace/.build/checkouts/Kit/Sources/A.swift") == nil)
    }

    /// ChinChangYang/KataGo: the prebuilt route stopped with "couldn't build
    /// …/WidgetShotExtensions_KataGoGameStore.resources/Info.plist because of missing inputs:
    /// …/KataGoGameStore.build/Info.plist" after a rebuilt CLI made WidgetShot remove the package's
    /// compiled outputs, plan files included, and fell back to the slow route (301 s).
    @Test func aRebuiltCLIKeepsTheResourceBundlesPlanFiles() throws {
        let fm = FileManager.default
        let configuration = fm.temporaryDirectory.appendingPathComponent("route8-plan-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: configuration) }
        let module = configuration.appendingPathComponent("KataGoGameStore.build")
        try fm.createDirectory(at: module.appendingPathComponent("DerivedSources"), withIntermediateDirectories: true)
        for file in ["output-file-map.json", "sources", "Info.plist", "DerivedSources/resource_bundle_accessor.swift", "GameRecord.swift.o", "GameRecord.d"] {
            try Data("x".utf8).write(to: module.appendingPathComponent(file))
        }
        let bundle = configuration.appendingPathComponent("WidgetShotExtensions_KataGoGameStore.resources")
        try fm.createDirectory(at: bundle, withIntermediateDirectories: true)
        PrebuiltWidgetShot.removeCompiledOutputs(of: ["KataGoGameStore"], in: configuration)
        #expect(Set(try fm.contentsOfDirectory(atPath: module.path)) == ["output-file-map.json", "sources", "Info.plist", "DerivedSources"])
        #expect(fm.fileExists(atPath: module.appendingPathComponent("DerivedSources/resource_bundle_accessor.swift").path))
        #expect(fm.fileExists(atPath: bundle.path))
    }

    /// caaaption/caaaption: its swift-dependencies 0.5.1 needs xctest-dynamic-overlay 0.8, given
    /// with `--override-package`; WidgetShot's checkouts hold 1.x (through swift-snapshot-testing),
    /// and the override stopped with "the package xctest-dynamic-overlay has a target named
    /// XCTestDynamicOverlay, like one of WidgetShot's own modules". The prebuilt program neither
    /// compiles against nor links that module, so there the app's version is free to be built.
    @Test func aWidgetShotDependencyTheProgramDoesNotSeeIsNotReservedOnThePrebuiltRoute() throws {
        let fm = FileManager.default
        let root = try PrebuiltWidgetShotTests.checkout()
        defer { try? fm.removeItem(at: root) }
        let overlay = root.appendingPathComponent(".build/checkouts/xctest-dynamic-overlay/Sources/XCTestDynamicOverlay")
        let combine = root.appendingPathComponent(".build/checkouts/OpenCombine/Sources/OpenCombine")
        for folder in [overlay, combine] { try fm.createDirectory(at: folder, withIntermediateDirectories: true) }
        let prebuilt = try PrebuiltWidgetShot.locate(widgetShotRoot: root, executable: nil).get()
        let cache = root.appendingPathComponent("cache")
        let fast = ExtensionWorkspace(cacheRoot: cache, widgetShotRoot: root, prebuilt: prebuilt).reservedModuleNames()
        #expect(!fast.contains("XCTestDynamicOverlay"), "\(fast.sorted())")
        #expect(fast.isSuperset(of: ["WidgetShotUI", "WidgetShotCLI", "OpenCombine", "widgetshot"]), "\(fast.sorted())")   // compiled against or linked
        let slow = ExtensionWorkspace(cacheRoot: cache, widgetShotRoot: root).reservedModuleNames()
        #expect(slow.contains("XCTestDynamicOverlay"), "the generated package's graph holds WidgetShot's checkouts")
    }

    /// caaaption/caaaption, next stop: pointfreeco/combine-schedulers 0.10 defines `Lock` under
    /// `#if canImport(Darwin)` only and uses it in `Timer.swift`, under `canImport(Combine)` (true
    /// here). In a module that never names another libc, `canImport(Darwin)` is true as on iOS;
    /// a module with a Linux branch (GRDB) keeps it undecided, false on Linux.
    @Test func canImportDarwinIsTrueInAModuleWrittenForApplePlatformsOnly() {
        let lock = "#if canImport(Darwin)\n  import Darwin\n  typealias Lock = os_unfair_lock_t\n#endif\n"
        #expect(ConditionRewriter.isWrittenForApplePlatformsOnly([lock, "#if canImport(Combine)\nlet l = Lock()\n#endif\n"]))
        #expect(!ConditionRewriter.isWrittenForApplePlatformsOnly([lock, "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Glibc)\nimport Glibc\n#endif\n"]))
        var transform = SourceTransform(originalPath: "/p/Lock.swift", fileIndex: 0)
        transform.importsDarwin = true
        let text = transform.transform(lock).text
        #expect(text.contains("#if true"), "\(text)")
        #expect(text.contains("import Glibc; import WidgetShotOSLog"), "\(text)")
        #expect(ConditionRewriter.rewrite("canImport(Darwin)", defined: [], knowsAllConditions: true, platform: .iOS).condition == "canImport(Darwin)")
    }
}

