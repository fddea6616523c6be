import Foundation
import WidgetShotCairo
import WidgetShotUI

// What UIKit's drawing calls (`UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)`,
// `NSString.draw(at:)`) do to the current context (`UIGraphicsGetCurrentContext()`): an image
// renderer's, a `UIGraphicsBeginImageContext` one's, or any context pushed with
// `UIGraphicsPushContext(_:)` — a bitmap context of the app's own (DGCharts draws its charts into
// one), in whose y-up space an image or a string comes out upside down, as on iOS.
//
// A renderer's context draws straight into its canvas (as before pushing existed); any other
// through Core Graphics' own state (its global alpha, blend mode and image mask apply).

extension CGContext {
    /// Fills a path with the fill colour (`UIBezierPath.fill()`).
    func uikitFill(_ path: Path, evenOdd: Bool) {
        if let canvas { return canvas.fill(path, color: fillRGBA, evenOdd: evenOdd) }
        engine.beginPath()
        engine.add(path)
        engine.fillPath(evenOdd: evenOdd)
    }

    /// Strokes a path with the stroke colour and `style`'s line attributes (`UIBezierPath.stroke()`),
    /// leaving the context's own attributes as they were.
    func uikitStroke(_ path: Path, style: StrokeStyle) {
        if let canvas { return canvas.stroke(path, color: strokeRGBA, style: style) }
        let width = engine.lineWidth
        engine.save()
        defer { engine.restore(); engine.lineWidth = width }
        engine.lineWidth = style.lineWidth
        engine.setLineCap(style.lineCap)
        engine.setLineJoin(style.lineJoin)
        engine.setMiterLimit(style.miterLimit)
        engine.setDash(phase: style.dashPhase, lengths: style.dash)
        engine.beginPath()
        engine.add(path)
        engine.strokePath()
    }

    /// Intersects the clip with a path (`UIBezierPath.addClip()`).
    func uikitClip(_ path: Path, evenOdd: Bool) {
        if let canvas { return canvas.clip(to: path, evenOdd: evenOdd) }
        engine.beginPath()
        engine.add(path)
        engine.clipToPath(evenOdd: evenOdd)
    }

    /// Draws a bitmap upright over `rect` (y down in a UIKit context) with an opacity.
    func uikitDraw(_ bitmap: BitmapImage, in rect: CGRect, alpha: CGFloat) {
        if let canvas { return canvas.draw(bitmap, in: rect, alpha: alpha) }
        let saved = engine.alpha
        defer { engine.alpha = saved }
        engine.alpha = saved * (alpha.isFinite ? min(max(alpha, 0), 1) : 1)
        engine.draw(bitmap, in: rect, flipped: false, interpolate: interpolationQuality != .none)
    }

    /// Draws an SF Symbol filling `rect` in a colour (`UIImage(systemName:)` drawn with `draw(in:)`).
    func uikitDrawSymbol(named name: String, in rect: CGRect, color: RGBA, variableValue: Double?) {
        if let canvas { canvas.drawSymbol(named: name, in: rect, color: color, variableValue: variableValue); return }
        // Drawn at the context's pixel density into a canvas of its own, then placed like a bitmap.
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              let symbol = try? BitmapCanvas(size: rect.size, scale: uikitScale) else { return }
        symbol.drawSymbol(named: name, in: CGRect(origin: .zero, size: rect.size), color: color, variableValue: variableValue)
        uikitDraw(symbol.makeBitmap(), in: rect, alpha: 1)
    }

    /// Pixels per user-space unit now (the renderer's scale, or what the transform scales by).
    var uikitScale: CGFloat {
        let t = ctm
        let scale = max(hypot(t.a, t.b), hypot(t.c, t.d))
        return scale.isFinite && scale > 0 ? min(scale, 8) : 1
    }
}
