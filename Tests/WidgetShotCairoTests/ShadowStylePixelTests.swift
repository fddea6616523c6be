import Foundation
import Testing
import WidgetShot

/// `ShapeStyle.shadow(_:)` with `ShadowStyle.drop`/`.inner` (iOS 16), as real widgets fill with
/// `.white.shadow(.inner(radius: 1))`.
@Suite struct ShadowStylePixelTests {
    @Test("a drop-shadowed fill paints the base colour and its offset shadow; an inner one paints the base")
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
}
