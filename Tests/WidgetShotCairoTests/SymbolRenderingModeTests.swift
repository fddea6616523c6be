import Foundation
import Testing
import WidgetShot

/// Issue 13: `symbolRenderingMode(_:)` and `foregroundStyle(_:_:)` reach the pixels. The stand-in
/// glyphs have one layer, so `….circle.fill` symbols are drawn as a mark (primary) on a disc
/// (secondary), and `.multicolor` uses the symbols' inherent colours.
@Suite struct SymbolRenderingModeTests {
    static func isRed(_ p: Px) -> Bool { p.a == 255 && p.r > 180 && p.g < 90 && p.b < 90 }
    static func isGreen(_ p: Px) -> Bool { p.a == 255 && p.g > 150 && p.r < 120 && p.b < 140 }
    static func isWhite(_ p: Px) -> Bool { p.a == 255 && p.r > 240 && p.g > 240 && p.b > 240 }

    @Test("multicolor heart.fill is red in black text; monochrome stays black")
    func multicolorHeart() throws {
        let multi = try render(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).foregroundColor(.black), 40, 40).image
        let mono = try render(Image(systemName: "heart.fill").symbolRenderingMode(.monochrome).foregroundColor(.black), 40, 40).image
        #expect(multi.count(where: Self.isRed) > 300, "\(multi.count(where: Self.isRed))")
        #expect(mono.count(where: Self.isRed) == 0 && mono.count { $0.a > 128 } > 300)
    }

    @Test("the view modifier, Image's own modifier and renderingMode(.original) all draw sun.max.fill yellow")
    func multicolorSun() throws {
        func yellow(_ v: some View) throws -> Int {
            try render(v.foregroundColor(.black), 40, 40).image.count { $0.a == 255 && $0.r > 200 && $0.g > 160 && $0.b < 80 }
        }
        #expect(try yellow(Image(systemName: "sun.max.fill").symbolRenderingMode(.multicolor)) > 200)
        #expect(try yellow(Image(systemName: "sun.max.fill")) == 0)
        #expect(try yellow(HStack { Image(systemName: "sun.max.fill") }.symbolRenderingMode(.multicolor)) > 200)
        #expect(try yellow(Image(systemName: "sun.max.fill").renderingMode(.original)) > 200)
    }

    @Test("palette checkmark.circle.fill with (.white, .green): a green disc with a white check")
    func paletteCheck() throws {
        let palette = try render(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .green), 40, 40).image
        let green = palette.count(where: Self.isGreen), white = palette.count(where: Self.isWhite)
        #expect(green > 800 && white > 100, "green \(green), white \(white)")
        // Several styles without a mode draw a palette too; monochrome draws a white disc.
        let implicit = try render(Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .green), 40, 40).image
        #expect(implicit.count(where: Self.isGreen) == green)
        let mono = try render(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.monochrome).foregroundStyle(.white, .green), 40, 40).image
        #expect(mono.count(where: Self.isGreen) == 0 && mono.count(where: Self.isWhite) > 800)
    }

    @Test("hierarchical checkmark.circle.fill in red: a full-opacity check on a lighter disc")
    func hierarchicalCheck() throws {
        let image = try render(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundColor(.red), 40, 40).image
        let solid = image.count(where: Self.isRed)
        let light = image.count { $0.a > 40 && $0.a < 200 && $0.r > 180 && $0.g < 90 }
        #expect(solid > 100 && light > 800, "solid \(solid), light \(light)")
        // Single-layer symbols stay fully opaque.
        let heart = try render(Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical).foregroundColor(.red), 40, 40).image
        #expect(heart.count(where: Self.isRed) > 300)
    }

    @Test("multicolor exclamationmark.triangle.fill is yellow (Apple's documented example)")
    func multicolorWarning() throws {
        let image = try render(Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.multicolor).foregroundColor(.purple), 40, 40).image
        #expect(image.count { $0.a == 255 && $0.r > 200 && $0.g > 160 && $0.b < 80 } > 200)
    }
}

/// An inner single foreground style replaces an outer palette.
@Suite struct SymbolPaletteScopeTests {
    @Test("foregroundStyle(.white, .green) outside, foregroundColor(.red) inside: a red disc, no green")
    func innerStyleReplacesPalette() throws {
        let image = try render(HStack { Image(systemName: "checkmark.circle.fill").foregroundColor(.red) }.foregroundStyle(.white, .green), 40, 40).image
        #expect(image.count(where: SymbolRenderingModeTests.isGreen) == 0 && image.count(where: SymbolRenderingModeTests.isRed) > 800)
    }
}
