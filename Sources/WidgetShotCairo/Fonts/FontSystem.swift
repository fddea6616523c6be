import CCairo
import CCodecs
import Foundation
import WidgetShotUI

/// Errors of the raster backend.
public enum RasterError: Error, CustomStringConvertible, Equatable {
    case fontsFolderMissing(String)
    /// The fonts folder holds no .ttf, .otf or .ttc file.
    case fontsFolderEmpty(String)
    case fontFileUnreadable(String)
    case unknownFont(String)
    case imageNotFound(String)
    case imageUnreadable(path: String, reason: String)
    case imageTooLarge(path: String, pixels: Int)
    case cairo(String)
    case canvasTooLarge(width: Double, height: Double)
    /// The canvas has no pixels (a zero or negative side).
    case canvasEmpty(width: Double, height: Double)
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .fontsFolderMissing(let p): return "fonts folder not found at \(p) (set WIDGETSHOT_FONTS_DIR or pass a folder)"
        case .fontsFolderEmpty(let p): return "the fonts folder \(p) has no font files (.ttf, .otf, .ttc); every character would be drawn as a box"
        case .fontFileUnreadable(let p): return "font file \(p) could not be loaded by fontconfig"
        case .unknownFont(let f): return "unknown font family '\(f)': it is neither bundled in Fonts/ nor registered"
        case .imageNotFound(let n): return "image '\(n)' not found in the asset catalogs or image folders"
        case .imageUnreadable(let p, let r): return "image \(p) cannot be decoded: \(r)"
        case .imageTooLarge(let p, let n): return "image \(p) has \(n) pixels, over the limit of \(ImageLimits.maxPixels) pixels (WIDGETSHOT_MAX_PIXELS)"
        case .cairo(let m): return "cairo: \(m)"
        case .canvasTooLarge(let w, let h): return "canvas \(w)×\(h) px is too large to render (at most \(ImageLimits.maxCanvasSide) px a side)"
        case .canvasEmpty(let w, let h): return "canvas \(w)×\(h) px is empty: it needs at least one pixel a side"
        case .writeFailed(let p, let r): return "cannot write \(p): \(r)"
        }
    }
}

/// The hermetic font set: a fontconfig configuration that sees only the bundled `Fonts/` folder
/// (plus fonts registered explicitly), and the Pango font map built on it. Installed system fonts
/// never change output.
///
/// ```swift
/// let fonts = try FontSystem()                         // the package's Fonts/ folder
/// try fonts.register(URL(fileURLWithPath: "Brand.ttf"))
/// ```
public final class FontSystem {
    /// Fallback after the first family: SF Arabic, SF Hebrew, Thonburi and Kohinoor Devanagari's
    /// stand-ins, then Apple Color Emoji's, then PingFang SC/TC, Hiragino Sans and Apple SD Gothic
    /// Neo's (one Noto Sans CJK face that switches to TC/JP/KR forms by language). Emoji come
    /// before CJK because the CJK character sets include symbols such as ☀ ☎ ♨ that iOS draws
    /// as colour emoji; the scripts themselves do not overlap.
    static let systemFallback = "Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Thai, Noto Sans Devanagari, Noto Color Emoji, Noto Sans CJK SC"
    /// Stand-ins for the system font designs (see `Fonts/README.md` for why each): SF Pro → Inter,
    /// SF Pro Rounded → Inter, New York → Noto Serif, SF Mono → DejaVu Sans Mono.
    static let designFamilies: [String: String] = [
        "system": "Inter", "system-rounded": "Inter", "system-serif": "Noto Serif", "system-monospaced": "DejaVu Sans Mono",
    ]

    /// The fontconfig rules added to the bundled fonts (part of the fingerprint: they shape pixels).
    static let configRules: String = {
        // Colour-bitmap emoji (CBDT) are scanned with the fixed pixel size of their strike, which
        // Pango would then use whatever size the text asks for; drop it so the requested size
        // wins and cairo scales the strike, at every display scale.
        // Pango (1.44+) itemizes emoji presentation runs — emoji-default characters such as ⛅
        // and text-default ones followed by U+FE0F (VS16), e.g. "☀️" "❤️" — and loads them with
        // the generic family "emoji" instead of the text's families. Without the system config's
        // alias that name matches nothing and Inter (which has ☀ ❤ ♥ ⚠ glyphs) wins by charset;
        // alias it to Apple Color Emoji's stand-in so VS16 sequences draw in colour as on iOS.
        // Bare text-default characters ("☀" without VS16) stay in the text font.
        return """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>
            <match target="scan"><test name="color"><bool>true</bool></test>
            <edit name="pixelsize" mode="delete_all"/><edit name="scalable" mode="assign"><bool>true</bool></edit></match>
            <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
            \(FontSystem.widthRules)
            </fontconfig>
            """
    }()

    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Pango contexts by display scale and base direction (right-to-left text has its own).
    private var contexts: [ContextKey: OpaquePointer] = [:]
    /// Contexts of the font set before a registration: a render on another thread may still be
    /// laying text out with one, so they are released with the font system, not at registration.
    private var retiredContexts: [OpaquePointer] = []
    private struct ContextKey: Hashable { let scale: CGFloat, rightToLeft: Bool }
    /// Guards everything a registration changes (`names`, `contexts`, `fontFiles`, `generation`):
    /// renders read them on their own threads while an app registers a font on another.
    private let lock = NSLock()
    /// The family and face names fontconfig knows in this configuration (read under `lock`).
    private var names = FontNames()
    /// Families fontconfig knows in this configuration.
    public var families: Set<String> { lock.lock(); defer { lock.unlock() }; return names.families }
    /// Bumped whenever fonts are registered, so cached measurements are not reused across sets.
    public var generation: Int { lock.lock(); defer { lock.unlock() }; return storedGeneration }
    private var storedGeneration = 0
    /// The font files, for the determinism fingerprint.
    public var fontFiles: [URL] { lock.lock(); defer { lock.unlock() }; return storedFontFiles }
    private var storedFontFiles: [URL] = []
    /// Where fontconfig's cache and the fingerprint's file hashes are kept (`nil`: nowhere).
    private let cacheFolder: URL?

    /// The bundled fonts folder: `$WIDGETSHOT_FONTS_DIR`, else `Fonts/` at the package root.
    public static var bundledFontsFolder: URL {
        if let env = ProcessInfo.processInfo.environment["WIDGETSHOT_FONTS_DIR"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts")
    }

    /// Creates a font system over one folder of font files (searched recursively), read through
    /// fontconfig's cache in `cacheFolder` (``FontScanCache``; `nil`: scanned file by file).
    public init(fontsFolder: URL = FontSystem.bundledFontsFolder, cacheFolder: URL? = FontScanCache.folder()) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fontsFolder.path, isDirectory: &isDir), isDir.boolValue else {
            throw RasterError.fontsFolderMissing(fontsFolder.path)
        }
        // Pango picks the language (and so CJK glyph forms) for runs whose own language does not
        // cover their script from PANGO_LANGUAGE, else LANGUAGE: pin it so output never depends
        // on the machine's environment. A `Text`'s locale still applies (`TextLayoutRequest.language`).
        setenv("PANGO_LANGUAGE", "en-us", 1)
        let files = (FileManager.default.enumerator(at: fontsFolder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { ["ttf", "otf", "ttc"].contains($0.pathExtension.lowercased()) }
            .map { ($0.path, $0) }.sorted { $0.0 < $1.0 }.map(\.1)   // by path, each computed once
        // No font at all would draw every character as a box, silently: an error instead.
        guard !files.isEmpty else { throw RasterError.fontsFolderEmpty(fontsFolder.path) }
        // The same fonts from fontconfig's cache when it can give exactly these files (FontScanCache).
        let config: OpaquePointer
        if let cacheFolder,
           let cached = FontScanCache.configuration(folder: fontsFolder, files: files, rules: Self.configRules, cacheFolder: cacheFolder) {
            config = cached
        } else {
            guard let scanned = FcConfigCreate() else { throw RasterError.cairo("FcConfigCreate failed") }
            _ = FcConfigParseAndLoadFromMemory(scanned, Self.configRules, 0)
            for file in files where FcConfigAppFontAddFile(scanned, file.path) == 0 {
                FcConfigDestroy(scanned)
                throw RasterError.fontFileUnreadable(file.path)
            }
            config = scanned
        }
        self.config = config
        self.cacheFolder = cacheFolder
        storedFontFiles = files
        // Before the font map: its thread's FcInit then does not load the system configuration.
        SystemFontConfiguration.deferSystemLoad(to: config)
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        refreshFamilies()
        ProcessFonts.attach(self)
    }

    /// Throws when fontconfig cannot load `file` (checked on a scratch configuration).
    static func validate(_ file: URL) throws {
        guard let scratch = FcConfigCreate() else { throw RasterError.cairo("FcConfigCreate failed") }
        defer { FcConfigDestroy(scratch) }
        guard FcConfigAppFontAddFile(scratch, file.path) != 0 else { throw RasterError.fontFileUnreadable(file.path) }
    }

    deinit {
        for (_, c) in contexts { g_object_unref(UnsafeMutableRawPointer(c)) }
        for c in retiredContexts { g_object_unref(UnsafeMutableRawPointer(c)) }
        g_object_unref(fontMap)
        FcConfigDestroy(config)
    }

    private func addFile(_ file: URL) throws {
        guard FcConfigAppFontAddFile(config, file.path) != 0 else { throw RasterError.fontFileUnreadable(file.path) }
        storedFontFiles.append(file)
    }

    /// Registers a user's font file; its family becomes usable with `Font.custom(_:size:)`.
    public func register(_ file: URL) throws {
        lock.lock()
        defer { lock.unlock() }
        try addFile(file)
        storedGeneration += 1
        cachedFingerprint = nil
        pango_fc_font_map_config_changed(OpaquePointer(fontMap))
        retiredContexts += contexts.values
        contexts.removeAll()
        refreshFamilies()
    }

    /// Reads the names of the configuration's fonts (called with `lock` held, or from `init`).
    private func refreshFamilies() {
        names = FontNames(config: config)
    }

    /// The names as they are now (a copy: a registration replaces them, never changes this one).
    private var currentNames: FontNames { lock.lock(); defer { lock.unlock() }; return names }

    /// The PostScript names of the faces of `family` (empty for an unknown family), in file order —
    /// what UIKit's `UIFont.fontNames(forFamilyName:)` lists.
    public func fontNames(forFamily family: String) -> [String] { currentNames.postScriptNames[family] ?? [] }

    /// The face a PostScript or full name selects (`SUIT-Medium`), or `nil` for a family name or
    /// an unknown name (``FontNames``).
    func face(named name: String) -> FontNames.Face? {
        let names = currentNames
        return names.families.contains(name) ? nil : names.faces[name]
    }

    /// The Pango family list for a resolved font: a known family (or the family of a face named
    /// by its PostScript or full name) first, then CJK and emoji fallback.
    func familyList(for font: ResolvedFont) -> String {
        "\(drawnFamily(font)), \(Self.systemFallback)"
    }

    /// The family a font draws with: a design's stand-in, the family itself, a named face's
    /// family, else Inter (unknown families fall back to it, as SwiftUI falls back to the system font).
    func drawnFamily(_ font: ResolvedFont) -> String {
        if let design = Self.designFamilies[font.family] { return design }
        let names = currentNames
        if names.families.contains(font.family) { return font.family }
        return names.faces[font.family]?.family ?? "Inter"
    }

    /// SF Pro Rounded's extra spacing in em over SF Pro's tracking: its advances are narrower than
    /// Inter's (which stands in for it). Measured on iOS 26's text-styles reference (PixelsLikeIOS.md,
    /// `Fonts/README.md`): with SF Pro's tracking alone the rounded lines were 0–4.6 % wider than
    /// iOS's, without any tracking 3.2–8.5 %; −0.01 em brings eight lines from 12 to 34 pt, regular to
    /// bold, to −1.5…+2.8 % of iOS's widths (SSIM 0.9125 → 0.9311).
    static let roundedSpacing: CGFloat = -0.01

    /// SF Pro's size-specific tracking in points for runs drawn as SF Pro on iOS: the default
    /// design, and custom families that are neither bundled nor registered (iOS falls back to the
    /// system font for them), plus `roundedSpacing` for SF Pro Rounded (`.rounded`, an SF Pro
    /// design that is tracked the same way). Other designs and real custom fonts get none.
    func systemTracking(for font: ResolvedFont) -> CGFloat {
        let isSFPro = font.family == "system" || (Self.designFamilies[font.family] == nil && !currentNames.knows(font.family))
        if font.family == "system-rounded" {
            return SystemFontTracking.letterSpacing(pointSize: font.size) + Self.roundedSpacing * font.size
        }
        return isSFPro ? SystemFontTracking.letterSpacing(pointSize: font.size) : 0
    }

    /// Whether a run is drawn with Inter standing in for SF Pro: the default and rounded
    /// designs, and unknown custom families (which fall back to it).
    func drawsWithInter(_ font: ResolvedFont) -> Bool {
        drawnFamily(font) == "Inter"
    }

    /// Whether a family name, or a face's PostScript or full name, is usable (bundled,
    /// registered, or a system design).
    public func knows(family: String) -> Bool {
        Self.designFamilies[family] != nil || currentNames.knows(family)
    }

    /// A Pango context at a display scale, with fixed font options (grey antialiasing, no hinting,
    /// no metric hinting, subpixel glyph positions) so output never depends on the machine.
    /// `rightToLeft`: the context's base direction is right to left (`PANGO_DIRECTION_RTL`).
    func context(scale: CGFloat, rightToLeft: Bool = false) -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        let key = ContextKey(scale: scale, rightToLeft: rightToLeft)
        if let c = contexts[key] { return c }
        let context = pango_font_map_create_context(fontMap)!
        if rightToLeft { pango_context_set_base_dir(context, PANGO_DIRECTION_RTL) }
        let options = cairo_font_options_create()
        Self.applyFixedOptions(options)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        var matrix = PangoMatrix(xx: Double(scale), xy: 0, yx: 0, yy: Double(scale), x0: 0, y0: 0)
        pango_context_set_matrix(context, &matrix)
        let opaque = context
        contexts[key] = opaque
        return opaque
    }

    static func applyFixedOptions(_ options: OpaquePointer?) {
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    }

    /// A fingerprint of the font files (names, sizes and a content hash) and the library versions.
    public var fingerprint: String {
        lock.lock()
        defer { lock.unlock() }
        if let cachedFingerprint { return cachedFingerprint }
        // Each file's name, size and CRC-32, remembered in the font cache folder (FontsHash).
        let value = "fonts=\(FontsHash.value(files: storedFontFiles, rules: Self.configRules, cacheFolder: cacheFolder));" + LibraryVersions.summary
        cachedFingerprint = value
        return value
    }
    private var cachedFingerprint: String?
}

/// Versions of the C libraries that shape pixels.
enum LibraryVersions {
    static var summary: String {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        var ftLibrary: FT_Library?
        if FT_Init_FreeType(&ftLibrary) == 0 {
            FT_Library_Version(ftLibrary, &major, &minor, &patch)
            FT_Done_FreeType(ftLibrary)
        }
        return "cairo=\(String(cString: cairo_version_string()));pango=\(String(cString: pango_version_string()));"
            + "harfbuzz=\(String(cString: hb_version_string()));freetype=\(major).\(minor).\(patch);fontconfig=\(FcGetVersion())"
    }
}
