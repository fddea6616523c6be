import Foundation
import Testing
@testable import WidgetShotBuild

/// The transform cache (issue 21: a warm re-run of a large project does not transform its
/// unchanged sources again): an entry is used only for exactly the inputs it was made from.
struct LeadSixteenTransformCacheTests {
    struct Fixture {
        let root: URL
        let file: URL
        let cache: TransformCache

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("ws16-transform-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            file = root.appendingPathComponent("Widget.swift")
            cache = TransformCache(folder: root.appendingPathComponent("transforms"))
            try write("import SwiftUI\n#if os(watchOS)\nlet face = 1\n#else\nlet face = 2\n#endif\nstruct W: View { var body: some View { Text(\"Hi\") } }\n")
        }

        func write(_ text: String) throws { try Data(text.utf8).write(to: file) }

        func generate(platform: BuildPlatform = .iOS, cached: Bool = true) throws -> String {
            var generator = ModuleGenerator()
            generator.platform = platform
            if cached { generator.transformCache = cache }
            let module = ModulePlan(name: "Widgets", kind: .widgetExtension, swiftFiles: [file])
            return try #require(try generator.generate(module, targetName: "ExtWidgets_1", isExecutable: true).files["Sources/Widget.swift"])
        }

        /// Every stored entry's transformed texts edited (its stored inputs left as they are), so a
        /// later hit shows it came from the cache.
        func tamperEntries(replacing old: String, with new: String) throws {
            for url in try FileManager.default.contentsOfDirectory(at: cache.folder, includingPropertiesForKeys: nil) {
                var entry = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
                let results = try #require(entry["results"] as? [[String: Any]])
                entry["results"] = results.map { result -> [String: Any] in
                    var result = result
                    result["text"] = (result["text"] as? String)?.replacingOccurrences(of: old, with: new)
                    return result
                }
                try JSONSerialization.data(withJSONObject: entry).write(to: url)
            }
        }
    }

    @Test func aStoredTransformIsReusedForTheSameInputs() throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        let fresh = try f.generate()
        #expect(fresh == (try f.generate(cached: false)), "the cache changes nothing on a miss")
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.cache.folder.path).count == 1)
        try f.tamperEntries(replacing: "Text(\"Hi\")", with: "Text(\"from the cache\")")
        #expect(try f.generate().contains("Text(\"from the cache\")"), "same program, settings and files: the entry is used")
    }

    @Test func anEditedFileIsTransformedAgain() throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        _ = try f.generate()
        try f.tamperEntries(replacing: "Text(\"Hi\")", with: "Text(\"stale\")")
        try f.write("import SwiftUI\nstruct W: View { var body: some View { Text(\"Hello\") } }\n")
        let text = try f.generate()
        #expect(text.contains("Text(\"Hello\")") && !text.contains("stale"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.cache.folder.path).count == 1, "the module's entry is replaced, not added to")
    }

    @Test func eachPlatformKeepsItsOwnEntry() throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        let iOS = try f.generate(platform: .iOS), watchOS = try f.generate(platform: .watchOS)
        #expect(iOS != watchOS, "os(watchOS) is decided per platform")
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.cache.folder.path).count == 2)
        #expect(try f.generate(platform: .iOS) == iOS)
        #expect(try f.generate(platform: .watchOS) == watchOS)
    }

    @Test func anotherProgramOrABrokenEntryIsAMiss() throws {
        let f = try Fixture()
        defer { try? FileManager.default.removeItem(at: f.root) }
        let module = ModulePlan(name: "Widgets", kind: .widgetExtension, swiftFiles: [f.file])
        var inputs = TransformCache.Inputs(program: "exe-1", settings: ["platform=iOS"], paths: [f.file.path], texts: ["let a = 1\n"])
        let output = SourceTransform(originalPath: f.file.path, fileIndex: 0).transform("let a = 1\n")
        f.cache.store(target: "T", module: module.name, inputs: inputs, outputs: [output])
        #expect(f.cache.outputs(target: "T", module: module.name, inputs: inputs)?.first?.text == output.text)
        inputs.program = "exe-2"
        #expect(f.cache.outputs(target: "T", module: module.name, inputs: inputs) == nil, "a rebuilt WidgetShot transforms again")
        inputs.program = "exe-1"
        try Data("{ not json".utf8).write(to: f.cache.entryURL(target: "T", module: module.name, inputs: inputs))
        #expect(f.cache.outputs(target: "T", module: module.name, inputs: inputs) == nil)
        inputs.program = ""
        f.cache.store(target: "U", module: module.name, inputs: inputs, outputs: [output])
        #expect(f.cache.outputs(target: "U", module: module.name, inputs: inputs) == nil, "no program identity: nothing cached")
        #expect(!TransformCache.programIdentity.isEmpty)
    }
}
