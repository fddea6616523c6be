import Foundation
import WidgetShot

/// The bundled fonts for WidgetShot's HTML pages (gallery `index.html`, diff and snapshot
/// reports), so widget names in any script show in a browser on a machine without those fonts:
/// the page's folder gets a `fonts/` folder with Inter (Regular, SemiBold) and, when the page has
/// CJK text, Noto Sans CJK (Regular), and the page's CSS names them with `@font-face`.
///
/// ```swift
/// let page = PageFonts.embed(html, into: folder)   // copies fonts/, adds @font-face rules
/// ```
public enum PageFonts {
    /// The CSS font-family list pages use: the system UI font where there is one, then the
    /// shipped faces.
    public static let family = "-apple-system, 'WidgetShot Sans', 'WidgetShot CJK', sans-serif"

    private static let latin: [(file: String, weight: Int)] = [("Inter/Inter-Regular.otf", 400), ("Inter/Inter-SemiBold.otf", 600)]
    private static let cjk = "NotoSansCJK/NotoSansCJK-Regular.otf"

    /// Copies the fonts `text` needs into `folder/fonts/` (skipping files already there with the
    /// same size) and returns the `@font-face` rules pointing at them. Fonts that cannot be found
    /// or copied are left out (the page then falls back to the browser's fonts); it never throws.
    public static func install(into folder: URL, forText text: String, fontsFolder: URL = FontSystem.bundledFontsFolder) -> String {
        let needsCJK = text.unicodeScalars.contains { (0x2E80...0x9FFF).contains($0.value) || (0xAC00...0xD7AF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) }
        var rules = ""
        for (file, weight) in latin where copy(file, from: fontsFolder, to: folder) {
            rules += face("WidgetShot Sans", file: file, weight: weight)
        }
        if needsCJK, copy(cjk, from: fontsFolder, to: folder) {
            rules += face("WidgetShot CJK", file: cjk, weight: 400)
        }
        return rules
    }

    /// `html` with the `@font-face` rules for its text inserted at the start of its first
    /// `<style>` element, after installing the fonts into `folder` (the page's folder).
    public static func embed(_ html: String, into folder: URL, fontsFolder: URL = FontSystem.bundledFontsFolder) -> String {
        guard let style = html.range(of: "<style>") else { return html }
        var page = html
        page.insert(contentsOf: install(into: folder, forText: html, fontsFolder: fontsFolder), at: style.upperBound)
        return page
    }

    private static func face(_ family: String, file: String, weight: Int) -> String {
        "@font-face{font-family:'\(family)';src:url('fonts/\((file as NSString).lastPathComponent)') format('opentype');font-weight:\(weight);font-display:swap}\n"
    }

    private static func copy(_ file: String, from fontsFolder: URL, to folder: URL) -> Bool {
        let source = fontsFolder.appendingPathComponent(file)
        let destination = folder.appendingPathComponent("fonts").appendingPathComponent(source.lastPathComponent)
        let fm = FileManager.default
        guard let size = (try? fm.attributesOfItem(atPath: source.path))?[.size] as? Int else { return false }
        if let existing = (try? fm.attributesOfItem(atPath: destination.path))?[.size] as? Int, existing == size { return true }
        do {
            try fm.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? fm.removeItem(at: destination)
            try fm.copyItem(at: source, to: destination)
            return true
        } catch {
            return false
        }
    }
}
