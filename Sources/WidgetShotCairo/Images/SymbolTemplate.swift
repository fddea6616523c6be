import CCairo
import Foundation
import WidgetShotUI

/// A custom SF Symbol: the SVG template of an asset catalog's `.symbolset`, as the SF Symbols
/// app exports it — a "Symbols" group with one glyph per weight and scale (`Regular-M`,
/// `Bold-L`…), guide lines `Baseline-M` and `Capline-M`, and margin lines
/// `left-margin-Regular-M`/`right-margin-Regular-M` that give the glyph's advance.
///
/// WidgetShot draws the `Regular-M` glyph (a static template has every variant), sized as SF
/// Symbols size: the template's cap height (`Baseline-M` − `Capline-M`) is SF Pro's
/// cap height at the font's point size (0.7046 em: 1443/2048 units, SF Pro Text's `capHeight`;
/// the template says "point size: 100.0" and its M guides are 70.46 units apart), and the glyph
/// sits on the text baseline, centred on the cap height like a system symbol. Other weights are
/// not interpolated (the Regular glyph is drawn for every font weight).
///
/// A *variable* template (SF Symbols 3 and later) holds only the three sources `Ultralight-S`,
/// `Regular-S` and `Black-S`; the SF Symbols app and Xcode interpolate the other 24 variants
/// (Apple, "Creating custom symbol images for your app"; B. Crosley, "Custom SF Symbols: the
/// variable template and the three required sources"). Without `Regular-M`, WidgetShot draws
/// `Regular-S` on the `-S` guides and margins, enlarged from the small to the medium scale by
/// `1 / Image.Scale.small.symbolFactor` (0.78, the ratio WidgetShot's `imageScale(.small)` uses;
/// Apple publishes none) — an approximation of the interpolated medium glyph.
///
/// ```swift
/// let symbol = try SymbolTemplate(svg: VectorImage(data: data, path: path), name: "abra.logo")
/// symbol.widthPerPoint   // the advance in points per point of font size
/// ```
struct SymbolTemplate {
    /// SF Pro's cap height per em (1443/2048).
    static let capHeightPerEm: CGFloat = 1443.0 / 2048.0
    /// The glyph's element id in a static template.
    static let glyphID = "Regular-M"
    /// The small-scale source of a variable template, drawn when there is no `Regular-M`.
    static let smallGlyphID = "Regular-S"

    let svg: VectorImage
    /// The element drawn: `Regular-M`, else a variable template's `Regular-S`.
    let glyphID: String
    /// Template units per point of font size for a medium-scale symbol (smaller for a
    /// `Regular-S` glyph, which is enlarged to the medium scale).
    let unitsPerPoint: CGFloat
    /// The glyph's bounds, baseline, cap line and margins in template units.
    let glyph: CGRect
    let baseline: CGFloat
    let capHeight: CGFloat
    let left: CGFloat
    let right: CGFloat

    /// Reads the template's guides; throws `RasterError.imageUnreadable` naming the symbol when
    /// the SVG has neither a `Regular-M` nor a `Regular-S` glyph.
    init(svg: VectorImage, name: String) throws {
        self.svg = svg
        func drawable(_ id: String) -> CGRect? {
            guard let bounds = svg.bounds(ofElement: id), bounds.width > 0, bounds.height > 0 else { return nil }
            return bounds
        }
        guard svg.format == .svg, let found = drawable(Self.glyphID).map({ (Self.glyphID, $0) })
                ?? drawable(Self.smallGlyphID).map({ (Self.smallGlyphID, $0) }) else {
            throw RasterError.imageUnreadable(path: svg.path, reason: "symbol '\(name)': the template has no drawable '\(Self.glyphID)' or '\(Self.smallGlyphID)' glyph (export it from the SF Symbols app as a template)")
        }
        let (id, glyph) = found
        glyphID = id
        self.glyph = glyph
        let scale = id == Self.glyphID ? "M" : "S"
        let base = svg.bounds(ofElement: "Baseline-" + scale)?.minY
        let cap = svg.bounds(ofElement: "Capline-" + scale)?.minY
        baseline = base ?? glyph.maxY
        // Without guides: the template's 100-pt design size, so 70.46 units of cap height.
        if let base, let cap, base - cap > 0 { capHeight = base - cap } else { capHeight = 100 * Self.capHeightPerEm }
        let l = svg.bounds(ofElement: "left-margin-" + id)?.minX
        let r = svg.bounds(ofElement: "right-margin-" + id)?.minX
        if let l, let r, r > l { (left, right) = (l, r) } else { (left, right) = (glyph.minX, glyph.maxX) }
        let small = id == Self.smallGlyphID ? Image.Scale.small.symbolFactor : 1
        unitsPerPoint = capHeight / Self.capHeightPerEm * small
    }
    /// The symbol's advance (margin to margin) per point of font size.
    var widthPerPoint: CGFloat { (right - left) / unitsPerPoint }

    /// Draws the glyph in `paint`, fitted into `frame` as a symbol of the point size that fills
    /// it (`boxPerPoint` high, `widthPerPoint` wide), centred on its cap height. Returns an error
    /// message when librsvg failed.
    func draw(in frame: CGRect, paint: Paint, boxPerPoint: CGFloat, on cr: OpaquePointer) -> String? {
        guard frame.width > 0, frame.height > 0, widthPerPoint > 0 else { return nil }
        let point = min(frame.width / widthPerPoint, frame.height / boxPerPoint)
        let s = 1 / unitsPerPoint * point
        let baselineY = frame.midY + capHeight * s / 2
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_push_group(cr)
        cairo_translate(cr, frame.midX - (left + right) / 2 * s, baselineY - baseline * s)
        cairo_scale(cr, s, s)
        let failure = svg.drawElement(glyphID, on: cr)
        let mask = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(mask) }
        // A symbol is a template: the glyph's coverage masks the tint.
        CairoPaint.setSource(paint, frame: frame, on: cr)
        cairo_mask(cr, mask)
        return failure
    }
}
