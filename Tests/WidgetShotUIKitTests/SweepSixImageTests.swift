import Foundation
import Testing
import WidgetShot

/// Sweep 6 (issue 20): UIKit and Core Transferable behaviour real apps rely on.
@Suite struct SweepSixImageTests {
    /// Two pixels side by side, red then blue (RGBA bytes).
    private func redThenBlue() throws -> CGImage {
        CGImage(bitmap: try #require(BitmapImage(width: 2, height: 1, scale: 1, bytes: [0, 0, 255, 255, 255, 0, 0, 255])))
    }

    @Test func uiImageAppliesItsOrientation() throws {
        let cg = try redThenBlue()
        // `.right` (EXIF 6): turned a quarter clockwise for display, so red ends up on top.
        let right = UIImage(cgImage: cg, scale: 2, orientation: .right)
        #expect(right.size == CGSize(width: 0.5, height: 1))
        #expect(right.imageOrientation == .right)
        #expect(right.bitmap.pixel(x: 0, y: 0).r == 255 && right.bitmap.pixel(x: 0, y: 1).b == 255)
        // `.left` (EXIF 8): blue on top; `.upMirrored`: blue on the left; `.down`: blue on the left.
        #expect(UIImage(cgImage: cg, scale: 1, orientation: .left).bitmap.pixel(x: 0, y: 0).b == 255)
        #expect(UIImage(cgImage: cg, scale: 1, orientation: .upMirrored).bitmap.pixel(x: 0, y: 0).b == 255)
        #expect(UIImage(cgImage: cg, scale: 1, orientation: .down).bitmap.pixel(x: 0, y: 0).b == 255)
        // `cgImage` is the pixels as given, as on iOS (the orientation is the UIImage's).
        let back = try #require(right.cgImage)
        #expect((back.width, back.height) == (2, 1))
        #expect(UIImage(cgImage: cg).imageOrientation == .up)
    }

    @MainActor @Test func swiftUIImageExportsPNG() async throws {
        let image = Image(uiImage: UIImage(cgImage: try redThenBlue()))
        let png = try await image.exported(as: .png)
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.size.width > 0)
        await #expect(throws: (any Error).self) { try await image.exported(as: .jpeg) }
    }
}
