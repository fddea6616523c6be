import Foundation

/// A 4×5 colour matrix applied to straight (unpremultiplied) sRGB components in 0…1, as SVG's
/// `feColorMatrix` defines it (https://www.w3.org/TR/filter-effects-1/#feColorMatrixElement):
/// each output channel is `m[0]·R + m[1]·G + m[2]·B + m[3]·A + m[4]` for its row, clamped to 0…1.
///
/// SwiftUI's colour filters are Core Image filters whose exact matrices Apple does not publish;
/// WidgetShot uses the Filter Effects specification's definitions (grayscale, saturate,
/// hue-rotate, luminanceToAlpha) and SwiftUI's documented meanings for the others. **A guess**
/// where they differ from Core Image: the components are the sRGB-encoded values, not linear.
public struct ColorMatrix: Hashable, Sendable {
    /// Rows R, G, B, A of five numbers each.
    public var rows: [[Double]]

    /// A matrix from its four rows of five numbers.
    public init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 }, "a colour matrix has 4 rows of 5")
        self.rows = rows.map { $0.map { $0.isFinite ? $0 : 0 } }
    }

    /// A 3×3 matrix on R, G, B (alpha kept).
    static func rgb(_ m: [Double], offset: Double = 0) -> ColorMatrix {
        ColorMatrix(rows: [[m[0], m[1], m[2], 0, offset], [m[3], m[4], m[5], 0, offset], [m[6], m[7], m[8], 0, offset], [0, 0, 0, 1, 0]])
    }

    /// `saturate(s)` of the Filter Effects spec (0: grey, 1: unchanged, > 1: more saturated).
    static func saturation(_ s: Double) -> ColorMatrix {
        rgb([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
             0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
             0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s])
    }

    /// `hue-rotate(angle)` of the Filter Effects spec.
    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return rgb([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                    0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                    0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072])
    }

    /// Applies the matrix to one straight RGBA colour.
    public func apply(_ c: (r: Double, g: Double, b: Double, a: Double)) -> (r: Double, g: Double, b: Double, a: Double) {
        func row(_ m: [Double]) -> Double { min(max(m[0] * c.r + m[1] * c.g + m[2] * c.b + m[3] * c.a + m[4], 0), 1) }
        return (row(rows[0]), row(rows[1]), row(rows[2]), row(rows[3]))
    }
}

/// Records a colour filter on the nodes it wraps.
struct ColorFilterModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let matrix: (EnvironmentValues) -> ColorMatrix
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        let m = matrix(context.environment)
        for node in nodes { node.effects.append(.colorMatrix(m)) }
        return nodes
    }
}

extension View {
    /// Removes colour: 0 leaves the view as it is, 1 makes it fully grey (Rec. 709 luma, the
    /// Filter Effects spec's `grayscale`). https://developer.apple.com/documentation/swiftui/view/grayscale(_:)
    public func grayscale(_ amount: Double) -> some View {
        let a = amount.isFinite ? min(max(amount, 0), 1) : 0
        return modifier(ColorFilterModifier { _ in .saturation(1 - a) })
    }
    /// Scales saturation: 0 is grey, 1 unchanged, above 1 more vivid.
    /// https://developer.apple.com/documentation/swiftui/view/saturation(_:)
    public func saturation(_ amount: Double) -> some View {
        let s = amount.isFinite ? max(amount, 0) : 1
        return modifier(ColorFilterModifier { _ in .saturation(s) })
    }
    /// Brightens (or, negative, darkens) by adding `amount` to each colour component: 0 leaves the
    /// view as it is, 1 is white. https://developer.apple.com/documentation/swiftui/view/brightness(_:)
    public func brightness(_ amount: Double) -> some View {
        let b = amount.isFinite ? min(max(amount, -1), 1) : 0
        return modifier(ColorFilterModifier { _ in .rgb([1, 0, 0, 0, 1, 0, 0, 0, 1], offset: b) })
    }
    /// Scales contrast around mid-grey: 0 is grey, 1 unchanged, above 1 more contrast, negative
    /// inverts. https://developer.apple.com/documentation/swiftui/view/contrast(_:)
    public func contrast(_ amount: Double) -> some View {
        let k = amount.isFinite ? min(max(amount, -100), 100) : 1
        return modifier(ColorFilterModifier { _ in .rgb([k, 0, 0, 0, k, 0, 0, 0, k], offset: 0.5 - 0.5 * k) })
    }
    /// Rotates hues by `angle` (the Filter Effects spec's `hue-rotate`).
    /// https://developer.apple.com/documentation/swiftui/view/huerotation(_:)
    public func hueRotation(_ angle: Angle) -> some View {
        let r = angle.radians.isFinite ? angle.radians : 0
        return modifier(ColorFilterModifier { _ in .hueRotation(r) })
    }
    /// Inverts each colour component (alpha kept). https://developer.apple.com/documentation/swiftui/view/colorinvert()
    public func colorInvert() -> some View {
        modifier(ColorFilterModifier { _ in .rgb([-1, 0, 0, 0, -1, 0, 0, 0, -1], offset: 1) })
    }
    /// Multiplies each component, alpha included, by `color`'s.
    /// https://developer.apple.com/documentation/swiftui/view/colormultiply(_:)
    public func colorMultiply(_ color: Color) -> some View {
        modifier(ColorFilterModifier { env in
            let c: RGBA = color.resolve(in: env)
            return ColorMatrix(rows: [[c.red, 0, 0, 0, 0], [0, c.green, 0, 0, 0], [0, 0, c.blue, 0, 0], [0, 0, 0, c.alpha, 0]])
        })
    }
    /// Makes a mask of the view's luminance: black (and dark) becomes transparent, white opaque
    /// (the Filter Effects spec's `luminanceToAlpha`, colour black).
    /// https://developer.apple.com/documentation/swiftui/view/luminancetoalpha()
    public func luminanceToAlpha() -> some View {
        modifier(ColorFilterModifier { _ in ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]]) })
    }
}
