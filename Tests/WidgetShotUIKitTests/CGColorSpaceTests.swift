import Foundation
import Testing
import WidgetShot

/// Issue 20 (sweep): colours stored by colour-space name and components (sindresorhus/Defaults'
/// `CGColor` bridge).
struct CGColorSpaceTests {
    @Test func namedSpacesConvertToSRGB() throws {
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        var components: [CGFloat] = [0.2, 0.4, 0.6, 0.5]
        let color = try #require(CGColor(colorSpace: srgb, components: &components))
        #expect(color.components == [0.2, 0.4, 0.6, 0.5])
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchSpace") == nil)

        // Display P3 (0.9, 0.5, 0.3): decoded, through the P3 → sRGB matrix, re-encoded is sRGB
        // (0.9623, 0.4730, 0.2431). P3's pure red leaves sRGB and is clamped (WidgetShot draws no
        // extended-range colour).
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        let orange = try #require(CGColor(colorSpace: p3, components: [0.9, 0.5, 0.3, 1]))
        let c = try #require(orange.components)
        #expect(abs(c[0] - 0.9623) < 0.001 && abs(c[1] - 0.4730) < 0.001 && abs(c[2] - 0.2431) < 0.001, "\(c)")
        #expect(CGColor(colorSpace: p3, components: [1, 0, 0, 1])?.components == [1, 0, 0, 1])

        // Grey 0.5 with gamma 2.2 is linear 0.2176, sRGB-encoded 0.5039.
        let gray = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        let mid = try #require(CGColor(colorSpace: gray, components: [0.5, 1]))
        #expect(gray.numberOfComponents == 1)
        #expect(abs(mid.components![0] - 0.5039) < 0.001 && mid.components![3] == 1)
    }
}
