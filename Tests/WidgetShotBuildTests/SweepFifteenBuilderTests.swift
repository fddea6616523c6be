import Foundation
import Testing
@testable import WidgetShotBuild

/// Builder gaps sweep-15 met in real apps.
struct SweepFifteenBuilderTests {
    static func folder(_ name: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ws15-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    /// jacobreesgit/Music-Memory-App's widget file `import`s its own target's module
    /// (`MusicMemoryWidgetsExtension`); Swift ignores that with a warning, so Xcode builds it.
    /// The generated executable target is named `Ext…_hash`, so the line must not survive.
    @Test("an import of the extension's own module is dropped in place")
    func ownModuleImport() throws {
        let root = try Self.folder("own")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Shared.swift")
        try Data("import Foundation\nimport TallyWidgetsExtension\n@testable import TallyWidgetsExtension\nstruct Item {}\n".utf8).write(to: file)
        let module = ModulePlan(name: "TallyWidgetsExtension", kind: .widgetExtension, swiftFiles: [file])
        let output = try ModuleGenerator().generate(module, targetName: "ExtTallyWidgetsExtension_1f2e", isExecutable: true)
        let text = try #require(output.files["Sources/Shared.swift"])
        let lines = text.components(separatedBy: "\n").filter { !$0.hasPrefix("#sourceLocation") }
        #expect(lines.contains("// import TallyWidgetsExtension"), "\(lines)")
        #expect(lines.contains("// @testable import TallyWidgetsExtension"), "\(lines)")
        #expect(!lines.contains("import TallyWidgetsExtension"))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    }

    /// A framework module keeps its name in the generated package: its own-name import is Swift's
    /// to ignore, and an import of a *different* module is never touched.
    @Test("other modules' imports stay; a module generated under its own name is left to Swift")
    func otherImportsStay() throws {
        let root = try Self.folder("other")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Kit.swift")
        try Data("import TallyKit\nimport TallyCore\nstruct K {}\n".utf8).write(to: file)
        let framework = ModulePlan(name: "TallyKit", kind: .framework, swiftFiles: [file])
        let output = try ModuleGenerator().generate(framework, targetName: "TallyKit", isExecutable: false)
        let text = try #require(output.files["Sources/Kit.swift"])
        #expect(text.contains("\nimport TallyKit\nimport TallyCore\n"), "\(text)")
    }

    /// sleexyz/parachute's `Parachute/Package.swift` declares `.package(path: "../proxyservice")`
    /// for the folder `ProxyService`: a Mac's case-insensitive file system finds it, so must we.
    @Test("a local package dependency spelled in another case is found as on a Mac")
    func caseInsensitiveLocalDependency() throws {
        let root = try Self.folder("case")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App"), service = root.appendingPathComponent("ProxyService")
        for folder in [app, service] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        // dump-package gives the declared path made absolute, in the manifest's spelling.
        let json = """
            {"name": "App", "products": [], "targets": [],
             "dependencies": [{"fileSystem": [{"identity": "proxyservice", "path": "\(root.path)/proxyservice"}]},
                              {"fileSystem": [{"identity": "gone", "path": "\(root.path)/Gone"}]}]}
            """
        let dump = try PackageDump.parse(Data(json.utf8), folder: app)
        guard case .local("proxyservice", let found)? = dump.dependencies.first, case .local("gone", let gone)? = dump.dependencies.last else {
            Issue.record("dependencies: \(dump.dependencies)")
            return
        }
        #expect(found.path == service.path)
        // A folder that exists in no spelling stays as declared, so it is reported missing by its name.
        #expect(gone.path == root.appendingPathComponent("Gone").path)
    }
}
