import Foundation
import Testing
import WidgetShot

/// watchOS draws an `accessoryCorner` complication's `widgetLabel` along the dial ("rendering
/// the text along a curve"): the label, laid out on the 45° tangent, is drawn bent along the
/// circle of `CornerComplication.dialRadius` around `dialCenter` — text and gauge bars alike
/// (xDrip's corner gauge was a straight diagonal bar).
@Suite struct TextFifteenCornerCurveTests {
    struct Bar: View {
        var body: some View {
            Color.red
                .widgetLabel { Rectangle().fill(Color.white).frame(height: 3) }
        }
    }

    struct BarWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "bar", provider: ThreeEntries()) { _ in Bar() }
                .supportedFamilies([.accessoryCorner])
        }
    }

    @Test("the dial circle: 2.6 × the corner circle, centred toward the screen's centre on the label's diagonal")
    func geometry() {
        #expect(abs(CornerComplication.dialRadius(circle: 38) - 98.8) < 1e-9)
        let label = CornerComplication.labelCenter(circle: 38), centre = CornerComplication.dialCenter(circle: 38)
        #expect(centre.x < label.x && centre.y > label.y)
        #expect(abs((label.x - centre.x) - (centre.y - label.y)) < 1e-9)
        #expect(abs(hypot(label.x - centre.x, label.y - centre.y) - 98.8) < 1e-9)
    }

    @Test("a full-width label bar is drawn on an arc around the dial's centre, not on a straight line")
    func barFollowsTheDial() throws {
        renderLock.lock()
        let r = try sharedRenderer.render(BarWidget().body.definition, family: .accessoryCorner, device: .appleWatch45mm, appearance: .dark)[0]
        renderLock.unlock()
        let image = r.result.image, scale = 2.0
        let centre = CornerComplication.dialCenter(circle: 38)
        var distances: [Double] = [], angles: [Double] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                guard p.a > 200, p.r > 200, p.g > 200, p.b > 200 else { continue }
                let dx = (Double(x) + 0.5) / scale - centre.x, dy = (Double(y) + 0.5) / scale - centre.y
                distances.append(hypot(dx, dy))
                angles.append(atan2(dy, dx))
            }
        }
        try #require(distances.count > 100, "no bar drawn")
        // A straight 76-pt bar tangent to a ≈ 107-pt circle reaches ≈ 114 pt at its ends (a 7-pt
        // spread); bent, every pixel of the 3-pt bar stays at the same radius.
        let spread = distances.max()! - distances.min()!
        #expect(spread < 4, "bar pixels from \(distances.min()!) to \(distances.max()!) pt from the dial's centre")
        // It spans about its length in arc: 76 pt on that circle is ≈ 0.7 rad.
        let span = angles.max()! - angles.min()!
        #expect(span > 0.55 && span < 0.8, "arc of \(span) rad")
    }
}
