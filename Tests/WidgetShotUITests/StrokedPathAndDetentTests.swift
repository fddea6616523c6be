import Foundation
import Testing
@testable import WidgetShotUI

/// `Path.strokedPath(_:)` (issue 20, WidgetWeaver's rain surface bands) and `PresentationDetent`
/// heights (tyd's `.fraction(0.2)` detent, custom detents).
@Suite struct StrokedPathTests {
    private func line(_ points: [CGPoint]) -> Path {
        var p = Path()
        p.addLines(points)
        return p
    }

    @Test func buttCapsCoverTheLineOnly() {
        let outline = line([CGPoint(x: 2, y: 10), CGPoint(x: 18, y: 10)]).strokedPath(StrokeStyle(lineWidth: 4))
        #expect(outline.contains(CGPoint(x: 10, y: 10)))
        #expect(outline.contains(CGPoint(x: 10, y: 11.9)))
        #expect(!outline.contains(CGPoint(x: 10, y: 12.1)))   // half the width each side
        #expect(!outline.contains(CGPoint(x: 1.5, y: 10)))    // butt: nothing past the end
        #expect(outline.boundingRect.minX == 2 && outline.boundingRect.maxX == 18)
    }

    @Test func squareAndRoundCapsExtendByHalfTheWidth() {
        let ends = [CGPoint(x: 2, y: 10), CGPoint(x: 18, y: 10)]
        let square = line(ends).strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(square.contains(CGPoint(x: 0.5, y: 11.5)))    // the square's corner
        #expect(!square.contains(CGPoint(x: -0.5, y: 10)))
        let round = line(ends).strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(round.contains(CGPoint(x: 0.5, y: 10)))
        #expect(!round.contains(CGPoint(x: 0.5, y: 11.5)))    // outside the disc (distance 2.1)
    }

    @Test func joinsFollowTheStyleAndMiterLimit() {
        let corner = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]
        // A right angle: the miter's tip is the outer corner (11, -1); a bevel cuts it off.
        let miter = line(corner).strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter))
        #expect(miter.contains(CGPoint(x: 10.9, y: -0.9)))
        let bevel = line(corner).strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        #expect(!bevel.contains(CGPoint(x: 10.9, y: -0.9)))
        #expect(bevel.contains(CGPoint(x: 10.4, y: -0.4)))
        // Miter ratio at 90° is √2 ≈ 1.414: a limit of 1.2 falls back to a bevel.
        let limited = line(corner).strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 1.2))
        #expect(!limited.contains(CGPoint(x: 10.9, y: -0.9)))
        // Pieces are wound alike: the inside of the corner stays covered under the non-zero rule.
        #expect(miter.contains(CGPoint(x: 9.5, y: 0.5)))
    }

    @Test func dashesLeaveGaps() {
        let dashed = line([CGPoint(x: 0, y: 5), CGPoint(x: 20, y: 5)]).strokedPath(StrokeStyle(lineWidth: 2, dash: [4, 2]))
        #expect(dashed.contains(CGPoint(x: 2, y: 5)))     // 0–4 on
        #expect(!dashed.contains(CGPoint(x: 5, y: 5)))    // 4–6 off
        #expect(dashed.contains(CGPoint(x: 7, y: 5)))     // 6–10 on
        let shifted = line([CGPoint(x: 0, y: 5), CGPoint(x: 20, y: 5)]).strokedPath(StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 4))
        #expect(!shifted.contains(CGPoint(x: 1, y: 5)))   // the phase starts in the gap
    }

    @Test func closedShapesAndDegenerateWidths() {
        let ring = Path(CGRect(x: 0, y: 0, width: 20, height: 20)).strokedPath(StrokeStyle(lineWidth: 2))
        #expect(ring.contains(CGPoint(x: 0, y: 10)) && ring.contains(CGPoint(x: 20.5, y: 10)))
        #expect(!ring.contains(CGPoint(x: 10, y: 10)))    // the inside is not part of the stroke
        #expect(ring.contains(CGPoint(x: -0.9, y: -0.9))) // the closing corner is joined (miter)
        #expect(Path(CGRect(x: 0, y: 0, width: 5, height: 5)).strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }
}

@Suite struct PresentationDetentTests {
    private struct BarDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.verticalSizeClass == .compact ? nil : max(44, context.maxDetentValue * 0.1) }
    }

    @Test func builtInAndCustomHeights() {
        let context = PresentationDetent.Context(maxDetentValue: 800)
        #expect(PresentationDetent.large.resolvedHeight(in: context) == 800)
        #expect(PresentationDetent.medium.resolvedHeight(in: context) == 400)
        #expect(PresentationDetent.fraction(0.2).resolvedHeight(in: context) == 160)
        #expect(PresentationDetent.height(1000).resolvedHeight(in: context) == 800)   // at most the full height
        #expect(PresentationDetent.custom(BarDetent.self).resolvedHeight(in: context) == 80)
        #expect(PresentationDetent.custom(BarDetent.self).resolvedHeight(in: PresentationDetent.Context(maxDetentValue: 300)) == 44)
    }

    @Test func compactHeightDeactivatesMedium() {
        var env = EnvironmentValues()
        env.verticalSizeClass = .compact
        let context = PresentationDetent.Context(maxDetentValue: 390, environment: env)
        #expect(PresentationDetent.medium.resolvedHeight(in: context) == nil)
        #expect(PresentationDetent.custom(BarDetent.self).resolvedHeight(in: context) == nil)
        #expect(context.verticalSizeClass == .compact)   // dynamic member lookup into the environment
    }

    @Test func detentsAreEqualByKindAndValue() {
        #expect(PresentationDetent.fraction(0.2) == .fraction(0.2))
        #expect(PresentationDetent.fraction(0.2) != .height(0.2))
        #expect(PresentationDetent.custom(BarDetent.self) == .custom(BarDetent.self))
        #expect(Set<PresentationDetent>([.medium, .large, .medium]).count == 2)
    }
}
