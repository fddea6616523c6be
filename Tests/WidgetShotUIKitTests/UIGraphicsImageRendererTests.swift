import Foundation
import Testing
import WidgetShot

@Suite struct UIGraphicsImageRendererTests {
    @Test("image { } fills rects with the fill colour, draws paths and images, at the format's scale")
    func drawing() throws {
        let photo = try #require(UIImage(data: twoColourPNG()))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
            UIColor.systemGreen.setFill()
            UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 10, height: 10)).fill()
            photo.draw(in: CGRect(x: 0, y: 10, width: 8, height: 4))
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 5))
            line.addLine(to: CGPoint(x: 15, y: 5))
            line.lineWidth = 2
            line.stroke()
        }
        #expect(image.size == CGSize(width: 30, height: 20) && image.scale == 2)
        let b = image.bitmap
        #expect(b.width == 60 && b.height == 40)
        #expect(b.pixel(x: 10, y: 30) == (255, 255, 255, 255))             // background
        #expect(b.pixel(x: 50, y: 10) == (52, 199, 89, 255))               // systemGreen, light
        #expect(b.pixel(x: 2, y: 22) == (255, 0, 0, 255))                  // photo, left half
        #expect(b.pixel(x: 14, y: 22) == (0, 0, 255, 255))                 // photo, right half
        #expect(b.pixel(x: 10, y: 10) == (0, 0, 0, 255))                   // the stroke
        #expect(b.pixel(x: 10, y: 16) == (255, 255, 255, 255))
    }

    /// The resize helper of a real widget (DeveloperAcademy-POSTECH/MC2-Team14-YesAgreed, Mukku):
    /// `let format = imageRendererFormat; format.opaque = isOpaque`, then a renderer of that format.
    @Test("imageRendererFormat has the image's scale; a renderer made from it draws at that density")
    func imageRendererFormat() throws {
        let format2x = UIGraphicsImageRendererFormat()
        format2x.scale = 3
        let source = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format2x).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let format = source.imageRendererFormat
        #expect(format.scale == 3 && !format.opaque)
        #expect(format !== source.imageRendererFormat, "each call gives a new format the caller may change")
        format.opaque = true
        let resized = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        #expect(resized.scale == 3 && resized.bitmap.width == 6 && resized.bitmap.height == 3)
        #expect(resized.bitmap.pixel(x: 3, y: 1) == (255, 0, 0, 255))
    }

    @Test("clipping with addClip limits later fills; pngData gives a PNG")
    func clipAndPNG() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: {
            let f = UIGraphicsImageRendererFormat.default()
            f.scale = 1
            return f
        }())
        let data = renderer.pngData { ctx in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 10)).addClip()
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let image = try #require(UIImage(data: data))
        #expect(image.bitmap.pixel(x: 2, y: 5) == (255, 0, 0, 255))
        #expect(image.bitmap.pixel(x: 8, y: 5).a == 0)
    }

    @Test("the default format uses the scale of the screen being rendered")
    func defaultScale() {
        #expect(UIGraphicsImageRendererFormat.default().scale == 3)
        DeviceScreen.$bound.withValue(Device.iPhoneSE3.screen) {
            #expect(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.scale == 2)
        }
    }

    @Test("a huge or NaN size gives an empty image, not a crash")
    func badSize() {
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 1e9, height: 10)).image { _ in }.bitmap.width == 0)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 10)).image { _ in }.bitmap.width == 0)
        let tooMany = UIGraphicsImageRendererFormat()
        tooMany.scale = 1
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 8000, height: 8000), format: tooMany).image { _ in }.bitmap.width == 0)   // 64 M px
        #expect(UIImage().jpegData(compressionQuality: 0.5) == nil)
        #expect(UIImage().size == .zero && UIImage().pngData() == nil)
    }
}

@Suite struct LegacyImageContextTests {
    @Test("UIGraphicsBeginImageContextWithOptions draws like the renderer and nests per thread")
    func beginEnd() throws {
        let photo = try #require(UIImage(data: twoColourPNG()))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 1)
        photo.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2))
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        UIColor.green.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let outer = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(inner.scale == 3 && inner.bitmap.pixel(x: 1, y: 1) == (0, 255, 0, 255))
        #expect(outer.size == CGSize(width: 4, height: 2))
        #expect(outer.bitmap.pixel(x: 0, y: 0) == (255, 0, 0, 255) && outer.bitmap.pixel(x: 3, y: 1) == (0, 0, 255, 255))
        UIGraphicsEndImageContext()   // unbalanced: ignored
    }
}

@Suite("ImageRenderer")
struct ImageRendererTests {
    @Test("renders the content at its ideal size times the scale, with WidgetShot's renderer")
    @MainActor func rendersContent() throws {
        let renderer = ImageRenderer(content: HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 6); Color(red: 0, green: 0, blue: 1).frame(width: 5, height: 6) })
        renderer.scale = 2
        let image = try #require(renderer.cgImage)
        #expect(image.width == 30 && image.height == 12)
        let px = { (x: Int, y: Int) in BitmapImage.straightRGBA(image.bitmap.bytes, offset: y * image.bitmap.stride + x * 4) }
        #expect(px(2, 2) == (255, 0, 0, 255))
        #expect(px(25, 10) == (0, 0, 255, 255))
        let ui = try #require(renderer.uiImage)
        #expect(ui.size == CGSize(width: 15, height: 6) && ui.scale == 2)
    }

    @Test("proposedSize is proposed to the content; isOpaque fills transparency with black")
    @MainActor func proposalAndOpacity() throws {
        let renderer = ImageRenderer(content: Ellipse().fill(Color.green))
        renderer.proposedSize = ProposedViewSize(width: 40, height: 20)
        let transparent = try #require(renderer.cgImage)
        #expect(transparent.width == 40 && transparent.height == 20, "\(transparent.width)×\(transparent.height)")
        #expect(BitmapImage.straightRGBA(transparent.bitmap.bytes, offset: 0).3 == 0)        // corner outside the ellipse
        renderer.isOpaque = true
        let opaque = try #require(renderer.cgImage)
        let corner = BitmapImage.straightRGBA(opaque.bitmap.bytes, offset: 0)
        #expect(corner == (0, 0, 0, 255))
    }

    @Test("text is measured and drawn with the bundled fonts; an infinite view gives no image")
    @MainActor func textAndUndrawable() throws {
        let text = try #require(ImageRenderer(content: Text("Hello").font(.system(size: 20))).cgImage)
        #expect(text.width > 30 && text.height >= 20)
        let unbounded = ImageRenderer(content: Color.red)
        unbounded.proposedSize = .infinity
        #expect(unbounded.cgImage == nil)
    }
}
