import CCairo
import Foundation
import WidgetShotUI

/// Sets a `Paint` as the cairo source for a shape laid in `frame` (gradient unit points are
/// relative to the frame, as in SwiftUI). Colours are straight sRGB; cairo composites in sRGB
/// space, as Core Graphics does by default.
enum CairoPaint {
    static func setSource(_ paint: Paint, frame: CGRect, on cr: OpaquePointer) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .linearGradient(let stops, let start, let end):
            let p0 = start.pointIn(frame), p1 = end.pointIn(frame)
            let pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)!
            addStops(stops, to: pattern)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .radialGradient(let stops, let center, let r0, let r1):
            let c = center.pointIn(frame)
            let pattern = cairo_pattern_create_radial(c.x, c.y, r0, c.x, c.y, r1)!
            addStops(stops, to: pattern)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .angularGradient(let stops, let center, let a0, let a1):
            let pattern = angular(stops, center: center.pointIn(frame), from: a0.radians, to: a1.radians, frame: frame)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .meshGradient(let mesh):
            let pattern = self.mesh(mesh, frame: frame)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// A `MeshGradient` as a cairo mesh pattern: one bilinear patch per tessellated quad
    /// (`ResolvedMesh.tessellate`), the background first.
    static func mesh(_ mesh: ResolvedMesh, frame: CGRect) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        for quad in mesh.tessellate(in: frame) {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, quad.corners[0].x, quad.corners[0].y)
            for corner in quad.corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, corner.x, corner.y) }
            for (index, c) in quad.colors.enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    static func addStops(_ stops: [ResolvedStop], to pattern: OpaquePointer) {
        for s in stops { cairo_pattern_add_color_stop_rgba(pattern, s.location, s.color.red, s.color.green, s.color.blue, s.color.alpha) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }

    /// The colour of a gradient at `t` (0…1), interpolating straight sRGB components.
    static func color(_ stops: [ResolvedStop], at t: CGFloat) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let f = b.location > a.location ? Double((t - a.location) / (b.location - a.location)) : 1
            return RGBA(red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                        blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }

    /// A conic gradient as a cairo mesh of thin wedges (cairo has no conic pattern). Angles are
    /// clockwise from the +x axis in y-down space, as SwiftUI's.
    static func angular(_ stops: [ResolvedStop], center c: CGPoint, from a0: Double, to a1: Double, frame: CGRect) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let radius = 2 * hypot(frame.width, frame.height) + 1
        let segments = 180
        for i in 0..<segments {
            let t0 = CGFloat(i) / CGFloat(segments), t1 = CGFloat(i + 1) / CGFloat(segments)
            let b0 = a0 + (a1 - a0) * Double(t0), b1 = a0 + (a1 - a0) * Double(t1)
            let c0 = color(stops, at: t0), c1 = color(stops, at: t1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, c.x, c.y)
            cairo_mesh_pattern_line_to(mesh, c.x + radius * cos(b0), c.y + radius * sin(b0))
            cairo_mesh_pattern_line_to(mesh, c.x + radius * cos(b1), c.y + radius * sin(b1))
            cairo_mesh_pattern_line_to(mesh, c.x, c.y)
            for (corner, col) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), col.red, col.green, col.blue, col.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}

extension UnitPoint {
    func pointIn(_ r: CGRect) -> CGPoint { CGPoint(x: r.minX + x * r.width, y: r.minY + y * r.height) }
}
