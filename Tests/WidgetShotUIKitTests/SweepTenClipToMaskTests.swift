import Foundation
import Testing
import WidgetShot

/// `CGContext.clip(to:mask:)`, as ContactQR tints a QR image: `context.clip(to: rect, mask: cgImage)`, then a fill.
@Suite struct SweepTenClipToMaskTests {
    /// A 4×4 mask: the top half (y-down) white, the bottom half black; one grey pixel.
    func mask() throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.black.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.white.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor(white: 0.5, alpha: 1).setFill(); context.fill(CGRect(x: 3, y: 3, width: 1, height: 1))
        }
        return try #require(image.cgImage)
    }

    @Test func fillShowsOnlyWhereTheMaskIsWhiteAndRestoreEndsIt() throws {
        let mask = try mask()
        let context = try #require(CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8), mask: mask)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        context.restoreGState()
        let drawn = UIImage(cgImage: try #require(context.makeImage())).bitmap
        // CG draws the mask y-up, as an image: its first (white) rows at the top of the picture.
        #expect(drawn.pixel(x: 2, y: 1).r == 255 && drawn.pixel(x: 2, y: 1).a == 255)
        #expect(drawn.pixel(x: 2, y: 6).a == 0)
        let grey = drawn.pixel(x: 7, y: 7)
        #expect(grey.a > 60 && grey.a < 200, "\(grey)")
        // After restoreGState the mask no longer applies.
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(UIImage(cgImage: try #require(context.makeImage())).bitmap.pixel(x: 2, y: 6).b == 255)
    }
}
