import Foundation
import Testing
import WidgetShot

/// Walking a path's elements: Core Graphics' `CGPath.applyWithBlock` / `apply(info:function:)`
/// and SwiftUI's `Path.forEach`, as chart and shape code reads a path back point by point.
@Suite struct UIKitTwelvePathElementsTests {
    /// (kind, points) of each element, read through `applyWithBlock`.
    func walk(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var out: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            out.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return out
    }

    @Test func applyWithBlockGivesEachElementWithItsPointsInCoreGraphicsOrder() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
        path.closeSubpath()
        let elements = walk(path)
        #expect(elements.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        // Control points come before the end point, as in Core Graphics.
        #expect(elements[2].1 == [CGPoint(x: 7, y: 8), CGPoint(x: 5, y: 6)])
        #expect(elements[3].1 == [CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14), CGPoint(x: 9, y: 10)])
    }

    @Test func rectanglesAndEllipsesArriveAsMovesLinesAndCurves() {
        let rect = walk(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil))
        #expect(rect.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(rect.flatMap(\.1) == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 0, y: 20)])
        let ellipse = walk(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil))
        #expect(ellipse.map(\.0) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        #expect(ellipse[0].1 == [CGPoint(x: 100, y: 50)] && ellipse[1].1.last == CGPoint(x: 50, y: 100))
    }

    @Test func applyCallsTheFunctionWithItsInfo() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: counter) { info, _ in info?.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        #expect(count == 5)
    }

    @Test func swiftUIPathForEachGivesApplesFiveElementKinds() {
        var path = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5, style: .circular)
        path.addLine(to: CGPoint(x: 50, y: 50))
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        // An exhaustive switch over SwiftUI's five cases compiles, as on iOS.
        let curves = elements.filter { element in
            switch element {
            case .curve: return true
            case .move, .line, .quadCurve, .closeSubpath: return false
            }
        }
        #expect(curves.count == 4)
        #expect(elements.first == .move(to: CGPoint(x: 5, y: 0)))
        #expect(elements.last == .line(to: CGPoint(x: 50, y: 50)))
    }
}
