import Foundation
import Testing
import WidgetShot

/// Issue 13 (4): `.shadow(radius:)` blurs like iOS, a Gaussian with σ = radius.
@Suite struct ShadowModelTests {
    @Test("a shadow's alpha outside a straight edge follows ½·erfc(d / (σ√2)) with σ = radius")
    func gaussianProfile() throws {
        // A 60-pt black square's shadow (radius 4, no offset) on a 100-pt canvas at @1x; the
        // square covers x 20…80, so left of x = 20 only the shadow inks.
        let view = Color.black.frame(width: 60, height: 60).shadow(color: .black, radius: 4)
        let image = try render(view, 100, 100, scale: 1).image
        for d in [1, 2, 4, 6, 8] {
            let expected = 0.5 * erfc((Double(d) - 0.5) / (4 * 2.0.squareRoot())) * 255
            let alpha = Double(image.alpha(20 - d, 50))
            #expect(abs(alpha - expected) < 8, "\(d) pt out: alpha \(alpha), Gaussian σ = 4 gives \(expected)")
        }
    }
}

/// Issue 13 (6): the OS version reaches the pixels.
@Suite struct OSVersionPixelTests {
    @Test("Color.blue fills #0088FF under iOS 26 and #007AFF by default")
    func bluePixels() throws {
        let iOS26 = try render(Color.blue.environment(\.osVersion, .iOS26), 10, 10, scale: 1).image.px(5, 5)
        let standard = try render(Color.blue, 10, 10, scale: 1).image.px(5, 5)
        #expect(iOS26 == Px(0, 136, 255, 255) && standard == Px(0, 122, 255, 255), "\(iOS26) \(standard)")
    }
}

/// `.symbolVariant(.fill)` draws the filled glyph (more ink than the outline).
@Suite struct SymbolVariantPixelTests {
    @Test("Image(systemName: \"heart\").symbolVariant(.fill) inks like heart.fill, more than heart")
    func fillVariant() throws {
        func ink(_ v: some View) throws -> Int { try render(v.foregroundColor(.black), 40, 40).image.count { $0.a > 128 } }
        let outline = try ink(Image(systemName: "heart"))
        let variant = try ink(Image(systemName: "heart").symbolVariant(.fill))
        let filled = try ink(Image(systemName: "heart.fill"))
        #expect(variant == filled && filled > outline + 100, "\(outline) \(variant) \(filled)")
    }
}
