import CCairo
import Foundation
import Testing
@testable import WidgetShotCairo

/// `FontScanCache`: the bundled fonts read through fontconfig's cache are the fonts a scan of
/// every file gives, in the same order; a folder the cache cannot reproduce is scanned.
struct FontScanCacheTests {
    /// Every pattern of a configuration's application set as fontconfig prints it, in order —
    /// of the fonts under `folder` only: fonts other tests register process-wide
    /// (`CTFontManagerRegisterFontsForURL`) join every font system, even one already made.
    static func patterns(_ config: OpaquePointer, under folder: URL = FontSystem.bundledFontsFolder) -> [String] {
        guard let fonts = FcConfigGetFonts(config, FcSetApplication)?.pointee else { return [] }
        let root = folder.resolvingSymlinksInPath().path + "/"
        return (0..<Int(fonts.nfont)).compactMap { i in
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(fonts.fonts[i], FC_FILE, 0, &file) == FcResultMatch, let file,
                  URL(fileURLWithPath: String(cString: file)).resolvingSymlinksInPath().path.hasPrefix(root) else { return nil }
            guard let text = FcNameUnparse(fonts.fonts[i]) else { return "?" }
            defer { free(text) }
            return String(cString: text)
        }
    }

    /// The font files of a system under `folder` (see `patterns`).
    static func files(_ system: FontSystem, under folder: URL = FontSystem.bundledFontsFolder) -> [URL] {
        let root = folder.resolvingSymlinksInPath().path
        return system.fontFiles.filter { $0.resolvingSymlinksInPath().path.hasPrefix(root + "/") }
    }

    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-fontcache-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theCacheGivesTheFontsOfAScanInTheSameOrder() throws {
        let cache = try Self.temporaryFolder("same")
        defer { try? FileManager.default.removeItem(at: cache) }
        let scanned = try FontSystem(cacheFolder: nil)
        let writing = try FontSystem(cacheFolder: cache)    // scans once and writes the cache
        let reading = try FontSystem(cacheFolder: cache)    // reads it
        let written = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(written.contains { $0.contains(".cache-") }, "no fontconfig cache file in \(written)")
        let expected = Self.patterns(scanned.config)
        #expect(expected.count >= 36)   // 36 files; the CJK ones hold several faces
        #expect(Self.patterns(writing.config) == expected)
        #expect(Self.patterns(reading.config) == expected)
        #expect(Self.files(reading) == Self.files(scanned))
        #expect(ProcessFonts.registered.isEmpty ? reading.fingerprint == scanned.fingerprint : true)
    }

    @Test func aFolderWithAFontWidgetShotSkipsIsScannedFileByFile() throws {
        let cache = try Self.temporaryFolder("cache"), fonts = try Self.temporaryFolder("fonts")
        defer { try? FileManager.default.removeItem(at: cache); try? FileManager.default.removeItem(at: fonts) }
        let inter = FontSystem.bundledFontsFolder.appendingPathComponent("Inter")
        try FileManager.default.copyItem(at: inter.appendingPathComponent("Inter-Regular.otf"), to: fonts.appendingPathComponent("Inter-Regular.otf"))
        // fontconfig reads this one (it goes by content); WidgetShot takes .ttf, .otf and .ttc only.
        try FileManager.default.copyItem(at: inter.appendingPathComponent("Inter-Bold.otf"), to: fonts.appendingPathComponent("Inter-Bold.font"))
        let files = [fonts.appendingPathComponent("Inter-Regular.otf")]
        #expect(FontScanCache.configuration(folder: fonts, files: files, rules: FontSystem.configRules, cacheFolder: cache) == nil)
        let system = try FontSystem(fontsFolder: fonts, cacheFolder: cache)
        #expect(Self.files(system, under: fonts).map(\.lastPathComponent) == ["Inter-Regular.otf"])
        #expect(Self.patterns(system.config, under: fonts).count == 1)
    }

    @Test func theCacheFolder() {
        #expect(FontScanCache.folder(environment: ["WIDGETSHOT_FONT_CACHE_DIR": "/ci/fonts", "XDG_CACHE_HOME": "/x"])?.path == "/ci/fonts")
        #expect(FontScanCache.folder(environment: ["WIDGETSHOT_FONT_CACHE_DIR": "none"]) == nil)
        #expect(FontScanCache.folder(environment: ["XDG_CACHE_HOME": "/x"])?.path == "/x/widgetshot-fonts")
        #expect(FontScanCache.folder(environment: ["XDG_CACHE_HOME": "relative"])?.path.hasSuffix("/.cache/widgetshot-fonts") == true)
        #expect(FontScanCache.escaped("/a&b<c>") == "/a&amp;b&lt;c&gt;")
    }
}
