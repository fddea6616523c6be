import Foundation
import Testing
import WidgetShot

/// `CIImage.transformed(by:)`, as ContactQR scales a QR code: `outputImage?.transformed(by: CGAffineTransform(scaleX: 10, y: 10))`.
@Suite struct SweepTenCoreImageTransformTests {
    /// 4×2 pixels at scale 1: the left half black, the right half white.
    func halves() throws -> CIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor.white.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor.black.setFill(); context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        return try #require(CIImage(image: image))
    }

    @Test func scalingGrowsTheExtentAndKeepsFlatAreas() throws {
        let scaled = try halves().transformed(by: CGAffineTransform(scaleX: 10, y: 10))
        #expect(scaled.extent == CGRect(x: 0, y: 0, width: 40, height: 20))
        let bitmap = UIImage(ciImage: scaled).bitmap
        #expect(bitmap.width == 40 && bitmap.height == 20)
        let left = bitmap.pixel(x: 5, y: 10), right = bitmap.pixel(x: 34, y: 10), seam = bitmap.pixel(x: 19, y: 10)
        #expect(left.r == 0 && left.a == 255, "\(left)")
        #expect(right.r == 255 && right.a == 255, "\(right)")
        #expect(seam.r > 20 && seam.r < 235, "\(seam)")   // bilinear: a ramp across the seam
    }

    @Test func translationMovesTheExtentAndRotationSwapsIt() throws {
        let image = try halves()
        #expect(image.transformed(by: CGAffineTransform(translationX: 7, y: -3)).extent == CGRect(x: 7, y: -3, width: 4, height: 2))
        let turned = image.transformed(by: CGAffineTransform(rotationAngle: .pi / 2))
        #expect(turned.extent.width == 2 && turned.extent.height == 4, "\(turned.extent)")
        // A quarter turn counter-clockwise (CI's y points up): the black left half ends at the bottom.
        let bitmap = UIImage(ciImage: turned).bitmap
        #expect(bitmap.pixel(x: 1, y: 3).r == 0 && bitmap.pixel(x: 1, y: 0).r == 255)
        #expect(image.transformed(by: CGAffineTransform(scaleX: 0, y: 1)).extent.isEmpty)
    }
}
