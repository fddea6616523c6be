import Foundation

extension GraphicsContext {
    /// A filter of what a graphics context draws next — SwiftUI's `GraphicsContext.Filter`
    /// (https://developer.apple.com/documentation/swiftui/graphicscontext/filter). Each is drawn as
    /// the view modifier of the same name on every command drawn after `addFilter`: `blur` as
    /// `.blur(radius:)`, `shadow` as `.shadow(color:radius:x:y:)` (with `.invertsAlpha`, the
    /// inner shadow of `ShadowStyle.inner`; the other shadow options are not modelled), `opacity`,
    /// `grayscale`, `saturation`, `brightness`, `contrast`, `hueRotation`, `colorInvert`,
    /// `colorMultiply` and `luminanceToAlpha` as their colour filters.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(CGFloat)
            case shadow(Color, CGFloat, CGFloat, CGFloat, ShadowOptions)
            case opacity(Double), grayscale(Double), saturation(Double), brightness(Double), contrast(Double)
            case hueRotation(Angle), colorInvert(Double), colorMultiply(Color), luminanceToAlpha
        }
        let kind: Kind

        /// A Gaussian blur of what is drawn (as `View.blur(radius:)`); `options` are not modelled.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius)) }
        /// A shadow of what is drawn (as `View.shadow`); `blendMode` is not modelled.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color, radius, x, y, options))
        }
        /// Multiplies the alpha of what is drawn.
        public static func opacity(_ amount: Double) -> Filter { Filter(kind: .opacity(amount)) }
        /// Removes `amount` (0…1) of the colour.
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .grayscale(amount)) }
        /// Scales the saturation.
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .saturation(amount)) }
        /// Adds to the brightness.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .brightness(amount)) }
        /// Scales the contrast.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .contrast(amount)) }
        /// Rotates the hue.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .hueRotation(angle)) }
        /// Inverts the colours by `amount` (1: fully).
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .colorInvert(amount)) }
        /// Multiplies the colours by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        /// Makes the luminance the alpha (of black).
        public static var luminanceToAlpha: Filter { Filter(kind: .luminanceToAlpha) }

        /// `view` drawn with this filter.
        func apply(to view: AnyView) -> AnyView {
            switch kind {
            case .blur(let r): return AnyView(view.blur(radius: r))
            case .shadow(let color, let r, let x, let y, let options):
                if options.contains(.invertsAlpha) {
                    return AnyView(view.modifier(ShadowStyleEffectsModifier(shadows: [.inner(color: color, radius: r, x: x, y: y)])))
                }
                return AnyView(view.shadow(color: color, radius: r, x: x, y: y))
            case .opacity(let a): return AnyView(view.opacity(a))
            case .grayscale(let a): return AnyView(view.grayscale(a))
            case .saturation(let a): return AnyView(view.saturation(a))
            case .brightness(let a): return AnyView(view.brightness(a))
            case .contrast(let a): return AnyView(view.contrast(a))
            case .hueRotation(let a): return AnyView(view.hueRotation(a))
            case .colorInvert(let a): return a >= 0.5 ? AnyView(view.colorInvert()) : view
            case .colorMultiply(let c): return AnyView(view.colorMultiply(c))
            case .luminanceToAlpha: return AnyView(view.luminanceToAlpha())
            }
        }
    }
}
