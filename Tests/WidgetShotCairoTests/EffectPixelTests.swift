import Foundation
import Testing
import WidgetShot

@Suite struct EffectPixelTests {
    @Test("opacity 0.5 on a red square gives half alpha and keeps the colour")
    func halfOpacity() throws {
        let image = try render(Color.red.frame(width: 10, height: 10).opacity(0.5), 20, 20).image
        let p = image.px(30, 30)
        #expect((127...128).contains(p.a), "alpha \(p.a)")
        #expect(p.near(Px(255, 59, 48, p.a), 2), "straight colour \(p)")
        #expect(image.count { $0.a > 0 } == 900, "only the square is drawn")
        #expect(image.count { $0.a == 255 } == 0, "nothing stays opaque")
    }

    @Test("a shadow draws outside the shape's frame, fades with distance and leaves the shape intact")
    func shadowSpills() throws {
        // The square is at 10…30 pt, pixels 30…89.
        let image = try render(Color.red.frame(width: 20, height: 20).shadow(color: .black, radius: 4), 40, 40).image
        for (x, y) in [(27, 60), (92, 60), (60, 27), (60, 92)] {
            #expect(image.alpha(x, y) > 0, "1 pt outside at (\(x), \(y)) is \(image.px(x, y))")
        }
        #expect(image.alpha(27, 60) > image.alpha(18, 60), "the shadow fades away from the edge")
        #expect(image.alpha(0, 0) == 0, "far corner is untouched: \(image.px(0, 0))")
        #expect(image.px(60, 60) == Apple.red)
        #expect(image.px(30, 30) == Apple.red)
        let ink = try #require(image.inkBounds())
        #expect(ink.minX < 30 && ink.maxX > 89 && ink.minY < 30 && ink.maxY > 89, "ink \(ink)")
    }

    @Test("a shadow offset to the right is darker right of the shape than left of it")
    func shadowOffset() throws {
        let image = try render(Color.red.frame(width: 20, height: 20).shadow(color: .black, radius: 2, x: 4, y: 0), 40, 40).image
        // 1 pt right of the shape (x = 31 pt) against 1 pt left of it (x = 9 pt), mid-height.
        #expect(image.alpha(93, 60) > 100, "right: \(image.px(93, 60))")
        #expect(image.alpha(26, 60) < image.alpha(93, 60) / 4, "left \(image.px(26, 60)) vs right \(image.px(93, 60))")
    }

    @Test("a square rotated 45° uncovers its frame's corners and keeps its centre")
    func rotation() throws {
        // A 30 pt square at 15…45 pt on a 60 pt canvas; rotated, it is a diamond of half-diagonal 21.2 pt.
        let image = try render(Color.green.frame(width: 30, height: 30).rotationEffect(.degrees(45)), 60, 60).image
        for (x, y) in [(48, 48), (131, 48), (48, 131), (131, 131)] {
            #expect(image.alpha(x, y) == 0, "frame corner region (\(x), \(y)) is \(image.px(x, y))")
        }
        #expect(image.px(90, 90) == Apple.green)
        // The diamond's top point rises above the unrotated square (15 pt): 10 pt is inside.
        #expect(image.px(90, 30) == Apple.green, "above the old top edge: \(image.px(90, 30))")
        #expect(image.alpha(90, 22) == 0, "above the diamond's tip (7.3 pt): \(image.px(90, 22))")
    }

    @Test("masking with a circle makes the corners transparent and keeps the middle")
    func circleMask() throws {
        let image = try render(Color.blue.frame(width: 60, height: 60).mask { Circle() }, 60, 60).image
        for (x, y) in [(0, 0), (179, 0), (0, 179), (179, 179), (25, 25), (154, 154)] {
            #expect(image.alpha(x, y) == 0, "corner (\(x), \(y)) is \(image.px(x, y))")
        }
        for (x, y) in [(90, 90), (90, 2), (2, 90), (177, 90), (90, 177)] {
            #expect(image.px(x, y) == Apple.blue, "inside (\(x), \(y)) is \(image.px(x, y))")
        }
    }
}
