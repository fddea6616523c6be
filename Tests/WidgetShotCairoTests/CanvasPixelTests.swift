import Foundation
import Testing
import WidgetShot

/// `Canvas` and `GraphicsContext` (heatmaps and charts in real widgets draw with them), the
/// iOS 17 shape shorthands and `UnevenRoundedRectangle`.
@Suite struct CanvasPixelTests {
    @Test("a canvas fills paths in order, in its own coordinates, and takes the proposed size")
    func fillsPathsInOrder() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            context.fill(Path(CGRect(x: 10, y: 10, width: 10, height: 10)), with: .color(.red))
        }
        .frame(width: 30, height: 30)
        .padding(5)
        let image = try render(view, 40, 40, scale: 1).image
        #expect(image.px(7, 7) == image.px(34, 34) && image.px(7, 7).b > 200 && image.px(7, 7).r < 50, "blue ground at 5…35")
        #expect(image.px(20, 20).r > 200 && image.px(20, 20).b < 80, "red square at 15…25 (canvas 10…20)")
        #expect(image.px(2, 2).a == 0, "nothing outside the canvas")
    }

    @Test("translateBy, scaleBy, opacity and strokes apply to what is drawn after them")
    func stateApplies() throws {
        let view = Canvas { context, _ in
            var c = context
            c.translateBy(x: 20, y: 0)
            c.scaleBy(x: 2, y: 2)
            c.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))   // 20…30 × 0…10
            c.opacity = 0.5
            c.fill(Path(CGRect(x: 0, y: 10, width: 5, height: 5)), with: .color(.black))  // 20…30 × 20…30, half
            context.stroke(Path(CGRect(x: 2, y: 2, width: 10, height: 10)), with: .color(.green), lineWidth: 2)
        }
        .frame(width: 40, height: 40)
        let image = try render(view, 40, 40, scale: 1).image
        #expect(image.px(25, 5).r > 200 && image.px(25, 5).a == 255)
        #expect(image.px(19, 5).a == 0 && image.px(31, 5).a == 0, "translated by 20 and scaled to 10 pt")
        #expect(abs(image.px(25, 25).a - 128) < 8, "half opacity: \(image.px(25, 25))")
        #expect(image.px(2, 7).g > 120 && image.px(7, 7).a == 0, "stroke on the outline only")
    }

    @Test("texts are drawn with their anchor at the point")
    func drawsText() throws {
        let view = Canvas { context, size in
            context.draw(Text("W").font(.system(size: 20)).foregroundColor(.black), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        }
        .frame(width: 60, height: 60)
        let image = try render(view, 60, 60, scale: 1).image
        let ink = try #require(image.inkBounds(above: 100))
        #expect(ink.minX < 4 && ink.minY < 10 && ink.maxX < 30, "ink at the top leading corner: \(ink)")
    }

    @Test("UnevenRoundedRectangle rounds only the corners it is given; .rect(cornerRadius:) and .circle clip")
    func unevenCorners() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20, style: .circular)
            .fill(Color.red).frame(width: 40, height: 40)
        let image = try render(shape, 40, 40, scale: 1).image
        #expect(image.alpha(1, 1) == 0, "top leading rounded")
        #expect(image.alpha(38, 38) == 0, "bottom trailing rounded")
        #expect(image.alpha(39, 0) == 255 && image.alpha(0, 39) == 255, "the other corners are square")
        #expect(image.alpha(20, 20) == 255)

        let clipped = Color.red.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 12))
        let c = try render(clipped, 40, 40, scale: 1).image
        #expect(c.alpha(0, 0) == 0 && c.alpha(20, 0) == 255 && c.alpha(20, 20) == 255)
        let circle = try render(Color.red.frame(width: 40, height: 40).clipShape(.circle), 40, 40, scale: 1).image
        #expect(circle.alpha(4, 4) == 0 && circle.alpha(20, 1) > 0)
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadii: RectangleCornerRadii(topLeading: 3)).boundingRect
            == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("addFilter applies to what is drawn after it: blur softens, shadow adds a shadow, colour filters recolour")
    func filters() throws {
        let view = Canvas { context, _ in
            var c = context
            c.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.red))          // before any filter: sharp
            c.addFilter(.shadow(color: .black, radius: 0, x: 4, y: 4))
            c.fill(Path(CGRect(x: 25, y: 5, width: 10, height: 10)), with: .color(.red))         // a hard shadow below right
            var g = context
            g.addFilter(.grayscale(1))
            g.fill(Path(CGRect(x: 5, y: 25, width: 10, height: 10)), with: .color(.red))         // grey
            var b = context
            b.addFilter(.blur(radius: 6))
            b.fill(Path(CGRect(x: 25, y: 25, width: 10, height: 10)), with: .color(.blue))       // soft edges
        }
        .frame(width: 50, height: 50)
        let image = try render(view, 50, 50, scale: 1).image
        #expect(image.px(10, 10) == Apple.red && image.alpha(16, 16) == 0, "unfiltered square: sharp, no shadow")
        #expect(image.px(30, 10) == Apple.red && image.px(37, 17).a > 200 && image.px(37, 17).r < 40, "shadow at +4: \(image.px(37, 17))")
        let grey = image.px(10, 30)
        #expect(grey.r == grey.g && grey.g == grey.b && grey.a == 255, "grayscale red: \(grey)")
        #expect(image.px(30, 30).a < 255 && image.px(30, 30).b > 0, "blurred: the centre is no longer opaque \(image.px(30, 30))")
        #expect(image.px(23, 30).a > 0, "and the blue spreads past its edge")
    }

    @Test("a shadow filter with invertsAlpha is an inner shadow: dark inside the edges, nothing outside")
    func innerShadowFilter() throws {
        let view = Canvas { context, _ in
            var c = context
            c.addFilter(.shadow(color: .black, radius: 2, options: .invertsAlpha))
            c.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.white))
        }
        .frame(width: 40, height: 40)
        let image = try render(view, 40, 40, scale: 1).image
        #expect(image.px(20, 20).r > 240 && image.px(10, 20).r < 180 && image.alpha(8, 20) == 0, "centre \(image.px(20, 20)) edge \(image.px(10, 20))")
    }
}
