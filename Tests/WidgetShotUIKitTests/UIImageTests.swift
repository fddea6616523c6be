import Foundation
import Testing
import WidgetShot

@Suite struct UIImageTests {
    @Test("UIImage(data:) decodes a PNG and Image(uiImage:) draws its pixels")
    func dataImageDraws() throws {
        let image = try #require(UIImage(data: twoColourPNG()))
        #expect(image.size == CGSize(width: 8, height: 4))
        #expect(image.scale == 1)
        let px = try render(Image(uiImage: image).resizable().frame(width: 40, height: 20), size: CGSize(width: 40, height: 20))
        look(px, "data-image")
        let left = px.pixel(x: 10, y: 20), right = px.pixel(x: 70, y: 20)
        #expect(left.r == 255 && left.g == 0 && left.b == 0 && left.a == 255)
        #expect(right.r == 0 && right.b == 255 && right.a == 255)
    }

    @Test("a data image lays out at its size in points (pixels ÷ scale)")
    func dataImageSize() throws {
        let image = try #require(UIImage(data: twoColourPNG(), scale: 2))
        #expect(image.size == CGSize(width: 4, height: 2))
        var env = EnvironmentValues()
        env.displayScale = 2
        renderLock.lock()
        defer { renderLock.unlock() }
        let tree = try sharedRenderer.views.layoutEngine.layout(Image(uiImage: image), in: CGSize(width: 20, height: 20), scale: 2, environment: env)
        let node = try #require(tree.allNodes.first { $0.kind == "Image" })
        #expect(node.frame.size == CGSize(width: 4, height: 2))
    }

    @Test("a template UIImage takes the foreground colour; an original one keeps its colours")
    func templateMode() throws {
        let image = try #require(UIImage(data: twoColourPNG()))
        func pixel(_ ui: UIImage) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            try render(Image(uiImage: ui).resizable().frame(width: 40, height: 20).foregroundColor(.green), size: CGSize(width: 40, height: 20)).pixel(x: 70, y: 20)
        }
        let template = try pixel(image.withRenderingMode(.alwaysTemplate))
        let original = try pixel(image.withRenderingMode(.alwaysOriginal))
        #expect(template.g > 150 && template.b < 120 && template.r < 100)   // SwiftUI green, not blue
        #expect(original.b == 255 && original.g == 0)
    }

    @Test("withTintColor paints the opaque pixels in the colour and keeps transparency")
    func tintColor() throws {
        let image = try #require(UIImage(data: twoColourPNG(hole: true)))
        let tinted = image.withTintColor(.yellow)
        let top = tinted.bitmap.pixel(x: 6, y: 0), bottom = tinted.bitmap.pixel(x: 6, y: 3)
        #expect(top.r == 255 && top.g == 255 && top.b == 0 && top.a == 255)
        #expect(bottom.a == 0)
        #expect(tinted.renderingMode == .automatic)
    }

    @Test("pngData and jpegData round-trip through UIImage(data:)")
    func encoders() throws {
        let image = try #require(UIImage(data: twoColourPNG(width: 16, height: 16)))
        let png = try #require(image.pngData())
        let again = try #require(UIImage(data: png))
        #expect(again.bitmap.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        let jpeg = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        let decoded = try #require(UIImage(data: jpeg))
        #expect(decoded.size == CGSize(width: 16, height: 16))
        let p = decoded.bitmap.pixel(x: 2, y: 8), q = decoded.bitmap.pixel(x: 13, y: 8)
        #expect(near(p.r, 255, 12) && near(p.b, 0, 12))
        #expect(near(q.b, 255, 12) && near(q.r, 0, 12))
        #expect(image.jpegData(compressionQuality: 0.1)!.count < jpeg.count)
    }

    @Test("bad data and missing files give nil, not a crash")
    func badInput() {
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0, 0])) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/x.png") == nil)
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(data: twoColourPNG())!.preparingThumbnail(of: CGSize(width: CGFloat.nan, height: 1)) == nil)
    }

    @Test("UIImage(named:) finds a catalog image given to the renderer, at the screen's scale")
    func namedImage() throws {
        _ = sharedRenderer
        let image = try #require(UIImage(named: "badge"))
        #expect(image.scale == 3)                                  // default screen: iPhone 16 Pro @3x
        #expect(image.size == CGSize(width: 2, height: 2))
        let at2x = try #require(UIImage(named: "badge", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(at2x.scale == 2 && at2x.size == CGSize(width: 2, height: 2))
        let px = try render(Image(uiImage: image).resizable().frame(width: 20, height: 20), size: CGSize(width: 20, height: 20))
        let c = px.pixel(x: 20, y: 20)
        renderLock.lock()
        defer { renderLock.unlock() }
        let tree = try sharedRenderer.views.layoutEngine.layout(Image(uiImage: image), in: CGSize(width: 20, height: 20), scale: 3)
        #expect(tree.allNodes.contains { $0.kind == "Image" && $0.label == "badge" })
        #expect(c.g == 200 && c.r == 0 && c.b == 0)
    }

    @Test("#imageLiteral and #colorLiteral are UIKit's: a UIImage of the catalog and a UIColor, with no context or as UIKit types")
    func objectLiterals() throws {
        _ = sharedRenderer
        // Without a contextual type the literals are UIKit's (`_ImageLiteralType`, `_ColorLiteralType`).
        let badge = #imageLiteral(resourceName: "badge")
        #expect(type(of: badge) == UIImage.self)
        #expect(badge.scale == 3 && badge.size == CGSize(width: 2, height: 2))
        let accent = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(type(of: accent) == UIColor.self)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(accent.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0 && a == 0.25)
        // As Adequate's widget writes it: a `UIImage` property returning the literal, drawn by SwiftUI.
        struct DealImages { static var placeholder: UIImage { return #imageLiteral(resourceName: "badge") } }
        let px = try render(Image(uiImage: DealImages.placeholder).resizable().frame(width: 20, height: 20), size: CGSize(width: 20, height: 20))
        let c = px.pixel(x: 20, y: 20)
        #expect(c.g == 200 && c.r == 0 && c.b == 0)
    }

    @Test("UIImage(named:) draws PDF and SVG image sets at the screen's scale, sized in points")
    func namedVectorImage() throws {
        _ = sharedRenderer
        let svg = try #require(UIImage(named: "uikitHalves"))
        #expect(svg.scale == 3 && svg.size == CGSize(width: 20, height: 10))
        let bitmap = svg.bitmap
        #expect(bitmap.width == 60 && bitmap.height == 30)          // 20×10 pt at @3x, not a 20×10 px bitmap scaled up
        #expect(bitmap.pixel(x: 5, y: 15) == (255, 0, 0, 255) && bitmap.pixel(x: 55, y: 15) == (0, 0, 255, 255))
        #expect(bitmap.pixel(x: 29, y: 15).r == 255 && bitmap.pixel(x: 30, y: 15).b == 255)   // a sharp edge at 10 pt
        let at2x = try #require(UIImage(named: "uikitHalves", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(at2x.scale == 2 && at2x.bitmap.width == 40 && at2x.size == CGSize(width: 20, height: 10))
        let pdf = try #require(UIImage(named: "page"))
        #expect(pdf.size == CGSize(width: 30, height: 20) && pdf.bitmap.width == 90)
        let page = pdf.bitmap
        #expect(page.pixel(x: 45, y: 50) == (0, 255, 0, 255) && page.pixel(x: 45, y: 10).a == 0)   // bottom half green
        let px = try render(Image(uiImage: svg), size: CGSize(width: 20, height: 10))
        #expect(px.pixel(x: 4, y: 10) == (255, 0, 0, 255) && px.pixel(x: 36, y: 10) == (0, 0, 255, 255))
    }

    @Test("a catalog image set to Render As Template is a template UIImage, tinted in SwiftUI")
    func templateIntent() throws {
        _ = sharedRenderer
        let glyph = try #require(UIImage(named: "glyph"))
        #expect(glyph.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "badge")?.renderingMode == .automatic)
        let px = try render(Image(uiImage: glyph).resizable().frame(width: 20, height: 20).foregroundColor(.red), size: CGSize(width: 20, height: 20))
        #expect(px.pixel(x: 20, y: 20) == (255, 59, 48, 255))   // SwiftUI red, light
    }

    @Test("UIImage(contentsOfFile:) reads a file and its @2x suffix")
    func fileImage() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-file-\(getpid())@2x.png")
        try twoColourPNG().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try #require(UIImage(contentsOfFile: url.path))
        #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 2))
    }

    @Test("UIImage(systemName:) draws at its size in the foreground colour, or in its tint colour")
    func symbols() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage)
        #expect(star.size.width > 10 && star.size.height > 10)
        let big = try #require(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(big.size.width > 2 * star.size.width)
        let plain = try render(Image(uiImage: big).foregroundColor(.blue).accessibilityIdentifier("star"))
        let tinted = try render(Image(uiImage: star.withTintColor(.red, renderingMode: .alwaysOriginal)).resizable().frame(width: 40, height: 40))
        look(plain, "symbol-plain")
        look(tinted, "symbol-tinted")
        let centre = plain.pixel(x: 60, y: 60), tcentre = tinted.pixel(x: 60, y: 60)
        #expect(centre.b > 200 && centre.r < 60 && centre.a == 255)
        #expect(tcentre.r == 255 && tcentre.g == 0 && tcentre.a > 200)
        renderLock.lock()
        defer { renderLock.unlock() }
        // `.font` does not resize a UIImage symbol (it does resize Image(systemName:)).
        let tree = try sharedRenderer.views.layoutEngine.layout(Image(uiImage: star).font(.system(size: 60)), in: CGSize(width: 100, height: 100), scale: 3)
        let frame = try #require(tree.allNodes.first { $0.kind == "Image" }?.frame)
        #expect(abs(frame.width - star.size.width) < 0.01 && abs(frame.height - star.size.height) < 0.01)
        let png = try #require(star.pngData())
        #expect(UIImage(data: png) != nil)
    }

    @Test("preparingThumbnail draws the image at the asked size")
    func thumbnail() throws {
        let image = try #require(UIImage(data: twoColourPNG(width: 64, height: 32)))
        let thumb = try #require(image.preparingThumbnail(of: CGSize(width: 8, height: 4)))
        #expect(thumb.size == CGSize(width: 8, height: 4))
        #expect(thumb.bitmap.pixel(x: 1, y: 2) == (255, 0, 0, 255))
        #expect(thumb.bitmap.pixel(x: 6, y: 2) == (0, 0, 255, 255))
    }
}
