import Foundation
import Testing
import WidgetShot

/// iOS 17's `ShapeView`: a fill and then a stroke of the same shape both draw.
@Suite struct ShapeViewPixelTests {
    @Test("Circle().fill(.red).stroke(.blue, lineWidth: 2) draws a red disc with a blue ring centred on its edge")
    func fillThenStroke() throws {
        // 20 pt circle at @3x on a 30 pt canvas: centre (45, 45) px, radius 30 px, ring 27…33 px.
        let image = try render(Circle().fill(Color(red: 1, green: 0, blue: 0)).stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 2)
                                .frame(width: 20, height: 20), 30, 30).image
        #expect(image.px(45, 45) == Px(255, 0, 0, 255), "the fill at the centre")
        #expect(image.px(45 + 20, 45) == Px(255, 0, 0, 255), "the fill inside the ring")
        #expect(image.px(45 + 30, 45) == Px(0, 0, 255, 255), "the stroke on the edge")
        #expect(image.px(45, 45 - 31) == Px(0, 0, 255, 255), "the stroke's outer half, outside the frame")
        #expect(image.alpha(45 + 35, 45) == 0, "nothing beyond the stroke")
    }

    @Test("fill, stroke and strokeBorder stack in order, each over the last, in the shape's frame")
    func layersStack() throws {
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // A 20 pt square on a 30 pt canvas at @3x: pixels 15…74.
        let view = Rectangle().fill(red).strokeBorder(green, lineWidth: 4).stroke(blue, lineWidth: 2).frame(width: 20, height: 20)
        let result = try render(view, 30, 30)
        let image = result.image
        #expect(image.px(45, 45) == Px(255, 0, 0, 255), "the fill")
        #expect(image.px(15 + 8, 45) == Px(0, 255, 0, 255), "the inner border, 4 pt inside the edge")
        #expect(image.px(15, 45) == Px(0, 0, 255, 255), "the outer stroke, over the border at the edge")
        #expect(image.px(12, 45) == Px(0, 0, 255, 255), "the stroke's outer half")
        #expect(image.alpha(10, 45) == 0)
        let shapes = result.tree.allNodes.filter { $0.kind == "Rectangle" }
        #expect(shapes.count == 3 && Set(shapes.map(\.frame)).count == 1, "three layers, one frame")
    }

    @Test("a plain fill is unchanged by the ShapeView conformance")
    func plainFill() throws {
        let a = try render(Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20), 30, 30).image
        #expect(a.px(45, 45) == Px(255, 0, 0, 255) && a.alpha(45 + 31, 45) == 0)
    }
}
