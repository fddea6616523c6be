import Foundation
import Testing
import WidgetShot

/// A *variable* SF Symbols template (SF Symbols 3+) holds only `Ultralight-S`, `Regular-S` and
/// `Black-S`, as DeveloperAcademy-POSTECH Audiolog's `Audiolog.symbolset` (a Pixelmator export of
/// the template): its control's `Image("Audiolog")` drew nothing. This template's `Regular-S` glyph
/// is CustomSymbolTests' medium 80 × 70.46-unit box at the small scale (× 0.78: 62.4 × 54.96 units),
/// centred on the cap height between `Baseline-S` and `Capline-S` as SF Symbols centres every scale
/// (y 633.29…688.25), with margins 78 units apart — enlarged back to the medium scale it must draw
/// exactly where CustomSymbolTests' `Regular-M` box draws.
private let variableTemplate = """
    <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200" viewBox="0 0 3300 2200">
     <g id="Notes"><path id="artboard" fill="#ffffff" d="M 0 0 L 3300 0 L 3300 2200 L 0 2200 Z"/></g>
     <g id="Guides">
      <path id="Baseline-S" fill="none" stroke="#27aae1" stroke-width="0.5" d="M 263 696 L 3036 696"/>
      <path id="Capline-S" fill="none" stroke="#27aae1" stroke-width="0.5" d="M 263 625.54 L 3036 625.54"/>
      <path id="Baseline-M" fill="none" stroke="#27aae1" stroke-width="0.5" d="M 263 1126 L 3036 1126"/>
      <path id="Capline-M" fill="none" stroke="#27aae1" stroke-width="0.5" d="M 263 1055.54 L 3036 1055.54"/>
      <path id="left-margin-Regular-S" fill="none" stroke="#00aeef" stroke-width="0.5" d="M 1392.2 600 L 1392.2 720"/>
      <path id="right-margin-Regular-S" fill="none" stroke="#00aeef" stroke-width="0.5" d="M 1470.2 600 L 1470.2 720"/>
     </g>
     <g id="Symbols">
      <g id="Black-S"><path d="M 2900 696 L 2970 696 L 2970 636 L 2900 636 Z"/></g>
      <g id="Regular-S"><path d="M 1400 688.25 L 1462.4 688.25 L 1462.4 633.29 L 1400 633.29 Z"/></g>
      <g id="Ultralight-S"><path d="M 530 696 L 590 696 L 590 646 L 530 646 Z"/></g>
     </g>
    </svg>
    """

@Suite struct SweepFourteenVariableSymbolTemplateTests {
    @Test("a variable template's Regular-S glyph draws at the medium scale, where a Regular-M glyph would")
    func regularSmallSource() throws {
        let catalog = try temporaryFolder("variable-symbol").appendingPathComponent("S.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let set = catalog.appendingPathComponent("mic.custom.symbolset")
        try write(#"{"info": {"author": "xcode", "version": 1}, "symbols": [{"filename": "mic.custom.svg", "idiom": "universal"}]}"#,
                  to: set.appendingPathComponent("Contents.json"))
        try write(variableTemplate, to: set.appendingPathComponent("mic.custom.svg"))
        let store = ImageStore()
        try store.addAssetCatalog(catalog)
        let view = Image("mic.custom").font(.system(size: 17)).foregroundStyle(Color(red: 0, green: 0, blue: 1)).accessibilityIdentifier("s")
        let result = try render(view, 17, 18, with: Shared.renderer(images: store))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let frame = try #require(result.tree.frame(of: "s"))
        #expect(abs(frame.width - 17) < 0.01 && frame.height == 18, "\(frame)")
        // As CustomSymbolTests.regularGlyph: 13.6 × 11.98 pt, 1.7 pt inside the margins, centred on the cap height.
        let ink = try #require(result.image.inkBounds(above: 128))
        #expect(abs(ink.minX - 5) <= 1 && abs(ink.maxX - 45) <= 1, "x \(ink)")
        #expect(abs(ink.minY - 9) <= 1 && abs(ink.maxY - 44) <= 1, "y \(ink)")
    }
}
