import Foundation
import Testing
import WidgetShot

/// Core Graphics' bitmap `CGContext`, UIKit's drawing bridge and vImage's box blur, as
/// Kingfisher's image processors use them (sweep 6, issue 20).
@Suite struct CoreGraphicsContextTests {
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        image.bitmap.pixel(x: x, y: y)
    }

    @Test func bitmapContextsAreYUp() throws {
        let space = CGColorSpaceCreateDeviceRGB()
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: space, bitmapInfo: info))
        #expect((context.width, context.height, context.bytesPerRow) == (4, 4, 16))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        // y = 0 is the bottom row in Core Graphics' space.
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let image = try #require(context.makeImage())
        #expect(pixel(image, 0, 3).r == 255 && pixel(image, 0, 0).a == 0)
        // Writes through `data` are seen by the image.
        let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        data[3] = 255; data[0] = 255   // pixel (0, 0) of memory (top row): opaque blue (BGRA)
        #expect(pixel(try #require(context.makeImage()), 0, 0).b == 255)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: space, bitmapInfo: info) == nil)
    }

    @Test func imagesDrawUpsideDownInUIKitSpaceUnlessFlipped() throws {
        // Red on top, blue below.
        let source = CGImage(bitmap: try #require(BitmapImage(width: 1, height: 2, scale: 1, bytes: [0, 0, 255, 255, 255, 0, 0, 255])))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let plain = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: format).image { ctx in
            ctx.cgContext.draw(source, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(plain.bitmap.pixel(x: 0, y: 0).b == 255)
        let flipped = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: format).image { ctx in
            ctx.cgContext.scaleBy(x: 1, y: -1)
            ctx.cgContext.translateBy(x: 0, y: -2)
            ctx.cgContext.draw(source, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(flipped.bitmap.pixel(x: 0, y: 0).r == 255)
        // UIColor.setFill() and UIRectFill share the renderer's context; blend modes apply.
        let blended = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).setFill()
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 1, height: 1), .multiply)
            #expect(UIGraphicsGetCurrentContext() != nil)
        }
        #expect((126...129).contains(blended.bitmap.pixel(x: 0, y: 0).r))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func boxConvolutionAveragesTheWindow() {
        // A 3×1 row: 0, 90, 180 in every channel; a 3-wide box with extended edges.
        var input: [UInt8] = [0, 0, 0, 0, 90, 90, 90, 90, 180, 180, 180, 180]
        var output = [UInt8](repeating: 0, count: 12)
        let error = input.withUnsafeMutableBytes { src in
            output.withUnsafeMutableBytes { dst in
                var s = vImage_Buffer(data: src.baseAddress, height: 1, width: 3, rowBytes: 12)
                var d = vImage_Buffer(data: dst.baseAddress, height: 1, width: 3, rowBytes: 12)
                return vImageBoxConvolve_ARGB8888(&s, &d, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend))
            }
        }
        #expect(error == kvImageNoError)
        // (0+0+90)/3 = 30, (0+90+180)/3 = 90, (90+180+180)/3 = 150.
        #expect(Array(output[0..<4]) == [30, 30, 30, 30] && output[4] == 90 && output[8] == 150)
        let even = input.withUnsafeMutableBytes { src in
            var s = vImage_Buffer(data: src.baseAddress, height: 1, width: 3, rowBytes: 12)
            return vImageBoxConvolve_ARGB8888(&s, &s, nil, 0, 0, 1, 2, nil, vImage_Flags(kvImageEdgeExtend))
        }
        #expect(even == kvImageInvalidKernelSize)
    }
}
