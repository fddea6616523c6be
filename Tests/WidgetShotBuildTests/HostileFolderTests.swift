import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import WidgetShotBuild

/// Issue 23, item 1: extension folders as found in the wild and as an attacker makes them —
/// odd file names, binaries named `.swift`, a linked `--extension`, 20,000 files — and cache
/// folders WidgetShot does not own.
struct HostileFolderTests {
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("copies of files with quotes, $(), newlines, spaces, leading dashes or non-ASCII names get names every tool takes")
    func safeCopyNames() {
        #expect(SourceCopyNames.safe("Widgets/Quote's \"Widget\".swift") == "Widgets/Quote_s__Widget_.swift")
        #expect(SourceCopyNames.safe("$(touch pwned).swift") == "__touch_pwned_.swift")
        #expect(SourceCopyNames.safe("-rf.swift") == "_rf.swift")
        #expect(SourceCopyNames.safe("a\nb/Two\nlines.swift") == "a_b/Two_lines.swift")
        #expect(SourceCopyNames.safe("Überblick Widget.swift") == "_berblick_Widget.swift")
        #expect(SourceCopyNames.safe("Plain/Widget+Extras.swift") == "Plain/Widget+Extras.swift")
        // Made alike, told apart.
        #expect(SourceCopyNames.unique(["Sources/" + SourceCopyNames.safe("a'b.swift"), "Sources/" + SourceCopyNames.safe("a\"b.swift")])
                == ["Sources/a_b.swift", "Sources/a_b_2.swift"])
    }

    @Test("the generated package names the copies of oddly named Swift files and intent definitions safely")
    func generatedNames() throws {
        let root = try Self.folder("generated")
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = root.appendingPathComponent("Quote's \"W\" $(x).swift"), definition = root.appendingPathComponent("-My\nIntents.intentdefinition")
        try Data("struct W {}\n".utf8).write(to: swift)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Weather.intentdefinition")
        try FileManager.default.copyItem(at: fixture, to: definition)
        var module = ModulePlan(name: "OddNames", kind: .widgetExtension, swiftFiles: [swift])
        module.intentDefinitions = [definition]
        let output = try ModuleGenerator().generate(module, targetName: "OddNames", isExecutable: true)
        #expect(output.files.keys.contains("Sources/Quote_s__W____x_.swift"), "\(output.files.keys.sorted())")
        #expect(output.files.keys.contains("Generated/Intents/_My_IntentsIntents.swift"), "\(output.files.keys.sorted())")
        // The copy still names the user's file for diagnostics and #file.
        #expect(output.files["Sources/Quote_s__W____x_.swift"]?.hasPrefix("#sourceLocation(file: \"\(swift.path.replacingOccurrences(of: "\"", with: "\\\""))\", line: 1)") == true)
    }

    @Test("a .swift file that is a binary, not UTF-8 or huge is an error naming it")
    func notSwiftSources() throws {
        let root = try Self.folder("binary")
        defer { try? FileManager.default.removeItem(at: root) }
        let nul = root.appendingPathComponent("Blob.swift"), latin1 = root.appendingPathComponent("Latin.swift"), huge = root.appendingPathComponent("Huge.swift")
        try Data([0x69, 0x6D, 0x70, 0x00, 0x01]).write(to: nul)
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0x74, 0xE9]).write(to: latin1)
        // Sparse: 65 MiB of nothing, written in no time.
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(SwiftSourceReader.maximumSize + (1 << 20)))
        try handle.close()
        for (file, words) in [(nul, "not a text file (a NUL byte at offset 3)"), (latin1, "not UTF-8 text"), (huge, "65 MiB, larger than any Swift source")] {
            #expect(throws: ExtensionBuildError.self) { try SwiftSourceReader.read(file) }
            do { _ = try SwiftSourceReader.read(file) } catch {
                #expect("\(error)".hasPrefix("\(file.path): error: cannot read the file (") && "\(error)".contains(words), "\(error)")
            }
        }
        do { _ = try SwiftSourceReader.read(root.appendingPathComponent("Gone.swift")) } catch {
            #expect("\(error)".contains("Gone.swift") && "\(error)".lowercased().contains("no such file"), "\(error)")
        }
    }

    @Test("--extension given a symbolic link to a folder scans the folder")
    func linkedExtension() throws {
        let root = try Self.folder("link")
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("RealWidget")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try Data("struct W {}\n".utf8).write(to: real.appendingPathComponent("W.swift"))
        let link = root.appendingPathComponent("Linked")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "RealWidget")
        let sources = try ExtensionSources.scan(extension: link)
        #expect(sources.swiftFiles.map(\.file.lastPathComponent) == ["W.swift"])
        #expect(sources.root.path == real.resolvingSymlinksInPath().path)
        // A link to nothing is still "no such folder".
        let dangling = root.appendingPathComponent("Dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "Nowhere")
        #expect(throws: ExtensionBuildError.notAFolder(dangling.path)) { try ExtensionSources.scan(extension: dangling) }
    }

    @Test("a file whose name is not UTF-8, that is gone by the time it is looked at, or a huge string table is a warning naming it")
    func unnamableFiles() throws {
        let root = try Self.folder("names")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("struct A {}\n".utf8).write(to: root.appendingPathComponent("A.swift"))
        // "Bé.swift" in Latin-1: no String can name it.
        let bytes = Array((root.path + "/B").utf8) + [0xE9] + Array(".swift".utf8) + [0]
        let fd = bytes.withUnsafeBufferPointer { $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { open($0, O_CREAT | O_WRONLY, 0o644) } }
        try #require(fd >= 0)
        close(fd)
        // A link to a file that is not there (as a file removed during the scan looks).
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Gone.swift").path, withDestinationPath: "Nowhere.swift")
        // A string table of 65 MiB (sparse).
        let table = root.appendingPathComponent("Localizable.strings")
        FileManager.default.createFile(atPath: table.path, contents: nil)
        let handle = try FileHandle(forWritingTo: table)
        try handle.truncate(atOffset: UInt64(ExtensionScan.maximumTableSize + (1 << 20)))
        try handle.close()
        let sources = try ExtensionSources.scan(extension: root)
        #expect(sources.swiftFiles.map(\.file.lastPathComponent) == ["A.swift"])
        #expect(sources.stringTables.isEmpty)
        #expect(sources.warnings.contains(table.path + ": 65 MiB, larger than any string table (the limit is 64 MiB); left out"), "\(sources.warnings)")
        #expect(sources.warnings.count == 3, "\(sources.warnings)")
        #expect(sources.warnings.contains { $0.hasPrefix(root.path + "/B") && $0.contains("not UTF-8") }, "\(sources.warnings)")
        #expect(sources.warnings.contains { $0.hasPrefix(root.appendingPathComponent("Gone.swift").path + ": ") }, "\(sources.warnings)")
    }

    @Test("20,000 files are all scanned", .timeLimit(.minutes(HangGuard.minutes)))
    func manyFiles() throws {
        let root = try Self.folder("many")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in 0..<20 {
            let sub = root.appendingPathComponent("Group\(folder)")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            for file in 0..<1000 { FileManager.default.createFile(atPath: sub.appendingPathComponent("F\(file).swift").path, contents: Data()) }
        }
        let sources = try ExtensionSources.scan(extension: root)
        #expect(sources.swiftFiles.count == 20_000)
    }

    @Test("a cache folder WidgetShot does not own is refused and nothing is created in it; a new or old cache is claimed")
    func cacheOwnership() throws {
        let fm = FileManager.default
        let root = try Self.folder("cache")
        defer { try? fm.removeItem(at: root) }
        // A folder of someone else's files (what `/` or `$HOME` is).
        let foreign = root.appendingPathComponent("home")
        try fm.createDirectory(at: foreign.appendingPathComponent("Documents"), withIntermediateDirectories: true)
        try Data().write(to: foreign.appendingPathComponent(".bashrc"))
        #expect(throws: CacheOwnership.Refused.self) { try CacheOwnership.claim(foreign) }
        do { try CacheOwnership.claim(foreign) } catch {
            #expect("\(error)".contains(foreign.path) && "\(error)".contains(".bashrc, Documents") && "\(error)".contains("WIDGETSHOT_CACHE_DIR"), "\(error)")
        }
        #expect(try fm.contentsOfDirectory(atPath: foreign.path).sorted() == [".bashrc", "Documents"])
        #expect(throws: CacheOwnership.Refused.self) { try CacheOwnership.claim(URL(fileURLWithPath: "/")) }
        // A new folder, and a cache from before the marker, are WidgetShot's.
        let new = root.appendingPathComponent("new/cache")
        try CacheOwnership.claim(new)
        #expect(fm.fileExists(atPath: new.appendingPathComponent(CacheOwnership.markerName).path))
        let old = root.appendingPathComponent("old")
        try fm.createDirectory(at: old.appendingPathComponent("workspace-prebuilt"), withIntermediateDirectories: true)
        try Data().write(to: old.appendingPathComponent("prebuilt-debug-objects.rsp"))
        try CacheOwnership.claim(old)
        #expect(fm.fileExists(atPath: old.appendingPathComponent(CacheOwnership.markerName).path))
        // Marked, it stays WidgetShot's whatever it holds.
        try Data().write(to: old.appendingPathComponent("notes.txt"))
        try CacheOwnership.claim(old)
        // A file is no cache folder.
        #expect(throws: CacheOwnership.Refused.self) { try CacheOwnership.claim(old.appendingPathComponent("notes.txt")) }
    }

    @Test("cache clean removes only WidgetShot's entries of a marked cache; an unmarked folder is refused")
    func cacheClean() throws {
        let fm = FileManager.default
        let root = try Self.folder("clean")
        defer { try? fm.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache")
        try CacheOwnership.claim(cache)
        try fm.createDirectory(at: cache.appendingPathComponent("workspace-prebuilt/.build"), withIntermediateDirectories: true)
        try Data(count: 1000).write(to: cache.appendingPathComponent("workspace-prebuilt/.build/object.o"))
        try fm.createDirectory(at: cache.appendingPathComponent("bundles"), withIntermediateDirectories: true)
        try Data().write(to: cache.appendingPathComponent("notes.txt"))
        let listed = try CacheMaintenance.entries(of: cache)
        #expect(listed.map(\.name) == ["bundles", "workspace-prebuilt"])
        #expect(listed.last?.bytes ?? 0 >= 1000)
        #expect(try CacheMaintenance.clean(cache).map(\.name) == ["bundles", "workspace-prebuilt"])
        #expect(try fm.contentsOfDirectory(atPath: cache.path).sorted() == [CacheOwnership.markerName, "notes.txt"])
        // A folder without the marker is not cleaned, whatever its entries are called.
        let other = root.appendingPathComponent("other")
        try fm.createDirectory(at: other.appendingPathComponent("workspace"), withIntermediateDirectories: true)
        #expect(throws: CacheOwnership.Refused.self) { try CacheMaintenance.clean(other) }
        #expect(fm.fileExists(atPath: other.appendingPathComponent("workspace").path))
    }
}
