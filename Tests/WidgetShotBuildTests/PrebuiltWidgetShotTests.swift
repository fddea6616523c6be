import Foundation
import Testing
@testable import WidgetShotBuild

/// ``PrebuiltWidgetShot``: the CLI's build folder read as SwiftPM leaves it (a build description
/// with the `widgetshot` module and executable commands, an object list, `.swiftmodule`s), on a
/// fake checkout — no compiler runs.
struct PrebuiltWidgetShotTests {
    /// A fake checkout with a build of `widgetshot`: `Sources/WidgetShotUI/View.swift` compiled into
    /// `WidgetShotUI.build/View.swift.o`, the CLI's `main.swift.o`, a dependency's object.
    static func checkout(dated sourceDate: Date = Date(timeIntervalSinceNow: -3600)) throws -> URL {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("prebuilt-\(UUID().uuidString)")
        let build = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        func write(_ relative: String, _ text: String, in folder: URL = root, date: Date? = nil) throws {
            let url = folder.appendingPathComponent(relative)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            if let date { try fm.setAttributes([.modificationDate: date], ofItemAtPath: url.path) }
        }
        try write("Package.swift", "// WidgetShotBuild", date: sourceDate)
        try write("Sources/widgetshot/main.swift", "", date: sourceDate)
        try write("Sources/WidgetShotUI/View.swift", "struct V {}", date: sourceDate)
        for object in ["WidgetShotUI.build/View.swift.o", "widgetshot.build/main.swift.o", "OpenCombine.build/Publisher.swift.o",
                       "Modules/WidgetShot.swiftmodule", "Modules/WidgetShotCLI.swiftmodule", "Modules/WidgetShotUI.swiftmodule"] {
            try write(object, "o", in: build)
        }
        let list = ["WidgetShotUI.build/View.swift.o", "widgetshot.build/main.swift.o", "OpenCombine.build/Publisher.swift.o"]
            .map { build.appendingPathComponent($0).path }.joined(separator: "\n")
        try write("widgetshot.product/Objects.LinkFileList", list + "\n", in: build)
        func json(_ strings: [String]) -> String { String(decoding: try! JSONSerialization.data(withJSONObject: strings), as: UTF8.self) }
        let yaml = """
        client:
          name: basic
        commands:
          "C.widgetshot-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: \(json([root.appendingPathComponent("Sources/widgetshot/main.swift").path]))
            outputs: []
            args: \(json(["/usr/bin/swiftc", "-module-name", "widgetshot", "-I", build.appendingPathComponent("Modules").path, "-target", "x86_64-unknown-linux-gnu",
                          "-Xcc", "-fmodule-map-file=/m/CCairo/module.modulemap", "-Xcc", "-I", "-Xcc", "/m/CCodecs/include", "-I/usr/include/cairo",
                          "-Xcc", "-fPIC", "-g", "-swift-version", "5"]))

          "C.widgetshot-x86_64-unknown-linux-gnu-debug.exe":
            tool: shell
            inputs: []
            args: \(json(["/usr/bin/swiftc", "-L/usr/lib/x86_64-linux-gnu", "-lcairo", "-L", build.path, "-o", build.appendingPathComponent("widgetshot").path,
                          "-Xlinker", "--defsym", "@" + build.appendingPathComponent("widgetshot.product/Objects.LinkFileList").path, "-ljpeg", "-g"]))

        """
        try write(".build/debug.yaml", yaml)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent(".build/debug").path, withDestinationPath: "x86_64-unknown-linux-gnu/debug")
        return root
    }

    @Test func theCLIsBuildGivesModulesFlagsAndObjectsWithoutTheCLIsOwn() throws {
        let root = try Self.checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let prebuilt = try PrebuiltWidgetShot.locate(widgetShotRoot: root, executable: nil).get()
        #expect(prebuilt.configuration == "debug")
        #expect(prebuilt.objects.map(\.lastPathComponent) == ["View.swift.o", "Publisher.swift.o"])   // not the CLI's main
        #expect(prebuilt.compileFlags == ["-I", prebuilt.buildFolder.appendingPathComponent("Modules").path,
                                          "-Xcc", "-fmodule-map-file=/m/CCairo/module.modulemap", "-Xcc", "-I", "-Xcc", "/m/CCodecs/include",
                                          "-I/usr/include/cairo"])
        #expect(prebuilt.linkFlags == ["-L/usr/lib/x86_64-linux-gnu", "-lcairo", "-L", prebuilt.buildFolder.path, "-ljpeg"])
        // Only that configuration is asked for: a release build is not there.
        guard case .failure(let why) = PrebuiltWidgetShot.locate(widgetShotRoot: root, executable: nil, configuration: "release") else {
            Issue.record("found a release build that does not exist"); return
        }
        #expect(why.reason.hasPrefix("no build of widgetshot in") && why.reason.hasSuffix(".build/release"), "\(why)")
    }

    @Test func anEditedSourceAfterTheBuildTurnsTheRouteOffNamingTheTarget() throws {
        let root = try Self.checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        // An article of the target's documentation catalog is no source: the build still serves.
        let article = root.appendingPathComponent("Sources/WidgetShotUI/WidgetShotUI.docc/Architecture.md")
        try FileManager.default.createDirectory(at: article.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# Architecture".utf8).write(to: article)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: article.path)
        #expect(throws: Never.self) { try PrebuiltWidgetShot.locate(widgetShotRoot: root, executable: nil).get() }
        let source = root.appendingPathComponent("Sources/WidgetShotUI/View.swift")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: source.path)
        guard case .failure(let why) = PrebuiltWidgetShot.locate(widgetShotRoot: root, executable: nil) else {
            Issue.record("a stale build was taken"); return
        }
        #expect(why.reason.contains("WidgetShotUI changed since the CLI was built"), "\(why)")
    }

    @Test func anotherCheckoutsBuildIsNotTaken() throws {
        let root = try Self.checkout()
        let other = try Self.checkout()
        defer { for url in [root, other] { try? FileManager.default.removeItem(at: url) } }
        // The running program is `other`'s CLI; the workspace builds against `root`.
        let executable = other.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/widgetshot")
        let prebuilt = try PrebuiltWidgetShot.locate(widgetShotRoot: root, executable: executable).get()
        #expect(prebuilt.buildFolder.path.hasPrefix(root.resolvingSymlinksInPath().path))
        try FileManager.default.removeItem(at: root.appendingPathComponent(".build/debug.yaml"))
        guard case .failure(let why) = PrebuiltWidgetShot.locate(widgetShotRoot: root, executable: executable) else {
            Issue.record("another checkout's build was taken"); return
        }
        #expect(why.reason.contains("another WidgetShot checkout"), "\(why)")
    }

    @Test func aRebuiltCLIRemovesTheUsersCompiledModules() throws {
        let fm = FileManager.default
        let root = try Self.checkout()
        defer { try? fm.removeItem(at: root) }
        let prebuilt = try PrebuiltWidgetShot.locate(widgetShotRoot: root, executable: nil).get()
        let package = root.appendingPathComponent("cache/workspace-prebuilt")
        let products = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        func userProducts() throws {
            for name in ["ExtA.build", "Modules/ExtA.swiftmodule", "ExtA", "OpenCombine.build"] {
                try fm.createDirectory(at: products.appendingPathComponent(name), withIntermediateDirectories: true)
            }
            for file in ["output-file-map.json", "sources", "ExtA.swift.o", "ExtA.swiftdeps"] {
                try Data().write(to: products.appendingPathComponent("ExtA.build/\(file)"))
            }
        }
        /// What compiling made is gone; SwiftPM's plan files stay (it does not plan again).
        func compiledOutputsRemoved() -> Bool {
            let left = (try? fm.contentsOfDirectory(atPath: products.appendingPathComponent("ExtA.build").path)) ?? []
            return Set(left) == ["output-file-map.json", "sources"] && !fm.fileExists(atPath: products.appendingPathComponent("ExtA").path)
        }
        try userProducts()
        #expect(try prebuilt.refresh(packageRoot: package, userModules: ["ExtA"]))   // no record yet
        #expect(compiledOutputsRemoved())
        try userProducts()
        #expect(try !prebuilt.refresh(packageRoot: package, userModules: ["ExtA"]))  // the same build
        #expect(fm.fileExists(atPath: products.appendingPathComponent("ExtA.build/ExtA.swift.o").path))
        // The CLI is rebuilt: an object changes.
        try Data("new object".utf8).write(to: prebuilt.objects[0])
        #expect(try prebuilt.refresh(packageRoot: package, userModules: ["ExtA"]))
        #expect(compiledOutputsRemoved())
        #expect(!fm.fileExists(atPath: products.appendingPathComponent("Modules/ExtA.swiftmodule").path))
        #expect(fm.fileExists(atPath: products.appendingPathComponent("OpenCombine.build").path))   // not the user's
    }

    @Test func thePrebuiltManifestHasNoCheckoutDependencyAndLinksOnlyPrograms() throws {
        let root = try Self.checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let prebuilt = try PrebuiltWidgetShot.locate(widgetShotRoot: root, executable: nil).get()
        let program = WorkspaceTarget(name: "ExtA", isExecutable: true, path: "Extensions/ExtA", targetDependencies: ["Kit"], productDependencies: [], defines: [])
        let kit = WorkspaceTarget(name: "Kit", isExecutable: false, path: "Modules/Kit", targetDependencies: [], productDependencies: [], defines: [])
        let entries = [WorkspaceEntry(key: "ExtA", source: "/p", targets: [kit, program], packages: [])]
        let package = root.appendingPathComponent("cache/workspace-prebuilt")
        let text = WorkspaceManifest.text(entries: entries, widgetShotRoot: root, prebuilt: prebuilt, packageRoot: package)
        #expect(!text.contains(".package(path:"))
        #expect(!text.contains(#"product(name: "WidgetShot""#))
        #expect(text.components(separatedBy: "-fmodule-map-file=/m/CCairo/module.modulemap").count == 3)   // both targets compile against it
        #expect(text.components(separatedBy: "linkerSettings").count == 2)   // the program alone links
        #expect(text.contains(#""@\#(root.path)/cache/prebuilt-debug-objects.rsp", "-L/usr/lib/x86_64-linux-gnu""#))
        // The generated-package route's manifest is unchanged by the option.
        let plain = WorkspaceManifest.text(entries: entries, widgetShotRoot: root)
        #expect(plain.contains(".package(path: \(swiftLiteral(root.path)))") && !plain.contains("linkerSettings"))
    }

    @Test func packagesWidgetShotAlsoLinksAreFound() throws {
        let fm = FileManager.default
        let root = try Self.checkout()
        defer { try? fm.removeItem(at: root) }
        let package = root.appendingPathComponent("cache/workspace-prebuilt")
        try fm.createDirectory(at: package, withIntermediateDirectories: true)
        func pins(_ identities: [String]) -> Data {
            try! JSONSerialization.data(withJSONObject: ["pins": identities.map { ["identity": $0, "kind": "remoteSourceControl"] }, "version": 3])
        }
        try pins(["swift-crypto", "opencombine"]).write(to: root.appendingPathComponent("Package.resolved"))
        try pins(["swift-collections", "swift-crypto"]).write(to: package.appendingPathComponent("Package.resolved"))
        #expect(PrebuiltWidgetShot.sharedPackages(packageRoot: package, widgetShotRoot: root) == ["swift-crypto"])
        try pins(["swift-collections"]).write(to: package.appendingPathComponent("Package.resolved"))
        #expect(PrebuiltWidgetShot.sharedPackages(packageRoot: package, widgetShotRoot: root).isEmpty)
    }

    @Test func progressLinesNameTheModulesTheyCompile() {
        #expect(ExtensionBuilder.compiledModule(in: "[12/40] Compiling WidgetShotUI Text.swift, Font.swift") == "WidgetShotUI")
        #expect(ExtensionBuilder.compiledModule(in: "[3/9] Emitting module WidgetShotUI") == "WidgetShotUI")
        #expect(ExtensionBuilder.compiledModule(in: "[5/900] Compiling a_bitstr.c") == nil)   // a C file, no module named
        #expect(ExtensionBuilder.compiledModule(in: "[19/20] Linking ExtA") == nil)
        #expect(ExtensionBuilder.compiledModule(in: "Compiling plugin X") == nil)
    }
}
