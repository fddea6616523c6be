import CCairo
import Foundation
import Testing
@testable import WidgetShotCairo
import WidgetShotUI

/// `VerticalGradientFill` (issue 21, goal 4): filling through a painted gradient image gives the
/// bytes `cairo_fill` gives with the gradient itself, on every kind of target a render draws into.
struct ColdFourteenGradientFillTests {
    /// A seeded generator, so a failing scene can be drawn again.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Twelve gradient fills (rounded rectangles, ellipses, rectangles; some in a clipped group,
    /// which has a device offset) on a canvas with a random scale, format and widget clip. The
    /// first fill lands on a still-clear surface. `sloped` tilts every gradient a little.
    static func scene(seed: UInt64, fast: Bool, sloped: Bool = false) -> [UInt8] {
        var random = SplitMix(state: seed)
        let scale = [1, 2, 3, 2.5, 1.5][Int.random(in: 0..<5, using: &random)]
        let width = Int32.random(in: 100...400, using: &random), height = Int32.random(in: 100...400, using: &random)
        let format = Bool.random(using: &random) ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        let surface = cairo_image_surface_create(format, width, height)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let w = Double(width) / scale, h = Double(height) / scale
        if Bool.random(using: &random) {
            RoundedRectPath.add(CGRect(x: 0.7, y: 0.3, width: w - 8, height: h - 5), corner: CGSize(width: 21.7, height: 21.7), continuous: true, cr)
            cairo_clip(cr)
        }
        for _ in 0..<12 {
            let x = Double.random(in: -10..<w, using: &random), y = Double.random(in: -10..<h, using: &random)
            let bw = Double.random(in: 1..<w, using: &random), bh = Double.random(in: 1..<h, using: &random)
            let group = Int.random(in: 0..<4, using: &random) == 0
            cairo_save(cr)
            if group {
                cairo_rectangle(cr, x + 1.3, y + 2.1, bw * 0.8, bh * 0.9)
                cairo_clip(cr)
                cairo_push_group(cr)
            }
            let y0 = y + Double.random(in: -18..<18, using: &random), y1 = y + bh * Double.random(in: 0..<2, using: &random)
            let pattern = cairo_pattern_create_linear(x, y0, sloped ? x + 3 : x, y1)!
            let stops = Int.random(in: 2...4, using: &random)
            for k in 0..<stops {
                let alpha = Int.random(in: 0..<3, using: &random) == 0 ? Double.random(in: 0...1, using: &random) : 1
                cairo_pattern_add_color_stop_rgba(pattern, Double(k) / Double(stops - 1), .random(in: 0...1, using: &random),
                                                  .random(in: 0...1, using: &random), .random(in: 0...1, using: &random), alpha)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            let frame = CGRect(x: x, y: y, width: bw, height: bh)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let radius = min(bw, bh) / 2 * Double.random(in: 0.01...1, using: &random)
                RoundedRectPath.add(frame, corner: CGSize(width: radius, height: radius), continuous: Bool.random(using: &random), cr)
            case 1: CairoPath.add(Path(ellipseIn: frame), to: cr)
            default: cairo_rectangle(cr, x, y, bw, bh)
            }
            if fast { VerticalGradientFill.fill(cr) } else { cairo_fill(cr) }
            if group {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Double.random(in: 0...1, using: &random))
            }
            cairo_restore(cr)
        }
        cairo_surface_flush(surface)
        let bytes = Int(cairo_image_surface_get_stride(surface) * height)
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: bytes))
    }

    @Test(arguments: 0..<8)
    func verticalGradientFillsGiveCairosBytes(batch: UInt64) {
        for seed in batch * 25..<(batch + 1) * 25 {
            let plain = Self.scene(seed: seed, fast: false), painted = Self.scene(seed: seed, fast: true)
            #expect(plain.contains { $0 != 0 }, "seed \(seed) drew nothing")
            #expect(plain == painted, "seed \(seed): \(zip(plain, painted).filter { $0 != $1 }.count) bytes differ")
        }
    }

    /// A sloped gradient keeps cairo's own fill (painting whole rows would shift some pixels by
    /// one level), so its bytes are cairo's too.
    @Test func slopedGradientsKeepCairosFill() {
        for seed in UInt64(1000)..<1020 {
            #expect(Self.scene(seed: seed, fast: false, sloped: true) == Self.scene(seed: seed, fast: true, sloped: true), "seed \(seed)")
        }
    }

    /// A clip reaching past the surface (as a band drawn into a smaller layer has): only the
    /// surface's pixels are painted and read, as cairo's fill touches only those.
    @Test func aClipBeyondTheSurfaceIsCut() {
        func draw(fast: Bool, clipY: Double) -> [UInt8] {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 90, 40)!
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            cairo_rectangle(cr, 0, clipY, 90, 120)
            cairo_clip(cr)
            let pattern = cairo_pattern_create_linear(0, clipY, 0, clipY + 120)!
            cairo_pattern_add_color_stop_rgba(pattern, 0, 0.1, 0.5, 0.9, 1)
            cairo_pattern_add_color_stop_rgba(pattern, 1, 0.9, 0.2, 0.1, 0.6)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            RoundedRectPath.add(CGRect(x: 2.5, y: clipY + 1.5, width: 80, height: 110), corner: CGSize(width: 20, height: 20), continuous: true, cr)
            if fast { VerticalGradientFill.fill(cr) } else { cairo_fill(cr) }
            cairo_surface_flush(surface)
            return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: Int(cairo_image_surface_get_stride(surface)) * 40))
        }
        for clipY in [-30.0, 10.5, 39.5, 60, 278] {
            #expect(draw(fast: true, clipY: clipY) == draw(fast: false, clipY: clipY), "clip at y \(clipY)")
        }
    }

    /// The fill clears the path and leaves the context's matrix and source as they were.
    @Test func theContextIsLeftAsAFillLeavesIt() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 60, 60)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, 3, 3)
        let pattern = cairo_pattern_create_linear(0, 0, 0, 20)!
        cairo_pattern_add_color_stop_rgb(pattern, 0, 1, 0, 0)
        cairo_pattern_add_color_stop_rgb(pattern, 1, 0, 0, 1)
        cairo_set_source(cr, pattern)
        RoundedRectPath.add(CGRect(x: 1, y: 1, width: 18, height: 18), corner: CGSize(width: 5, height: 5), continuous: false, cr)
        VerticalGradientFill.fill(cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        #expect(matrix.xx == 3 && matrix.yy == 3 && matrix.x0 == 0)
        #expect(cairo_get_source(cr) == pattern)
        #expect(cairo_has_current_point(cr) == 0)
        cairo_pattern_destroy(pattern)
        // The middle of the shape is drawn: red at the top, blue at the bottom.
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        func pixel(_ x: Int, _ y: Int) -> UInt32 { data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee } }
        #expect(pixel(30, 6) >> 16 & 0xFF > 200 && pixel(30, 6) & 0xFF < 60)
        #expect(pixel(30, 54) & 0xFF > 200 && pixel(30, 54) >> 16 & 0xFF < 60)
        #expect(pixel(0, 0) == 0)
    }
}
