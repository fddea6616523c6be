import Foundation

extension UIBezierPath {
    /// Fills the path with the current fill colour, blended with `blendMode` at `alpha`
    /// (through the current context's graphics state, restored afterwards).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the current stroke colour and its line width, blended with
    /// `blendMode` at `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.addPath(cgPath)
        context.strokePath()
    }
}
