import Foundation
import Testing
import WidgetShot

/// `CGColor.converted(to:intent:options:)`, as Chinendar interpolates gradient stops in Display P3.
@Suite struct CGColorConversionTests {
    @Test("converting to Display P3 gives P3 components that convert back to the same sRGB colour")
    func displayP3RoundTrip() throws {
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let converted = try #require(red.converted(to: p3, intent: .perceptual, options: nil))
        let c = try #require(converted.components)
        // sRGB red in Display P3 is about (0.917, 0.200, 0.139) (CSS Color 4's conversion).
        #expect(abs(c[0] - 0.9175) < 0.002 && abs(c[1] - 0.2003) < 0.002 && abs(c[2] - 0.1386) < 0.002, "\(c)")
        #expect(c[3] == 0.5 && converted.colorSpace == p3 && converted.numberOfComponents == 4)
        let back = try #require(CGColor(colorSpace: p3, components: c))
        let s = try #require(back.components)
        #expect(abs(s[0] - 1) < 0.002 && abs(s[1]) < 0.002 && abs(s[2]) < 0.002, "\(s)")
        let greySpace = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        let grey = try #require(CGColor(gray: 0.5, alpha: 1).converted(to: greySpace, intent: .defaultIntent, options: nil))
        #expect(grey.numberOfComponents == 2)
    }
}
