import Foundation
import Testing
import WidgetShot

/// SwiftUI's colour filters change pixels (a filter that compiled but drew nothing would be a
/// silent difference from iOS). Expected values follow the Filter Effects spec's matrices on sRGB
/// components (see `ColorMatrix`).
struct ColorFilterPixelTests {
    /// A 10×10-pt square of `color` under `filter`, sampled in its middle at @1x.
    func sample(_ color: Color, _ filter: (AnyView) -> AnyView) throws -> Px {
        try render(filter(AnyView(color.frame(width: 10, height: 10))), 10, 10, scale: 1).image.px(5, 5)
    }

    @Test("grayscale, saturation, brightness, contrast, invert, multiply, hue rotation and luminance to alpha")
    func filters() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        // grayscale(1) = saturate(0): every channel is 0.213·R → 54.
        #expect(try sample(red) { AnyView($0.grayscale(1)) }.near(Px(54, 54, 54, 255), 1))
        #expect(try sample(red) { AnyView($0.grayscale(0)) } == Px(255, 0, 0, 255))
        #expect(try sample(red) { AnyView($0.saturation(0)) }.near(Px(54, 54, 54, 255), 1))
        // brightness adds: 0.5 grey + 0.25 → 0.75.
        #expect(try sample(Color(white: 0.5)) { AnyView($0.brightness(0.25)) }.near(Px(191, 191, 191, 255), 1))
        // contrast 0 is mid-grey; 2 pushes 0.75 to 1.
        #expect(try sample(red) { AnyView($0.contrast(0)) }.near(Px(128, 128, 128, 255), 1))
        #expect(try sample(Color(white: 0.75)) { AnyView($0.contrast(2)) } == Px(255, 255, 255, 255))
        #expect(try sample(red) { AnyView($0.colorInvert()) } == Px(0, 255, 255, 255))
        #expect(try sample(Color.white) { AnyView($0.colorMultiply(Color(red: 0, green: 0.5, blue: 1))) }.near(Px(0, 128, 255, 255), 1))
        // hue-rotate 120°: red moves towards green.
        let rotated = try sample(red) { AnyView($0.hueRotation(.degrees(120))) }
        #expect(rotated.g > 100 && rotated.r < 40, "\(rotated)")
        // luminanceToAlpha: white → opaque black, black → transparent.
        #expect(try sample(Color.white) { AnyView($0.luminanceToAlpha()) }.near(Px(0, 0, 0, 255), 1))
        #expect(try sample(Color.black) { AnyView($0.luminanceToAlpha()) }.a == 0)
    }

    @Test("a filter leaves transparent pixels and layout alone; NaN amounts change nothing")
    func edges() throws {
        let result = try render(Color.red.frame(width: 4, height: 4).grayscale(1).frame(width: 10, height: 10), 10, 10, scale: 1)
        #expect(result.image.px(0, 0).a == 0)
        #expect(try sample(Color(red: 1, green: 0, blue: 0)) { AnyView($0.saturation(.nan).brightness(.nan).contrast(.nan)) } == Px(255, 0, 0, 255))
    }
}
