import Foundation
import Testing
import WidgetShot

/// `CGGradient` painted by `CGContext.drawLinearGradient` / `drawRadialGradient`, as LoopKitUI's
/// SegmentedGaugeBarLayer paints its bar: clip to a path, then a two-colour axial gradient.
@Suite struct UIKitTwelveGradientTests {
    func context(width: Int, height: Int) throws -> CGContext {
        try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
    }
    func redToBlue() throws -> CGGradient {
        try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1]))
    }

    @Test func linearGradientRunsFromStartColourToEndColourOnlyBetweenItsEnds() throws {
        let context = try context(width: 100, height: 4)
        context.drawLinearGradient(try redToBlue(), start: CGPoint(x: 10, y: 2), end: CGPoint(x: 90, y: 2), options: [])
        let drawn = UIImage(cgImage: try #require(context.makeImage())).bitmap
        let start = drawn.pixel(x: 11, y: 1), middle = drawn.pixel(x: 50, y: 2), end = drawn.pixel(x: 88, y: 3)
        #expect(start.r > 240 && start.b < 15 && start.a == 255, "\(start)")
        #expect(middle.r > 100 && middle.r < 155 && middle.b > 100 && middle.b < 155 && middle.a == 255, "\(middle)")
        #expect(end.b > 240 && end.r < 15 && end.a == 255, "\(end)")
        // Without options nothing is painted before the start or after the end.
        #expect(drawn.pixel(x: 5, y: 2).a == 0 && drawn.pixel(x: 95, y: 2).a == 0)
    }

    @Test func optionsContinueOnlyTheEndsTheyName() throws {
        let context = try context(width: 100, height: 4)
        context.drawLinearGradient(try redToBlue(), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: .drawsAfterEndLocation)
        var drawn = UIImage(cgImage: try #require(context.makeImage())).bitmap
        #expect(drawn.pixel(x: 5, y: 2).a == 0)
        #expect(drawn.pixel(x: 97, y: 2).b == 255 && drawn.pixel(x: 97, y: 2).a == 255)
        let both = try self.context(width: 100, height: 4)
        both.drawLinearGradient(try redToBlue(), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0),
                                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        drawn = UIImage(cgImage: try #require(both.makeImage())).bitmap
        #expect(drawn.pixel(x: 2, y: 2).r == 255 && drawn.pixel(x: 2, y: 2).a == 255)
        #expect(drawn.pixel(x: 97, y: 2).b == 255)
    }

    @Test func gradientPaintsOnlyInsideTheClip() throws {
        let context = try context(width: 100, height: 4)
        context.addRect(CGRect(x: 0, y: 0, width: 50, height: 4))
        context.clip()
        context.drawLinearGradient(try redToBlue(), start: .zero, end: CGPoint(x: 100, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let drawn = UIImage(cgImage: try #require(context.makeImage())).bitmap
        #expect(drawn.pixel(x: 1, y: 1).r > 240 && drawn.pixel(x: 1, y: 1).a == 255)
        #expect(drawn.pixel(x: 75, y: 1).a == 0)
    }

    @Test func componentGradientAndRadialGradient() throws {
        let components: [CGFloat] = [1, 1, 1, 1, 0, 0, 0, 1]
        let gradient = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 2))
        let context = try context(width: 40, height: 40)
        context.drawRadialGradient(gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0,
                                   endCenter: CGPoint(x: 20, y: 20), endRadius: 10, options: [])
        let drawn = UIImage(cgImage: try #require(context.makeImage())).bitmap
        let centre = drawn.pixel(x: 20, y: 20), ring = drawn.pixel(x: 28, y: 20)
        #expect(centre.r > 220 && centre.a == 255, "\(centre)")
        #expect(ring.r < 70 && ring.a == 255, "\(ring)")
        // Outside the end circle nothing is painted without `.drawsAfterEndLocation`.
        #expect(drawn.pixel(x: 2, y: 2).a == 0)
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    }
}
