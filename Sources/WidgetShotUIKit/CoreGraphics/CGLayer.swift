import Foundation
import WidgetShotCoreFoundation

/// An offscreen drawing surface tied to a context — Core Graphics' `CGLayer`
/// (https://developer.apple.com/documentation/coregraphics/cglayer), drawn once and stamped many
/// times (`CGContext.draw(_:at:)`).
///
/// The layer's context has Core Graphics' default user space (origin bottom-left, y up), `size`
/// units wide and high, backed by pixels at the creating context's scale (a UIKit renderer's
/// context at 3× makes a layer of 3× pixels). Drawing the layer places that y-up space on the
/// destination rectangle as `draw(_:in:)` places an image, so in UIKit's flipped context its
/// content is upside down unless the code flips it, as on iOS.
public final class CGLayer: @unchecked Sendable {
    /// The layer's size in user-space units.
    public let size: CGSize
    /// The context to draw the layer's content into.
    public let context: CGContext?
    /// The pixels per unit of the backing store.
    let scale: CGFloat

    /// A layer of `size` units for drawing into `context` (`auxiliaryInfo` is reserved, as in
    /// Core Graphics). Nil for an empty or non-finite size, or one beyond 16,384 pixels a side
    /// (WidgetShot's limit for offscreen bitmaps).
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        let scale = max(context.deviceScale, 1)
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              width <= 16_384, height <= 16_384,
              let layerContext = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: context.colorSpace ?? CGColorSpace(name: CGColorSpace.sRGB)!,
                                           bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        layerContext.scaleBy(x: scale, y: scale)
        self.size = size
        self.scale = scale
        self.context = layerContext
    }
}

extension CGContext {
    /// Draws a layer with its origin at a point of user space, at the layer's size.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
    /// Draws a layer scaled into a rectangle of user space.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.context?.makeImage() else { return }
        draw(image, in: rect)
    }
}
