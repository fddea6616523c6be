import Foundation
import WidgetShotUI
import WidgetShotUIKit

extension CIImage {
    /// The image after an affine transform (`CIAffineTransform`): its extent is the transformed
    /// extent (rounded out to whole pixels here), each pixel sampled from the source at its centre
    /// mapped back through the inverse transform, with bilinear interpolation — Core Image's default
    /// sampling (developer.apple.com/documentation/coreimage/ciimage/samplinglinear()). Colours stay
    /// colours; an image clamped to its extent stays clamped; a transform that cannot be inverted
    /// gives an empty image.
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        guard case .pixels(let source, let origin, let clamped) = content else { return self }
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        guard determinant != 0, determinant.isFinite else { return .empty() }
        let sourceExtent = CGRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
        // Rounded out to whole pixels, after snapping float noise (a quarter turn gives -2.0000000001).
        func snap(_ v: CGFloat) -> CGFloat { abs(v - v.rounded()) < 1e-6 ? v.rounded() : v }
        let t = sourceExtent.applying(matrix)
        let r = CGRect(x: snap(t.minX), y: snap(t.minY), width: snap(t.maxX) - snap(t.minX), height: snap(t.maxY) - snap(t.minY)).integral
        guard !r.isNull, r.width > 0, r.height > 0, r.width * r.height < 1e9 else { return .empty() }
        let inverse = matrix.inverted()
        let w = Int(r.width), h = Int(r.height)
        var out = LinearPixels(width: w, height: h)
        // One source pixel (column `u`, row `v` counted from the bottom), transparent outside unless clamped.
        func texel(_ u: Int, _ v: Int, _ c: Int) -> Float {
            var u = u, v = v
            if clamped { u = min(max(u, 0), source.width - 1); v = min(max(v, 0), source.height - 1) }
            guard u >= 0, v >= 0, u < source.width, v < source.height else { return 0 }
            return source.values[((source.height - 1 - v) * source.width + u) * 4 + c]
        }
        for row in 0..<h {
            let y = r.maxY - CGFloat(row) - 0.5   // CI y of this output row's pixel centres
            for column in 0..<w {
                let p = CGPoint(x: r.minX + CGFloat(column) + 0.5, y: y).applying(inverse)
                let fx = Float(p.x) - Float(origin.x) - 0.5, fy = Float(p.y) - Float(origin.y) - 0.5
                let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                let tx = fx - Float(x0), ty = fy - Float(y0)
                let base = (row * w + column) * 4
                for c in 0..<4 {
                    let bottom = texel(x0, y0, c) * (1 - tx) + texel(x0 + 1, y0, c) * tx
                    let top = texel(x0, y0 + 1, c) * (1 - tx) + texel(x0 + 1, y0 + 1, c) * tx
                    out.values[base + c] = bottom * (1 - ty) + top * ty
                }
            }
        }
        return CIImage(pixels: out, x: Int(r.minX), y: Int(r.minY), clamped: clamped)
    }
}
