import Foundation
import Testing
@testable import WidgetShotUI

/// `.symbolVariant(_:)` picks the SF Symbol variant's name, falling back to the plain name.
@Suite struct SymbolVariantTests {
    private let known: Set<String> = ["heart", "heart.fill", "heart.circle.fill", "mic", "mic.slash.fill", "bell"]

    @Test("variants add suffixes in SF Symbols' order when the table has that name")
    func names() {
        let isKnown: (String) -> Bool = { known.contains($0) }
        #expect(SymbolVariants.fill.apply(to: "heart", isKnown: isKnown) == "heart.fill")
        #expect(SymbolVariants.circle.fill.apply(to: "heart", isKnown: isKnown) == "heart.circle.fill")
        #expect(SymbolVariants.circle.apply(to: "heart.fill", isKnown: isKnown) == "heart.circle.fill")
        #expect(SymbolVariants.slash.fill.apply(to: "mic", isKnown: isKnown) == "mic.slash.fill")
        #expect(SymbolVariants.fill.apply(to: "bell", isKnown: isKnown) == "bell", "no bell.fill in the table: unchanged")
        #expect(SymbolVariants.none.apply(to: "heart", isKnown: isKnown) == "heart")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test("the environment has no variant by default; the real symbol table resolves heart → heart.fill")
    func environment() {
        var env = EnvironmentValues()
        #expect(env.symbolVariants == .none)
        env.symbolVariants = .fill
        #expect(env.symbolVariants.apply(to: "heart") { SymbolMap.glyphs[$0] != nil } == "heart.fill")
    }
}

/// `Font.Width` compiles like SwiftUI's, clamps bad values and reaches the resolved font (the
/// pixels are checked in `FontWidthPixelTests`).
@Suite struct FontWidthTests {
    @Test("Font.Width values, clamping, nearest named width, and width(_:) reaching the resolved font")
    func widths() {
        #expect(Font.Width.condensed.value < 0 && Font.Width.expanded.value > 0 && Font.Width.standard.value == 0)
        #expect(Font.Width(.nan).value == 0 && Font.Width(5).value == 1)
        #expect(Font.Width(-0.28).nearestNamed == .compressed && Font.Width(0.05).nearestNamed == .standard && Font.Width(1).nearestNamed == .expanded)
        #expect(Font.body.width(.condensed).resolve().width == .condensed && Font.body.resolve().width == .standard)
        #expect(Text("a").fontWidth(.expanded) != Text("a"))
    }
}
