import Foundation
import Testing
import WidgetShot

/// A temporary asset catalog `T.xcassets` with an image set `dot` (@2x dark red, @3x green, both
/// 10×10 pt) and a colour set `tint` (light: pure red, dark: (0, 128, 255)).
private func makeCatalog() throws -> URL {
    let catalog = try temporaryFolder("catalog").appendingPathComponent("T.xcassets")
    let dot = catalog.appendingPathComponent("dot.imageset")
    try write("""
        {"images": [{"idiom": "universal", "scale": "1x"},
                    {"idiom": "universal", "filename": "dot@2x.png", "scale": "2x"},
                    {"idiom": "universal", "filename": "dot@3x.png", "scale": "3x"}],
         "info": {"author": "xcode", "version": 1}}
        """, to: dot.appendingPathComponent("Contents.json"))
    try RasterImage.solid(20, 20, r: 200, g: 30, b: 30).writePNG(to: dot.appendingPathComponent("dot@2x.png"))
    try RasterImage.solid(30, 30, r: 30, g: 200, b: 30).writePNG(to: dot.appendingPathComponent("dot@3x.png"))
    try write("""
        {"colors": [
          {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0.000", "green": "0.000", "red": "1.000"}},
           "idiom": "universal"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0xFF", "green": "0x80", "red": "0x00"}},
           "idiom": "universal"}],
         "info": {"author": "xcode", "version": 1}}
        """, to: catalog.appendingPathComponent("tint.colorset/Contents.json"))
    return catalog
}

@Suite struct ImagePixelTests {
    static let dot2x = Px(200, 30, 30, 255), dot3x = Px(30, 200, 30, 255)

    @Test("an asset catalog image is drawn from the file of the display scale")
    func catalogImageScale() throws {
        let catalog = try makeCatalog()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let store = ImageStore()
        try store.addAssetCatalog(catalog)
        let renderer = try Shared.renderer(images: store)
        // (scale, expected colour); @1x has no file, so the next larger (@2x) is used.
        for (scale, colour) in [(2, Self.dot2x), (3, Self.dot3x), (1, Self.dot2x)] as [(CGFloat, Px)] {
            let result = try render(Image("dot").accessibilityIdentifier("dot"), 20, 20, scale: scale, with: renderer)
            #expect(result.warnings.isEmpty, "@\(scale)x: \(result.warnings)")
            let frame = try #require(result.tree.frame(of: "dot"))
            #expect(frame.size == CGSize(width: 10, height: 10), "@\(scale)x frame \(frame)")
            let image = result.image
            let s = Int(scale)
            #expect(image.px(10 * s, 10 * s) == colour, "@\(scale)x centre is \(image.px(10 * s, 10 * s))")
            #expect(image.inkBounds() == PixelBox(minX: 5 * s, minY: 5 * s, maxX: 15 * s - 1, maxY: 15 * s - 1), "@\(scale)x")
            #expect(image.count { $0 == colour } == 100 * s * s, "@\(scale)x: the whole image is one colour")
        }
    }

    @Test("a catalog colour set resolves Color(\"tint\") in light and dark appearance")
    func catalogColorSet() throws {
        let catalog = try makeCatalog()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let store = ImageStore()
        try store.addAssetCatalog(catalog)
        let renderer = try Shared.renderer(images: store)
        let swatch = Color("tint").frame(width: 10, height: 10)
        let light = try render(swatch, 10, 10, with: renderer).image
        let dark = try render(swatch.environment(\.colorScheme, .dark), 10, 10, with: renderer).image
        #expect(light.px(15, 15) == Px(255, 0, 0, 255), "light: \(light.px(15, 15))")
        #expect(dark.px(15, 15) == Px(0, 128, 255, 255), "dark: \(dark.px(15, 15))")
        #expect(light.isOpaque && dark.isOpaque)
    }

    @Test("an image name nobody has draws nothing and warns naming it")
    func missingImage() throws {
        let result = try render(Image("missing"), 20, 20)
        #expect(result.image.inkBounds() == nil, "something was drawn")
        #expect(result.warnings.contains { $0.contains("missing") }, "warnings: \(result.warnings)")
    }

    @Test("a missing image given a frame draws nothing and warns naming it")
    func missingResizableImage() throws {
        let result = try render(Image("missing").resizable().frame(width: 10, height: 10), 20, 20)
        #expect(result.image.inkBounds() == nil, "something was drawn")
        #expect(result.warnings.contains { $0.contains("missing") }, "warnings: \(result.warnings)")
    }

    @Test("a corrupt PNG in an image folder draws nothing and warns naming the file")
    func corruptPNG() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A signature, an IHDR claiming 4×4 (so layout sizes it), then noise.
        var bytes = pngSignature + be32(13) + Array("IHDR".utf8) + be32(4) + be32(4) + [8, 6, 0, 0, 0]
        bytes += noise(400)
        try Data(bytes).write(to: folder.appendingPathComponent("broken.png"))
        let store = ImageStore()
        store.addFolder(folder)
        let result = try render(Image("broken").resizable().frame(width: 10, height: 10), 20, 20, with: Shared.renderer(images: store))
        #expect(result.image.inkBounds() == nil, "something was drawn")
        #expect(result.warnings.contains { $0.contains("broken.png") }, "warnings: \(result.warnings)")
    }

    @Test("a PNG signature followed only by noise draws nothing and warns naming the file")
    func noisePNG() throws {
        let url = try temporaryFolder().appendingPathComponent("noise.png")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try Data(pngSignature + noise(600, seed: 42)).write(to: url)
        let result = try render(Image(fileURL: url).resizable().frame(width: 10, height: 10), 20, 20)
        #expect(result.image.inkBounds() == nil, "something was drawn")
        #expect(result.warnings.contains { $0.contains("noise.png") }, "warnings: \(result.warnings)")
    }

    @Test("a corrupt JPEG draws nothing and warns naming the file")
    func corruptJPEG() throws {
        let url = try temporaryFolder().appendingPathComponent("broken.jpg")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        // SOI, a baseline SOF0 claiming 8×8 with 3 components, then noise instead of tables and scan.
        let sof: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x08, 0x03, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]
        try Data([0xFF, 0xD8] + sof + noise(300, seed: 7)).write(to: url)
        let result = try render(Image(fileURL: url).resizable().frame(width: 10, height: 10), 20, 20)
        #expect(result.image.inkBounds() == nil, "something was drawn")
        #expect(result.warnings.contains { $0.contains("broken.jpg") }, "warnings: \(result.warnings)")
    }

    @Test("an image over 50 megapixels is refused with a warning, not decoded")
    func hugeImage() throws {
        let url = try temporaryFolder().appendingPathComponent("huge.png")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        // Only a header claiming 10000×6000 RGBA: the sizer reads IHDR, the decoder must not try.
        let ihdr = Array("IHDR".utf8) + be32(10000) + be32(6000) + [8, 6, 0, 0, 0]
        try Data(pngSignature + be32(13) + ihdr + be32(0) + be32(0) + Array("IEND".utf8) + be32(0)).write(to: url)
        let fitted = try render(Image(fileURL: url).resizable().frame(width: 10, height: 10), 20, 20)
        #expect(fitted.image.inkBounds() == nil)
        #expect(fitted.warnings.contains { $0.contains("huge.png") && $0.contains("50") }, "warnings: \(fitted.warnings)")
        // Unsized, it lays out at 10000×6000 pt and still draws nothing.
        let natural = try render(Image(fileURL: url), 20, 20)
        #expect(natural.image.inkBounds() == nil)
        #expect(natural.warnings.contains { $0.contains("huge.png") }, "warnings: \(natural.warnings)")
    }

    @Test("a PNG header claiming 4294967295×4294967295 pixels is refused with a warning, not a crash")
    func overflowingHeader() async throws {
        // Run in a child process: an arithmetic-overflow trap must fail this test, not end the run.
        await #expect(processExitsWith: .success) {
            let url = try temporaryFolder("overflow").appendingPathComponent("overflow.png")
            defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            let ihdr = Array("IHDR".utf8) + be32(0xFFFF_FFFF) + be32(0xFFFF_FFFF) + [8, 6, 0, 0, 0]
            try Data(pngSignature + be32(13) + ihdr + be32(0) + be32(0) + Array("IEND".utf8) + be32(0)).write(to: url)
            let result = try render(Image(fileURL: url).resizable().frame(width: 10, height: 10), 20, 20)
            guard result.image.inkBounds() == nil, result.warnings.contains(where: { $0.contains("overflow.png") }) else { exit(1) }
        }
    }
}
