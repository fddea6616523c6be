import Foundation
import Testing
import WidgetShot

/// `Shape.trim(from:to:)` and `Path.trimmedPath(from:to:)`: the progress rings of fitness, battery
/// and to-do widgets (`Circle().trim(from: 0, to: p).stroke(…).rotationEffect(.degrees(-90))`).
@Suite struct ShapeTrimTests {
    @Test("a trimmed circle starts at 3 o'clock and runs clockwise on screen")
    func quarterCircle() throws {
        let ring = Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 6).frame(width: 60, height: 60)
        let image = try render(ring, 60, 60, scale: 1).image
        #expect(image.alpha(57, 30) > 200, "3 o'clock drawn")
        #expect(image.alpha(30, 57) > 200, "6 o'clock drawn")
        #expect(image.alpha(51, 51) > 200, "between them (4:30) drawn")
        #expect(image.alpha(3, 30) == 0, "9 o'clock not drawn")
        #expect(image.alpha(30, 3) == 0, "12 o'clock not drawn")
        #expect(image.alpha(9, 9) == 0, "10:30 not drawn")
    }

    @Test("rotated by -90° the ring starts at 12 o'clock, as widgets use it")
    func rotatedRing() throws {
        let ring = Circle().trim(from: 0, to: 0.5).stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            .rotationEffect(.degrees(-90)).frame(width: 60, height: 60)
        let image = try render(ring, 60, 60, scale: 1).image
        #expect(image.alpha(30, 1) > 200 && image.alpha(59, 30) > 200 && image.alpha(30, 59) > 200, "right half drawn")
        #expect(image.alpha(1, 30) == 0 && image.alpha(9, 9) == 0, "left half not drawn")
    }

    @Test("trimmedPath clamps fractions, keeps the whole path at 0…1 and is empty when from ≥ to or NaN")
    func trimmedPathEdges() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: -1, to: 2) == square)
        #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(square.trimmedPath(from: .nan, to: 1).isEmpty)
        // A rectangle starts at its top-left corner: the first quarter is the top edge.
        let top = square.trimmedPath(from: 0, to: 0.25)
        #expect(top.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 0))
        // The second half is the bottom and left edges.
        #expect(square.trimmedPath(from: 0.5, to: 1).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0.5, to: 0.75).boundingRect == CGRect(x: 0, y: 10, width: 10, height: 0))
    }

    @Test("a rounded rectangle's trim starts in the middle of its right edge")
    func roundedRectStart() {
        let path = RoundedRectangle(cornerRadius: 5).path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        let first = path.trimmedPath(from: 0, to: 0.01).boundingRect
        #expect(first.minX == 40 && first.maxX == 40 && first.minY == 10 && first.maxY > 10, "down the right edge: \(first)")
    }

    @Test("symbol effects and numeric transitions compile and draw the symbol at rest")
    func restingModifiers() throws {
        let plain = try render(Image(systemName: "heart.fill").font(.system(size: 30)), 40, 40, scale: 1).image
        let effected = Image(systemName: "heart.fill").font(.system(size: 30))
            .symbolEffect(.pulse.byLayer, options: .repeating, isActive: true)
            .symbolEffect(.bounce.up, value: 3)
            .contentTransition(.symbolEffect(.replace.downUp))
        let image = try render(effected, 40, 40, scale: 1).image
        #expect(image.inkBounds(above: 100) != nil)
        #expect(image.inkBounds(above: 100) == plain.inkBounds(above: 100))
        _ = Text("3").contentTransition(.numericText(countsDown: true)).transition(.symbolEffect(.appear.up))
    }

    @Test("Path.offsetBy, currentPoint, addRelativeArc and the shape offset/rotation/scale modifiers")
    func pathGeometry() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.offsetBy(dx: 5, dy: -2).boundingRect == CGRect(x: 5, y: -2, width: 10, height: 10))
        var p = Path()
        #expect(p.currentPoint == nil)
        p.move(to: CGPoint(x: 1, y: 1)); p.addLine(to: CGPoint(x: 4, y: 5))
        #expect(p.currentPoint == CGPoint(x: 4, y: 5))
        p.closeSubpath()
        #expect(p.currentPoint == CGPoint(x: 1, y: 1))
        var arc = Path()
        arc.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
        let end = try #require(arc.currentPoint)
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9, "a positive delta runs clockwise on screen: \(end)")

        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Rectangle().offset(x: 3, y: 4).path(in: rect).boundingRect == CGRect(x: 3, y: 4, width: 40, height: 20))
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(turned.minX - 10) < 1e-9 && abs(turned.width - 20) < 1e-9 && abs(turned.minY + 10) < 1e-9 && abs(turned.height - 40) < 1e-9,
                "turned about the centre: \(turned)")
        #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 10, y: 5, width: 20, height: 10))
        #expect(Rectangle().scale(x: 2, anchor: .topLeading).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 80, height: 20))
        let image = try render(Circle().scale(0.5).fill(Color.red).frame(width: 40, height: 40), 40, 40, scale: 1).image
        #expect(image.alpha(20, 20) == 255 && image.alpha(20, 4) == 0, "a half-size circle in the middle")
    }
}
