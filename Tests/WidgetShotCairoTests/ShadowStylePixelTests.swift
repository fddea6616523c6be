import Foundation
import Testing
import WidgetShot

/// `ShapeStyle.shadow(_:)` with `ShadowStyle.drop`/`.inner` (iOS 16), as real widgets fill with
/// `.white.shadow(.inner(radius: 1))`.
@Suite struct ShadowStylePixelTests {
    @Test("a drop-shadowed fill paints the base colour and its offset shadow; an inner one paints the base away from its edges")
    func dropAndInner() throws {
        let drop = Rectangle().fill(Color.red.shadow(.drop(color: .black, radius: 0, x: 6, y: 6))).frame(width: 20, height: 20)
        let image = try render(drop.frame(width: 40, height: 40, alignment: .topLeading), 40, 40, scale: 1).image
        #expect(image.px(10, 10) == Apple.red)
        #expect(image.px(23, 23).a > 200 && image.px(23, 23).r < 40, "shadow below right: \(image.px(23, 23))")
        #expect(image.alpha(23, 2) == 0)

        let inner = Rectangle().fill(Color.red.shadow(.inner(radius: 1))).frame(width: 20, height: 20)
        let flat = try render(inner.frame(width: 40, height: 40, alignment: .topLeading), 40, 40, scale: 1).image
        #expect(flat.px(10, 10) == Apple.red)
        #expect(flat.alpha(23, 23) == 0)
    }

    @Test("an inner shadow darkens the fill along the edges it is cast from, inside the shape only")
    func innerShadowEdges() throws {
        // Black, σ = 2 pt, moved 4 pt down: the uncovered area above the square falls over its top rows.
        let square = Rectangle().fill(Color.red.shadow(.inner(color: .black, radius: 2, y: 4))).frame(width: 20, height: 20)
        let image = try render(square.frame(width: 40, height: 40, alignment: .topLeading), 40, 40, scale: 1).image
        #expect(image.px(10, 1).r < 120 && image.px(10, 1).a == 255, "top edge in shadow: \(image.px(10, 1))")
        #expect(image.px(10, 18).near(Apple.red, 12), "bottom edge lit (the shadow moved away): \(image.px(10, 18))")
        #expect(image.px(10, 12).near(Apple.red, 12), "centre: \(image.px(10, 12))")
        #expect(image.px(1, 12).r < image.px(10, 12).r - 40, "left edge shadowed too (the blur reaches 2σ in): \(image.px(1, 12))")
        #expect(image.alpha(10, 25) == 0 && image.alpha(25, 10) == 0, "nothing drawn outside the shape")
        // The darkening falls off from the top edge downwards.
        #expect(image.px(10, 1).r < image.px(10, 4).r && image.px(10, 4).r < image.px(10, 8).r)
    }

    @Test("inner shadows reach background(_:in:), the foreground style (.shadow(_:)) and circles")
    func innerShadowForms() throws {
        let background = Color.clear.frame(width: 20, height: 20)
            .background(Color.blue.shadow(.inner(color: .black, radius: 2)), in: .rect(cornerRadius: 4))
        let b = try render(background.frame(width: 30, height: 30, alignment: .topLeading), 30, 30, scale: 1).image
        #expect(b.px(10, 10).near(Apple.blue, 12) && b.px(10, 0).b < 180, "edge \(b.px(10, 0)) centre \(b.px(10, 10))")
        let circle = Circle().fill(.shadow(.inner(color: .black, radius: 3))).foregroundStyle(.green).frame(width: 30, height: 30)
        let c = try render(circle, 30, 30, scale: 1).image
        #expect(c.px(15, 15).near(Apple.green, 12) && c.px(15, 2).g < c.px(15, 15).g - 40, "edge \(c.px(15, 2)) centre \(c.px(15, 15))")
        #expect(c.alpha(1, 1) == 0)
        let text = Text("■").font(.system(size: 40)).foregroundStyle(Color.red.shadow(.inner(color: .black, radius: 3, y: 3)))
        let t = try render(text.frame(width: 50, height: 50), 50, 50, scale: 1).image
        #expect(t.count { $0.a == 255 && $0.r > 200 && $0.g < 80 } > 50, "the glyph stays red inside")
        #expect(t.count { $0.a == 255 && $0.r < 120 } > 20, "and is darkened along its top edge")
    }
}
