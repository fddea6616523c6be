import DemoWidgets
import Foundation
import Testing
import WidgetShot

@Suite struct PNGOutputTests {
    @Test("the NetEase demo widget renders to byte-identical PNGs carrying Software and fingerprint chunks")
    func demoWidgetIsDeterministic() throws {
        let renderer = try Shared.renderer(images: ImageStore())
        try DemoAssets.register(in: renderer.images)
        let first = try render(DemoViews.netEaseDailyRecommendation, 170, 170, with: renderer)
        let second = try render(DemoViews.netEaseDailyRecommendation, 170, 170, with: renderer)
        #expect(first.warnings.isEmpty, "\(first.warnings)")
        #expect(first.image.width == 510 && first.image.height == 510)
        #expect(first.image.bytes == second.image.bytes, "pixels differ between runs")
        let png = first.image.pngData()
        // The fingerprint is read at render time and follows process-wide font registrations,
        // which other suites make while this one runs: compare the rest of the file.
        var secondImage = second.image
        secondImage.metadata["WidgetShot-Fingerprint"] = first.image.metadata["WidgetShot-Fingerprint"]
        #expect(png == secondImage.pngData(), "PNG bytes differ between runs")
        // The widget draws something colourful across most of the canvas.
        #expect(first.image.count { $0.a > 0 } > 510 * 510 / 2)
        #expect(first.image.count(where: \.isColorful) > 1000)

        let decoded = try RasterImage(pngData: png, name: "netease.png")
        #expect(decoded.metadata["Software"] == CairoRenderer.version)
        let fingerprint = try #require(decoded.metadata["WidgetShot-Fingerprint"])
        #expect(fingerprint == renderer.fonts.fingerprint)
        #expect(fingerprint.hasPrefix("fonts=") && fingerprint.contains("cairo="), "\(fingerprint)")
        // Round trip: the decoded pixels are the rendered ones.
        #expect(decoded.width == first.image.width && decoded.height == first.image.height)
        #expect(decoded.allPixels == first.image.allPixels, "decoded pixels differ from rendered ones")
    }

    @Test("translucent pixels survive a PNG round trip exactly")
    func translucentRoundTrip() throws {
        // A gradient from opaque red to clear blue, then half opacity: every alpha level on the way.
        let view = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1, opacity: 0)],
                                  startPoint: .leading, endPoint: .trailing).opacity(0.7)
        let image = try render(view, 100, 20).image
        #expect(Set(image.allPixels.map(\.a)).count > 100, "many alpha levels")
        let png = image.pngData()
        #expect(png[25] == 6, "colour type RGBA for a translucent image")
        let decoded = try RasterImage(pngData: png)
        #expect(decoded.allPixels == image.allPixels)
        #expect(decoded.metadata == image.metadata)
    }

    @Test("an opaque image is written as RGB and round-trips exactly")
    func opaqueRoundTrip() throws {
        let view = HStack(spacing: 0) { Color.red; Color.green; Color.blue }
        let image = try render(view, 30, 10).image
        #expect(image.isOpaque)
        #expect(image.px(15, 15) == Apple.red && image.px(45, 15) == Apple.green && image.px(75, 15) == Apple.blue)
        let png = image.pngData()
        #expect(png[25] == 2, "colour type RGB for an opaque image")
        let decoded = try RasterImage(pngData: png)
        #expect(decoded.isOpaque)
        #expect(decoded.allPixels == image.allPixels)
    }

    @Test("writePNG writes a file whose pixels read back, and refuses a missing folder without leaving a file")
    func writePNG() throws {
        let image = try render(Color.red.frame(width: 10, height: 10), 20, 20).image
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("square.png")
        try image.writePNG(to: good)
        let back = try RasterImage(pngData: Data(contentsOf: good), name: good.path)
        #expect(back.allPixels == image.allPixels)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["square.png"], "no temporary files left")

        let missing = folder.appendingPathComponent("no/such/dir/out.png")
        #expect {
            try image.writePNG(to: missing)
        } throws: { error in
            guard case RasterError.writeFailed(let path, _)? = error as? RasterError else { return false }
            return path == missing.path
        }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("no").path))
    }

    @Test("decoding bytes that are not a PNG throws imageUnreadable naming the source")
    func decodeGarbage() throws {
        #expect(throws: RasterError.imageUnreadable(path: "junk.png", reason: "not a PNG file")) {
            try RasterImage(pngData: Data(noise(64)), name: "junk.png")
        }
        #expect {
            try RasterImage(pngData: Data(pngSignature + noise(64)), name: "truncated.png")
        } throws: { error in
            guard case RasterError.imageUnreadable(let path, _)? = error as? RasterError else { return false }
            return path == "truncated.png"
        }
    }
}
