import Foundation
import Testing
import WidgetShot

/// `View.containerShape(_:)` (iOS 15): the shape a `ContainerRelativeShape` inside the view
/// follows, in the frame the view is placed in — Apple's Backyard Birds sample draws its bird
/// icons with `.clipShape(.containerRelative)` and `ContainerRelativeShape().strokeBorder(…)`
/// under `.containerShape(.circle)`.
@Suite struct SdkThirteenContainerShapeTests {
    private let red = Color(red: 1, green: 0, blue: 0)

    /// A 60 pt square filled with container-relative red, 20 pt in from the canvas's corner.
    private func icon(_ shape: some InsettableShape) -> some View {
        red.clipShape(.containerRelative)
            .frame(width: 60, height: 60)
            .containerShape(shape)
            .padding(20)
    }

    @Test("a circle container shape makes a full-frame ContainerRelativeShape a circle where the view is placed")
    func circleFollowsThePlacedView() throws {
        let image = try render(icon(Circle()), 100, 100, scale: 1).image
        #expect(image.alpha(22, 22) == 0, "the placed view's corner is outside the circle")
        #expect(image.alpha(50, 50) == 255)
        #expect(image.alpha(50, 21) == 255, "the circle touches the view's top edge, 20 pt down")
        #expect(image.alpha(50, 18) == 0)
        #expect(image.inkBounds() == PixelBox(minX: 20, minY: 20, maxX: 79, maxY: 79))
        // Without a container shape the same view is a square.
        let square = try render(red.clipShape(.containerRelative).frame(width: 60, height: 60).padding(20), 100, 100, scale: 1).image
        #expect(square.alpha(22, 22) == 255)
    }

    @Test("a rounded-rectangle container shape is inset for a view padded inside it (concentric corners)")
    func roundedRectIsInset() throws {
        // Container 80 pt at (10, 10) with 24 pt corners; the red view is 8 pt inside it, so it is
        // rounded by 16 pt: (19, 19) is outside that corner, (24, 24) inside it.
        let view = ContainerRelativeShape().fill(red)
            .padding(8)
            .frame(width: 80, height: 80)
            .containerShape(.rect(cornerRadius: 24))
            .padding(10)
        let image = try render(view, 100, 100, scale: 1).image
        #expect(image.inkBounds() == PixelBox(minX: 18, minY: 18, maxX: 81, maxY: 81))
        #expect(image.alpha(19, 19) == 0)
        #expect(image.alpha(24, 24) == 255)
        #expect(image.alpha(50, 18) == 255)
    }

    @Test("strokeBorder of ContainerRelativeShape under a circle container draws a ring, inside the widget's container")
    func strokeBorderRingInsideWidgetContainer() throws {
        // The chrome's rounded container is the outer one; the view's circle wins inside it.
        let widget = ContainerShapeGeometry(rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 30)
        let view = Color.clear
            .overlay { ContainerRelativeShape().strokeBorder(red, lineWidth: 4) }
            .frame(width: 60, height: 60)
            .containerShape(.circle)
            .frame(width: 100, height: 100)
            .environment(\.containerShape, widget)
        let image = try render(view, 100, 100, scale: 1).image
        #expect(image.alpha(50, 21) == 255, "the ring at the top of the circle")
        #expect(image.alpha(50, 50) == 0, "the ring is hollow")
        #expect(image.alpha(22, 22) == 0, "no square corner")
    }
}
