import CCairo
import Foundation
import WidgetShotUI

/// An image mask of the clip in device pixels: one coverage byte per pixel of the context (A8).
final class DeviceMask {
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}

extension QuartzBitmapContext {
    /// Intersects the clip with `bitmap` mapped into `rect` of user space (Core Graphics'
    /// `clip(to:mask:)`, image drawn y-up as `draw(_:in:)` draws it). The mask is read as an image,
    /// not an image mask (WidgetShot's `CGImage`s are never image masks): a pixel's luminance is how
    /// much later drawing shows there — white shows, black hides, grey is partly transparent
    /// (developer.apple.com/documentation/coregraphics/cgcontext/clip(to:mask:): the image is
    /// DeviceGray, its samples the alpha). Apple requires a grey image without alpha; for a colour
    /// image with alpha WidgetShot multiplies luminance by alpha (transparent pixels hide). Outside
    /// `rect` nothing shows.
    package func clip(to rect: CGRect, mask bitmap: BitmapImage) {
        let w = Int32(width), h = Int32(height)
        guard let coverage = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else { return }
        defer { cairo_surface_destroy(coverage) }
        // The mask image drawn where it lands on the device, with the current transform.
        if rect.width != 0, rect.height != 0, rect.width.isFinite, rect.height.isFinite, let image = BitmapCodec.surface(for: bitmap) {
            defer { cairo_surface_destroy(image) }
            let c = cairo_create(coverage)!
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            cairo_set_matrix(c, &m)
            cairo_rectangle(c, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(c)
            cairo_translate(c, rect.minX, rect.maxY)
            cairo_scale(c, rect.width / CGFloat(bitmap.width), -rect.height / CGFloat(bitmap.height))
            cairo_set_source_surface(c, image, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(c), CAIRO_EXTEND_PAD)
            cairo_paint(c)
            cairo_destroy(c)
        }
        guard let alphaMask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h) else { return }
        cairo_surface_flush(coverage)
        if let previous = mask { cairo_surface_flush(previous.surface) }
        if let src = cairo_image_surface_get_data(coverage), let dst = cairo_image_surface_get_data(alphaMask) {
            let srcStride = Int(cairo_image_surface_get_stride(coverage)), dstStride = Int(cairo_image_surface_get_stride(alphaMask))
            let old = mask.flatMap { cairo_image_surface_get_data($0.surface) }
            for y in 0..<Int(h) {
                for x in 0..<Int(w) {
                    let p = src + y * srcStride + x * 4   // premultiplied B, G, R, A
                    // Rec. 709 luminance of premultiplied colour = luminance × alpha.
                    var value = (0.0722 * Double(p[0]) + 0.7152 * Double(p[1]) + 0.2126 * Double(p[2])).rounded()
                    if let old { value = value * Double(old[y * dstStride + x]) / 255 }
                    dst[y * dstStride + x] = UInt8(min(max(value.rounded(), 0), 255))
                }
            }
        }
        cairo_surface_mark_dirty(alphaMask)
        mask = DeviceMask(surface: alphaMask)
    }

    /// Runs a painting operation; under an image mask it paints into a group first and shows the
    /// group through the mask.
    func throughMask(_ paint: () -> Void) {
        guard let mask else { paint(); return }
        cairo_push_group(cr)
        paint()
        cairo_pop_group_to_source(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }
}
