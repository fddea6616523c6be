import Foundation
import Testing
import WidgetShot

/// Issue 13: SwiftUI outlines rounded rectangles and capsules from the middle of the right edge,
/// down first (Apple's `Path.description`: `100 30 m 100 41.656 l …` for a 100 × 60 rect with
/// corner radius 12), so a dashed stroke's first dash is there; rectangles start at the top left.
@Suite struct RoundedRectDashTests {
    /// Renders `shape` stroked with one 10-pt dash (then a gap longer than the outline) in a
    /// 100 × 60 frame at (10, 10) of a 120 × 80 canvas, @2x.
    func firstDash(_ shape: some Shape) throws -> RasterImage {
        let dashed = shape.stroke(style: StrokeStyle(lineWidth: 2, dash: [10, 1000])).frame(width: 100, height: 60)
        return try render(dashed.frame(width: 120, height: 80), 120, 80, scale: 2).image
    }
    func inked(_ image: RasterImage, _ x: CGFloat, _ y: CGFloat) -> Bool { image.alpha(Int(x * 2), Int(y * 2)) > 128 }

    @Test("RoundedRectangle (continuous and circular): the first dash runs down the right edge from its middle")
    func roundedRectangle() throws {
        for style in [RoundedCornerStyle.continuous, .circular] {
            let image = try firstDash(RoundedRectangle(cornerRadius: 12, style: style))
            // The right edge is x = 110; its middle y = 40; the dash covers y 40…50.
            #expect(inked(image, 110, 41) && inked(image, 110, 49), "\(style): no ink below the right edge's middle")
            #expect(!inked(image, 110, 38) && !inked(image, 110, 52), "\(style): ink outside the first dash")
            // Nothing on the top edge (where the path used to start).
            #expect(!(10...110).contains { inked(image, CGFloat($0), 10) }, "\(style): ink on the top edge")
            #expect(image.count { $0.a > 128 } < 2 * 2 * 12 * 4, "\(style): more than one dash")
        }
    }

    @Test("Capsule: the first dash starts at the right end's middle and turns down along the cap")
    func capsule() throws {
        let image = try firstDash(Capsule())
        // Right end x = 110, middle y = 40; a 30-pt-radius cap: the dash stays near x 108…110, y 40…50.
        #expect(inked(image, 110, 41), "no ink just below the right end's middle")
        #expect(!inked(image, 110, 38), "ink above the right end's middle")
        #expect(!(10...110).contains { inked(image, CGFloat($0), 10) } && !(10...110).contains { inked(image, CGFloat($0), 70) })
    }

    @Test("Rectangle keeps starting at the top-left corner, heading right")
    func rectangle() throws {
        let image = try firstDash(Rectangle())
        #expect(inked(image, 12, 10) && inked(image, 19, 10) && !inked(image, 22, 10) && !inked(image, 110, 41))
    }
}
