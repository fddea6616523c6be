import Foundation

/// A background material: the translucent, blurred layers of iOS — SwiftUI's `Material`
/// (https://developer.apple.com/documentation/swiftui/material), as in
/// `.containerBackground(.thinMaterial, for: .widget)` or `.background(.ultraThinMaterial, in: Capsule())`.
///
/// WidgetShot does not blur what lies behind. Guess (Apple publishes no numbers): a material is
/// drawn as a flat translucent fill of the appearance's base (white in light, RGB 28/28/30 —
/// `systemGray6` dark — in dark), with the opacity growing from `ultraThin` to `ultraThick`, so
/// it lightens (light) or darkens (dark) what is behind it as the frosted glass does.
public struct Material: ShapeStyle, PaintResolvable, Hashable, Sendable {
    /// How opaque the material is, 0…1.
    let opacity: Double
    let name: String

    /// The most translucent material.
    public static let ultraThin = Material(opacity: 0.35, name: "ultraThin")
    /// More translucent than regular.
    public static let thin = Material(opacity: 0.55, name: "thin")
    /// The default material.
    public static let regular = Material(opacity: 0.7, name: "regular")
    /// More opaque than regular.
    public static let thick = Material(opacity: 0.82, name: "thick")
    /// The most opaque material.
    public static let ultraThick = Material(opacity: 0.92, name: "ultraThick")
    /// The material of toolbars and tab bars (drawn as `regular`).
    public static let bar = Material(opacity: 0.7, name: "bar")

    func paint(in environment: EnvironmentValues) -> Paint {
        environment.colorScheme == .dark
            ? .color(RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: opacity))
            : .color(RGBA(red: 1, green: 1, blue: 1, alpha: opacity))
    }
}

extension ShapeStyle where Self == Material {
    /// `Material.ultraThin`.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// `Material.thin`.
    public static var thinMaterial: Material { .thin }
    /// `Material.regular`.
    public static var regularMaterial: Material { .regular }
    /// `Material.thick`.
    public static var thickMaterial: Material { .thick }
    /// `Material.ultraThick`.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// `Material.bar`.
    public static var bar: Material { .bar }
}
