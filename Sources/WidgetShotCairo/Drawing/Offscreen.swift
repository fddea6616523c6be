import CCairo
import CCodecs
import Foundation
import WidgetShotUI

/// Effects that need the pixels of a drawn subtree: shadows and blurs. The subtree is drawn into
/// a cairo group (an image surface covering the clip), processed, then composited.
enum Offscreen {
    /// `.shadow(color:radius:x:y:)`: the subtree's alpha, tinted, blurred with a Gaussian of
    /// σ = radius and offset, drawn under the subtree. SwiftUI's radius is Core Animation's
    /// `shadowRadius`, which design tools export as a CSS blur of 2 × radius, i.e. σ = radius
    /// (CSS: σ = blur / 2). Issue 13 measured iOS's `.shadow(radius: 4)` fading out over ~1.75×
    /// the distance of the former σ = radius / 2 (edge luminance 93 vs 72), which σ = radius matches.
    static let shadowSigmaPerRadius: CGFloat = 1

    static func drawShadowed(on cr: OpaquePointer, color: RGBA, radius: CGFloat, offset: CGSize, scale: CGFloat, content: (OpaquePointer) -> Void) {
        cairo_push_group(cr)
        content(cr)
        let group = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(group) }
        var surfaceRef: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surfaceRef) == CAIRO_STATUS_SUCCESS, let source = surfaceRef,
              cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE else {
            cairo_set_source(cr, group)
            cairo_paint(cr)
            return
        }
        cairo_surface_flush(source)
        let w = cairo_image_surface_get_width(source), h = cairo_image_surface_get_height(source)
        let shadow = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        defer { cairo_surface_destroy(shadow) }
        var dx: Double = 0, dy: Double = 0
        cairo_surface_get_device_offset(source, &dx, &dy)
        cairo_surface_set_device_offset(shadow, dx, dy)
        let srcStride = Int(cairo_image_surface_get_stride(source)), dstStride = Int(cairo_image_surface_get_stride(shadow))
        // An empty group (clipped to nothing) has no pixel data: nothing to shadow.
        guard let src = cairo_image_surface_get_data(source), let dst = cairo_image_surface_get_data(shadow) else {
            cairo_set_source(cr, group)
            cairo_paint(cr)
            return
        }
        let cr8 = color.red * color.alpha, cg8 = color.green * color.alpha, cb8 = color.blue * color.alpha
        for y in 0..<Int(h) {
            for x in 0..<Int(w) {
                let a = Double(src[y * srcStride + x * 4 + 3]) / 255
                let o = y * dstStride + x * 4
                dst[o] = PixelRounding.byte(cb8 * a * 255)
                dst[o + 1] = PixelRounding.byte(cg8 * a * 255)
                dst[o + 2] = PixelRounding.byte(cr8 * a * 255)
                dst[o + 3] = PixelRounding.byte(color.alpha * a * 255)
            }
        }
        Blur.gaussian(dst, width: Int(w), height: Int(h), stride: dstStride, sigma: Double(radius * scale * shadowSigmaPerRadius))
        cairo_surface_mark_dirty(shadow)
        let shadowPattern = cairo_pattern_create_for_surface(shadow)!
        defer { cairo_pattern_destroy(shadowPattern) }
        var m = cairo_matrix_t()
        cairo_pattern_get_matrix(group, &m)
        cairo_matrix_translate(&m, -offset.width, -offset.height)
        cairo_pattern_set_matrix(shadowPattern, &m)
        cairo_set_source(cr, shadowPattern)
        cairo_paint(cr)
        cairo_set_source(cr, group)
        cairo_paint(cr)
    }

    /// `ShadowStyle.inner`: the subtree, then over it `color` × (the inverse of its alpha, offset
    /// and blurred with σ = radius, as a drop shadow) × its alpha — the shadow its edges cast
    /// inwards. The inverse is taken on a layer padded by the blur's reach and the offset, where
    /// everything outside the subtree counts as uncovered, so a shape that fills its layer to
    /// the edge still gets a shadow along that edge.
    static func drawInnerShadowed(on cr: OpaquePointer, color: RGBA, radius: CGFloat, offset: CGSize, scale: CGFloat, content: (OpaquePointer) -> Void) {
        cairo_push_group(cr)
        content(cr)
        let group = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(group) }
        cairo_set_source(cr, group)
        cairo_paint(cr)
        var surfaceRef: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surfaceRef) == CAIRO_STATUS_SUCCESS, let source = surfaceRef,
              cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE, color.alpha > 0 else { return }
        cairo_surface_flush(source)
        let w = Int(cairo_image_surface_get_width(source)), h = Int(cairo_image_surface_get_height(source))
        guard w > 0, h > 0, let src = cairo_image_surface_get_data(source) else { return }
        let sigma = Double(radius * scale * shadowSigmaPerRadius)
        let reach = Double(max(abs(offset.width), abs(offset.height)) * scale)
        let pad = Int(min((3 * sigma + reach).rounded(.up) + 2, 4096))
        let pw = w + 2 * pad, ph = h + 2 * pad
        guard let shadow = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)),
              cairo_surface_status(shadow) == CAIRO_STATUS_SUCCESS, let dst = cairo_image_surface_get_data(shadow) else { return }
        defer { cairo_surface_destroy(shadow) }
        let srcStride = Int(cairo_image_surface_get_stride(source)), dstStride = Int(cairo_image_surface_get_stride(shadow))
        let a8 = color.alpha, r8 = color.red * a8, g8 = color.green * a8, b8 = color.blue * a8
        for y in 0..<ph {
            for x in 0..<pw {
                let sx = x - pad, sy = y - pad
                let covered = sx >= 0 && sy >= 0 && sx < w && sy < h ? Double(src[sy * srcStride + sx * 4 + 3]) / 255 : 0
                let u = 1 - covered, o = y * dstStride + x * 4
                dst[o] = PixelRounding.byte(b8 * u * 255)
                dst[o + 1] = PixelRounding.byte(g8 * u * 255)
                dst[o + 2] = PixelRounding.byte(r8 * u * 255)
                dst[o + 3] = PixelRounding.byte(a8 * u * 255)
            }
        }
        Blur.gaussian(dst, width: pw, height: ph, stride: dstStride, sigma: sigma)
        cairo_surface_mark_dirty(shadow)
        var dx: Double = 0, dy: Double = 0
        cairo_surface_get_device_offset(source, &dx, &dy)
        cairo_surface_set_device_offset(shadow, dx + Double(pad), dy + Double(pad))
        let shadowPattern = cairo_pattern_create_for_surface(shadow)!
        defer { cairo_pattern_destroy(shadowPattern) }
        var m = cairo_matrix_t()
        cairo_pattern_get_matrix(group, &m)
        cairo_matrix_translate(&m, -offset.width, -offset.height)
        cairo_pattern_set_matrix(shadowPattern, &m)
        // The shadow, kept where the subtree is (its alpha as the mask).
        cairo_set_source(cr, shadowPattern)
        cairo_mask(cr, group)
    }

    /// `.blur(radius:)`: a Gaussian blur of the subtree with σ = radius / 2.
    static func drawBlurred(on cr: OpaquePointer, radius: CGFloat, scale: CGFloat, content: (OpaquePointer) -> Void) {
        drawLayer(on: cr, content: content) { layer in
            Blur.gaussian(layer.data, width: layer.width, height: layer.height, stride: layer.stride, sigma: Double(radius * scale / 2))
        }
    }

    /// Draws `content` into a layer, lets `process` change the layer's premultiplied ARGB32 pixels
    /// in place (when the layer is an image surface), and paints the layer.
    static func drawLayer(on cr: OpaquePointer, content: (OpaquePointer) -> Void, process: (RecolorSurface) -> Void) {
        drawLayer(on: cr, content: content) { layer, _ in process(layer) }
    }

    /// ``drawLayer(on:content:process:)`` whose `process` also gets the layer's device offset:
    /// a layer pixel is at device coordinates minus that offset.
    static func drawLayer(on cr: OpaquePointer, content: (OpaquePointer) -> Void,
                          process: (RecolorSurface, _ deviceOffset: (x: Double, y: Double)) -> Void) {
        cairo_push_group(cr)
        content(cr)
        let group = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(group) }
        var surfaceRef: OpaquePointer?
        if cairo_pattern_get_surface(group, &surfaceRef) == CAIRO_STATUS_SUCCESS, let surface = surfaceRef,
           cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, let data = cairo_image_surface_get_data(surface) {
            cairo_surface_flush(surface)
            var ox = 0.0, oy = 0.0
            cairo_surface_get_device_offset(surface, &ox, &oy)
            process(RecolorSurface(data: data, width: Int(cairo_image_surface_get_width(surface)),
                                   height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface))),
                    (ox, oy))
            cairo_surface_mark_dirty(surface)
        }
        cairo_set_source(cr, group)
        cairo_paint(cr)
    }
}

/// Separable Gaussian blur approximated by three box blurs per axis (premultiplied ARGB32).
enum Blur {
    static func gaussian(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.1, width > 0, height > 0 else { return }
        // A blur wider than the image is flat by then: σ is capped at the image's longer side
        // (and 4,096 px), which keeps box sizes far from integer overflow (∞ and 1e300 radii)
        // and each pass linear in the image's size.
        let sigma = min(sigma, Double(max(width, height)), 4096)
        for box in boxSizes(sigma: sigma) {
            let r = (box - 1) / 2
            boxPass(data, count: height, length: width, step: 4, lineStep: stride, radius: r)
            boxPass(data, count: width, length: height, step: stride, lineStep: 4, radius: r)
        }
    }

    /// Box widths whose three passes approximate a Gaussian of `sigma` (Kovesi's method).
    static func boxSizes(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let m = ((12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / Double(-4 * wl - 4)).rounded()
        return (0..<3).map { Double($0) < m ? wl : wu }
    }

    /// One box pass over `count` lines of `length` pixels (edges clamp), in C so that a debug build
    /// blurs at C speed (`ws_box_pass_u8`, CCodecs/box_blur.c).
    private static func boxPass(_ data: UnsafeMutablePointer<UInt8>, count: Int, length: Int, step: Int, lineStep: Int, radius: Int) {
        guard radius > 0, count > 0, length > 0 else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length * 4) { line in
            ws_box_pass_u8(data, Int32(count), Int32(length), step, lineStep, Int32(radius), line.baseAddress!)
        }
    }
}
