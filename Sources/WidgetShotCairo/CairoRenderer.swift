import CCairo
import Foundation
import WidgetShotUI

/// Draws a placed tree into pixels with Cairo at the tree's display scale (canvas points × scale
/// = pixels). The placed tree is the display list: leaves carry what they draw (shapes, text,
/// images) and every node its drawing effects (opacity, clip, transforms, shadow, blur, mask).
///
/// ```swift
/// let fonts = try FontSystem()
/// let engine = LayoutEngine(textMeasurer: PangoTextMeasurer(fonts: fonts), imageSizer: images)
/// let tree = try engine.layout(view, in: CGSize(width: 170, height: 170), scale: 3)
/// let image = try CairoRenderer(fonts: fonts, images: images).render(tree)
/// ```
public final class CairoRenderer {
    /// The renderer's version, recorded in every PNG.
    public static let version = "WidgetShot 0.1"

    public let fonts: FontSystem
    public let images: ImageStore
    /// Problems that did not stop rendering (missing images, unknown symbols), in drawing order.
    public private(set) var warnings: [String] = []
    /// The display scale of the render in progress.
    private(set) var currentScale: CGFloat = 1

    public init(fonts: FontSystem, images: ImageStore = ImageStore()) {
        self.fonts = fonts
        self.images = images
    }

    /// How colours are produced (`widgetkit-facts` §4).
    public enum RenderingMode: Hashable, Sendable {
        /// Colours as written.
        case fullColor
        /// WidgetKit's accented mode: "the system treats the widget's views as if they were template
        /// images" (https://developer.apple.com/documentation/widgetkit/widgetrenderingmode/accented):
        /// the accent group (`widgetAccentable()`) in `tint`, every other view in `primary` (their
        /// alpha only). Images follow `widgetAccentedRenderingMode`: `.desaturated` and
        /// `.accentedDesaturated` map their luminance to alpha in `primary` / `tint`, `.fullColor`
        /// keeps its colours; images without a mode are desaturated that way in their group when
        /// `desaturatesImages` (iOS 18: "the system by default desaturates full-color images"),
        /// else drawn as templates (iOS 26: "Tints opaque images with a single white color").
        case accented(tint: RGBA, primary: RGBA = RGBA(red: 1, green: 1, blue: 1), desaturatesImages: Bool = true)
        /// Lock Screen vibrancy: luminance becomes the alpha of white.
        case vibrant
    }

    /// Which subtrees a pass draws in the accented mode.
    private enum AccentFilter { case all, layered }
    private var filter = AccentFilter.all
    /// The accented mode's accent (`tint`) and default-group (`primary`) colours.
    private var accentColors = (tint: RGBA(red: 1, green: 1, blue: 1), primary: RGBA(red: 1, green: 1, blue: 1))
    private var desaturatesImages = true
    private var insideAccent = false

    /// Renders `tree` to a new transparent ARGB32 image.
    ///
    /// - Parameters:
    ///   - mode: the rendering mode.
    ///   - backdrop: a paint drawn under everything, clipped to `backdropShape` (the widget's
    ///     system background in accented and vibrant modes), unaffected by the mode.
    public func render(_ tree: PlacedTree, mode: RenderingMode = .fullColor, backdrop: Paint? = nil, backdropShape: Path? = nil) throws -> RasterImage {
        // Drawing recurses once per nesting level: give it the stack a tree at the depth limit needs.
        try StackSpace.run(needing: LayoutEngine.stackNeeded) { try renderHere(tree, mode: mode, backdrop: backdrop, backdropShape: backdropShape) }
    }

    private func renderHere(_ tree: PlacedTree, mode: RenderingMode, backdrop: Paint?, backdropShape: Path?) throws -> RasterImage {
        warnings = []
        let scale = tree.scale
        currentScale = scale
        let fw = (tree.canvasSize.width * scale).rounded(.up), fh = (tree.canvasSize.height * scale).rounded(.up)
        guard fw.isFinite, fh.isFinite, fw <= CGFloat(ImageLimits.maxCanvasSide), fh <= CGFloat(ImageLimits.maxCanvasSide) else { throw RasterError.canvasTooLarge(width: fw, height: fh) }
        guard fw >= 1, fh >= 1 else { throw RasterError.canvasEmpty(width: fw, height: fh) }
        let w = Int(fw), h = Int(fh)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let canvas = CGRect(origin: .zero, size: tree.canvasSize)
        if let backdrop {
            cairo_save(cr)
            CairoPath.add(backdropShape ?? Path(canvas), to: cr)
            CairoPaint.setSource(backdrop, frame: canvas, on: cr)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        if let root = tree.root {
            switch mode {
            case .fullColor:
                filter = .all
                draw(root, cr, scale: scale)
            case .accented(let tint, let primary, let desaturates):
                // One walk in drawing order, each leaf recoloured for its group as it is drawn:
                // a default-group text above an accent-group circle stays visible, as on iOS
                // (OneKDay's white count over its accentable circle). Overlaps within a group
                // come out as a whole-group recolour would.
                desaturatesImages = desaturates
                insideAccent = false
                filter = .layered
                accentColors = (tint, primary)
                draw(root, cr, scale: scale)
            case .vibrant:
                drawPass(root, cr, scale: scale, filter: .all) { Recolor.vibrant($0) }
            }
            filter = .all
        }
        cairo_surface_flush(surface)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RasterError.cairo(String(cString: cairo_status_to_string(status))) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let bytes = Array(UnsafeBufferPointer(start: data, count: stride * h))
        return RasterImage(width: w, height: h, stride: stride, scale: scale, bytes: bytes, metadata: [
            "Software": Self.version, "WidgetShot-Fingerprint": fonts.fingerprint,
        ])
    }

    /// Records a warning once (accented renders draw the tree in several passes).
    func warn(_ message: String) { if !warnings.contains(message) { warnings.append(message) } }

    /// How a leaf is recoloured in the accented mode: its group's colour over its alpha
    /// (templates), its luminance as alpha in that colour (desaturated images), or not at all
    /// (`.fullColor` images). Nil outside the accented mode.
    private func accentRecolor(_ content: NodeContent) -> ((RecolorSurface) -> Void)? {
        guard filter == .layered else { return nil }
        var accent = insideAccent, fullColor = false, desaturated = false
        if case .image(let image) = content {
            switch image.accentedRenderingMode {
            case .fullColor?: fullColor = true
            case .accented?: accent = true
            case .accentedDesaturated?: accent = true; desaturated = true
            case .desaturated?: accent = false; desaturated = true
            case nil: desaturated = desaturatesImages && image.tint == nil   // bitmaps, not templates or symbols
            }
        }
        if fullColor { return { _ in } }
        let color = accent ? accentColors.tint : accentColors.primary
        return desaturated ? { Recolor.luminanceToAlpha($0, color: color) } : { Recolor.template($0, color: color) }
    }

    /// Draws the tree into a group, recolours the group's pixels, and composites it.
    private func drawPass(_ root: PlacedNode, _ cr: OpaquePointer, scale: CGFloat, filter: AccentFilter, recolor: (RecolorSurface) -> Void) {
        self.filter = filter
        insideAccent = false
        Offscreen.drawLayer(on: cr, content: { draw(root, $0, scale: scale) }, process: recolor)
    }

    /// How far a leaf's pixels may reach outside its frame: a stroke's half width, a text's
    /// glyph overhang (up to its largest font size), a point of antialiasing.
    private static func inkMargin(_ content: NodeContent) -> CGFloat {
        switch content {
        case .shape(let drawing):
            if case .stroke(let style, _) = drawing.mode, style.lineWidth.isFinite { return 2 + min(style.lineWidth * max(style.miterLimit.isFinite ? style.miterLimit : 10, 1), 10_000) }
            return 2
        case .text(let text): return 2 + min(text.runs.map(\.font.size).filter(\.isFinite).max() ?? 17, 10_000)
        default: return 2
        }
    }

    // MARK: Tree walk

    func draw(_ node: PlacedNode, _ cr: OpaquePointer, scale: CGFloat) {
        drawEffects(node, node.effects.count - 1, cr, scale: scale)
    }

    /// Applies effects outermost first (the last modifier written wraps everything before it).
    private func drawEffects(_ node: PlacedNode, _ index: Int, _ cr: OpaquePointer, scale: CGFloat) {
        guard index >= 0 else { return drawBody(node, cr, scale: scale) }
        let inner = { (c: OpaquePointer) in self.drawEffects(node, index - 1, c, scale: scale) }
        let frame = node.renderedFrame
        switch node.effects[index] {
        case .hidden:
            return
        case .opacity(let alpha):
            cairo_push_group(cr)
            inner(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha.isNaN ? 1 : min(max(alpha, 0), 1))
        case .clip(let shape, let antialiased):
            cairo_save(cr)
            cairo_new_path(cr)
            CairoPath.add(shape(frame), to: cr)
            cairo_set_antialias(cr, antialiased ? CAIRO_ANTIALIAS_GRAY : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            inner(cr)
            cairo_restore(cr)
        case .rotation(let angle, let anchor):
            let p = anchor.pointIn(node.frame)
            guard angle.radians.isFinite, p.x.isFinite, p.y.isFinite else { return inner(cr) }
            cairo_save(cr)
            cairo_translate(cr, p.x, p.y)
            cairo_rotate(cr, angle.radians)
            cairo_translate(cr, -p.x, -p.y)
            inner(cr)
            cairo_restore(cr)
        case .scale(let s, let anchor):
            let p = anchor.pointIn(node.frame)
            // A (near-)zero scale draws nothing; cairo cannot invert a matrix that small.
            guard abs(s.width) > 1e-9, abs(s.height) > 1e-9, s.width.isFinite, s.height.isFinite, p.x.isFinite, p.y.isFinite else { return }
            cairo_save(cr)
            cairo_translate(cr, p.x, p.y)
            cairo_scale(cr, s.width, s.height)
            cairo_translate(cr, -p.x, -p.y)
            inner(cr)
            cairo_restore(cr)
        case .shadow(let color, let radius, let x, let y):
            // Offsets and radii beyond any canvas are clamped (NaN: none) before pixel arithmetic.
            Offscreen.drawShadowed(on: cr, color: color, radius: Sanitize.clamp(radius, to: 16384),
                                   offset: CGSize(width: Sanitize.clamp(x, to: 1e5), height: Sanitize.clamp(y, to: 1e5)), scale: scale, content: inner)
        case .innerShadow(let color, let radius, let x, let y):
            Offscreen.drawInnerShadowed(on: cr, color: color, radius: Sanitize.clamp(radius, to: 16384),
                                        offset: CGSize(width: Sanitize.clamp(x, to: 1e5), height: Sanitize.clamp(y, to: 1e5)), scale: scale, content: inner)
        case .blur(let radius):
            Offscreen.drawBlurred(on: cr, radius: Sanitize.clamp(radius, to: 16384), scale: scale, content: inner)
        case .colorMatrix(let matrix):
            ColorFilter.draw(on: cr, matrix: matrix, content: inner)
        case .bend(let center, let through):
            let o = node.frame.origin
            Offscreen.drawBent(on: cr, center: CGPoint(x: o.x + center.x, y: o.y + center.y),
                               through: CGPoint(x: o.x + through.x, y: o.y + through.y), content: inner)
        case .blendMode(let mode):
            cairo_push_group(cr)
            inner(cr)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CairoBlend.cairoOperator(mode))
            if mode.isUnboundedInCairo {
                cairo_save(cr)
                cairo_rectangle(cr, node.frame.minX, node.frame.minY, node.frame.width, node.frame.height)
                cairo_clip(cr)
                cairo_paint(cr)
                cairo_restore(cr)
            } else {
                cairo_paint(cr)
            }
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        case .widgetAccentable(let accentable):
            let saved = insideAccent
            insideAccent = accentable
            inner(cr)
            insideAccent = saved
        }
    }

    private func drawBody(_ node: PlacedNode, _ cr: OpaquePointer, scale: CGFloat) {
        if node.kind == "mask", node.children.count == 2 {
            cairo_push_group(cr)
            draw(node.children[0], cr, scale: scale)
            let content = cairo_pop_group(cr)!
            cairo_push_group(cr)
            draw(node.children[1], cr, scale: scale)
            let mask = cairo_pop_group(cr)!
            cairo_set_source(cr, content)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(content)
            cairo_pattern_destroy(mask)
            return
        }
        if let recolor = accentRecolor(node.content), !isEmptyContent(node.content) {
            // The leaf alone in a group the size of its ink, recoloured for its group.
            cairo_save(cr)
            let margin = Self.inkMargin(node.content)
            let area = node.renderedFrame.insetBy(dx: -margin, dy: -margin)
            if area.minX.isFinite, area.minY.isFinite, area.width.isFinite, area.height.isFinite {
                cairo_new_path(cr)
                cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
                cairo_clip(cr)
            }
            Offscreen.drawLayer(on: cr, content: { drawLeaf(node, $0, scale: scale) }, process: recolor)
            cairo_restore(cr)
        } else {
            drawLeaf(node, cr, scale: scale)
        }
        // A background's secondary view is drawn behind its primary view.
        var children = node.children
        if node.kind == "background", children.count == 2 { children.reverse() }
        // Children in zIndex order; equal zIndex keeps drawing order.
        let ordered = children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        for (_, child) in ordered { draw(child, cr, scale: scale) }
    }

    private func isEmptyContent(_ content: NodeContent) -> Bool {
        if case .none = content { return true }
        return false
    }

    /// Draws a node's own content (shape, text or image), not its children.
    private func drawLeaf(_ node: PlacedNode, _ cr: OpaquePointer, scale: CGFloat) {
        switch node.content {
        case .none: break
        case .shape(let drawing): ShapeDrawer.draw(drawing, in: node.renderedFrame, cr)
        case .text(let text):
            for run in text.runs where !fonts.knows(family: run.font.family) {
                warn("unknown font family '\(run.font.family)' in Text \"\(text.string)\": using Inter (register the font file to use it)")
            }
            let missing = TextDrawer.draw(text, in: node.renderedFrame, layoutFrame: node.frame, fonts: fonts, cr) { image, rect in
                // On whole device pixels, as an `Image` view's frame is: a bitmap stays sharp.
                let s = max(scale, 1)
                let origin = CGPoint(x: (rect.minX * s).rounded() / s, y: (rect.minY * s).rounded() / s)
                ImageDrawer(renderer: self).draw(image, in: CGRect(origin: origin, size: rect.size), scale: scale, cr)
            }
            if let warning = MissingGlyphs.warning(text: text.string, missing: missing) { warn(warning) }
        case .image(let image): ImageDrawer(renderer: self).draw(image, in: node.renderedFrame, scale: scale, cr)
        }
    }
}

/// Shape leaves: fills and strokes (strokeBorder insets the shape by half the line width).
enum ShapeDrawer {
    static func draw(_ drawing: ShapeDrawing, in frame: CGRect, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        switch drawing.mode {
        case .fill:
            CairoPath.add(drawing.path(frame), to: cr)
            CairoPaint.setSource(drawing.paint, frame: frame, on: cr)
            VerticalGradientFill.fill(cr)
        case .stroke(let style, let inset):
            guard style.lineWidth.isFinite, style.lineWidth >= 0 else { return }
            let rect = inset ? frame.insetBy(dx: style.lineWidth / 2, dy: style.lineWidth / 2) : frame
            guard rect.width >= 0, rect.height >= 0 else { return }
            CairoPath.add(drawing.path(rect), to: cr)
            cairo_set_line_width(cr, style.lineWidth)
            cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, style.miterLimit.isFinite ? style.miterLimit : 10)
            // Dashes must be finite and ≥ 0 with a positive sum, else the line is solid (cairo's rule).
            let dash = style.dash.map { Double($0) }
            let validDash = dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.reduce(0, +) > 0 && dash.reduce(0, +).isFinite
            cairo_set_dash(cr, validDash ? dash : [], validDash ? Int32(dash.count) : 0, style.dashPhase.isFinite ? style.dashPhase : 0)
            CairoPaint.setSource(drawing.paint, frame: frame, on: cr)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
    }
}
