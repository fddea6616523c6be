import CCairo
import Foundation
import WidgetShotUI

extension Offscreen {
    /// `RenderEffect.bend`: draws `content` into a layer, then paints it bent along the circle
    /// around `center` through `through` (user-space points): a layer point at arc length `s`
    /// from `through` and radius `r` comes from the straight point `r` out along the radius to
    /// `through` and `s` along its tangent (bilinear samples of the premultiplied pixels). Only
    /// the half-plane facing `through` is drawn. Assumes a transform without rotation or skew
    /// (a render's scale), which the corner label's chrome has.
    static func drawBent(on cr: OpaquePointer, center: CGPoint, through: CGPoint, content: (OpaquePointer) -> Void) {
        var cx = Double(center.x), cy = Double(center.y), tx = Double(through.x), ty = Double(through.y)
        cairo_user_to_device(cr, &cx, &cy)
        cairo_user_to_device(cr, &tx, &ty)
        let radius = ((tx - cx) * (tx - cx) + (ty - cy) * (ty - cy)).squareRoot()
        guard radius.isFinite, radius > 1e-3, cx.isFinite, cy.isFinite else { return content(cr) }
        drawLayer(on: cr, content: content) { layer, offset in
            // Surface pixels are device coordinates plus the offset.
            CircleBend.apply(layer, center: (cx + offset.x, cy + offset.y), through: (tx + offset.x, ty + offset.y))
        }
    }
}

/// The pixel warp of `RenderEffect.bend`, on a premultiplied ARGB32 layer.
enum CircleBend {
    /// Bends `layer` in place around `center` through `through` (pixel coordinates).
    static func apply(_ layer: RecolorSurface, center: (Double, Double), through: (Double, Double)) {
        let (w, h, stride) = (layer.width, layer.height, layer.stride)
        guard w > 0, h > 0 else { return }
        let source = Array(UnsafeBufferPointer(start: layer.data, count: stride * h))
        let (cx, cy) = center
        let radius = ((through.0 - cx) * (through.0 - cx) + (through.1 - cy) * (through.1 - cy)).squareRoot()
        let phi0 = atan2(through.1 - cy, through.0 - cx)
        // The radial and tangent (increasing angle) directions at `through`.
        let (ux, uy) = (cos(phi0), sin(phi0)), (vx, vy) = (-sin(phi0), cos(phi0))
        for y in 0..<h {
            for x in 0..<w {
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                let r = (dx * dx + dy * dy).squareRoot()
                var dphi = atan2(dy, dx) - phi0
                if dphi > .pi { dphi -= 2 * .pi } else if dphi < -.pi { dphi += 2 * .pi }
                let out = layer.data + y * stride + x * 4
                guard abs(dphi) < .pi / 2 else {
                    out.update(repeating: 0, count: 4)
                    continue
                }
                let s = dphi * radius
                let sx = cx + r * ux + s * vx - 0.5, sy = cy + r * uy + s * vy - 0.5
                sample(source, w, h, stride, sx, sy, into: out)
            }
        }
    }

    /// Bilinear sample of premultiplied pixels at (`x`, `y`) (pixel centres at integers);
    /// outside the layer is transparent.
    private static func sample(_ px: [UInt8], _ w: Int, _ h: Int, _ stride: Int, _ x: Double, _ y: Double, into out: UnsafeMutablePointer<UInt8>) {
        guard x > -1, y > -1, x < Double(w), y < Double(h) else {
            out.update(repeating: 0, count: 4)
            return
        }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        for c in 0..<4 {
            func at(_ xi: Int, _ yi: Int) -> Double {
                guard xi >= 0, yi >= 0, xi < w, yi < h else { return 0 }
                return Double(px[yi * stride + xi * 4 + c])
            }
            let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
            let bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
            out[c] = UInt8(min(max((top * (1 - fy) + bottom * fy).rounded(), 0), 255))
        }
    }
}
