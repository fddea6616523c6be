import Foundation
import Testing
import WidgetShot

/// Custom shape styles (iOS 17): a `ShapeStyle` with only `resolve(in:)` draws as the style it
/// resolves to in the environment where it is used (Apple's Backyard Birds sample: `.vibrant(opacity:)`
/// resolves to black or white by colour scheme, blended `.plusDarker` / `.plusLighter`).
@Suite struct SdkThirteenCustomShapeStyleTests {
    /// Red in light mode, blue in dark mode.
    struct SchemeStyle: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.colorScheme == .dark ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0)
        }
    }

    /// A style resolving to another custom style, with a blend mode on top.
    struct MultipliedScheme: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            AnyShapeStyle(SchemeStyle()).blendMode(.multiply)
        }
    }

    @Test("a custom style fills a shape with what it resolves to, per colour scheme")
    func fillsWithTheResolvedStyle() throws {
        let light = try render(Rectangle().fill(SchemeStyle()), 10, 10, scale: 1).image.px(5, 5)
        #expect(light == Px(255, 0, 0, 255))
        let dark = try render(Rectangle().fill(SchemeStyle()).environment(\.colorScheme, .dark), 10, 10, scale: 1).image.px(5, 5)
        #expect(dark == Px(0, 0, 255, 255))
    }

    @Test("a custom style works as a foreground style, a background and through AnyShapeStyle")
    func worksWhereverAStyleIsTaken() throws {
        let foreground = try render(Rectangle().foregroundStyle(SchemeStyle()), 10, 10, scale: 1).image.px(5, 5)
        #expect(foreground == Px(255, 0, 0, 255))
        let background = try render(Color.clear.background(SchemeStyle(), in: .rect), 10, 10, scale: 1).image.px(5, 5)
        #expect(background == Px(255, 0, 0, 255))
        let erased = try render(Rectangle().fill(AnyShapeStyle(SchemeStyle())), 10, 10, scale: 1).image.px(5, 5)
        #expect(erased == Px(255, 0, 0, 255))
    }

    @Test("a custom style resolving to a blended style composites with what is behind it")
    func resolvedBlendModeApplies() throws {
        // Red multiplied over white is red; over blue (0, 0, 255) it is black.
        let overWhite = try render(ZStack { Color.white; Rectangle().fill(MultipliedScheme()) }, 10, 10, scale: 1).image.px(5, 5)
        #expect(overWhite == Px(255, 0, 0, 255))
        let overBlue = try render(ZStack { Color(red: 0, green: 0, blue: 1); Rectangle().fill(MultipliedScheme()) }, 10, 10, scale: 1).image.px(5, 5)
        #expect(overBlue.near(Px(0, 0, 0, 255), 2), "\(overBlue)")
    }
}
