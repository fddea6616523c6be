import Foundation
import Testing
import WidgetShot

/// UIKit's current-context stack as DGCharts uses it (`UIGraphicsPushContext(context)` around
/// its label and marker drawing), Core Graphics' `replacePathWithStrokedPath()` (its line
/// charts' highlight clip), and `UICoordinateSpace` (its accessibility frames).
@Suite struct UIKitThirteenContextStackTests {
    func bitmapContext(width: Int = 20, height: Int = 20) throws -> CGContext {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        return try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
    }

    @Test func uikitDrawingGoesToAPushedBitmapContext() throws {
        let context = try bitmapContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).fill()   // y-up: the bottom rows
        UIColor.blue.setStroke()
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 15))
        line.addLine(to: CGPoint(x: 20, y: 15))
        line.lineWidth = 2
        line.stroke()
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let image = try #require(context.makeImage()).bitmap
        let red = image.pixel(x: 2, y: 18), blue = image.pixel(x: 10, y: 4), clear = image.pixel(x: 15, y: 18)
        #expect(red.r > 200 && red.b < 50 && red.a == 255, "\(red)")
        #expect(blue.b > 200 && blue.r < 50, "stroked 2 points wide around y = 15 (row 4 from the top): \(blue)")
        #expect(clear.a == 0)
    }

    @Test func aPushInsideARendererBlockIsCurrentUntilPopped() throws {
        let pushed = try bitmapContext()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { ctx in
            UIGraphicsPushContext(pushed)
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIGraphicsPopContext()
            #expect(UIGraphicsGetCurrentContext() === ctx.cgContext)
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.bitmap.pixel(x: 8, y: 8).a == 0, "the green went to the pushed context")
        #expect(image.bitmap.pixel(x: 1, y: 1).b == 255)
        #expect(try #require(pushed.makeImage()).bitmap.pixel(x: 10, y: 10).g > 100)
        UIGraphicsPopContext()   // unbalanced: nothing to pop
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func stringsAndImagesDrawIntoAPushedContext() throws {
        let context = try bitmapContext(width: 60, height: 30)
        // DGCharts flips a y-up context before drawing text, as UIKit code does.
        context.translateBy(x: 0, y: 30)
        context.scaleBy(x: 1, y: -1)
        UIGraphicsPushContext(context)
        ("88" as NSString).draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.black])
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        dot.draw(in: CGRect(x: 50, y: 20, width: 6, height: 6))
        UIGraphicsPopContext()
        let bitmap = try #require(context.makeImage()).bitmap
        let inked = (0..<30).flatMap { y in (0..<40).map { x in bitmap.pixel(x: x, y: y) } }.filter { $0.a > 128 }
        #expect(inked.count > 40, "the digits are drawn: \(inked.count) dark pixels")
        #expect(bitmap.pixel(x: 52, y: 22).r > 200, "the image is drawn at its rectangle, y down after the flip")
    }

    @Test func aStrokedPathFillsTheStrokesPixels() throws {
        let context = try bitmapContext()
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 2, y: 10))
        context.addLine(to: CGPoint(x: 18, y: 10))
        context.replacePathWithStrokedPath()
        #expect(!context.isPathEmpty)
        context.clip()
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try #require(context.makeImage()).bitmap
        #expect(image.pixel(x: 10, y: 9).b == 255 && image.pixel(x: 10, y: 11).b == 255, "inside the 4-point band")
        #expect(image.pixel(x: 10, y: 4).a == 0 && image.pixel(x: 0, y: 10).a == 0, "outside it (butt caps end at x = 2)")
        context.setLineWidth(0)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 5, y: 5))
        context.replacePathWithStrokedPath()
        #expect(context.isPathEmpty, "nothing is stroked at width 0")
    }

    @Test @MainActor func viewsConvertToTheScreensCoordinateSpace() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let chart = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        root.addSubview(chart)
        let screen = UIScreen.main.coordinateSpace
        #expect(chart.convert(CGRect(x: 5, y: 5, width: 10, height: 10), to: screen) == CGRect(x: 25, y: 35, width: 10, height: 10))
        #expect(chart.convert(CGPoint(x: 25, y: 35), from: screen) == CGPoint(x: 5, y: 5))
        #expect(screen.convert(CGPoint(x: 5, y: 5), from: chart) == CGPoint(x: 25, y: 35))
        #expect(chart.convert(CGPoint(x: 1, y: 1), to: root as any UICoordinateSpace) == CGPoint(x: 21, y: 31))
        #expect(screen.bounds == UIScreen.main.bounds && UIScreen.main.fixedCoordinateSpace.bounds == UIScreen.main.bounds)
        #expect(chart.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil) == CGRect(x: 20, y: 30, width: 1, height: 1), "UIView? overload still chosen for nil")
    }
}
