import Foundation
import Testing
import WidgetShot

/// A folder with `red.png`, a 300×300 px opaque red image, shared by the tests below.
private let imageFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-kit-images")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var bytes = [UInt8](repeating: 0, count: 300 * 300 * 4)
    for i in stride(from: 0, to: bytes.count, by: 4) { bytes[i + 2] = 255; bytes[i + 3] = 255 }
    try? RasterImage(width: 300, height: 300, stride: 1200, scale: 1, bytes: bytes).writePNG(to: folder.appendingPathComponent("red.png"))
    sharedRenderer.views.images.addFolder(folder)
    return folder
}()

@Suite struct AccentedImageTests {
    func render<V: View>(_ view: V, _ appearance: WidgetAppearance) throws -> WidgetRender {
        _ = imageFolder
        let def = StaticConfiguration(kind: "img", provider: ThreeEntries()) { _ in view }.definition
        renderLock.lock()
        defer { renderLock.unlock() }
        return try sharedRenderer.render(def, family: .systemSmall, device: .iPhoneSE3, appearance: appearance, entries: .placeholder)[0]
    }

    @Test("in the accented mode an image keeps its colours only with widgetAccentedRenderingMode(.fullColor)")
    func fullColorImage() throws {
        func view(_ mode: WidgetAccentedRenderingMode?) -> some View {
            Image("red").resizable().widgetAccentedRenderingMode(mode).frame(width: 40, height: 40).containerBackground(Color.black, for: .widget)
        }
        let centre = (x: 148, y: 148)
        let kept = try render(view(.fullColor), .accented()).result.image.pixel(x: centre.x, y: centre.y)
        let grey = try render(view(nil), .accented()).result.image.pixel(x: centre.x, y: centre.y)
        let desaturated = try render(view(.desaturated), .accented()).result.image.pixel(x: centre.x, y: centre.y)
        let tinted = try render(view(.accented), .accented(tint: RGBA(red: 0, green: 0, blue: 1))).result.image.pixel(x: centre.x, y: centre.y)
        #expect(kept.r == 255 && kept.g == 0 && kept.b == 0)
        #expect(grey == desaturated && grey.r < grey.g && grey.g < grey.b)   // iOS 18: luminance → alpha in the default colour
        #expect(tinted.b == 255 && tinted.r == 0)
    }

    @Test("an image with more pixels than the widget is linted")
    func oversizedImage() throws {
        let r = try render(Image("red").resizable().frame(width: 20, height: 20).containerBackground(Color.white, for: .widget), .light)
        // 300×300 = 90,000 px > 296×296 = 87,616 px (small widget at @2x).
        #expect(r.lints.contains { $0.rule == .oversizedImage && $0.message.contains("300×300") })
    }
}

/// The accented mode keeps drawing order across groups.
@Suite struct AccentedLayeringTests {
    @Test("a default-group shape drawn above an accent-group circle stays visible in the default colour (drawing order kept)")
    func defaultGroupAboveAccent() throws {
        let view = ZStack {
            Circle().foregroundColor(Color.green).widgetAccentable(true).frame(width: 100, height: 100)
            Rectangle().foregroundColor(.white).frame(width: 20, height: 20).widgetAccentable(false)
        }
        .containerBackground(Color.black, for: .widget)
        let def = StaticConfiguration(kind: "layers", provider: ThreeEntries()) { _ in view }.definition
        renderLock.lock()
        defer { renderLock.unlock() }
        let r = try sharedRenderer.render(def, family: .systemSmall, device: .iPhoneSE3, appearance: .accented(tint: RGBA(red: 0, green: 0, blue: 1)),
                                          entries: .placeholder)[0]
        let image = r.result.image
        let c = (x: image.width / 2, y: image.height / 2)
        let centre = image.pixel(x: c.x, y: c.y), ring = image.pixel(x: c.x + 3 * 30, y: c.y)
        // iOS 18's default group is a lighter tint (AccentedPalette): (0.6, 0.6, 1) for a blue accent.
        #expect(centre.r > 140 && centre.r < 170 && centre.g > 140 && centre.b > 240, "the square shows in the default colour over the circle: \(centre)")
        #expect(ring.r < 15 && ring.g < 15 && ring.b > 240, "the circle is the accent colour: \(ring)")
    }
}
