import CCairo
import Foundation

/// Loads a fonts folder through fontconfig's own cache instead of scanning every file in every
/// process. Scanning the bundled set (`FcFreeTypeQueryAll` over 36 files, two of them CJK) costs
/// about 60 M instructions — a third of a one-shot `widgetshot render` (issue 21); reading the
/// cache costs well under 1 M.
///
/// The fonts are the same either way: a directory cache holds exactly the patterns
/// `FcConfigAppFontAddFile` would add (both scan with `FcFileScanConfig` under the same rules),
/// and fontconfig revalidates a directory's cache against the directory's modification time.
/// What can differ is which files and in which order (fontconfig takes every font file it can
/// read, directory by directory, each sorted by name; WidgetShot takes `.ttf`, `.otf` and `.ttc`
/// files sorted by path, and order breaks ties in font matching). So the result is checked
/// against the expected file list and, when it differs, thrown away for the file-by-file scan.
///
/// The cache folder: `WIDGETSHOT_FONT_CACHE_DIR` (`none`: no cache), else
/// `$XDG_CACHE_HOME/widgetshot-fonts`, else `~/.cache/widgetshot-fonts` — not inside the build
/// cache, whose folder WidgetShot only writes after claiming it (`CacheOwnership`). The tools pass
/// the resolved folder to their worker processes, whose `HOME` is a per-run folder.
public enum FontScanCache {
    /// The environment variable naming the cache folder.
    public static let folderVariable = "WIDGETSHOT_FONT_CACHE_DIR"

    /// The cache folder, `nil` when caching is off.
    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let value = environment[folderVariable], !value.isEmpty {
            return value == "none" ? nil : URL(fileURLWithPath: value)
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("widgetshot-fonts")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/widgetshot-fonts")
    }

    /// A configuration holding the fonts of `folder` — exactly `files`, in that order — read
    /// through the cache in `cacheFolder`; `nil` when the cache cannot give exactly that (the
    /// caller scans file by file).
    static func configuration(folder: URL, files: [URL], rules: String, cacheFolder: URL) -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        _ = FcConfigParseAndLoadFromMemory(config, rules, 0)
        let cacheRule = "<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"fonts.dtd\"><fontconfig><cachedir>"
            + escaped(cacheFolder.path) + "</cachedir></fontconfig>"
        guard FcConfigParseAndLoadFromMemory(config, cacheRule, 0) != 0,
              FcConfigAppFontAddDir(config, folder.path) != 0,
              loadedFiles(config) == files.map(\.standardizedFileURL.path) else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// The font files of the configuration's application set, in order (each once: a collection
    /// adds one pattern per face).
    static func loadedFiles(_ config: OpaquePointer) -> [String] {
        guard let fonts = FcConfigGetFonts(config, FcSetApplication)?.pointee else { return [] }
        var result: [String] = []
        for i in 0..<Int(fonts.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(fonts.fonts[i], FC_FILE, 0, &value) == FcResultMatch, let value else { return [] }
            let path = URL(fileURLWithPath: String(cString: value)).standardizedFileURL.path
            if result.last != path { result.append(path) }
        }
        return result
    }

    /// `text` for an XML element's content.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
