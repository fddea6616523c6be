import Foundation
import Testing
import WidgetShot

@Suite struct ShapePixelTests {
    @Test("a 10 pt red square at @3x is 30×30 pixels of systemRed with transparency around it")
    func solidColor() throws {
        let image = try render(Color.red.frame(width: 10, height: 10), 20, 20).image
        #expect(image.width == 60 && image.height == 60)
        // The square sits at 5…15 pt, pixels 15…44.
        for (x, y) in [(15, 15), (44, 15), (15, 44), (44, 44), (30, 30)] {
            #expect(image.px(x, y) == Apple.red, "inside at (\(x), \(y))")
        }
        for (x, y) in [(14, 30), (45, 30), (30, 14), (30, 45), (0, 0), (59, 59)] {
            #expect(image.alpha(x, y) == 0, "outside at (\(x), \(y))")
        }
        #expect(image.count { $0.a > 0 } == 900)
        #expect(image.count { $0 == Apple.red } == 900)
    }

    @Test("a rectangle at fractional points fills exactly the pixels its snapped corners bound")
    func fractionalEdgesSnap() throws {
        // The rectangle spans x 1.1…11.5 pt and y 2.5…10.25 pt.
        let view = Color.red.frame(width: 10.4, height: 7.75).accessibilityIdentifier("r")
            .padding(EdgeInsets(top: 2.5, leading: 1.1, bottom: 0, trailing: 0))
            .frame(width: 40, height: 40, alignment: .topLeading)
        // Corners rounded to the nearest pixel, halves up: (first column, last column, first row, last row).
        let expected: [CGFloat: (Int, Int, Int, Int)] = [
            3: (3, 34, 8, 30),   // 3.3 → 3, 34.5 → 35, 7.5 → 8, 30.75 → 31
            2: (2, 22, 5, 20),   // 2.2 → 2, 23 → 23, 5 → 5, 20.5 → 21
        ]
        for (scale, e) in expected.sorted(by: { $0.key < $1.key }) {
            let result = try render(view, 40, 40, scale: scale)
            let f = try #require(result.tree.frame(of: "r"))
            #expect(abs(f.minX - 1.1) < 1e-9 && abs(f.minY - 2.5) < 1e-9, "layout frame \(f)")
            let image = result.image
            let ink = try #require(image.inkBounds())
            #expect(ink == PixelBox(minX: e.0, minY: e.2, maxX: e.1, maxY: e.3), "@\(scale)x")
            // Whole pixels: the edge pixels are fully covered, their outer neighbours untouched.
            let midY = (e.2 + e.3) / 2, midX = (e.0 + e.1) / 2
            #expect(image.px(e.0, midY) == Apple.red && image.px(e.1, midY) == Apple.red, "@\(scale)x columns")
            #expect(image.px(midX, e.2) == Apple.red && image.px(midX, e.3) == Apple.red, "@\(scale)x rows")
            #expect(image.alpha(e.0 - 1, midY) == 0 && image.alpha(e.1 + 1, midY) == 0, "@\(scale)x column neighbours")
            #expect(image.alpha(midX, e.2 - 1) == 0 && image.alpha(midX, e.3 + 1) == 0, "@\(scale)x row neighbours")
            #expect(image.count { $0.a > 0 && $0.a < 255 } == 0, "@\(scale)x has no partial pixels")
        }
    }

    @Test("a red-to-blue linear gradient is red at the left, blue at the right and purple halfway")
    func linearGradientEndpoints() throws {
        let gradient = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                      startPoint: .leading, endPoint: .trailing)
        let image = try render(gradient.frame(width: 100, height: 10), 100, 10).image
        #expect(image.width == 300)
        for y in [0, 15, 29] {
            #expect(image.px(0, y).near(Px(255, 0, 0, 255), 3), "first column, row \(y): \(image.px(0, y))")
            #expect(image.px(299, y).near(Px(0, 0, 255, 255), 3), "last column, row \(y): \(image.px(299, y))")
            #expect(image.px(149, y).near(Px(128, 0, 128, 255), 4), "middle column 149: \(image.px(149, y))")
            #expect(image.px(150, y).near(Px(128, 0, 128, 255), 4), "middle column 150: \(image.px(150, y))")
        }
        // Red falls and blue rises monotonically along the row.
        var previous = image.px(0, 15)
        for x in 1..<300 {
            let p = image.px(x, 15)
            #expect(p.r <= previous.r && p.b >= previous.b, "column \(x): \(p) after \(previous)")
            previous = p
        }
    }

    @Test("clipping to a rounded rectangle makes the corners transparent and leaves the middle opaque")
    func clippedCornersAreTransparent() throws {
        let clipped = Color.blue.frame(width: 60, height: 60).clipShape(RoundedRectangle(cornerRadius: 20))
        let radius = Color.blue.frame(width: 60, height: 60).cornerRadius(20)
        for (name, image) in [("clipShape", try render(clipped, 60, 60).image), ("cornerRadius", try render(radius, 60, 60).image)] {
            for (x, y) in [(0, 0), (179, 0), (0, 179), (179, 179), (15, 15), (164, 164)] {
                #expect(image.alpha(x, y) == 0, "\(name): corner pixel (\(x), \(y)) is \(image.px(x, y))")
            }
            // Pixel 20 spans 6.67…7 pt: inside the 20 pt corner whose 45° point is at 5.83 pt.
            // At 60 pt a side, 20-pt continuous corners (reaching 30.6 pt) meet at the edges'
            // middles, as SwiftUI draws them (`RoundedRectPath`): edge pixels there are within 1/255.
            for (x, y) in [(90, 90), (90, 0), (0, 90), (179, 90), (90, 179), (20, 20), (159, 159)] {
                #expect(image.px(x, y).near(Apple.blue, 1), "\(name): (\(x), \(y)) is \(image.px(x, y))")
            }
        }
    }

    @Test("a continuous (squircle) corner differs from a circular corner of the same radius")
    func continuousCornerIsNotCircular() throws {
        func corner(_ style: RoundedCornerStyle) throws -> RasterImage {
            try render(Color.blue.frame(width: 90, height: 90).clipShape(RoundedRectangle(cornerRadius: 20, style: style)), 90, 90).image
        }
        let continuous = try corner(.continuous), circular = try corner(.circular)
        // Both leave the corner pixel clear and the centre filled …
        for image in [continuous, circular] {
            #expect(image.alpha(0, 0) == 0)
            #expect(image.px(135, 135) == Apple.blue)
        }
        // … but the corner curves differ: count pixels of the top-left 30 pt whose alpha differs by > 64.
        var differing = 0
        for y in 0..<90 { for x in 0..<90 where abs(continuous.alpha(x, y) - circular.alpha(x, y)) > 64 { differing += 1 } }
        #expect(differing >= 20, "only \(differing) corner pixels differ")
        // The squircle runs further along the edge before it bends: 21.3…21.7 pt from the corner the
        // circular corner (20 pt) has ended and the top row is opaque; the squircle is still ~0.24 pt down.
        #expect(circular.alpha(64, 0) == 255)
        #expect(continuous.alpha(64, 0) < 200, "continuous top row at 21.5 pt: \(continuous.px(64, 0))")
        // The middle of the edges is identical.
        #expect(continuous.px(135, 0) == circular.px(135, 0))
    }
}
