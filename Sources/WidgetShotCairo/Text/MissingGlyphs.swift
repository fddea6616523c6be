import CCairo
import Foundation

/// Characters no font covers: Pango draws them as hex boxes (its "unknown glyph", the character
/// with `PANGO_GLYPH_UNKNOWN_FLAG` set), and the renderer warns about them, naming the text and
/// the scripts (from GLib's Unicode script data).
enum MissingGlyphs {
    /// `PANGO_GLYPH_UNKNOWN_FLAG` (a C macro Swift does not import).
    static let unknownFlag: UInt32 = 0x1000_0000

    /// The characters of `layout` drawn as unknown-glyph boxes, in order, without repeats.
    static func characters(in layout: OpaquePointer) -> [Unicode.Scalar] {
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var result: [Unicode.Scalar] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let glyphs = run.pointee.glyphs else { continue }
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let glyph = glyphs.pointee.glyphs[i].glyph
                if glyph & unknownFlag != 0, let scalar = Unicode.Scalar(glyph & ~unknownFlag), !result.contains(scalar) { result.append(scalar) }
            }
        } while pango_layout_iter_next_run(iter) != 0
        return result
    }

    /// "Text "…" has 2 characters that no font covers (Arabic: U+0645 U+0631): drawn as boxes".
    static func warning(text: String, missing: [Unicode.Scalar]) -> String? {
        guard !missing.isEmpty else { return nil }
        var byScript: [(String, [Unicode.Scalar])] = []
        for scalar in missing {
            let name = scriptName(scalar)
            if let i = byScript.firstIndex(where: { $0.0 == name }) { byScript[i].1.append(scalar) } else { byScript.append((name, [scalar])) }
        }
        let scripts = byScript.map { script, scalars in
            "\(script): " + scalars.prefix(5).map { String(format: "U+%04X", $0.value) }.joined(separator: " ") + (scalars.count > 5 ? " …" : "")
        }
        let shown = text.count > 80 ? String(text.prefix(80)) + "…" : text
        return "Text \"\(shown)\" has \(missing.count) character(s) that no font covers (\(scripts.joined(separator: "; "))): "
            + "drawn as boxes; register a font for that script"
    }

    /// The script's English name (ISO 15924 code when not in the table).
    static func scriptName(_ scalar: Unicode.Scalar) -> String {
        let code = g_unicode_script_to_iso15924(g_unichar_get_script(gunichar(scalar.value)))
        let tag = String(decoding: [UInt8(code >> 24 & 0xFF), UInt8(code >> 16 & 0xFF), UInt8(code >> 8 & 0xFF), UInt8(code & 0xFF)], as: UTF8.self)
        return names[tag] ?? tag
    }

    static let names: [String: String] = [
        "Arab": "Arabic", "Armn": "Armenian", "Beng": "Bengali", "Cyrl": "Cyrillic", "Deva": "Devanagari", "Egyp": "Egyptian Hieroglyphs",
        "Ethi": "Ethiopic", "Geor": "Georgian", "Grek": "Greek", "Gujr": "Gujarati", "Guru": "Gurmukhi", "Hang": "Hangul", "Hani": "Han",
        "Hebr": "Hebrew", "Hira": "Hiragana", "Kana": "Katakana", "Khmr": "Khmer", "Knda": "Kannada", "Laoo": "Lao", "Latn": "Latin",
        "Mlym": "Malayalam", "Mong": "Mongolian", "Mymr": "Myanmar", "Orya": "Oriya", "Sinh": "Sinhala", "Syrc": "Syriac", "Taml": "Tamil",
        "Telu": "Telugu", "Thaa": "Thaana", "Thai": "Thai", "Tibt": "Tibetan", "Xsux": "Cuneiform", "Zyyy": "Common", "Zinh": "Inherited",
        "Zzzz": "Unknown",
    ]
}
