import CCairo
import Foundation
import WidgetShotUI

/// The layout engine's `TextMeasurer`, implemented with Pango on the hermetic font set, so real
/// glyph advances and line breaks drive layout. Layouts are made at the display scale (the Pango
/// context's matrix), exactly as they are drawn.
///
/// ```swift
/// let fonts = try FontSystem()
/// let engine = LayoutEngine(textMeasurer: PangoTextMeasurer(fonts: fonts))
/// ```
public final class PangoTextMeasurer: TextMeasurer {
    let fonts: FontSystem
    /// Measurements by (request, proposal): stacks ask the same text several times per layout,
    /// and galleries render the same strings across devices and appearances.
    private var cache: [MeasureKey: TextMeasurement] = [:]
    private let lock = NSLock()

    private struct MeasureKey: Hashable {
        var request: TextLayoutRequest
        var width: CGFloat?
        var height: CGFloat?
        var fontGeneration: Int
    }

    public init(fonts: FontSystem) { self.fonts = fonts }

    public func measure(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> TextMeasurement {
        let key = MeasureKey(request: request, width: width, height: height, fontGeneration: fonts.generation)
        lock.lock()
        if let hit = cache[key] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let measurement = PangoTextLayout(fonts: fonts, request: request, width: width, height: height).measurement
        lock.lock()
        if cache.count >= 4096 { cache.removeAll(keepingCapacity: true) }
        cache[key] = measurement
        lock.unlock()
        return measurement
    }

    public func metrics(for font: ResolvedFont) -> FontMetrics {
        let context = fonts.context(scale: 1)
        let desc = PangoTextLayout.fontDescription(font, fonts: fonts, scale: 1)
        defer { pango_font_description_free(desc) }
        let m = pango_context_get_metrics(context, desc, nil)
        defer { pango_font_metrics_unref(m) }
        let ascent = CGFloat(pango_font_metrics_get_ascent(m)) / CGFloat(PANGO_SCALE)
        let descent = CGFloat(pango_font_metrics_get_descent(m)) / CGFloat(PANGO_SCALE)
        let height = CGFloat(pango_font_metrics_get_height(m)) / CGFloat(PANGO_SCALE)
        return FontMetrics(ascent: ascent, descent: descent, leading: max(0, height - ascent - descent), capHeight: capHeight(font, context: context, desc: desc))
    }

    /// The OS/2 cap height through HarfBuzz; 0.7 em if the font has none.
    private func capHeight(_ font: ResolvedFont, context: OpaquePointer, desc: OpaquePointer) -> CGFloat {
        guard let loaded = pango_context_load_font(context, desc) else { return 0.7 * font.size }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        guard let hb = pango_font_get_hb_font(loaded) else { return 0.7 * font.size }
        var position: hb_position_t = 0
        var xScale: Int32 = 0, yScale: Int32 = 0
        hb_font_get_scale(hb, &xScale, &yScale)
        guard hb_ot_metrics_get_position(hb, HB_OT_METRICS_TAG_CAP_HEIGHT, &position) != 0, yScale != 0 else { return 0.7 * font.size }
        return CGFloat(position) / CGFloat(yScale) * font.size
    }

    /// How many characters of `request` no bundled or registered font has a glyph for (drawn as
    /// hex boxes), laid out on one line.
    public func missingGlyphCount(_ request: TextLayoutRequest) -> Int {
        let layout = PangoTextLayout(fonts: fonts, request: request, width: nil, height: nil)
        return withExtendedLifetime(layout) { Int(pango_layout_get_unknown_glyphs_count(layout.layout)) }
    }

    /// An SF Symbol's box for a font: a square `symbolBoxPerPoint` × the point size. Issue 13
    /// measured `checkmark.circle.fill` beside 17-pt body text on iOS as 17 pt of ink with a 9-pt
    /// gap to the text after an 8-pt HStack spacing, i.e. ink of 1 × the point size in a box
    /// ~0.5 pt wider on each side (18 pt at 17 pt). Unknown names keep the size so the
    /// renderer's placeholder box is visible.
    public func symbolSize(named name: String, font: ResolvedFont) -> CGSize? {
        let side = font.size * Self.symbolBoxPerPoint
        return CGSize(width: side, height: side)
    }

    /// The symbol box side per point of font size (18/17).
    public static let symbolBoxPerPoint: CGFloat = 18 / 17
}
