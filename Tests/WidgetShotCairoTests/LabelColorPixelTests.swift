import Foundation
import Testing
import WidgetShot

/// Issue 24 (3): `.secondary`, `.tertiary` and `.quaternary` on the default label colour are iOS's
/// label colours — secondary text looks #8A8A8E on white and #8D8D93 on black, as measured on iOS
/// renderings — not the label colour at reduced opacity (#999999 / #666666).
@Suite struct LabelColorPixelTests {
    private func swatch(_ style: HierarchicalShapeStyle, dark: Bool) throws -> Px {
        let view = ZStack { dark ? Color.black : Color.white; Rectangle().fill(style) }
            .environment(\.colorScheme, dark ? .dark : .light)
        return try render(view, 10, 10).image.px(15, 15)
    }

    @Test("secondary, tertiary and quaternary composite as iOS's label colours in light and dark")
    func labelLevels() throws {
        // #3C3C43 over white at 0.6 / 0.3 / 0.18; #EBEBF5 over black at the same opacities.
        #expect(try swatch(.secondary, dark: false).near(Px(138, 138, 142, 255), 1))
        #expect(try swatch(.secondary, dark: true).near(Px(141, 141, 147, 255), 1))
        #expect(try swatch(.tertiary, dark: false).near(Px(196, 196, 199, 255), 1))
        #expect(try swatch(.tertiary, dark: true).near(Px(70, 70, 74, 255), 1))
        #expect(try swatch(.quaternary, dark: false).near(Px(220, 220, 221, 255), 1))
        #expect(try swatch(.quaternary, dark: true).near(Px(42, 42, 44, 255), 1))
    }

    @Test("with increased contrast the levels are the accessible label colours (darker on white, lighter on black)")
    func increasedContrast() throws {
        func swatch(_ style: HierarchicalShapeStyle, dark: Bool) throws -> Px {
            let view = ZStack { dark ? Color.black : Color.white; Rectangle().fill(style) }
                .environment(\.colorScheme, dark ? .dark : .light).environment(\._colorSchemeContrast, .increased)
            return try render(view, 10, 10).image.px(15, 15)
        }
        // #3C3C43 over white at 173/255 and 96/255; #EBEBF5 over black at 173/255.
        #expect(try swatch(.secondary, dark: false).near(Px(123, 123, 128, 255), 1))
        #expect(try swatch(.tertiary, dark: false).near(Px(182, 182, 184, 255), 1))
        #expect(try swatch(.secondary, dark: true).near(Px(159, 159, 166, 255), 1))
        let text = try render(ZStack { Color.white; Text("■■").font(.system(size: 30)).foregroundStyle(.secondary) }
            .environment(\._colorSchemeContrast, .increased), 80, 40).image
        #expect(text.count { $0.near(Px(123, 123, 128, 255), 1) } > 100)
    }

    @Test("text: foregroundStyle(.secondary) draws secondaryLabel; under another foreground it is that colour's level")
    func text() throws {
        let label = try render(ZStack { Color.white; Text("■■").font(.system(size: 30)).foregroundStyle(.secondary) }, 80, 40).image
        #expect(label.count { $0.near(Px(138, 138, 142, 255), 1) } > 100)
        let red = try render(ZStack { Color.white; Text("■■").font(.system(size: 30)).foregroundStyle(.secondary) }.foregroundStyle(.red), 80, 40).image
        // systemRed (255, 59, 48) at 0.6 over white.
        #expect(red.count { $0.near(Px(255, 137, 130, 255), 1) } > 100)
    }
}
