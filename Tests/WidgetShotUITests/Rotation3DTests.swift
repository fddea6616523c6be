import Foundation
import Testing
@testable import WidgetShotUI

@Suite("rotation3DEffect")
struct Rotation3DTests {
    /// The 2×2 matrix the drawn effects compose to (innermost first: each one left-multiplies).
    private func composed(_ effects: [RenderEffect]) -> [CGFloat] {
        var m: [CGFloat] = [1, 0, 0, 1]
        for effect in effects {
            var e: [CGFloat] = [1, 0, 0, 1]
            switch effect {
            case .rotation(let angle, _):
                let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians))
                e = [c, -s, s, c]
            case .scale(let size, _): e = [size.width, 0, 0, size.height]
            default: Issue.record("unexpected effect \(effect)")
            }
            m = [e[0] * m[0] + e[1] * m[2], e[0] * m[1] + e[1] * m[3], e[2] * m[0] + e[3] * m[2], e[2] * m[1] + e[3] * m[3]]
        }
        return m
    }

    @Test("a half turn about the y axis mirrors horizontally; about z it is rotationEffect")
    func flipsAndPlaneRotations() {
        let flip = Rotation3D.projectedMatrix(.degrees(180), axis: (x: 0, y: 1, z: 0))
        #expect(abs(flip.a + 1) < 1e-9 && abs(flip.b) < 1e-9 && abs(flip.c) < 1e-9 && abs(flip.d - 1) < 1e-9)
        let flipX = Rotation3D.projectedMatrix(.degrees(180), axis: (x: 1, y: 0, z: 0))
        #expect(abs(flipX.a - 1) < 1e-9 && abs(flipX.d + 1) < 1e-9)
        let z = Rotation3D.projectedMatrix(.degrees(30), axis: (x: 0, y: 0, z: 1))
        #expect(abs(z.a - cos(.pi / 6)) < 1e-9 && abs(z.b + 0.5) < 1e-9 && abs(z.c - 0.5) < 1e-9)
        let none = Rotation3D.projectedMatrix(.degrees(90), axis: (x: 0, y: 0, z: 0))
        #expect(none == (1, 0, 0, 1))
    }

    @Test("the drawn rotation–scale–rotation composes back to the projected matrix",
          arguments: [(180.0, 0.0, 1.0, 0.0), (180.0, 1.0, 0.0, 0.0), (45.0, 0.0, 1.0, 0.0), (60.0, 1.0, 1.0, 0.0), (-35.0, 0.2, 0.5, 1.0), (90.0, 0.0, 0.0, 1.0)])
    func decomposition(_ degrees: Double, _ x: Double, _ y: Double, _ z: Double) {
        let m = Rotation3D.projectedMatrix(.degrees(degrees), axis: (x: x, y: y, z: z))
        let back = composed(Rotation3D.effects(m, anchor: .center))
        for (got, want) in zip(back, [m.a, m.b, m.c, m.d]) { #expect(abs(got - want) < 1e-9, "\(back) vs \(m)") }
    }
}
