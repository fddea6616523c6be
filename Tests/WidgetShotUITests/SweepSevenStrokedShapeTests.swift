import Foundation
import Testing
@testable import WidgetShotUI

/// `Shape.stroke(lineWidth:)` and `stroke(style:)` return a shape (SwiftUI's `_StrokedShape`), as
/// on iOS: swift-extensions/swiftui-shapes clips to `grid.inset(by: 1).stroke(lineWidth: 1)`
/// (sweep 7, bestK1ngArthur/CovidApp), which needs a `Shape`.
@Suite struct SweepSevenStrokedShapeTests {
    private func clipsToAStroke<S: Shape>(_ shape: S) -> some View { Color.red.clipShape(shape) }

    @Test func theStrokedShapesPathIsTheAreaTheStrokeCovers() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let ring = Rectangle().stroke(lineWidth: 2).path(in: rect)
        #expect(ring.contains(CGPoint(x: 0.5, y: 10)) && ring.contains(CGPoint(x: 20.5, y: 10)))
        #expect(!ring.contains(CGPoint(x: 10, y: 10)), "the inside is not stroked")
        #expect(!ring.contains(CGPoint(x: 1.5, y: 10)), "half the width each side of the edge")
        let dashed = Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 4])).path(in: rect)
        #expect(dashed.contains(CGPoint(x: 2, y: 0)) && !dashed.contains(CGPoint(x: 6, y: 0)))
        _ = clipsToAStroke(Circle().inset(by: 1).stroke(lineWidth: 1))
    }

    @Test func drawnAsAViewItStrokesTheShapeWithTheForegroundStyle() {
        let view = Circle().stroke(lineWidth: 4)
        #expect(view.body.mode == .stroke(StrokeStyle(lineWidth: 4), inset: false))
        let sized = Capsule().stroke(style: StrokeStyle(lineWidth: 3)).sizeThatFits(ProposedViewSize(width: 30, height: nil))
        #expect(sized == CGSize(width: 30, height: 10), "the shape's own sizing")
    }
}
