import Foundation
import Testing
@testable import WidgetShotUI

/// §10: each corner is snapped independently with v = floor((v + m/2)/m)·m, m = 1/scale
/// (halves round up); the rendered size is max − origin.
@Suite struct PixelRoundingTests {
    @Test("at scale 2 three colours in 100 points snap their thirds to half points")
    func thirdsAtScale2() throws {
        let v = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.green.accessibilityIdentifier("b")
            Color.blue.accessibilityIdentifier("c")
        }
        let tree = try place(v, 100, 10, scale: 2)
        let t: CGFloat = 100.0 / 3
        expectFrame(tree, "b", t, 0, t, 10)
        // edges 33.33 (66.67 px -> 67 -> 33.5) and 66.67 (133.33 px -> 133 -> 66.5)
        expectRendered(tree, "a", 0, 0, 33.5, 10)
        expectRendered(tree, "b", 33.5, 0, 33, 10)
        expectRendered(tree, "c", 66.5, 0, 33.5, 10)
    }

    @Test("at scale 2 a root centred on a quarter point has its half-pixel edges rounded up")
    func rootCentringAtScale2() throws {
        let tree = try place(box(123, 50.5, "r"), 200, 100, scale: 2)
        // origin ((200-123)/2, (100-50.5)/2) = (38.5, 24.75)
        expectFrame(tree, "r", 38.5, 24.75, 123, 50.5)
        // y: 49.5 px -> 50 -> 25; maxY 75.25: 150.5 px -> 151 -> 75.5; height 50.5
        expectRendered(tree, "r", 38.5, 25, 123, 50.5)
    }

    @Test("at scale 3 four colours in 101 points snap each quarter-point edge to a third")
    func quartersAtScale3() throws {
        let v = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.green.accessibilityIdentifier("b")
            Color.blue.accessibilityIdentifier("c")
            Color.yellow.accessibilityIdentifier("d")
        }
        let tree = try place(v, 101, 10, scale: 3)
        // each 101/4 = 25.25; edges 25.25, 50.5, 75.75, 101
        expectFrame(tree, "c", 50.5, 0, 25.25, 10)
        // px: 75.75 -> 76, 151.5 -> 152 (half up), 227.25 -> 227, 303 -> 303
        expectRendered(tree, "a", 0, 0, 76.0 / 3, 10)
        expectRendered(tree, "b", 76.0 / 3, 0, 76.0 / 3, 10)
        expectRendered(tree, "c", 152.0 / 3, 0, 25, 10)
        expectRendered(tree, "d", 227.0 / 3, 0, 76.0 / 3, 10)
    }

    @Test("at scale 3 a box centred on a half point is moved to the next third")
    func halfPointAtScale3() throws {
        let tree = try place(box(10, 10, "r"), 25, 25, scale: 3)
        // origin 7.5: 22.5 px -> 23; max 17.5: 52.5 px -> 53; size 30 px = 10
        expectFrame(tree, "r", 7.5, 7.5, 10, 10)
        expectRendered(tree, "r", 23.0 / 3, 23.0 / 3, 10, 10)
    }

    @Test("at scale 2 a body text line is 20.5 high and its edges snap to half points")
    func textAtScale2() throws {
        let tree = try place(Text("Hi").accessibilityIdentifier("t"), 100, 100, scale: 2)
        // 17 x (20.4 -> 20.5) at ((100-17)/2, (100-20.5)/2) = (41.5, 39.75)
        expectFrame(tree, "t", 41.5, 39.75, 17, 20.5)
        // y 79.5 px -> 80 (40); maxY 60.25: 120.5 px -> 121 (60.5)
        expectRendered(tree, "t", 41.5, 40, 17, 20.5)
    }

    @Test("at scale 3 a body text line is 62 pixels high and a half-point x snaps up")
    func textAtScale3() throws {
        let tree = try place(Text("Hi").accessibilityIdentifier("t"), 100, 100, scale: 3)
        // height 20.4: 61.2 px -> up to 62 px = 62/3; y = (100 - 62/3)/2 = 119/3
        expectFrame(tree, "t", 41.5, 119.0 / 3, 17, 62.0 / 3)
        // x 41.5: 124.5 px -> 125; maxX 58.5: 175.5 px -> 176; y already on the grid
        expectRendered(tree, "t", 125.0 / 3, 119.0 / 3, 17, 62.0 / 3)
    }

    @Test("at scale 2 a VStack's fractional rows round each edge independently")
    func vstackRowsAtScale2() throws {
        let v = VStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            box(10, 10.25, "b")
            Color.blue.accessibilityIdentifier("c")
        }
        let tree = try place(v, 10, 100, scale: 2)
        // b rigid first: 10.25; a offered 89.75/2 = 44.875; c 44.875
        expectFrame(tree, "a", 0, 0, 10, 44.875)
        expectFrame(tree, "b", 0, 44.875, 10, 10.25)
        expectFrame(tree, "c", 0, 55.125, 10, 44.875)
        // px: 89.75 -> 90 (45); 110.25 -> 110 (55); 200 -> 100
        expectRendered(tree, "a", 0, 0, 10, 45)
        expectRendered(tree, "b", 0, 45, 10, 10)
        expectRendered(tree, "c", 0, 55, 10, 45)
    }
}
