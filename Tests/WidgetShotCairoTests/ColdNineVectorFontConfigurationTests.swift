import CCairo
import Foundation
import Testing
@testable import WidgetShotCairo

/// Issue 21, goal 4: font systems no longer make fontconfig load the machine's configuration at
/// start-up (`SystemFontConfiguration`), but poppler-glib and librsvg, which find a PDF's missing
/// fonts and an SVG's `<text>` fonts through fontconfig's current configuration, still see the
/// installed fonts: opening either loads the system configuration first.
struct ColdNineVectorFontConfigurationTests {
    /// The number of fonts in a configuration's system set.
    static func systemFontCount(_ config: OpaquePointer?) -> Int {
        guard let config, let fonts = FcConfigGetFonts(config, FcSetSystem) else { return 0 }
        return Int(fonts.pointee.nfont)
    }

    @Test func openingLibrsvgMakesTheSystemConfigurationCurrent() throws {
        let fonts = try FontSystem()   // a font system first, as in a render: its configuration may become current
        _ = try VectorLibraries.rsvg.get()
        let system = try #require(FcInitLoadConfigAndFonts())
        defer { FcConfigDestroy(system) }
        let current = FcConfigGetCurrent()
        #expect(Self.systemFontCount(current) == Self.systemFontCount(system))
        #expect(current != fonts.config)
    }
}
