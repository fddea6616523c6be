import Foundation
import Testing
@testable import WidgetShotCairo
import WidgetShot

/// A 32×32 baseline JPEG (libjpeg-turbo, quality 90).
let smallJPEG = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAgACADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD598KW/wBzivZfClt9zivLvClv9zivZPClv9zivgM44b390/rvPq256j4Ut/ucV7J4Ut/ucV5d4Ut/ucV7J4Ut/ucV+HZxw3v7p/OGf1tz85vClt9zivZfClv9zivLvClv9zivZPClt9ziv9HM44b390/c8/rbnqPhS3+5xXsnhS3+5xXl3hS3+5xXsnhS2+5xX4dnHDe/un84Z9W3P//Z")!

/// Issue 12, items 7, 10 and 12: missing glyphs warn, image dimensions are checked before any
/// allocation, images never come from outside their folder or catalog, and silent image problems warn.
@Suite struct HardeningImageTests {
    @Test("7: text with characters no font covers warns, naming the text and the script")
    func missingGlyphs() throws {
        let text = "Hi \u{13000}\u{13001}"
        let result = try render(Text(text), 120, 40)
        #expect(result.warnings.contains { $0.contains(text) && $0.contains("Egyptian Hieroglyphs") }, "\(result.warnings)")
        let fine = try render(Text("Hello 你好"), 120, 40)
        #expect(!fine.warnings.contains { $0.contains("no font") }, "\(fine.warnings)")
    }

    @Test("7: an empty fonts folder is an error")
    func emptyFontsFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try FontSystem(fontsFolder: folder)
            Issue.record("an empty fonts folder must be an error")
        } catch {
            #expect("\(error)".contains(folder.path) && "\(error)".contains("no font files"), "\(error)")
        }
    }

    @Test("10: a PNG claiming 23000×23000 is refused before decoding, everywhere it is read")
    func pixelLimit() throws {
        let ihdr = Array("IHDR".utf8) + be32(23000) + be32(23000) + [8, 6, 0, 0, 0]
        let png = Data(pngSignature + be32(13) + ihdr + be32(0) + be32(10) + Array("IDAT".utf8) + noise(10) + be32(0) + be32(0) + Array("IEND".utf8) + be32(0))
        do {
            _ = try RasterImage(pngData: png, name: "big.png")
            Issue.record("must throw")
        } catch {
            #expect(error as? RasterError == .imageTooLarge(path: "big.png", pixels: 23000 * 23000), "\(error)")
        }
        #expect(ImageLimits.maxPixels == 50_000_000)
        let small = RasterImage(width: 10, height: 10, stride: 40, scale: 1, bytes: [UInt8](repeating: 0, count: 400)).pngData()
        let over = RasterImage(width: 11, height: 10, stride: 44, scale: 1, bytes: [UInt8](repeating: 0, count: 440)).pngData()
        let (a, b) = ImageLimits.$override.withValue(100) { ((try? RasterImage(pngData: small))?.width, try? RasterImage(pngData: over)) }
        #expect(a == 10 && b == nil)
        #expect(ImageLimits.parse("1000") == 1000 && ImageLimits.parse("0") == nil && ImageLimits.parse("x") == nil)
    }

    @Test("12: Image(\"../x\") and a Contents.json naming ../../x.png never read outside their folder or catalog")
    func traversal() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        try RasterImage.solid(10, 10, r: 200, g: 30, b: 30).writePNG(to: base.appendingPathComponent("x.png"))
        let folder = base.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = ImageStore()
        store.addFolder(folder)
        #expect(store.locate(.named("../x"), scale: 1) == nil)
        let renderer = try Shared.renderer(images: store)
        let result = try render(Image("../x").resizable().frame(width: 10, height: 10), 20, 20, with: renderer)
        #expect(result.image.inkBounds() == nil)
        #expect(result.warnings.contains { $0.contains("../x") && $0.contains("outside") }, "\(result.warnings)")
        let set = base.appendingPathComponent("T.xcassets/evil.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images": [{"idiom": "universal", "filename": "../../x.png", "scale": "1x"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let catalog = try AssetCatalog(url: base.appendingPathComponent("T.xcassets"))
        #expect(catalog.images["evil"] == nil)
        #expect(catalog.warnings.contains { $0.contains("../../x.png") && $0.contains("outside") }, "\(catalog.warnings)")
    }

    @Test("12: a missing Image(fileURL:) file and a truncated JPEG warn")
    func silentImages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.png")
        let a = try render(Image(fileURL: missing), 20, 20)
        #expect(a.warnings.contains { $0.contains("missing.png") }, "\(a.warnings)")
        let whole = folder.appendingPathComponent("whole.jpg"), cut = folder.appendingPathComponent("cut.jpg")
        try smallJPEG.write(to: whole)
        try smallJPEG.prefix(smallJPEG.count - 60).write(to: cut)
        let ok = try render(Image(fileURL: whole).resizable().frame(width: 10, height: 10), 20, 20)
        #expect(ok.warnings.isEmpty, "\(ok.warnings)")
        let b = try render(Image(fileURL: cut).resizable().frame(width: 10, height: 10), 20, 20)
        #expect(b.warnings.contains { $0.contains("cut.jpg") && $0.contains("truncated") }, "\(b.warnings)")
    }
}
