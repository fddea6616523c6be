import Foundation
import WidgetShotUI

// `CALayer.render(in:)`: a layer tree drawn into a Core Graphics context, as Core Animation
// renders a snapshot (`UIGraphicsImageRenderer { layer.render(in: $0.cgContext) }`). A view's
// layer reads the view (WidgetShot's views keep their state on the view, not on a layer tree
// kept in sync): its bounds, background colour, alpha, hidden flag and subviews.

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's coordinate space: the
    /// shadow-less background (rounded by `cornerRadius`), the contents image, what the delegate
    /// draws (a view's `draw(_:)` when `ctx` is the current UIKit context), the sublayers at their
    /// frames (clipped when `masksToBounds`), then the border. Hidden or fully transparent layers
    /// draw nothing, as in Core Animation; animations are not applied (model values are drawn).
    public func render(in ctx: CGContext) {
        let view = delegate as? UIView
        let hidden = view?.isHidden ?? isHidden
        let alpha = view.map { Float($0.alpha) } ?? opacity
        guard !hidden, alpha > 0 else { return }
        let area = view?.bounds ?? bounds
        let outline: CGPath = cornerRadius > 0
            ? CGPath(roundedRect: area, cornerWidth: min(cornerRadius, area.width / 2), cornerHeight: min(cornerRadius, area.height / 2), transform: nil)
            : CGPath(rect: area, transform: nil)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if alpha < 1 { ctx.setAlpha(CGFloat(alpha)) }
        if let fill = view?.backgroundColor?.cgColor ?? backgroundColor {
            ctx.addPath(outline)
            ctx.setFillColor(fill)
            ctx.fillPath()
        }
        ctx.saveGState()
        if masksToBounds || view?.clipsToBounds == true {
            ctx.addPath(outline)
            ctx.clip()
        }
        if let image = contentImage {
            // Contents are drawn upright: flip the image's y-up space into the layer's y-down one.
            ctx.saveGState()
            ctx.translateBy(x: 0, y: area.minY + area.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: area)
            ctx.restoreGState()
        }
        draw(in: ctx)
        for child in renderedSublayers {
            let frame = (child.delegate as? UIView)?.frame ?? child.frame
            let childBounds = (child.delegate as? UIView)?.bounds ?? child.bounds
            ctx.saveGState()
            ctx.translateBy(x: frame.minX - area.minX, y: frame.minY - area.minY)
            let transform = child.affineTransform()
            if !transform.isIdentity {
                let anchor = CGPoint(x: frame.width * child.anchorPoint.x, y: frame.height * child.anchorPoint.y)
                ctx.translateBy(x: anchor.x, y: anchor.y)
                ctx.concatenate(transform)
                ctx.translateBy(x: -anchor.x, y: -anchor.y)
            }
            ctx.translateBy(x: -childBounds.minX, y: -childBounds.minY)
            child.render(in: ctx)
            ctx.restoreGState()
        }
        ctx.restoreGState()
        if borderWidth > 0, let border = borderColor {
            let inset = area.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            let radius = max(0, cornerRadius - borderWidth / 2)
            ctx.addPath(radius > 0
                ? CGPath(roundedRect: inset, cornerWidth: min(radius, inset.width / 2), cornerHeight: min(radius, inset.height / 2), transform: nil)
                : CGPath(rect: inset, transform: nil))
            ctx.setStrokeColor(border)
            ctx.setLineWidth(borderWidth)
            ctx.strokePath()
        }
    }

    /// The contents as an image: a `CGImage` (or a `UIImage`'s, as code sometimes sets), or an
    /// image view's image (UIKit makes it its layer's contents; drawn to fill the bounds).
    private var contentImage: CGImage? {
        if let image = contents as? CGImage { return image }
        if contents == nil, let imageView = delegate as? UIImageView { return imageView.image?.cgImage }
        return (contents as? UIImage)?.cgImage
    }

    /// The sublayers to draw: a view's subviews' layers, then layers added to it directly.
    private var renderedSublayers: [CALayer] {
        let direct = sublayers ?? []
        guard let view = delegate as? UIView else { return direct }
        return view.subviews.map(\.layer) + direct.filter { layer in !view.subviews.contains { $0.layer === layer } }
    }
}
