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
