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

    /// An SF Symbol's box for a font: `symbolBoxWidthPerPoint` × the point size wide and
    /// `symbolBoxPerPoint` × tall. Issue 13 measured `checkmark.circle.fill` beside 17-pt body
    /// text on iOS as 17 pt of ink with a 9-pt gap to the text's ink after the 8-pt default
    /// HStack spacing: with the ~1.5-pt side bearing of "D" that leaves no room for side margins,
    /// so the box is as wide as the ink (the point size); WidgetShot's gap is 9.5 pt (the last
    /// half point is not explained: SF Pro's "D" may sit closer to its origin than Inter's).
    /// The height keeps ~0.5 pt above and below the ink (18 pt at 17 pt), which sets where the
    /// symbol centres on the text's cap height. Unknown names keep the size so the renderer's
    /// placeholder box is visible.
    public func symbolSize(named name: String, font: ResolvedFont) -> CGSize? {
        CGSize(width: font.size * Self.symbolBoxWidthPerPoint, height: font.size * Self.symbolBoxPerPoint)
    }

    /// The symbol box height per point of font size (18/17).
    public static let symbolBoxPerPoint: CGFloat = 18 / 17
    /// The symbol box width per point of font size: the ink's width, 1.
    public static let symbolBoxWidthPerPoint: CGFloat = 1
}
