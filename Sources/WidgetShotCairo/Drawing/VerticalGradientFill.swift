import CCairo
import Foundation

/// Fills a shape with a vertical linear gradient (`LinearGradient(…, startPoint: .top,
/// endPoint: .bottom)`, the usual widget background) at a fraction of the instructions, with the
/// same pixels (issue 21, goal 4).
///
/// pixman has no fast path for a gradient source. Cairo fills an antialiased or clipped shape one
/// pixel row (or run) at a time, and every such composite on pixman's general path clears its 24 KB
/// scanline buffer: about 25 K instructions a row, 85 M of a cold `widgetshot render`. Here the
/// gradient is painted once into an image and the shape is filled with that image, which pixman
/// composites on its fast paths (the same rounding: `(x × a + 128) / 255` per channel).
///
/// The pixels stay the same because:
/// - the image shares the target's size and device offset and is painted with the same CTM,
///   clipped to the fill's pixel bounds, so cairo hands pixman the same gradient transform (the
///   transform it rounds to 16.16 depends on the device offset and on the centre of those bounds);
/// - a vertical gradient's colour depends on the row only, so painting whole rows gives what the
///   fill's runs fetch (a sloped one is sampled from each run's start and can differ by one
///   level: those keep cairo's own fill);
/// - the image is used through a sub-surface, which keeps cairo off its own blit path (it rounds
///   `(x × a + 127) / 255` where the target is still clear or has no alpha).
enum VerticalGradientFill {
    /// Fills (and clears) `cr`'s current path with its source: through a painted image when the
    /// source is a vertical linear gradient drawn with `OVER` into an image surface, else with
    /// `cairo_fill`.
    static func fill(_ cr: OpaquePointer) {
        guard let gradient = cairo_get_source(cr), isVertical(gradient, cr), cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
              let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return cairo_fill(cr) }
        // The target's pixels in device space (a clip can reach beyond them: cairo draws nothing there).
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(target, &dx, &dy)
        let width = cairo_image_surface_get_width(target), height = cairo_image_surface_get_height(target)
        let pixels = CGRect(x: -dx, y: -dy, width: Double(width), height: Double(height))
        cairo_save(cr)
        cairo_identity_matrix(cr)   // the path and the clip are read in device space
        let deviceBounds = deviceBounds(cr)?.intersection(pixels)
        cairo_restore(cr)
        guard let bounds = deviceBounds, !bounds.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return cairo_new_path(cr) }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return cairo_fill(cr) }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { return cairo_fill(cr) }
        // The offset first: the sub-surface below is placed in device space through it.
        cairo_surface_set_device_offset(image, dx, dy)
        guard let painted = cairo_surface_create_for_rectangle(image, bounds.origin.x, bounds.origin.y, bounds.width, bounds.height) else { return cairo_fill(cr) }
        defer { cairo_surface_destroy(painted) }

        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let painter = cairo_create(image)!
        cairo_rectangle(painter, bounds.origin.x, bounds.origin.y, bounds.width, bounds.height)
        cairo_clip(painter)
        cairo_set_matrix(painter, &ctm)
        cairo_set_source(painter, gradient)
        cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
        cairo_paint(painter)
        cairo_destroy(painter)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, painted, bounds.origin.x, bounds.origin.y)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// A linear gradient whose colour does not change along device x: its two points share x,
    /// and neither its matrix nor the CTM rotates or skews.
    private static func isVertical(_ pattern: OpaquePointer, _ cr: OpaquePointer) -> Bool {
        guard cairo_pattern_get_type(pattern) == CAIRO_PATTERN_TYPE_LINEAR else { return false }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        guard cairo_pattern_get_linear_points(pattern, &x0, &y0, &x1, &y1) == CAIRO_STATUS_SUCCESS, x0 == x1 else { return false }
        var ctm = cairo_matrix_t(), matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_pattern_get_matrix(pattern, &matrix)
        return ctm.xy == 0 && ctm.yx == 0 && matrix.xy == 0 && matrix.yx == 0
    }

    /// The whole pixels the fill can touch, as cairo's compositor bounds them: the box of the
    /// flattened path (device space: call with the identity CTM), rounded out, within the clip.
    /// Nil when empty.
    private static func deviceBounds(_ cr: OpaquePointer) -> CGRect? {
        guard let flat = cairo_copy_path_flat(cr) else { return nil }
        defer { cairo_path_destroy(flat) }
        guard flat.pointee.status == CAIRO_STATUS_SUCCESS, let data = flat.pointee.data else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var i = 0
        while i < Int(flat.pointee.num_data) {
            let header = data[i].header
            if header.type == CAIRO_PATH_MOVE_TO || header.type == CAIRO_PATH_LINE_TO {
                let p = data[i + 1].point
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            i += max(Int(header.length), 1)
        }
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        let x0 = max(minX, cx0).rounded(.down), y0 = max(minY, cy0).rounded(.down)
        let x1 = min(maxX, cx1).rounded(.up), y1 = min(maxY, cy1).rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x0 < x1, y0 < y1 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
