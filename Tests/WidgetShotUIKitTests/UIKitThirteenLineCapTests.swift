import Foundation
import Testing
import WidgetShot

/// SwiftUI's `StrokeStyle` takes Core Graphics' `CGLineCap`/`CGLineJoin`, as on iOS: SwiftUICharts'
/// `Stroke` keeps a `CGLineCap` and builds a `StrokeStyle` from it, and reads one back.
@Suite struct UIKitThirteenLineCapTests {
    struct ChartStroke {
        var lineCap: CGLineCap = .round
        var lineJoin: CGLineJoin = .bevel
        var style: StrokeStyle { StrokeStyle(lineWidth: 3, lineCap: lineCap, lineJoin: lineJoin) }
        init() {}
        init(_ style: StrokeStyle) { lineCap = style.lineCap; lineJoin = style.lineJoin }
    }

    @Test func strokeStylesAndBezierPathsShareCoreGraphicsTypes() {
        let stroke = ChartStroke()
        #expect(stroke.style.lineCap == .round && stroke.style.lineJoin == .bevel)
        #expect(ChartStroke(StrokeStyle(lineCap: .square)).lineCap == .square)
        let path = UIBezierPath()
        path.lineCapStyle = stroke.style.lineCap
        #expect(path.lineCapStyle == .round)
        #expect(CGLineCap.square.rawValue == 2 && CGLineJoin.bevel.rawValue == 2, "Core Graphics' raw values (kCGLineCapSquare, kCGLineJoinBevel)")
    }

    @Test func aRoundCapStrokesPastTheEnd() throws {
        let image = try render(Path { p in
            p.move(to: CGPoint(x: 10, y: 30))
            p.addLine(to: CGPoint(x: 50, y: 30))
        }.stroke(Color.black, style: ChartStroke().style), size: CGSize(width: 60, height: 60), scale: 1)
        #expect(image.pixel(x: 9, y: 30).a > 100, "the round cap reaches 1.5 points before the start")
    }
}
