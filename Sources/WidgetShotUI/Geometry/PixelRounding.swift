import Foundation

/// Rounding to the pixel grid of a display scale (`swiftui-layout` §10).
///
/// SwiftUI lays out in fractional points and snaps when drawing: each corner of a leaf's frame is
/// rounded to the nearest pixel, halves rounding up (`floor((v + m/2) / m) · m`, m = 1/scale).
enum PixelRounding {
    /// Rounds `value` to the nearest multiple of `pixel`, halves up.
    static func nearest(_ value: CGFloat, pixel: CGFloat) -> CGFloat {
        guard pixel > 0, value.isFinite else { return value }
        return (value / pixel + 0.5).rounded(.down) * pixel
    }

    /// Rounds `value` up to a multiple of `pixel`, with a small tolerance for float noise.
    static func up(_ value: CGFloat, pixel: CGFloat) -> CGFloat {
        guard pixel > 0, value.isFinite else { return value }
        return (value / pixel - 1e-9).rounded(.up) * pixel
    }

    /// Snaps both corners of `rect` to the pixel grid independently.
    static func snap(_ rect: CGRect, pixel: CGFloat) -> CGRect {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return rect }
        if rect.size.width >= 0, rect.size.height >= 0 {
            // A laid-out frame (sizes are never negative): its corners read directly, not through
            // `CGRect`'s standardizing `minX`/`maxX`, which give the same values (issue 21).
            let o = rect.origin, s = rect.size
            let minX = nearest(o.x, pixel: pixel), minY = nearest(o.y, pixel: pixel)
            let maxX = nearest(o.x + s.width, pixel: pixel), maxY = nearest(o.y + s.height, pixel: pixel)
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        let minX = nearest(rect.minX, pixel: pixel), minY = nearest(rect.minY, pixel: pixel)
        let maxX = nearest(rect.maxX, pixel: pixel), maxY = nearest(rect.maxY, pixel: pixel)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
