import Foundation
import Testing
import WidgetShot

/// A shape's `path(in:)` gets the view's own bounds, origin zero, as in SwiftUI: a `Path` view or
/// a custom shape that draws from absolute points lands where its view is placed.
@Suite struct ShapeLocalSpaceTests {
    private let red = Color(red: 1, green: 0, blue: 0)

    /// A shape that ignores `rect`'s origin: a 10 × 10 pt square at (5, 5) in its own space.
    struct AbsoluteSquare: Shape {
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 5, y: 5, width: 10, height: 10)) }
    }

    @Test("a Path view inside an offset frame draws at its view's place, not the canvas's corner")
    func pathViewIsLocal() throws {
        // KataGo's Go-board grid: a GeometryReader's Path { … } drawn from absolute points.
        let view = Path { p in
            p.move(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: 30, y: 10))
        }
        .stroke(red, lineWidth: 2)
        .frame(width: 40, height: 40)
        .padding(20)
        // The line runs from (30, 30) to (50, 30) pt on the canvas: at @2x, y 58…61 px, x 60…99 px.
        let image = try render(view, 80, 80, scale: 2).image
        #expect(image.px(80, 60) == Px(255, 0, 0, 255), "the line, 20 pt in from the view's own corner")
        #expect(image.alpha(40, 20) == 0, "nothing where the canvas's corner would have put it")
        #expect(image.inkBounds() == PixelBox(minX: 60, minY: 58, maxX: 99, maxY: 61))
    }

    @Test("a custom shape drawing from absolute points fills at its view's place; so does clipShape")
    func customShapeAndClipAreLocal() throws {
        // The 20 pt view is centred on the 100 pt canvas, at (40, 40): the square covers 45…54.
        let filled = try render(AbsoluteSquare().fill(red).frame(width: 20, height: 20), 100, 100, scale: 1).image
        #expect(filled.inkBounds() == PixelBox(minX: 45, minY: 45, maxX: 54, maxY: 54))

        let clipped = try render(red.frame(width: 20, height: 20).clipShape(AbsoluteSquare()).padding(30), 80, 80, scale: 1).image
        #expect(clipped.inkBounds() == PixelBox(minX: 35, minY: 35, maxX: 44, maxY: 44))
    }

    @Test("ContainerRelativeShape keeps its corner distances when evaluated in its own space")
    func containerRelativeShapeUnchanged() throws {
        // A 100 pt container with 20 pt corners; one 20 pt square at its corner, one 30 pt in.
        let container = ContainerShapeGeometry(rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        let view = ZStack(alignment: .topLeading) {
            ContainerRelativeShape().fill(red).frame(width: 20, height: 20)
            ContainerRelativeShape().fill(red).frame(width: 20, height: 20).offset(x: 30, y: 30)
        }
        .frame(width: 100, height: 100, alignment: .topLeading)
        .environment(\.containerShape, container)
        let image = try render(view, 100, 100, scale: 1).image
        #expect(image.alpha(0, 0) == 0, "rounded at the container's corner")
        #expect(image.alpha(10, 10) == 255)
        #expect(image.alpha(30, 30) == 255, "square corners 30 pt inside")
    }
}
