import Foundation
import Testing
import WidgetShot

/// Canvas drawing WidgetWeaver's rain surface uses (issue 20): a layer masked with
/// `.destinationIn`, `GraphicsContext.Shading.tiledImage`, and `Path.strokedPath` filled.
@Suite struct CanvasLayerModeTests {
    /// iOS's system red (`Color.red`, light appearance).
    private let red = Px(255, 59, 48, 255)

    @Test func destinationInMasksOnlyTheLayer() throws {
        let view = ZStack {
            Color.blue
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.green))
                context.drawLayer { layer in
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.red))
                    layer.blendMode = .destinationIn
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
                }
            }
        }
        .frame(width: 20, height: 10)
        let image = try render(view, 20, 10, scale: 1).image
        #expect(image.px(4, 5).near(red, 2), "\(image.px(4, 5))")               // the layer's red where the mask is
        let kept = image.px(15, 5)
        #expect(kept.g > 150 && kept.r < 120 && kept.b < 150, "the canvas's green is kept outside the layer's mask: \(kept)")
    }

    @Test func destinationInOnTheCanvasLeavesWhatIsBehindIt() throws {
        let view = ZStack {
            Color.blue
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.red))
                context.blendMode = .destinationIn
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            }
        }
        .frame(width: 20, height: 10)
        let image = try render(view, 20, 10, scale: 1).image
        #expect(image.px(4, 5).near(red, 2), "\(image.px(4, 5))")
        let behind = image.px(15, 5)
        #expect(behind.b > 200 && behind.r < 40, "the blue behind the canvas shows where the canvas was masked: \(behind)")
    }

    @Test func tiledImageRepeatsFromTheOrigin() throws {
        // A 2×1-point tile: an opaque red pixel and a transparent one (premultiplied BGRA bytes).
        let tile = try #require(BitmapImage(width: 2, height: 1, scale: 1, bytes: [0, 0, 255, 255, 0, 0, 0, 0]))
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 4)), with: .tiledImage(Image(bitmap: tile), origin: CGPoint(x: 1, y: 0)))
        }
        .frame(width: 10, height: 4)
        let image = try render(view, 10, 4, scale: 1).image
        // Tiles start at x = 1: red at odd columns, nothing at even ones.
        let pureRed = Px(255, 0, 0, 255)
        #expect(image.px(1, 2).near(pureRed, 2) && image.px(5, 2).near(pureRed, 2), "\(image.px(1, 2)) \(image.px(5, 2))")
        #expect(image.alpha(2, 2) == 0 && image.alpha(6, 2) == 0, "\(image.px(2, 2))")
        #expect(image.px(0, 2).a == 0)   // x 0 is the transparent half of the tile left of the origin
    }

    @Test func strokedPathFillsLikeTheStroke() throws {
        var line = Path()
        line.move(to: CGPoint(x: 2, y: 5))
        line.addLine(to: CGPoint(x: 18, y: 5))
        let outline = line.strokedPath(StrokeStyle(lineWidth: 4))
        let filled = try render(outline.fill(Color.red).frame(width: 20, height: 10), 20, 10, scale: 1).image
        let stroked = try render(line.stroke(Color.red, lineWidth: 4).frame(width: 20, height: 10), 20, 10, scale: 1).image
        for (x, y) in [(10, 5), (10, 3), (10, 8), (1, 5), (19, 5)] {
            #expect(filled.px(x, y).near(stroked.px(x, y), 8), "(\(x), \(y)): \(filled.px(x, y)) vs \(stroked.px(x, y))")
        }
    }
}
