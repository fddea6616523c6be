import Foundation

// `rotation3DEffect` (https://developer.apple.com/documentation/swiftui/view/rotation3deffect(_:axis:anchor:anchorz:perspective:)).
// The raster backend draws 2-D affine transforms only, so the rotation is drawn as its orthographic
// projection onto the screen: exact for rotations that keep the view in its plane — about the z
// axis, and half turns about an axis in the plane (the flips widgets use it for:
// `rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))` mirrors horizontally); other angles
// about in-plane axes are drawn foreshortened without `perspective`'s vanishing point.

enum Rotation3D {
    /// The screen-plane part of a rotation of `angle` about `axis` (y pointing down, as SwiftUI's
    /// coordinates; Rodrigues' formula), as the 2×2 matrix `[[a, b], [c, d]]` (x' = a·x + b·y).
    static func projectedMatrix(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> (a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return (1, 0, 0, 1) }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        return (a: c + x * x * t, b: x * y * t - z * s, c: y * x * t + z * s, d: c + y * y * t)
    }

    /// The matrix as effects the backend draws, innermost first: a rotation, a per-axis scale (a
    /// negative factor for a mirror image), a rotation — the closed-form decomposition
    /// `M = R(φ) · diag(sx, sy) · R(θ)` of a 2×2 matrix.
    static func effects(_ m: (a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat), anchor: UnitPoint) -> [RenderEffect] {
        let e = (m.a + m.d) / 2, f = (m.a - m.d) / 2, g = (m.c + m.b) / 2, h = (m.c - m.b) / 2
        let q = (e * e + h * h).squareRoot(), r = (f * f + g * g).squareRoot()
        let a1 = atan2(Double(g), Double(f)), a2 = atan2(Double(h), Double(e))
        let theta = (a2 - a1) / 2, phi = (a2 + a1) / 2
        return [.rotation(.radians(theta), anchor: anchor), .scale(CGSize(width: q + r, height: q - r), anchor: anchor),
                .rotation(.radians(phi), anchor: anchor)]
    }
}

extension View {
    /// Rotates this view in three dimensions around an axis, drawn as the rotation's projection on
    /// the screen (see Rotation3D.swift: flips and rotations about z are exact; `anchorZ` and
    /// `perspective` do not change the drawing).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let effects = Rotation3D.effects(Rotation3D.projectedMatrix(angle, axis: axis), anchor: anchor)
        return modifier(EffectsModifier(effects: effects))
    }
}

/// Appends several drawing effects, in order, to each node of the content.
struct EffectsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effects: [RenderEffect]
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        for node in nodes { node.effects += effects }
        return nodes
    }
}
