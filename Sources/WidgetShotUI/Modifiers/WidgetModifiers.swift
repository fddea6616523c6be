import Foundation

extension View {
    /// The URL a tap anywhere on the widget opens (one per widget; more are undefined on device).
    public func widgetURL(_ url: URL?) -> some View {
        modifier(NodeAttributeModifier { node in
            if let url { node.widgetURL = url }
        })
    }

    /// Puts this view in the accent group: in the accented rendering mode it is tinted with the
    /// accent colour, the rest with the primary colour.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        modifier(EffectModifier(effect: .widgetAccentable(accentable)))
    }

    /// Marks this view as sensitive: it is redacted when privacy redaction is on.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { env in
            if sensitive && env.redactionReasons.contains(.privacy) { env.redactionReasons.insert(.placeholder) }
        })
    }
}

/// The fill colours: `.fill`, `.fill.secondary`, `.fill.tertiary`, `.fill.quaternary` (Apple's
/// systemFill family, light and dark).
public struct FillShapeStyle: ShapeStyle, PaintResolvable {
    let level: Int
    public init() { level = 0 }
    init(level: Int) { self.level = level }
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    func paint(in environment: EnvironmentValues) -> Paint {
        let dark = environment.colorScheme == .dark
        let alphas: [Double] = dark ? [0.36, 0.32, 0.24, 0.18] : [0.2, 0.16, 0.12, 0.08]
        let rgb: [(Double, Double, Double)] = [(120, 120, 128), (120, 120, 128), (118, 118, 128), (116, 116, 128)]
        let c = rgb[min(level, 3)]
        return .color(RGBA(red: c.0 / 255, green: c.1 / 255, blue: c.2 / 255, alpha: alphas[min(level, 3)]))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill colour.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
