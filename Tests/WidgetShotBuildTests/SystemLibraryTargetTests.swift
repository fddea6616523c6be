import Foundation
import Testing
@testable import WidgetShotBuild

/// A local (or `--override-package`) package with a system library target — a module map over a
/// C library, as GRDB's `GRDBSQLite` over SQLite — keeps it as a `.systemLibrary` of the
/// generated package, its module map and headers copied (seen in a sweep: overriding GRDB, which
/// a real app pins at a version the machine lacks, stopped with "a system target, which WidgetShot
/// cannot build from source").
struct SystemLibraryTargetTests {
    static let dump = """
        {"name": "GRDB", "products": [{"name": "GRDB", "targets": ["GRDB"]}], "dependencies": [],
         "targets": [{"name": "GRDB", "type": "regular", "path": "GRDB", "dependencies": [{"byName": ["GRDBSQLite", null]}], "exclude": [], "resources": [], "settings": []},
                     {"name": "GRDBSQLite", "type": "system", "path": "Sources/GRDBSQLite", "pkgConfig": "sqlite3", "dependencies": [], "exclude": [], "resources": [], "settings": []}]}
        """

    @Test func aSystemLibraryTargetIsDeclaredAsOneWithItsModuleMap() throws {
        let project = try BuildPlanGeneratorTests.Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let grdb = project.root.appendingPathComponent("Packages/GRDB")
        let files = [
            "GRDB/Database.swift": "import GRDBSQLite\npublic final class Database {}\n",
            "Sources/GRDBSQLite/module.modulemap": "module GRDBSQLite [system] {\n    header \"shim.h\"\n    link \"sqlite3\"\n    export *\n}\n",
            "Sources/GRDBSQLite/shim.h": "#include <sqlite3.h>\n",
        ]
        for (path, text) in files {
            let url = grdb.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in try PackageDump.parse(Data(Self.dump.utf8), folder: folder) }
        let plan = project.plan(packages: [PackageReference(identity: "grdb", location: .local(grdb))],
                                products: [PackageProductReference(product: "GRDB", package: "grdb")])
        let prepared = try project.workspace.prepare(plan, options: options)
        let manifest = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("""
                    .systemLibrary(
                        name: "GRDBSQLite",
                        path: "Modules/GRDBSQLite",
                        pkgConfig: "sqlite3"),
            """), "\(manifest)")
        #expect(manifest.contains(#".target(name: "GRDBSQLite")"#), "GRDB depends on it")
        let modules = prepared.packageRoot.appendingPathComponent("Modules/GRDBSQLite")
        #expect(try String(contentsOf: modules.appendingPathComponent("module.modulemap"), encoding: .utf8) == files["Sources/GRDBSQLite/module.modulemap"])
        #expect(try String(contentsOf: modules.appendingPathComponent("shim.h"), encoding: .utf8) == "#include <sqlite3.h>\n")
        // The registry keeps it a system library when it is read back.
        let entry = try #require(project.workspace.registeredEntries().first)
        #expect(entry.targets.first { $0.name == "GRDBSQLite" }?.isSystemLibrary == true)
    }
}
