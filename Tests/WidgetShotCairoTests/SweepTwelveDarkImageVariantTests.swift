import Foundation
import Testing
import WidgetShot

/// Image sets with "Appearances: Any, Dark" (and "Any, Light, Dark") as Xcode writes them, like
/// AnderGoig/github-contributions-ios's `GitHubMark` (a black mark, a white one for dark mode):
/// `mark` has an Any @3x file (red, 10×10 pt) and a Dark @3x file (blue, 12×12 pt, so the
/// intrinsic size shows which file was measured); `trio` has Any (red), Light (green) and Dark
/// (blue) @3x files plus a high-contrast Dark entry (yellow) that must never be drawn; `duo`
/// has Any (red) and Light (green) files but no Dark one; `plain` has an Any file only (red).
private func makeAppearanceCatalog() throws -> URL {
    let catalog = try temporaryFolder("dark-variants").appendingPathComponent("A.xcassets")
    let mark = catalog.appendingPathComponent("mark.imageset")
    try write("""
        {"images": [
          {"filename": "mark@3x.png", "idiom": "universal", "scale": "3x"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}],
           "filename": "markDark@3x.png", "idiom": "universal", "scale": "3x"}],
         "info": {"author": "xcode", "version": 1}}
        """, to: mark.appendingPathComponent("Contents.json"))
    try RasterImage.solid(30, 30, r: 220, g: 20, b: 20).writePNG(to: mark.appendingPathComponent("mark@3x.png"))
    try RasterImage.solid(36, 36, r: 20, g: 20, b: 220).writePNG(to: mark.appendingPathComponent("markDark@3x.png"))

    let trio = catalog.appendingPathComponent("trio.imageset")
    try write("""
        {"images": [
          {"appearances": [{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}],
           "filename": "contrast.png", "idiom": "universal", "scale": "3x"},
          {"filename": "any.png", "idiom": "universal", "scale": "3x"},
          {"appearances": [{"appearance": "luminosity", "value": "light"}],
           "filename": "light.png", "idiom": "universal", "scale": "3x"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}],
           "filename": "dark.png", "idiom": "universal", "scale": "3x"}],
         "info": {"author": "xcode", "version": 1}}
        """, to: trio.appendingPathComponent("Contents.json"))
    try RasterImage.solid(30, 30, r: 220, g: 220, b: 20).writePNG(to: trio.appendingPathComponent("contrast.png"))
    try RasterImage.solid(30, 30, r: 220, g: 20, b: 20).writePNG(to: trio.appendingPathComponent("any.png"))
    try RasterImage.solid(30, 30, r: 20, g: 220, b: 20).writePNG(to: trio.appendingPathComponent("light.png"))
    try RasterImage.solid(30, 30, r: 20, g: 20, b: 220).writePNG(to: trio.appendingPathComponent("dark.png"))

    // "Any, Light" with no Dark file (Xcode's appearances menu, Dark left empty).
    let duo = catalog.appendingPathComponent("duo.imageset")
    try write("""
        {"images": [
          {"filename": "any.png", "idiom": "universal", "scale": "3x"},
          {"appearances": [{"appearance": "luminosity", "value": "light"}],
           "filename": "light.png", "idiom": "universal", "scale": "3x"}],
         "info": {"author": "xcode", "version": 1}}
        """, to: duo.appendingPathComponent("Contents.json"))
    try RasterImage.solid(30, 30, r: 220, g: 20, b: 20).writePNG(to: duo.appendingPathComponent("any.png"))
    try RasterImage.solid(30, 30, r: 20, g: 220, b: 20).writePNG(to: duo.appendingPathComponent("light.png"))

    let plain = catalog.appendingPathComponent("plain.imageset")
    try write("""
        {"images": [{"filename": "plain.png", "idiom": "universal", "scale": "3x"}],
         "info": {"author": "xcode", "version": 1}}
        """, to: plain.appendingPathComponent("Contents.json"))
    try RasterImage.solid(30, 30, r: 220, g: 20, b: 20).writePNG(to: plain.appendingPathComponent("plain.png"))
    return catalog
}

@Suite struct SweepTwelveDarkImageVariantTests {
    static let red = Px(220, 20, 20, 255), green = Px(20, 220, 20, 255), blue = Px(20, 20, 220, 255)

    /// A renderer over a fresh appearance catalog, and the catalog (deleted by each test).
    private func renderer() throws -> (ViewRenderer, URL) {
        let catalog = try makeAppearanceCatalog()
        let store = ImageStore()
        try store.addAssetCatalog(catalog)
        return (try Shared.renderer(images: store), catalog)
    }

    @Test("an image set's Dark file is drawn and measured in dark mode, its Any file in light")
    func darkVariantDrawnInDark() throws {
        let (renderer, catalog) = try renderer()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let view = Image("mark").accessibilityIdentifier("mark")
        let light = try render(view, 20, 20, with: renderer)
        let dark = try render(view.environment(\.colorScheme, .dark), 20, 20, with: renderer)
        #expect(light.warnings.isEmpty && dark.warnings.isEmpty, "\(light.warnings) \(dark.warnings)")
        #expect(light.tree.frame(of: "mark")?.size == CGSize(width: 10, height: 10), "light measures the Any file")
        #expect(dark.tree.frame(of: "mark")?.size == CGSize(width: 12, height: 12), "dark measures the Dark file")
        #expect(light.image.px(30, 30) == Self.red, "light draws the Any file: \(light.image.px(30, 30))")
        #expect(dark.image.px(30, 30) == Self.blue, "dark draws the Dark file: \(dark.image.px(30, 30))")
        #expect(dark.image.count { $0 == Self.red } == 0, "no pixel of the Any file in dark mode")
    }

    @Test("a Light file wins over Any in light mode; high-contrast entries are never drawn")
    func lightVariantAndContrast() throws {
        let (renderer, catalog) = try renderer()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let view = Image("trio").resizable().frame(width: 10, height: 10)
        let light = try render(view, 10, 10, with: renderer).image
        let dark = try render(view.environment(\.colorScheme, .dark), 10, 10, with: renderer).image
        #expect(light.px(15, 15) == Self.green, "light: \(light.px(15, 15))")
        #expect(dark.px(15, 15) == Self.blue, "dark: \(dark.px(15, 15))")
    }

    @Test("a set without a Dark file draws its Any file in dark mode")
    func fallbackToAny() throws {
        let (renderer, catalog) = try renderer()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let dark = try render(Image("plain").environment(\.colorScheme, .dark), 10, 10, with: renderer)
        #expect(dark.warnings.isEmpty, "\(dark.warnings)")
        #expect(dark.image.px(15, 15) == Self.red, "dark: \(dark.image.px(15, 15))")
    }

    @Test("an \"Any, Light\" set draws Light in light mode and Any in dark mode, as colour sets do")
    func anyLightSetDrawsAnyInDark() throws {
        let (renderer, catalog) = try renderer()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let view = Image("duo").resizable().frame(width: 10, height: 10)
        let light = try render(view, 10, 10, with: renderer).image
        let dark = try render(view.environment(\.colorScheme, .dark), 10, 10, with: renderer).image
        #expect(light.px(15, 15) == Self.green, "light: \(light.px(15, 15))")
        #expect(dark.px(15, 15) == Self.red, "dark: \(dark.px(15, 15))")
    }

    @Test("each image follows its own environment: a dark island inside a light view")
    func perImageScheme() throws {
        let (renderer, catalog) = try renderer()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let view = HStack(spacing: 0) {
            Image("trio").resizable().frame(width: 10, height: 10)
            Image("trio").resizable().frame(width: 10, height: 10).environment(\.colorScheme, .dark)
        }
        let image = try render(view, 20, 10, with: renderer).image
        #expect(image.px(15, 15) == Self.green, "left (light): \(image.px(15, 15))")
        #expect(image.px(45, 15) == Self.blue, "right (dark): \(image.px(45, 15))")
    }

    @Test("AssetCatalog and AssetRegistry look-ups take the colour scheme")
    func lookups() throws {
        let catalog = try makeAppearanceCatalog()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let read = try AssetCatalog(url: catalog)
        #expect(read.imageFile(named: "mark", scale: 3)?.url.lastPathComponent == "mark@3x.png")
        #expect(read.imageFile(named: "mark", scale: 3, colorScheme: .dark)?.url.lastPathComponent == "markDark@3x.png")
        #expect(read.imageFile(named: "trio", scale: 3)?.url.lastPathComponent == "light.png")
        #expect(read.imageFile(named: "plain", scale: 2, colorScheme: .dark)?.url.lastPathComponent == "plain.png")
        let registry = AssetRegistry()
        registry.add(read, url: catalog)
        #expect(registry.imageFile(named: "mark", scale: 3, colorScheme: .dark)?.url.lastPathComponent == "markDark@3x.png")
        #expect(registry.imageFile(named: "mark", scale: 3)?.url.lastPathComponent == "mark@3x.png")
    }
}
