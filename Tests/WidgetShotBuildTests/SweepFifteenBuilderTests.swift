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

    /// creepymonster/GlucoseDirect's targets set `APP_GROUP_ID = "$(APP_GROUP_ID)"` over an
    /// `.xcconfig` that defines it; the Info.plist's `$(APP_GROUP_ID)` must read the xcconfig's
    /// value (the app's `UserDefaults(suiteName:)` traps on an empty one).
    @Test("a setting that names itself reads the value below it, as $(inherited)")
    func selfReferenceIsInherited() {
        typealias A = BuildSettingExpander.Assignment
        let expander = BuildSettingExpander(layers: [
            [A(key: "DEVELOPMENT_TEAM", value: "ABCDE12345"), A(key: "APP_GROUP_ID", value: "group.com.$(DEVELOPMENT_TEAM).loop"),
             A(key: "OTHER_SWIFT_FLAGS", value: "-DBASE")],
            [A(key: "APP_GROUP_ID", value: "$(APP_GROUP_ID)"), A(key: "OTHER_SWIFT_FLAGS", value: "$(OTHER_SWIFT_FLAGS) -DWIDGET")],
        ])
        #expect(expander.value("APP_GROUP_ID") == "group.com.ABCDE12345.loop")
        #expect(expander.expand("$(APP_GROUP_ID)") == "group.com.ABCDE12345.loop")
        #expect(expander.value("OTHER_SWIFT_FLAGS") == "-DBASE -DWIDGET")
        #expect(expander.undefinedReferences.isEmpty)
        // Named itself at the lowest level, a setting has nothing below: empty, as in Xcode.
        #expect(BuildSettingExpander(layers: [[A(key: "X", value: "$(X)")]]).value("X") == "")
    }

    /// swift-corelibs-foundation reads only `InfoPlist.strings` once a bundle has one, so
    /// `Bundle.main.object(forInfoDictionaryKey: "APP_GROUP_ID")` was nil in GlucoseDirect's widget.
    @Test("object(forInfoDictionaryKey:) calls read through WidgetShotFoundation; declarations and strings stay")
    func infoDictionaryLookupRewrite() {
        #expect(FoundationRewrites.rewrite(#"let id = Bundle.main.object(forInfoDictionaryKey: "APP_GROUP_ID") as? String"#)
                == #"let id = Bundle.main._widgetShotObject(forInfoDictionaryKey: "APP_GROUP_ID") as? String"#)
        #expect(FoundationRewrites.rewrite("func object(forInfoDictionaryKey key: String) -> Any? { nil }") == "func object(forInfoDictionaryKey key: String) -> Any? { nil }")
        #expect(FoundationRewrites.rewrite(#"print("object(forInfoDictionaryKey:)")"#) == #"print("object(forInfoDictionaryKey:)")"#)
    }

    /// Frameworks without a stand-in stay a clear error naming them (the issue's done-when), and
    /// `canImport` of them is false so a guarded import takes the code's own fallback.
    @Test("an Apple framework with no stand-in is WidgetShot's error; canImport of it is false")
    func unavailableFrameworksAreNamed() {
        var transform = SourceTransform(originalPath: "/app/Dictation.swift", fileIndex: 0)
        transform.knowsAllConditions = true
        let output = transform.transform("import SwiftUI\nimport Speech\n#if canImport(FoundationModels)\nimport FoundationModels\n#endif\nstruct A {}")
        #expect(output.diagnostics.map(\.message) == ["imports Speech, an Apple framework WidgetShot does not stand in for on Linux"])
        #expect(output.text.contains("// import Speech"))
    }
}
