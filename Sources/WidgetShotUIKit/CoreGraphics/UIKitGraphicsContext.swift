import Foundation
import WidgetShotUI

// UIKit's bridge to Core Graphics: the current context of an image renderer, `UIRectFill`, and
// `UIImage` drawing with a blend mode.

extension UIGraphicsImageRendererContext {
    /// The renderer's Core Graphics context (UIKit's user space: points, y down). Fill and stroke
    /// colours set with `UIColor.setFill()`/`setStroke()` are its colours.
    public var cgContext: CGContext { quartzContext }
}

/// The innermost UIKit drawing context of this thread — a renderer's block,
/// `UIGraphicsBeginImageContext` or `UIGraphicsPushContext(_:)` — or `nil` outside any.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

/// Fills a rectangle of the current context with its fill colour (UIKit's `UIRectFill`).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Fills a rectangle of the current context with a blend mode (UIKit's `UIRectFillUsingBlendMode`).
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Strokes a rectangle's outline in the current context (UIKit's `UIRectFrame`).
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }

extension UIImage {
    /// Draws the image into a rectangle of the current context with a blend mode and an opacity.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        // UIKit draws a UIImage upright in its own (y-down) space.
        context.uikitDraw(bitmap, in: rect, alpha: 1)
        context.restoreGState()
    }

    /// Draws the image at a point of the current context with a blend mode and an opacity.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
