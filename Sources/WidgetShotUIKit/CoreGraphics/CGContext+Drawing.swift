import Foundation
import WidgetShotUI

extension CGContext {
    // MARK: Path construction (points are in user space at the time they are added)

    /// Starts a new, empty path.
    public func beginPath() { engine.beginPath() }
    /// Starts a subpath at a point.
    public func move(to point: CGPoint) { engine.move(to: point) }
    /// Adds a line from the current point.
    public func addLine(to point: CGPoint) { engine.addLine(to: point) }
    /// Adds connected lines through the points.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        engine.move(to: first)
        for p in points.dropFirst() { engine.addLine(to: p) }
    }
    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) { engine.add(Path(rect)) }
    /// Adds rectangles.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    /// Adds an ellipse inscribed in a rectangle.
    public func addEllipse(in rect: CGRect) { engine.add(Path(ellipseIn: rect)) }
    /// Adds a path.
    public func addPath(_ path: CGPath) { engine.add(path.storage) }
    /// Adds an arc (Core Graphics' `clockwise` flag).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var p = Path()
        p.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: clockwise)
        engine.add(p)
    }
    /// Closes the current subpath.
    public func closePath() { engine.closePath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { engine.isPathEmpty }
    /// Replaces the current path with the outline of its stroke, made with the current line
    /// width, cap, join, miter limit and dashes: filling it covers the pixels stroking the path
    /// would (curves followed as polylines; an empty path when the line width is zero).
    public func replacePathWithStrokedPath() { engine.replacePathWithStrokedPath() }

    // MARK: Painting

    /// Fills the current path (non-zero winding by default) and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) { engine.fillPath(evenOdd: rule == .evenOdd) }
    /// Strokes the current path and clears it.
    public func strokePath() { engine.strokePath() }
    /// Paints the current path as `mode` says and clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: engine.fillPath(evenOdd: false)
        case .eoFill: engine.fillPath(evenOdd: true)
        case .stroke: engine.strokePath()
        case .fillStroke: engine.fillThenStrokePath(evenOdd: false)
        case .eoFillStroke: engine.fillThenStrokePath(evenOdd: true)
        }
    }
    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: CGRect) { engine.beginPath(); addRect(rect); engine.fillPath(evenOdd: false) }
    /// Fills rectangles with the fill colour.
    public func fill(_ rects: [CGRect]) { engine.beginPath(); addRects(rects); engine.fillPath(evenOdd: false) }
    /// Fills a path with the fill colour.
    public func fill(_ path: Path, using rule: CGPathFillRule = .winding) { engine.beginPath(); engine.add(path); engine.fillPath(evenOdd: rule == .evenOdd) }
    /// Fills an ellipse inscribed in a rectangle.
    public func fillEllipse(in rect: CGRect) { engine.beginPath(); addEllipse(in: rect); engine.fillPath(evenOdd: false) }
    /// Strokes a rectangle's outline with the stroke colour and line width.
    public func stroke(_ rect: CGRect) { engine.beginPath(); addRect(rect); engine.strokePath() }
    /// Strokes a rectangle's outline with a line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    /// Strokes an ellipse inscribed in a rectangle.
    public func strokeEllipse(in rect: CGRect) { engine.beginPath(); addEllipse(in: rect); engine.strokePath() }
    /// Strokes line segments given as pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        engine.beginPath()
        var i = 0
        while i + 1 < points.count { engine.move(to: points[i]); engine.addLine(to: points[i + 1]); i += 2 }
        engine.strokePath()
    }
    /// Makes a rectangle transparent.
    public func clear(_ rect: CGRect) { engine.clear(rect) }

    // MARK: Clipping

    /// Intersects the clip with the current path (non-zero winding by default) and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) { engine.clipToPath(evenOdd: rule == .evenOdd) }
    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { engine.beginPath(); addRect(rect); engine.clipToPath(evenOdd: false) }
    /// Intersects the clip with `mask` mapped into `rect`: white shows later drawing, black hides
    /// it, grey partly (the image's luminance, times its alpha if it has one).
    public func clip(to rect: CGRect, mask: CGImage) { engine.clip(to: rect, mask: mask.bitmap) }
    /// Intersects the clip with rectangles.
    public func clip(to rects: [CGRect]) { engine.beginPath(); addRects(rects); engine.clipToPath(evenOdd: false) }
    /// The bounds of the clip in user space.
    public var boundingBoxOfClipPath: CGRect { engine.clipBoundingBox }

    // MARK: Images

    /// Draws an image into a rectangle of user space, in Core Graphics' y-up image space (see the
    /// type's documentation).
    public func draw(_ image: CGImage, in rect: CGRect) {
        engine.draw(image.bitmap, in: rect, flipped: true, interpolate: interpolationQuality != .none)
    }
    /// Draws an image, tiled from the origin over the clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling, rect.width > 0, rect.height > 0 else { draw(image, in: rect); return }
        let area = boundingBoxOfClipPath
        guard area.width.isFinite, area.height.isFinite,
              (area.width / rect.width) * (area.height / rect.height) < 1_000_000 else { return }
        var y = rect.minY + ((area.minY - rect.minY) / rect.height).rounded(.down) * rect.height
        while y < area.maxY {
            var x = rect.minX + ((area.minX - rect.minX) / rect.width).rounded(.down) * rect.width
            while x < area.maxX { draw(image, in: CGRect(x: x, y: y, width: rect.width, height: rect.height)); x += rect.width }
            y += rect.height
        }
    }
}

/// How a path is painted — Core Graphics' `CGPathDrawingMode` (raw values as Apple's).
public enum CGPathDrawingMode: Int32, Sendable { case fill = 0, eoFill, stroke, fillStroke, eoFillStroke }
