import Foundation

/// The Liquid Glass material of iOS 26 — SwiftUI's `Glass`, applied with
/// ``View/glassEffect(_:in:)``.
///
/// WidgetShot does not refract or blur what lies behind. Guess (Apple publishes no numbers), in
/// the manner of ``Material``: glass is drawn as a translucent fill of the shape — white at 0.35
/// in light, RGB 28/28/30 at 0.45 in dark for `.regular`; a third of that for `.clear`, the
/// see-through variant; the tint at 0.5 when tinted — with a hairline light rim (white at 0.5 in
/// light, 0.25 in dark) where the glass catches light. `.identity` draws nothing.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard glass.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// Glass that shows more of what is behind it.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: the content is drawn as it is.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }
    /// This glass reacting to touches (a rendered frame is at rest: no change).
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled) }

    public static func == (l: Glass, r: Glass) -> Bool {
        l.variant == r.variant && l.tintColor == r.tintColor && l.isInteractive == r.isInteractive
    }

    /// The fill and the rim colour in an appearance.
    func colors(dark: Bool) -> (fill: Color, rim: Color)? {
        guard variant != .identity else { return nil }
        let strength = variant == .clear ? 1.0 / 3 : 1
        let rim = Color.white.opacity((dark ? 0.25 : 0.5) * strength)
        if let tintColor { return (tintColor.opacity(0.5 * strength), rim) }
        let base = dark ? Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255).opacity(0.45 * strength) : Color.white.opacity(0.35 * strength)
        return (base, rim)
    }
}

/// The shape glass takes when none is given: a capsule — SwiftUI's `DefaultGlassEffectShape`.
public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Draws glass behind the content, in `shape`.
struct GlassEffectModifier<S: Shape>: ViewModifier {
    let glass: Glass
    let shape: S
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        if let colors = glass.colors(dark: colorScheme == .dark) {
            content
                .background(colors.fill, in: shape)
                .overlay(shape.stroke(colors.rim, lineWidth: 1))
        } else {
            content
        }
    }
}

extension View {
    /// Puts Liquid Glass behind this view, in `shape` (a capsule by default) — SwiftUI's
    /// `glassEffect(_:in:)` (iOS 26). See ``Glass`` for how it is drawn.
    ///
    /// ```swift
    /// Text("12:30").padding().glassEffect(.clear, in: .containerRelative)
    /// ```
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape()) -> some View {
        modifier(GlassEffectModifier(glass: glass, shape: shape))
    }
}

/// Groups glass views so that they blend when close — SwiftUI's `GlassEffectContainer` (iOS 26).
/// A rendered frame does not morph: the content is drawn as laid out.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    /// A container; `spacing` is how close glass shapes must be to blend (no effect here).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}
