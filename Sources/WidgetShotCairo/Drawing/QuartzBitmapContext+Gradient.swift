import CCairo
import Foundation
import WidgetShotUI

/// Where a Core Graphics gradient runs: along an axis, or between two circles.
package enum QuartzGradientGeometry: Equatable {
    /// Core Graphics' `drawLinearGradient`: colour 0 at `start`, colour 1 at `end`, constant
    /// across lines perpendicular to the axis.
    case linear(start: CGPoint, end: CGPoint)
    /// Core Graphics' `drawRadialGradient`: colour 0 on the start circle, colour 1 on the end
    /// circle, the circles between interpolated (the PDF "radial shading" both share with Cairo).
    case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
}

extension QuartzBitmapContext {
    /// Paints a gradient through the clip (Core Graphics' `drawLinearGradient` /
    /// `drawRadialGradient`): `colors` at `locations` (0…1, sorted here), sRGB, at the context's
    /// alpha. Between location 0 and the first location the first colour shows (and the last
    /// colour after the last location); before the start and after the end nothing is painted
    /// unless `extendsBefore` / `extendsAfter` ask for the end colours to continue.
    package func paintGradient(_ geometry: QuartzGradientGeometry, colors: [RGBA], locations: [CGFloat],
                               extendsBefore: Bool, extendsAfter: Bool) {
        guard !colors.isEmpty, colors.count == locations.count, let pattern = Self.pattern(for: geometry) else { return }
        defer { cairo_pattern_destroy(pattern) }
        // Cairo's extend modes continue both ends or neither; Core Graphics' options are per end.
        // So the pattern always pads, and an end that must stay unpainted gets a transparent stop
        // at 0 (or 1) outside the gradient's own stops: padding then continues the transparent one.
        var stops = zip(locations.map { $0.isFinite ? min(max($0, 0), 1) : 0 }, colors)
            .enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
        if let first = stops.first, first.0 > 0 { stops.insert((0, first.1), at: 0) }
        if let last = stops.last, last.0 < 1 { stops.append((1, last.1)) }
        if !extendsBefore, let first = stops.first { stops.insert((0, first.1.clear), at: 0) }
        if !extendsAfter, let last = stops.last { stops.append((1, last.1.clear)) }
        for (offset, color) in stops {
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_set_source(cr, pattern)
        throughMask { cairo_paint_with_alpha(cr, min(max(alpha, 0), 1)) }
    }

    /// The Cairo pattern for `geometry`; nil when it is degenerate (Core Graphics draws nothing).
    private static func pattern(for geometry: QuartzGradientGeometry) -> OpaquePointer? {
        switch geometry {
        case .linear(let start, let end):
            guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite), start != end else { return nil }
            return cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case .radial(let c0, let r0, let c1, let r1):
            guard [c0.x, c0.y, c1.x, c1.y, r0, r1].allSatisfy(\.isFinite), r0 >= 0, r1 >= 0,
                  !(c0 == c1 && r0 == r1) else { return nil }
            return cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1)
        }
    }
}

private extension RGBA {
    /// The colour fully transparent (the stop that ends a gradient without extending it).
    var clear: RGBA { RGBA(red: red, green: green, blue: blue, alpha: 0) }
}
