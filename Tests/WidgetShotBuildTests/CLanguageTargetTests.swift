import Foundation
import Testing
@testable import WidgetShotBuild

/// A package target written in C (GzipSwift 5.2.0's `system-zlib`: an `anchor.c` and an
/// `include/module.modulemap` declaring `zlibLinux`) is generated as a C target: its files copied
/// unchanged, its settings declared, no Swift file added. Seen in a sweep
/// (iAugux/AppStore-Connect-Widget): it was made a Swift module holding only WidgetShot's previews
/// file, whose `enum __WidgetShotPreviews_system-zlib` did not compile.
struct CLanguageTargetTests {
    static let dump = """
        {"name": "Gzip", "products": [{"name": "Gzip", "targets": ["Gzip"]}], "dependencies": [],
         "targets": [{"name": "Gzip", "type": "regular", "dependencies": [{"byName": ["system-zlib", null]}], "exclude": [], "resources": [], "settings": []},
                     {"name": "system-zlib", "type": "regular", "dependencies": [], "exclude": ["notes"], "resources": [],
                      "publicHeadersPath": "include",
                      "settings": [{"tool": "c", "kind": {"headerSearchPath": {"_0": "private"}}},
                                   {"tool": "c", "kind": {"define": {"_0": "LEVEL=9"}}, "condition": {"platformNames": ["linux", "ios"], "config": "debug"}},
                                   {"tool": "c", "kind": {"headerSearchPath": {"_0": "../../shared"}}},
                                   {"tool": "linker", "kind": {"linkedLibrary": {"_0": "z"}}}]},
                     {"name": "my-kit", "type": "regular", "dependencies": [], "exclude": [], "resources": [], "settings": []}]}
        """

    static let files = [
        "Sources/Gzip/Data+Gzip.swift": "import struct Foundation.Data\n#if os(Linux)\nimport zlibLinux\n#else\nimport zlib\n#endif\npublic enum Gzip {}\n",
        "Sources/system-zlib/anchor.c": "// intentionally empty\n",
        "Sources/system-zlib/include/module.modulemap": "module zlibLinux [system] {\n    header \"/usr/include/zlib.h\"\n    link \"z\"\n    export *\n}\n",
        "Sources/system-zlib/private/level.h": "#define LEVEL_DEFAULT 6\n",
        "Sources/system-zlib/notes/skip.c": "#error excluded\n",
        "Sources/my-kit/Kit.swift": "public struct Kit {}\n",
    ]

    func prepare(products: [String]) throws -> (BuildPlanGeneratorTests.Project, PreparedExtension, String) {
        let project = try BuildPlanGeneratorTests.Project()
        let gzip = project.root.appendingPathComponent("Packages/GzipSwift")
        for (path, text) in Self.files {
            let url = gzip.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in
            var dump = try PackageDump.parse(Data(Self.dump.utf8), folder: folder)
            dump.products["MyKit"] = ["my-kit"]
            return dump
        }
        let plan = project.plan(packages: [PackageReference(identity: "gzipswift", location: .local(gzip))],
                                products: products.map { PackageProductReference(product: $0, package: "gzipswift") })
        let prepared = try project.workspace.prepare(plan, options: options)
        let manifest = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        return (project, prepared, manifest)
    }

    @Test func aCTargetIsDeclaredAsOneWithItsFilesAndSettings() throws {
        let (project, prepared, manifest) = try prepare(products: ["Gzip"])
        defer { try? FileManager.default.removeItem(at: project.root) }
        let shared = project.root.appendingPathComponent("Packages/GzipSwift/shared").standardizedFileURL.path
        #expect(manifest.contains("""
                    .target(
                        name: "system-zlib",
                        dependencies: [],
                        path: "Modules/system-zlib",
                        publicHeadersPath: "include",
                        cSettings: [.headerSearchPath("private"), .define("LEVEL", to: "9", .when(platforms: [.linux, .iOS], configuration: .debug)), .unsafeFlags(["-I\(shared)"])],
                        linkerSettings: [.linkedLibrary("z")]),
            """), "\(manifest)")
        #expect(manifest.contains(#".target(name: "system-zlib")"#), "Gzip depends on it")
        let folder = prepared.packageRoot.appendingPathComponent("Modules/system-zlib")
        let copied = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix("/") }
        #expect(Set(copied.filter { $0.contains(".") }) == ["anchor.c", "include/module.modulemap", "private/level.h"], "no Swift file, nothing excluded")
        #expect(try String(contentsOf: folder.appendingPathComponent("include/module.modulemap"), encoding: .utf8)
                == Self.files["Sources/system-zlib/include/module.modulemap"])
        // No previews registry for it in the entry point; Gzip's `import zlib` takes the stand-in.
        let main = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Extensions/\(prepared.target)/Generated/WidgetShotExtensionMain.swift"), encoding: .utf8)
        #expect(!main.contains("system"))
        #expect(main.contains("__WidgetShotPreviews_Gzip.all"))
        let gzip = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Modules/Gzip/Sources/Data+Gzip.swift"), encoding: .utf8)
        #expect(gzip.contains("import WidgetShotZlib"), "\(gzip)")
        // The registry keeps it a C target when it is read back.
        let entry = try #require(project.workspace.registeredEntries().first)
        #expect(entry.targets.first { $0.name == "system-zlib" }?.clang?.publicHeadersPath == "include")
    }

    @Test func aSwiftTargetWithAHyphenIsImportedByItsModuleName() throws {
        let (project, prepared, _) = try prepare(products: ["MyKit"])
        defer { try? FileManager.default.removeItem(at: project.root) }
        let main = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Extensions/\(prepared.target)/Generated/WidgetShotExtensionMain.swift"), encoding: .utf8)
        #expect(main.contains("import my_kit\n"), "\(main)")
        #expect(main.contains("__WidgetShotPreviews_my_kit.all"))
        let registry = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Modules/my-kit/Generated/WidgetShotPreviews.swift"), encoding: .utf8)
        #expect(registry.contains("public enum __WidgetShotPreviews_my_kit {"))
    }

    @Test func c99Names() {
        #expect(SwiftPMName.c99name("system-zlib") == "system_zlib")
        #expect(SwiftPMName.c99name("2D Kit") == "_2D_Kit")
        #expect(SwiftPMName.c99name("Über.Kit") == "Über_Kit")
        #expect(SwiftPMName.c99name("Plain_Name9") == "Plain_Name9")
    }
}
