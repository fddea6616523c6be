import Foundation
import Testing
import WidgetShot

/// A probe widget: a red square beside an accented red square on a yellow container background,
/// and a label saying whether the container background is shown and the rendering mode.
private struct Probe: View {
    @Environment(\.showsWidgetContainerBackground) var shows
    @Environment(\.widgetRenderingMode) var mode
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40)
                Color.red.frame(width: 40, height: 40).widgetAccentable()
            }
            Text("\(shows ? "shown" : "removed") \(mode.rawValue)").font(.system(size: 8))
        }
        .containerBackground(Color.yellow, for: .widget)
    }
}

private func probe(removable: Bool = true) -> WidgetDefinition {
    StaticConfiguration(kind: "probe", provider: ThreeEntries()) { _ in Probe() }.containerBackgroundRemovable(removable).definition
}

private func render(_ appearance: WidgetAppearance, family: WidgetFamily = .systemSmall, device: Device = .iPhoneSE3,
                    os: OSVersion = .iOS18, wallpaper: URL? = nil, widget: WidgetDefinition = probe()) throws -> WidgetRender {
    renderLock.lock()
    defer { sharedRenderer.osVersion = .iOS18; sharedRenderer.wallpaper = nil; renderLock.unlock() }
    sharedRenderer.osVersion = os
    sharedRenderer.wallpaper = wallpaper
    return try sharedRenderer.render(widget, family: family, device: device, appearance: appearance, entries: .placeholder)[0]
}

private func label(_ r: WidgetRender) -> String? {
    for node in r.result.tree.allNodes { if case .text(let t) = node.content { return t.string } }
    return nil
}

@Suite struct PlacesAndModesTests {
    @Test("StandBy: systemSmall scaled up to half the landscape screen, background removed, on black")
    func standBy() throws {
        let r = try render(.standBy)
        // SE: 375×667 pt; half the landscape screen 333.5 × 375 → 293.5-pt square → 293.5 / 148.
        #expect(abs(Device.iPhoneSE3.standByScale - 293.5 / 148) < 1e-9)
        #expect(r.result.image.width == Int((148 * 2 * Device.iPhoneSE3.standByScale).rounded(.up)))
        #expect(label(r) == "removed fullColor")
        let corner = r.result.image.pixel(x: 6, y: 6), centre = r.result.image.pixel(x: r.result.image.width / 2 - 20, y: r.result.image.height / 2 - 20)
        #expect(corner.r == 0 && corner.g == 0 && corner.b == 0 && corner.a == 255)   // black, no yellow
        #expect(centre.r == 255 && centre.g == 69 && centre.b == 58)   // content in full colour (dark-scheme systemRed)
    }

    @Test("StandBy applies only to systemSmall on iPhone and needs a removable background")
    func standByEligibility() throws {
        #expect(throws: WidgetAppearanceError.self) { try render(.standBy, family: .systemMedium) }
        #expect(throws: WidgetAppearanceError.self) { try render(.standBy, device: .iPadPro12_9) }
        #expect(throws: WidgetAppearanceError.self) { try render(.standBy, widget: probe(removable: false)) }
        #expect(throws: WidgetAppearanceError.self) { try render(.lockScreen, family: .systemSmall) }
    }

    @Test("StandBy night mode: vibrant, every pixel red only")
    func standByNight() throws {
        let r = try render(.standByNight)
        #expect(label(r) == "removed vibrant")
        let img = r.result.image
        var brightest = 0
        for y in Swift.stride(from: 0, to: img.height, by: 3) {
            for x in Swift.stride(from: 0, to: img.width, by: 3) {
                let p = img.pixel(x: x, y: y)
                #expect(p.g == 0 && p.b == 0)
                if p.g != 0 || p.b != 0 { return }
                brightest = max(brightest, Int(p.r))
            }
        }
        #expect(brightest > 100)
    }

    @Test("tinted (iOS 18): background replaced, accent group in the tint, the rest in a lighter tint")
    func tinted18() throws {
        let r = try render(WidgetAppearance.named("tinted")!.with(tint: RGBA(red: 0, green: 1, blue: 0)))
        #expect(r.appearance.name == "accented" && label(r) == "removed accented")
        let s = r.result.image.scale
        let plain = r.result.image.pixel(x: Int(60 * s), y: Int(60 * s)), accent = r.result.image.pixel(x: Int(88 * s), y: Int(60 * s))
        let backdrop = r.result.image.pixel(x: Int(10 * s), y: Int(74 * s))
        #expect(accent.r == 0 && accent.g == 255 && accent.b == 0)
        #expect(plain.g == 255 && abs(Int(plain.r) - 153) <= 1 && abs(Int(plain.b) - 153) <= 1)   // 60% towards white
        #expect(backdrop.r == 0 && backdrop.g == 64 && backdrop.b == 0 && backdrop.a == 255)       // tint × 0.25, no yellow
    }

    @Test("tinted on iOS 26: both groups white on tinted glass over the wallpaper")
    func tinted26() throws {
        let r = try render(.accented(tint: RGBA(red: 0, green: 1, blue: 0)), os: .iOS26)
        let s = r.result.image.scale
        let plain = r.result.image.pixel(x: Int(60 * s), y: Int(60 * s)), accent = r.result.image.pixel(x: Int(88 * s), y: Int(60 * s))
        #expect(plain == accent && plain.r == 255 && plain.g == 255 && plain.b == 255)
        let glass = r.result.image.pixel(x: Int(20 * s), y: Int(74 * s))
        #expect(glass.a == 255 && glass.g > glass.r && glass.g > 140)   // green tint at 55% over the gradient
        #expect(r.result.image.pixel(x: 0, y: 0).a == 0)                  // outside the widget's corners
    }

    @Test("clear (iOS 26): white content on Liquid Glass showing the wallpaper")
    func clear() throws {
        let r = try render(.clear)
        let s = r.result.image.scale
        #expect(r.result.image.pixel(x: Int(88 * s), y: Int(60 * s)).r == 255 && r.result.image.pixel(x: Int(60 * s), y: Int(60 * s)).g == 255)
        let top = r.result.image.pixel(x: Int(30 * s), y: Int(12 * s)), bottom = r.result.image.pixel(x: Int(118 * s), y: Int(136 * s))
        #expect(top.b > top.r && bottom.r > bottom.b)   // the gradient: blue top left, orange bottom right
        #expect(top.r != 255 || top.g != 255)           // no yellow container background
    }

    @Test("Lock Screen: vibrant accessory on the wallpaper, which shows around the circle")
    func lockScreen() throws {
        let def = StaticConfiguration(kind: "lock", provider: ThreeEntries()) { _ in
            ZStack { AccessoryWidgetBackground(); Text("42").font(.system(size: 20, weight: .bold)) }
        }.supportedFamilies([.accessoryCircular]).definition
        let onWallpaper = try render(.lockScreen, family: .accessoryCircular, device: .iPhone15Pro, widget: def)
        let bare = try render(.vibrant, family: .accessoryCircular, device: .iPhone15Pro, widget: def)
        let corner = onWallpaper.result.image.pixel(x: 1, y: 1)
        #expect(corner.a == 255 && corner.b > corner.r)          // the gradient's blue corner
        #expect(bare.result.image.pixel(x: 1, y: 1).a == 0)       // .vibrant alone stays transparent
        // A user's wallpaper: an opaque red PNG.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-red-wallpaper.png")
        var bytes = [UInt8](repeating: 0, count: 8 * 8 * 4)
        for i in Swift.stride(from: 0, to: bytes.count, by: 4) { bytes[i + 2] = 255; bytes[i + 3] = 255 }
        try RasterImage(width: 8, height: 8, stride: 32, scale: 1, bytes: bytes).writePNG(to: url)
        let red = try render(.lockScreen, family: .accessoryCircular, device: .iPhone15Pro, wallpaper: url, widget: def)
        let p = red.result.image.pixel(x: 1, y: 1)
        #expect(p.r == 255 && p.g == 0 && p.b == 0)
        // The AccessoryWidgetBackground disc lightens the wallpaper inside the circle.
        let inside = red.result.image.pixel(x: 20, y: red.result.image.height / 2)
        #expect(inside.g > 30 && inside.r == 255)
        #expect(throws: WidgetAppearanceError.self) {
            try render(.lockScreen, family: .accessoryCircular, device: .iPhone15Pro, wallpaper: URL(fileURLWithPath: "/nonexistent/w.png"), widget: def)
        }
    }

    @Test("Lock Screen: AccessoryWidgetBackground is a material — the wallpaper under it is blurred, around it sharp")
    func lockScreenMaterial() throws {
        let def = StaticConfiguration(kind: "lock", provider: ThreeEntries()) { _ in
            ZStack { AccessoryWidgetBackground(); Text("42").font(.system(size: 20, weight: .bold)) }
        }.supportedFamilies([.accessoryCircular]).definition
        // A black-and-white checkerboard of 4-px squares.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-checker-wallpaper-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let n = 64
        var bytes = [UInt8](repeating: 0, count: n * n * 4)
        for y in 0..<n { for x in 0..<n where (x / 4 + y / 4) % 2 == 0 { for c in 0..<4 { bytes[(y * n + x) * 4 + c] = 255 } } }
        for i in Swift.stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 255 }
        try RasterImage(width: n, height: n, stride: n * 4, scale: 1, bytes: bytes).writePNG(to: url)
        let rendered = try render(.lockScreen, family: .accessoryCircular, device: .iPhone15Pro, wallpaper: url, widget: def)
        let image = rendered.result.image
        #expect(rendered.result.tree.allNodes.contains { $0.kind == "AccessoryWidgetBackground" })
        /// The spread of the red channel over a square of `side` px at (x, y).
        func spread(_ x: Int, _ y: Int, side: Int = 12) -> Int {
            var lo = 255, hi = 0
            for yy in y..<(y + side) { for xx in x..<(x + side) { let r = Int(image.pixel(x: xx, y: yy).r); lo = min(lo, r); hi = max(hi, r) } }
            return hi - lo
        }
        let w = image.width, h = image.height
        #expect(spread(1, 1, side: 24) > 150, "outside the disc the checkerboard is sharp: \(spread(1, 1, side: 24))")
        #expect(spread(w / 5, h / 2 - 6) < 40, "inside the disc (left of the text) it is blurred: \(spread(w / 5, h / 2 - 6))")
    }

    @Test("appearance names: tinted is accented, names are case-insensitive, places are in .all")
    func names() {
        #expect(WidgetAppearance.named("Tinted")?.name == "accented")
        #expect(WidgetAppearance.named("StandBy") == .standBy)
        #expect(WidgetAppearance.named("standby-night") == .standByNight)
        #expect(WidgetAppearance.named("lockscreen")?.location == .lockScreen)
        #expect(Array(WidgetAppearance.all.prefix(5).map(\.name)) == ["light", "dark", "placeholder", "accented", "vibrant"])
        #expect(WidgetAppearance.standBy.isAvailable(for: .systemSmall, on: .iPhone16Pro))
        #expect(!WidgetAppearance.standBy.isAvailable(for: .systemLarge, on: .iPhone16Pro))
    }
}

extension WidgetAppearance {
    /// The appearance with another tint.
    func with(tint: RGBA) -> WidgetAppearance { var a = self; a.tint = tint; return a }
}
