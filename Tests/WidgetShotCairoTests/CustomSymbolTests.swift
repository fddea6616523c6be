import Foundation
import Testing
import WidgetShot

/// An SF Symbols template like the SF Symbols app's export (3300×2200, 100-pt design size): the
/// `Regular-M` glyph is an 80 × 70.46-unit box sitting on `Baseline-M` (y 1126, cap line
/// 1055.54), 10 units inside its margins (x 1390 and 1490). Decoy glyphs of other weights sit
/// elsewhere and must not be drawn.
private let template = """
    <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="3300" height="2200">
     <!--glyph: "", point size: 100.0, font version: "17.1d1e1", template writer version: "65.1"-->
     <g id="Notes"><rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/></g>
     <g id="Guides">
      <line id="Baseline-M" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1126" y2="1126"/>
      <line id="Capline-M" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
      <line id="left-margin-Regular-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1390" x2="1390" y1="1030" y2="1150"/>
      <line id="right-margin-Regular-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1490" x2="1490" y1="1030" y2="1150"/>
     </g>
     <g id="Symbols">
      <g id="Black-M" transform="matrix(1 0 0 1 2800 1126)"><path d="M0 0L90 0L90-75L0-75Z"/></g>
      <g id="Regular-M" transform="matrix(1 0 0 1 1400 1126)"><path d="M0 0L80 0L80-70.46L0-70.46Z"/></g>
     </g>
    </svg>
    """

/// A catalog with the symbol set `box.custom` holding `svg`.
private func symbolCatalog(_ svg: String) throws -> URL {
    let catalog = try temporaryFolder("symbols").appendingPathComponent("S.xcassets")
    let set = catalog.appendingPathComponent("box.custom.symbolset")
    try write("""
        {"info": {"author": "xcode", "version": 1},
         "symbols": [{"filename": "box.custom.svg", "idiom": "universal"}]}
        """, to: set.appendingPathComponent("Contents.json"))
    try write(svg, to: set.appendingPathComponent("box.custom.svg"))
    return catalog
}

@Suite struct CustomSymbolTests {
    private func renderer(_ catalog: URL) throws -> ViewRenderer {
        let store = ImageStore()
        try store.addAssetCatalog(catalog)
        return try Shared.renderer(images: store)
    }

    @Test("a .symbolset draws its Regular-M glyph at the font's size, on the cap height, tinted")
    func regularGlyph() throws {
        let catalog = try symbolCatalog(template)
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let view = Image("box.custom").font(.system(size: 17)).foregroundStyle(Color(red: 0, green: 0, blue: 1)).accessibilityIdentifier("s")
        let result = try render(view, 17, 18, with: renderer(catalog))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        // 100 margin units at 100 units per point of size: as wide as the point size; a system
        // symbol's 18/17 height.
        let frame = try #require(result.tree.frame(of: "s"))
        #expect(abs(frame.width - 17) < 0.01 && frame.height == 18, "\(frame)")
        // The glyph is 80 × 70.46 units = 13.6 × 11.98 pt, 1.7 pt inside the margins, its cap
        // height centred: y 3.01…14.99 pt.
        let ink = try #require(result.image.inkBounds(above: 128))
        #expect(abs(ink.minX - 5) <= 1 && abs(ink.maxX - 45) <= 1, "x \(ink)")
        #expect(abs(ink.minY - 9) <= 1 && abs(ink.maxY - 44) <= 1, "y \(ink)")
        #expect(result.image.px(25, 27) == Px(0, 0, 255, 255), "tinted with the foreground style")
        #expect(result.image.count { $0.a > 0 && $0.b < 200 } == 0, "only the glyph is drawn (no guides, no artboard, no other weights)")
    }

    @Test("Label(_:image:) with a custom symbol shows it beside the title, as a system symbol would")
    func labelImage() throws {
        let catalog = try symbolCatalog(template)
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let r = try renderer(catalog)
        let custom = try render(Label("Go", image: "box.custom").font(.system(size: 17)), 80, 30, with: r)
        let system = try render(Label("Go", systemImage: "square.fill").font(.system(size: 17)), 80, 30, with: r)
        #expect(custom.warnings.isEmpty, "\(custom.warnings)")
        let a = try #require(custom.image.inkBounds(above: 128)), b = try #require(system.image.inkBounds(above: 128))
        #expect(abs(a.minX - b.minX) <= 6 && abs(a.maxX - b.maxX) <= 3, "custom \(a) vs system \(b)")
    }

    @Test("a symbol set whose template has no Regular-M glyph warns naming it and draws nothing")
    func missingGlyph() throws {
        let broken = template.replacingOccurrences(of: "id=\"Regular-M\"", with: "id=\"Regular-X\"")
        for svg in [broken, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><g"] {
            let catalog = try symbolCatalog(svg)
            defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
            let result = try render(Image("box.custom").resizable().frame(width: 17, height: 17), 17, 17, with: renderer(catalog))
            #expect(result.warnings.contains { $0.contains("box.custom") }, "\(result.warnings)")
            #expect(result.image.inkBounds() == nil)
        }
    }
}
