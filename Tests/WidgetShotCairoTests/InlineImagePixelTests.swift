import Foundation
import Testing
import WidgetShot

/// Images inside text (`Text(Image("logo"))`, `TextAttachment`): drawn at their own size in a box
/// on the line, a bitmap standing on the baseline. Before, every asset image in a `Text` drew an
/// en-space blank, and a composed symbol (`bell.slash`) its base glyph without the slash.
@MainActor @Suite struct InlineImagePixelTests {
    static let green = Px(30, 200, 30, 255)

    /// A catalog with `dot` (10×10 pt, green) and `tall` (6×40 pt, green), both @3x only.
    private static func renderer() throws -> (ViewRenderer, URL) {
        let folder = try temporaryFolder("inline")
        let catalog = folder.appendingPathComponent("Inline.xcassets")
        for (name, w, h) in [("dot", 10, 10), ("tall", 6, 40)] {
            let set = catalog.appendingPathComponent("\(name).imageset")
            try write("""
                {"images": [{"idiom": "universal", "filename": "\(name)@3x.png", "scale": "3x"}],
                 "info": {"author": "xcode", "version": 1}}
                """, to: set.appendingPathComponent("Contents.json"))
            try RasterImage.solid(w * 3, h * 3, r: 30, g: 200, b: 30).writePNG(to: set.appendingPathComponent("\(name)@3x.png"))
        }
        let store = ImageStore()
        try store.addAssetCatalog(catalog)
        return (try Shared.renderer(images: store), folder)
    }

    private static func box(of image: RasterImage, where test: (Px) -> Bool) -> PixelBox? {
        var box: PixelBox?
        for y in 0..<image.height {
            for x in 0..<image.width where test(image.px(x, y)) {
                box = box.map { PixelBox(minX: min($0.minX, x), minY: min($0.minY, y), maxX: max($0.maxX, x), maxY: max($0.maxY, y)) }
                    ?? PixelBox(minX: x, minY: y, maxX: x, maxY: y)
            }
        }
        return box
    }

    @Test("an asset image in a Text is drawn whole, at its size, its bottom on the baseline")
    func assetImageOnTheBaseline() throws {
        let (renderer, folder) = try Self.renderer()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = (Text("x").foregroundColor(.black) + Text(Image("dot")) + Text("x").foregroundColor(.black)).font(.system(size: 20))
        let result = try render(text.accessibilityIdentifier("t"), 120, 60, with: renderer)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let image = result.image
        let green = try #require(Self.box(of: image) { $0.near(Self.green, 8) }, "the image is not drawn")
        #expect(green.width == 30 && green.height == 30, "drawn at 10×10 pt @3x: \(green)")
        // The two x's are black ink; their bottom is the baseline (x has no descender).
        let ink = try #require(Self.box(of: image) { $0.a > 200 && $0.r < 60 && $0.g < 60 })
        #expect(abs(green.maxY - ink.maxY) <= 2, "image bottom \(green.maxY) vs baseline \(ink.maxY)")
        #expect(green.minX > ink.minX && green.maxX < ink.maxX, "the image sits between the two x's: \(green) in \(ink)")
        // The text's frame makes room for the image: wider than the two letters by ~10 pt.
        let frame = try #require(result.tree.frame(of: "t"))
        let letters = try render(Text("xx").font(.system(size: 20)).accessibilityIdentifier("t"), 120, 60, with: renderer)
        let plain = try #require(letters.tree.frame(of: "t"))
        #expect(abs(frame.width - plain.width - 10) < 1, "\(frame.width) vs \(plain.width) + 10")
    }

    @Test("an image taller than the font makes its line taller")
    func tallImageGrowsTheLine() throws {
        let (renderer, folder) = try Self.renderer()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try render((Text("Hi ") + Text(Image("tall"))).font(.system(size: 12)).accessibilityIdentifier("t"), 100, 100, with: renderer)
        let frame = try #require(result.tree.frame(of: "t"))
        #expect(frame.height >= 40, "line height \(frame.height) holds the 40 pt image")
        let green = try #require(Self.box(of: result.image) { $0.near(Self.green, 8) })
        #expect(green.height == 120, "\(green)")
    }

    @Test("an image cut off by truncation is not drawn")
    func truncatedImageIsNotDrawn() throws {
        let (renderer, folder) = try Self.renderer()
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = Text("A fairly long headline that cannot fit ") + Text(Image("dot"))
        let cut = try render(long.lineLimit(1).frame(width: 80), 100, 40, with: renderer)
        #expect(Self.box(of: cut.image) { $0.near(Self.green, 8) } == nil, "the ellipsized image is drawn")
        let whole = try render(long.frame(width: 400), 420, 40, with: renderer)
        #expect(Self.box(of: whole.image) { $0.near(Self.green, 8) } != nil, "the image is not drawn when it fits")
    }

    @Test("a template image takes the text's colour")
    func templateImageTakesTheTextColour() throws {
        let (renderer, folder) = try Self.renderer()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Text(Image("dot").renderingMode(.template)).foregroundColor(Color(red: 0, green: 0, blue: 1))
        let result = try render(text, 40, 40, with: renderer)
        let blue = try #require(Self.box(of: result.image) { $0.b > 240 && $0.r < 20 && $0.g < 20 && $0.a == 255 })
        #expect(blue.width == 30 && blue.height == 30, "\(blue)")
        #expect(Self.box(of: result.image) { $0.near(Self.green, 8) } == nil)
    }

    @Test("a composed symbol in a Text is drawn whole (bell.slash has its slash)")
    func composedSymbolInText() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let inText = try render(Text(Image(systemName: "bell.slash")).font(.system(size: 30)).foregroundColor(red), 60, 60)
        let view = try render(Image(systemName: "bell.slash").font(.system(size: 30)).foregroundColor(red), 60, 60)
        let bell = try render(Text(Image(systemName: "bell")).font(.system(size: 30)).foregroundColor(red), 60, 60)
        let slashed = inText.image.inkMask(), alone = view.image.inkMask(), plain = bell.image.inkMask()
        #expect(!slashed.isEmpty)
        #expect(inText.image.count { $0.isColorful && $0.r > 200 && $0.g < 40 } > 0, "drawn in the text's colour")
        // Same drawing as the Image view's (both centred in a 60 pt canvas), unlike the bare bell.
        #expect(maskDistance(slashed, alone) < 0.2, "text vs view: \(maskDistance(slashed, alone))")
        #expect(maskDistance(slashed, plain) > 0.2, "the slash is missing: \(maskDistance(slashed, plain))")
    }
}
