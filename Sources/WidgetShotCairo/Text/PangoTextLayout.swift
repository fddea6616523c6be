import CCairo
import Foundation
import WidgetShotUI

/// One Pango layout of a `TextLayoutRequest` within a proposed width and height: wrapping at
/// words (characters inside over-long words), a line limit from `lineLimit` and the height,
/// ellipsizing (`truncationMode`) and `minimumScaleFactor` shrinking. Used both to measure and to
/// draw, so what is measured is what is drawn.
final class PangoTextLayout {
    let layout: OpaquePointer
    private(set) var scale: CGFloat = 1
    /// Letter spacing added to every run by `allowsTightening` (0 or negative).
    private var tightening: CGFloat = 0
    let request: TextLayoutRequest
    private let fonts: FontSystem
    private let width: CGFloat?
    /// How far to move the layout left when drawing: right-aligned (and centred) lines of
    /// bidirectional text would otherwise sit in the letter-spacing slack added to the width.
    private(set) var xShift: CGFloat = 0
    /// How far each line's baseline moves down from where Pango put it, by the request's
    /// line-height multiple (`lineBoxes`); empty when it has none, and Pango's lines are drawn
    /// as they are.
    private(set) var lineShifts: [CGFloat] = []
    /// Set when a line limit falls before the last paragraph: the layout then holds a prefix of
    /// the text (`PangoTextLayout+Paragraphs.swift`).
    private(set) var paragraphCut: ParagraphCut?

    init(fonts: FontSystem, request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) {
        self.fonts = fonts
        self.request = request
        self.width = width.flatMap { $0.isFinite && $0 < 1e6 ? max($0, 0.001) : nil }
        let direction = BidiDirection.of(request)
        layout = pango_layout_new(fonts.context(scale: min(max(request.displayScale, 0.01), 100), rightToLeft: direction?.paragraph == .rightToLeft))
        pango_layout_set_text(layout, request.string, -1)
        let alignment = direction.map { $0.alignment(request.alignment) } ?? Self.alignment(request.alignment)
        // Bidirectional text: one paragraph direction (no per-paragraph guess, which would also
        // swap the alignment), lines aligned by the layout direction.
        if direction != nil { pango_layout_set_auto_dir(layout, 0) }
        pango_layout_set_alignment(layout, alignment)
        // Pango units are 32-bit integers: ±100,000 pt of spacing is far beyond any canvas.
        pango_layout_set_spacing(layout, Int32((Sanitize.clamp(request.lineSpacing, to: 1e5) * CGFloat(PANGO_SCALE)).rounded()))
        if let w = self.width {
            // Pango counts half of a positive letter spacing after a line's last character when
            // breaking, though the line's extents leave it out: without this slack, tracked text
            // given exactly its own ideal width would wrap.
            let slack = min(max(request.runs.map { fonts.systemTracking(for: $0.font) + $0.kerning }.max() ?? 0, 0), 10_000)
            pango_layout_set_width(layout, Int32(min((w + slack) * CGFloat(PANGO_SCALE), CGFloat(Int32.max)).rounded(.down)))
            if direction != nil {
                xShift = alignment == PANGO_ALIGN_RIGHT ? -slack : alignment == PANGO_ALIGN_CENTER ? -slack / 2 : 0
            }
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        apply(fontScale: 1)
        limitLines(height: height)
        if request.allowsTightening && isShortened { tighten(height: height) }
        let minScale = min(max(request.minimumScaleFactor, 0.01), 1)
        if minScale < 1 && isCut(height: height) { shrink(to: minScale, height: height) }
        if TextLineBox.isActive(lineHeightMultiple: request.lineHeightMultiple) {
            lineShifts = zip(lineBoxes, naturalLineBoxes).map { $0.baseline - $1.baseline }
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    static func alignment(_ a: TextAlignment) -> PangoAlignment {
        switch a {
        case .leading: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .trailing: return PANGO_ALIGN_RIGHT
        }
    }

    static func fontDescription(_ font: ResolvedFont, fonts: FontSystem, scale: CGFloat, displayScale: CGFloat = 1) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, fonts.familyList(for: font))
        // A guess (Apple documents no limit): sizes are clamped to 0.1…10,000 px, NaN is 17 pt.
        // FreeType refuses glyph sizes over 65,535 px, and the size it is asked for here grows with
        // the square of the display scale (the context's matrix and the drawing's transform both
        // apply; measured: 1,428 pt fails at scale 7, 3,333 pt works at scale 3). A failed size
        // breaks text for the rest of the render, so the size is kept under 50,000 / scale² px.
        let size = font.size.isNaN ? 17 : font.size
        let display = max(displayScale, 1)
        let limit = min(10_000, 50_000 / (display * display))
        pango_font_description_set_absolute_size(desc, Double(min(max(size * scale, 0.1), limit)) * Double(PANGO_SCALE))
        // A face named by its PostScript or full name (`.custom("SUIT-Medium", size:)`) draws with
        // its own weight and slant; `.bold()` or `.weight(_:)` over it still choose theirs.
        let face = fonts.face(named: font.family)
        let weight = face.map { font.weight == .regular ? $0.weight : font.weight.value } ?? font.weight.value
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(desc, font.italic || face?.italic == true ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(desc, FontSystem.stretch(for: font))
        return desc
    }

    /// Small capitals are capitals at this fraction of the font size (see `apply(fontScale:)`).
    static let smallCapitalScale = 0.75

    /// The UTF-8 byte ranges of the letters drawn as small capitals: runs of lowercase letters
    /// (when `lowercase`) and of capitals (when `uppercase`), each with whether it is lowercase.
    static func letterRanges(_ string: String, lowercase: Bool, uppercase: Bool) -> [(Range<Int>, Bool)] {
        var ranges: [(Range<Int>, Bool)] = []
        var offset = 0
        var current: (start: Int, lower: Bool)?
        for scalar in string.unicodeScalars {
            let kind: Bool? = lowercase && scalar.properties.isLowercase ? true : (uppercase && scalar.properties.isUppercase ? false : nil)
            if let c = current, kind != c.lower {
                ranges.append((c.start..<offset, c.lower))
                current = nil
            }
            if let kind, current == nil { current = (offset, kind) }
            offset += scalar.utf8.count
        }
        if let c = current { ranges.append((c.start..<offset, c.lower)) }
        return ranges
    }

    /// Sets one font attribute per run (and tabular digits where asked), at a font scale.
    private func apply(fontScale: CGFloat) {
        scale = fontScale
        let attrs = pango_attr_list_new()
        var start = 0
        for run in request.runs {
            let end = start + run.string.utf8.count
            if let box = run.attachment {
                // An image's box: no font, tracking or small capitals apply to it.
                if let attr = TextAttachmentLayout.shapeAttribute(box, fontScale: fontScale, range: start..<end) { pango_attr_list_insert(attrs, attr) }
                start = end
                continue
            }
            let desc = Self.fontDescription(run.font, fonts: fonts, scale: fontScale, displayScale: request.displayScale)
            if let attr = pango_attr_font_desc_new(desc) {
                attr.pointee.start_index = UInt32(start)
                attr.pointee.end_index = UInt32(end)
                pango_attr_list_insert(attrs, attr)
            }
            let runSize = Double(pango_font_description_get_size(desc))
            pango_font_description_free(desc)
            for (range, features) in Self.fontFeatures(run.string, inter: fonts.drawsWithInter(run.font), tabular: run.font.monospacedDigit) {
                guard let attr = pango_attr_font_features_new(features) else { continue }
                attr.pointee.start_index = UInt32(start + range.lowerBound)
                attr.pointee.end_index = UInt32(start + range.upperBound)
                pango_attr_list_insert(attrs, attr)
            }
            var extra: [UnsafeMutablePointer<PangoAttribute>?] = []
            // Small capitals, synthesised: the letters to convert are drawn as capitals at 0.75
            // of the size, so a small capital stands as tall as a lowercase letter, as in fonts
            // with real small capitals. 0.75 is the bundled SF Pro stand-in's x-height over its
            // cap height (Inter: 1536 / 2048 units in its OS/2 table); its GSUB has no `smcp` or
            // `c2sc` to use instead. Pango 1.50's own emulation (`PANGO_VARIANT_SMALL_CAPS`)
            // drew the letters 1.2–1.3× too large with absolute font sizes, so it is not used.
            if !run.font.smallCaps.isEmpty, let list = attrs {
                let size = runSize * Self.smallCapitalScale
                let lower = run.font.smallCaps.contains(.lowercase), upper = run.font.smallCaps.contains(.uppercase)
                for (range, isLower) in Self.letterRanges(run.string, lowercase: lower, uppercase: upper) {
                    var added: [UnsafeMutablePointer<PangoAttribute>?] = [pango_attr_size_new_absolute(Int32(size.rounded()))]
                    if isLower { added.append(pango_attr_text_transform_new(PANGO_TEXT_TRANSFORM_UPPERCASE)) }
                    for case let attr? in added {
                        attr.pointee.start_index = UInt32(start + range.lowerBound)
                        attr.pointee.end_index = UInt32(start + range.upperBound)
                        pango_attr_list_insert(list, attr)
                    }
                }
            }
            if run.baselineOffset != 0 {
                // Clamped to ±10,000 pt so the Pango-unit conversion cannot overflow.
                let rise = min(max(run.baselineOffset * fontScale, -10_000), 10_000)
                extra.append(pango_attr_rise_new(Int32((rise * CGFloat(PANGO_SCALE)).rounded())))
            }
            for case let attr? in extra {
                attr.pointee.start_index = UInt32(start)
                attr.pointee.end_index = UInt32(end)
                pango_attr_list_insert(attrs, attr)
            }
            // SF Pro's size-specific tracking (HIG table) plus `.tracking`/`.kerning`, both
            // clamped to ±10,000 pt so the Pango-unit conversion cannot overflow. SF Pro's own
            // tracking is its `trak` table: characters drawn by fallback fonts (CJK, emoji,
            // Arabic…, which iOS draws with PingFang, Apple Color Emoji…) get only `.tracking`.
            let system = fonts.systemTracking(for: run.font)
            func letterSpacing(_ points: CGFloat, _ range: Range<Int>, replacing: Bool) {
                let spacing = min(max(points * fontScale, -10_000), 10_000)
                guard spacing != 0 || replacing, let attr = pango_attr_letter_spacing_new(Int32((spacing * CGFloat(PANGO_SCALE)).rounded())) else { return }
                attr.pointee.start_index = UInt32(start + range.lowerBound)
                attr.pointee.end_index = UInt32(start + range.upperBound)
                if replacing { pango_attr_list_change(attrs, attr) } else { pango_attr_list_insert(attrs, attr) }
            }
            let own = run.kerning + tightening   // .tracking/.kerning, plus allowsTightening's squeeze
            letterSpacing(system + own, 0..<(end - start), replacing: false)
            if system != 0 {
                for range in Self.fallbackRanges(run.string) { letterSpacing(own, range, replacing: true) }
            }
            start = end
        }
        if let language = request.language, !language.isEmpty, let attr = pango_attr_language_new(pango_language_from_string(language)) {
            attr.pointee.start_index = 0
            attr.pointee.end_index = UInt32(start)
            pango_attr_list_insert(attrs, attr)
        }
        // No hyphen where a word too long for the width breaks between two characters: SwiftUI's
        // Text does not hyphenate (TextKit's hyphenation factor is 0 by default, "when both are
        // 0.0, hyphenation is disabled": developer.apple.com/documentation/appkit/nsparagraphstyle/
        // hyphenationfactor), while Pango (1.44+) adds one at such breaks unless told not to.
        if let attr = pango_attr_insert_hyphens_new(0) {
            attr.pointee.start_index = 0
            attr.pointee.end_index = UInt32(start)
            pango_attr_list_insert(attrs, attr)
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
    }

    /// Arithmetic operators that SF Pro centres on its (lining) figures wherever they stand;
    /// arrows (U+2190…U+21FF) are treated alike. Inter centres them on its x-height and raises
    /// them to figure height only through `calt` beside figures and capitals, so they get Inter's
    /// case forms (the same raised glyphs) in every context — a reading of SF Pro's design (its
    /// figures are lining and its operators drawn to match them), not measured on a device.
    static let figureHeightOperators: Set<Unicode.Scalar> = ["+", "−", "=", "×", "÷", "±", "<", ">", "≤", "≥", "≠", "≈"]

    /// The OpenType features of a run, as non-overlapping UTF-8 byte ranges of `string`.
    ///
    /// SF Pro's only default contextual alternate is the vertically centred colon between figures
    /// ("12:30"; its `calt`, https://lists.apple.com/archives/cocoa-dev/2016/Dec/msg00009.html).
    /// Inter's `calt` does more: it raises ( ) [ ] { } @ - – — next to capitals and figures
    /// (0.06 em: 1 pt at 17 pt), draws "1x2" with × and "->" as →. So Inter runs get `calt 0`,
    /// and a colon between ASCII figures gets Inter's case form (`case 1`), which is the same
    /// centred colon its `calt` would draw; so do arrows and `figureHeightOperators`. Characters drawn by fallback fonts (Arabic, Indic,
    /// CJK, emoji) keep their fonts' defaults. `tabular`: `tnum 1` everywhere
    /// (`monospacedDigit()`).
    static func fontFeatures(_ string: String, inter: Bool, tabular: Bool) -> [(Range<Int>, String)] {
        let count = string.utf8.count
        guard count > 0, inter || tabular else { return [] }
        let tnum = tabular ? ["tnum 1"] : []
        guard inter else { return [(0..<count, "tnum 1")] }
        // Per character: 0 Inter, 1 fallback font, 2 a colon between figures.
        var kinds: [(Range<Int>, Int)] = []
        let fallback = fallbackRanges(string)
        let characters = Array(string)
        var offset = 0, nextFallback = 0   // both sorted: one pass
        for (i, character) in characters.enumerated() {
            let n = character.utf8.count
            while nextFallback < fallback.count, fallback[nextFallback].upperBound <= offset { nextFallback += 1 }
            var kind = nextFallback < fallback.count && fallback[nextFallback].contains(offset) ? 1 : 0
            if character == ":", i > 0, i + 1 < characters.count,
               characters[i - 1].isASCII, characters[i - 1].isWholeNumber, characters[i + 1].isASCII, characters[i + 1].isWholeNumber {
                kind = 2
            } else if kind == 0, let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                      (0x2190...0x21FF).contains(scalar.value) || figureHeightOperators.contains(scalar) {
                kind = 2
            }
            if let last = kinds.last, last.1 == kind, last.0.upperBound == offset { kinds[kinds.count - 1].0 = last.0.lowerBound..<(offset + n) }
            else { kinds.append((offset..<(offset + n), kind)) }
            offset += n
        }
        return kinds.compactMap { range, kind in
            switch kind {
            case 0: return (range, (["calt 0"] + tnum).joined(separator: ", "))
            case 2: return (range, (["calt 0", "case 1"] + tnum).joined(separator: ", "))
            default: return tnum.isEmpty ? nil : (range, "tnum 1")
            }
        }
    }

    /// UTF-8 byte ranges of the characters outside SF Pro's (Inter's) scripts: from Hebrew
    /// (U+0590) to the end of Indic/SE-Asian blocks (U+1DBF), and from CJK radicals (U+2E80) up,
    /// which covers CJK, Hangul, kana and emoji.
    static func fallbackRanges(_ string: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in string {
            let count = character.utf8.count
            if let v = character.unicodeScalars.first?.value, (0x0590...0x1DBF).contains(v) || v >= 0x2E80 {
                if let last = ranges.last, last.upperBound == offset { ranges[ranges.count - 1] = last.lowerBound..<(offset + count) }
                else { ranges.append(offset..<(offset + count)) }
            }
            offset += count
        }
        return ranges
    }

    /// Limits the lines to `lineLimit` and to what fits in `height` (at least one), ellipsizing
    /// the last shown line with the truncation mode.
    private func limitLines(height: CGFloat?) {
        if paragraphCut != nil {
            paragraphCut = nil
            pango_layout_set_text(layout, request.string, -1)
        }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)
        var limit = request.lineLimit.map { max($0, 1) } ?? Int.max
        if let height, height.isFinite { limit = min(limit, linesFitting(height: height)) }
        let lines = Int(pango_layout_get_line_count(layout))
        let overflowsWidth = width.map { naturalWidth > $0 + 1e-6 } ?? false
        guard lines > limit || overflowsWidth else { return }
        // Measured on the full, unlimited layout (with an ellipsize mode, height −1 would
        // already mean one line per paragraph).
        paragraphCut = lines > limit && Self.hasSeveralParagraphs(request.string) ? cut(afterLine: limit) : nil
        switch request.truncationMode {
        case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        }
        if paragraphCut != nil { return }
        pango_layout_set_height(layout, Int32(-min(limit, Int(Int32.max))))
    }

    /// Whether lines or characters were left out: ellipsized by Pango, or paragraphs cut.
    private var isShortened: Bool { pango_layout_is_ellipsized(layout) != 0 || paragraphCut != nil }

    /// `allowsTightening`: narrows letter spacing, in steps up to 5 % of the smallest font size
    /// (a guess at how far iOS tightens), until the text is no longer cut.
    private func tighten(height: CGFloat?) {
        let size = request.runs.map(\.font.size).min() ?? 0
        for step in 1...4 {
            tightening = -size * 0.0125 * CGFloat(step)
            apply(fontScale: scale)
            limitLines(height: height)
            if !isShortened { return }
        }
    }

    /// Whether the text does not fit: ellipsized, or — since at least one line is always kept —
    /// taller than `height`. `minimumScaleFactor` shrinks text for both, as iOS does: OneKDay's
    /// `Text("0").font(.system(size: 500)).minimumScaleFactor(0.01)` in a small widget's circle
    /// fits the circle's height.
    private func isCut(height: CGFloat?) -> Bool {
        if isShortened { return true }
        guard let height, height.isFinite else { return false }
        if TextLineBox.isActive(lineHeightMultiple: request.lineHeightMultiple) { return (lineBoxes.last?.bottom ?? 0) > height + 1e-3 }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGFloat(logical.height) / CGFloat(PANGO_SCALE) > height + 1e-3
    }

    /// Shrinks the font (binary search, 8 steps) until the text is no longer cut, or to `minScale`.
    private func shrink(to minScale: CGFloat, height: CGFloat?) {
        var low = minScale, high: CGFloat = 1
        apply(fontScale: low)
        limitLines(height: height)
        if isCut(height: height) { return }
        for _ in 0..<8 {
            let mid = (low + high) / 2
            apply(fontScale: mid)
            limitLines(height: height)
            if isCut(height: height) { high = mid } else { low = mid }
        }
        apply(fontScale: low)
        limitLines(height: height)
    }

    /// How many lines (at least one) end within `height`; lines can differ in height (fallback
    /// fonts such as CJK have taller lines).
    private func linesFitting(height: CGFloat) -> Int {
        if TextLineBox.isActive(lineHeightMultiple: request.lineHeightMultiple) {
            return max(lineBoxes.prefix { $0.bottom <= height + 1e-6 }.count, 1)
        }
        guard let iter = pango_layout_get_iter(layout) else { return 1 }
        defer { pango_layout_iter_free(iter) }
        var count = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            if CGFloat(logical.y + logical.height) / CGFloat(PANGO_SCALE) > height + 1e-6 { break }
            count += 1
        } while pango_layout_iter_next_line(iter) != 0
        return max(count, 1)
    }

    private var naturalWidth: CGFloat {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
    }

    /// Size, baselines and shown lines, in unrounded points.
    var measurement: TextMeasurement {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let unit = CGFloat(PANGO_SCALE)
        var first = CGFloat(pango_layout_get_baseline(layout)) / unit
        var last = first
        if let iter = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iter) != 0 {}
            last = CGFloat(pango_layout_iter_get_baseline(iter)) / unit
            pango_layout_iter_free(iter)
        }
        var height = CGFloat(logical.height) / unit
        if TextLineBox.isActive(lineHeightMultiple: request.lineHeightMultiple) {
            let boxes = lineBoxes
            height = (boxes.last?.bottom ?? 0) - (boxes.first?.top ?? 0)
            first = boxes.first?.baseline ?? first
            last = boxes.last?.baseline ?? last
        }
        // The layout's own text: a prefix of the request's (`paragraphCut`), maybe with "…".
        let bytes = paragraphCut == nil ? Array(request.string.utf8) : Array(String(cString: pango_layout_get_text(layout)).utf8)
        var lines: [String] = []
        for i in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line_readonly(layout, i) else { continue }
            let s = Int(line.pointee.start_index), n = Int(line.pointee.length)
            if s >= 0, n >= 0, s + n <= bytes.count { lines.append(String(decoding: bytes[s..<(s + n)], as: UTF8.self)) }
        }
        return TextMeasurement(
            size: CGSize(width: CGFloat(logical.width) / unit, height: height),
            firstBaseline: first, lastBaseline: last, lines: lines,
            isTruncated: isShortened || scale < 1, scale: scale,
            isCut: isShortened)
    }

    /// The left edge of the laid-out text inside the layout width (non-zero when aligned).
    var inkOffsetX: CGFloat {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGFloat(logical.x) / CGFloat(PANGO_SCALE)
    }
}
