import Foundation
import Testing
@testable import WidgetShotCairo

/// `FontsHash` (issue 21, goal 4): the fingerprint's font hash is read back from the font cache
/// folder while the files are unchanged, and computed again when one changes.
struct ColdFourteenFontsHashTests {
    /// A folder with two copies of a bundled font, and a cache folder beside it.
    static func fixture(_ name: String) throws -> (fonts: [URL], cache: URL, root: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-fontshash-\(name)-\(UUID().uuidString)")
        let fontsFolder = root.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fontsFolder, withIntermediateDirectories: true)
        let source = try #require(firstFont(in: FontSystem.bundledFontsFolder))
        let fonts = ["A.ttf", "B.ttf"].map { fontsFolder.appendingPathComponent($0) }
        for font in fonts { try FileManager.default.copyItem(at: source, to: font) }
        return (fonts, root.appendingPathComponent("cache"), root)
    }

    static func firstFont(in folder: URL) -> URL? {
        FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "ttf" }.min { $0.path < $1.path }
    }

    @Test func theCachedHashIsTheComputedOneAndIsReadBack() throws {
        let (fonts, cache, root) = try Self.fixture("reuse")
        defer { try? FileManager.default.removeItem(at: root) }
        let computed = FontsHash.compute(files: fonts, rules: "rules")
        #expect(FontsHash.value(files: fonts, rules: "rules", cacheFolder: cache) == computed)
        let identity = try #require(FontsHash.identity(files: fonts, rules: "rules"))
        let record = cache.appendingPathComponent("fingerprint-\(identity)")
        #expect(try String(contentsOf: record, encoding: .utf8) == computed)
        // The record is what a second process reads: a planted value comes back.
        try Data("0123456789abcdef".utf8).write(to: record)
        #expect(FontsHash.value(files: fonts, rules: "rules", cacheFolder: cache) == "0123456789abcdef")
        // Other rules are another fingerprint.
        #expect(FontsHash.value(files: fonts, rules: "other rules", cacheFolder: cache) == FontsHash.compute(files: fonts, rules: "other rules"))
    }

    @Test func aChangedFontIsHashedAgain() throws {
        let (fonts, cache, root) = try Self.fixture("change")
        defer { try? FileManager.default.removeItem(at: root) }
        let before = FontsHash.value(files: fonts, rules: "", cacheFolder: cache)
        // Same size, one byte different, and the modification time put back: the status-change
        // time still moves, so the record no longer applies.
        let modified = try FileManager.default.attributesOfItem(atPath: fonts[1].path)[.modificationDate] as? Date
        var bytes = try Data(contentsOf: fonts[1])
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: fonts[1])
        if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: fonts[1].path) }
        let after = FontsHash.value(files: fonts, rules: "", cacheFolder: cache)
        #expect(after != before)
        #expect(after == FontsHash.compute(files: fonts, rules: ""))
    }

    @Test func noCacheFolderOrAMissingFileComputes() throws {
        let (fonts, cache, root) = try Self.fixture("missing")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(FontsHash.value(files: fonts, rules: "", cacheFolder: nil) == FontsHash.compute(files: fonts, rules: ""))
        let gone = fonts + [root.appendingPathComponent("gone.ttf")]
        #expect(FontsHash.identity(files: gone, rules: "") == nil)
        #expect(FontsHash.value(files: gone, rules: "", cacheFolder: cache) == FontsHash.compute(files: gone, rules: ""))
        #expect(!FileManager.default.fileExists(atPath: cache.path))
    }

    /// The font system's fingerprint carries the cached hash.
    @Test func theFingerprintUsesTheCache() throws {
        let (fonts, cache, root) = try Self.fixture("system")
        defer { try? FileManager.default.removeItem(at: root) }
        let system = try FontSystem(fontsFolder: fonts[0].deletingLastPathComponent(), cacheFolder: cache)
        let fingerprint = system.fingerprint
        #expect(fingerprint.hasPrefix("fonts=\(FontsHash.compute(files: system.fontFiles, rules: FontSystem.configRules));"))
        let identity = try #require(FontsHash.identity(files: system.fontFiles, rules: FontSystem.configRules))
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("fingerprint-\(identity)").path))
    }

    /// FNV-1a's published vectors, printed as `%016llx` printed them.
    @Test func fnv1aMatchesItsVectors() {
        #expect(FNV1a().hex == "cbf29ce484222325")
        var a = FNV1a()
        a.add("a")
        #expect(a.hex == "af63dc4c8601ec8c")
        var abc = FNV1a()
        abc.add("abc")
        #expect(abc.hex == "e71fa2190541574b")
        #expect(FNV1a(value: 0xabc).hex == "0000000000000abc")
    }
}
