import Foundation
import Testing
import WidgetShot

/// Where a live timer's digits sit in a frame wider than they are. iOS gives `Text(_:style: .timer)`
/// and `Text(timerInterval:)` the whole proposed width and places the digits in it by
/// `multilineTextAlignment`, leading by default (the evidence is cited in `TextLeafLayout`).
@Suite struct PixelsSevenTimerPlacementTests {
    /// The first and last columns with ink (alpha above 128), in pixels.
    private func inkColumns(_ image: RasterImage) -> ClosedRange<Int>? {
        let columns = (0..<image.width).filter { x in (0..<image.height).contains { image.alpha(x, $0) > 128 } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    private let end = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// A live date in a 200-pt-wide frame (scale 1: columns are points).
    private func placed(_ text: Text, _ alignment: TextAlignment?, direction: LayoutDirection = .leftToRight) throws -> ClosedRange<Int> {
        let styled = text.font(.system(size: 17)).foregroundColor(.black)
        let view = Group {
            if let alignment { styled.multilineTextAlignment(alignment) } else { styled }
        }
        .frame(width: 200)
        .environment(\.layoutDirection, direction)
        return try #require(inkColumns(render(view, 200, 40, scale: 1).image), "the timer draws")
    }

    @Test("a timer in a wider frame sits at the leading edge by default, as on iOS (not centred)")
    func leadingByDefault() throws {
        for text in [Text(end, style: .timer), Text(timerInterval: end.addingTimeInterval(-600)...end, countsDown: true)] {
            let ink = try placed(text, nil)
            #expect(ink.lowerBound <= 3, "leading: \(ink)")
            #expect(ink.upperBound < 120, "not stretched or centred: \(ink)")
        }
    }

    @Test("multilineTextAlignment moves a timer within its frame: centre and trailing")
    func alignmentMovesIt() throws {
        let text = Text(end, style: .timer)
        let center = try placed(text, .center)
        let middle = Double(center.lowerBound + center.upperBound) / 2
        #expect(abs(middle - 100) <= 2, "centred: \(center)")
        let trailing = try placed(text, .trailing)
        #expect(trailing.upperBound >= 196, "trailing: \(trailing)")
        let leading = try placed(text, .leading)
        #expect(leading.lowerBound <= 3, "leading: \(leading)")
    }

    @Test("right to left, a timer's leading edge is the right one")
    func rightToLeftLeading() throws {
        let ink = try placed(Text(end, style: .timer), nil, direction: .rightToLeft)
        #expect(ink.upperBound >= 196, "leading in RTL is the right edge: \(ink)")
    }
}
