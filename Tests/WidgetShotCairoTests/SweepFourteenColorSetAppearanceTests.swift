import Foundation
import Testing
import WidgetShot

/// Colour sets with "Appearances: Any, Light, Dark" as Xcode writes them, like rarfell/dimeApp's
/// `PrimaryText` (Any: white, Light: #010101, Dark: white): light mode drew the Any entry, white
/// text on the white widget. Light mode now draws the Light entry and dark mode the Dark one, as
/// image sets already did; an "Any, Light" set draws Any in dark mode.
private func makeColorCatalog() throws -> URL {
    let catalog = try temporaryFolder("color-appearances").appendingPathComponent("C.xcassets")
    func entry(_ r: Int, _ g: Int, _ b: Int, _ luminosity: String?) -> String {
        let appearance = luminosity.map { #""appearances": [{"appearance": "luminosity", "value": "\#($0)"}], "# } ?? ""
        return #"{\#(appearance)"color": {"color-space": "srgb", "components": {"red": "\#(r)", "green": "\#(g)", "blue": "\#(b)", "alpha": "1.000"}}, "idiom": "universal"}"#
    }
    func colorSet(_ name: String, _ entries: [String]) throws {
        try write(#"{"colors": [\#(entries.joined(separator: ","))], "info": {"author": "xcode", "version": 1}}"#,
                  to: catalog.appendingPathComponent("\(name).colorset/Contents.json"))
    }
    // Any first, as Xcode orders them.
    try colorSet("PrimaryText", [entry(255, 0, 0, nil), entry(0, 200, 0, "light"), entry(0, 0, 255, "dark")])
    try colorSet("AnyLight", [entry(255, 0, 0, nil), entry(0, 200, 0, "light")])
    try colorSet("AnyDark", [entry(255, 0, 0, nil), entry(0, 0, 255, "dark")])
    return catalog
}

@Suite struct SweepFourteenColorSetAppearanceTests {
    @Test("Any, Light, Dark: light mode reads Light, dark mode Dark; Any, Light: dark mode reads Any")
    func lookups() throws {
        let catalog = try makeColorCatalog()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let read = try AssetCatalog(url: catalog)
        let red = RGBA(red: 1, green: 0, blue: 0), green = RGBA(red: 0, green: 200.0 / 255, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
        #expect(read.colors["PrimaryText"]?.light == green && read.colors["PrimaryText"]?.dark == blue)
        #expect(read.colors["AnyLight"]?.light == green && read.colors["AnyLight"]?.dark == red)
        #expect(read.colors["AnyDark"]?.light == red && read.colors["AnyDark"]?.dark == blue)
    }

    @Test("Color(\"PrimaryText\") fills with the Light entry in light mode and the Dark one in dark mode")
    func drawn() throws {
        let catalog = try makeColorCatalog()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let store = ImageStore()
        try store.addAssetCatalog(catalog)
        let renderer = try Shared.renderer(images: store)
        let view = Color("PrimaryText").frame(width: 10, height: 10)
        let light = try render(view, 10, 10, with: renderer).image
        let dark = try render(view.environment(\.colorScheme, .dark), 10, 10, with: renderer).image
        #expect(light.px(15, 15) == Px(0, 200, 0, 255), "light: \(light.px(15, 15))")
        #expect(dark.px(15, 15) == Px(0, 0, 255, 255), "dark: \(dark.px(15, 15))")
    }
}
