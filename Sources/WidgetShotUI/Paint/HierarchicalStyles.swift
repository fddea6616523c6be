import Foundation

// Hierarchical levels of any style (`.fill.tertiary`, `Color.red.secondary`, `.tint.quaternary`),
// the system fill, background and separator styles, and the tint style.
//
// Opacities of the foreground levels are Apple's label colours (UIColor.label / secondaryLabel /
// tertiaryLabel / quaternaryLabel: alpha 1, 0.6, 0.3, 0.18 —
// https://noahgilmore.com/blog/dark-mode-uicolor-compatibility/ lists them). Apple publishes no
// UIColor for the fifth level; WidgetShot uses 0.1 (a guess between quaternary and clear).

/// The opacity factors of the five hierarchical levels.
let hierarchicalOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

extension Paint {
    /// This paint at a hierarchical level: its alpha multiplied by the level's factor.
    func atHierarchicalLevel(_ level: Int) -> Paint {
        let factor = hierarchicalOpacities[min(max(level, 0), hierarchicalOpacities.count - 1)]
        guard factor != 1 else { return self }
        return withAlpha(times: factor)
    }

    /// This paint with every colour's alpha multiplied by `factor`.
    func withAlpha(times factor: Double) -> Paint {
        func stops(_ s: [ResolvedStop]) -> [ResolvedStop] { s.map { ResolvedStop(color: $0.color.withAlpha(times: factor), location: $0.location) } }
        switch self {
        case .color(let c): return .color(c.withAlpha(times: factor))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: stops(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1): return .radialGradient(stops: stops(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1): return .angularGradient(stops: stops(s), center: c, startAngle: a0, endAngle: a1)
        case .meshGradient(var m):
            m.colors = m.colors.map { $0.withAlpha(times: factor) }
            m.background = m.background.withAlpha(times: factor)
            return .meshGradient(m)
        }
    }
}

/// A style with its own colour per hierarchical level (the system fills and backgrounds).
protocol LeveledStyle {
    func paint(level: Int, in environment: EnvironmentValues) -> Paint
}

/// A style at a hierarchical level — what `.secondary`, `.tertiary`… on a style return.
public struct _HierarchicalLevelStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable {
    let base: Base
    let level: Int
    func paint(in environment: EnvironmentValues) -> Paint {
        if let leveled = base as? any LeveledStyle { return leveled.paint(level: level, in: environment) }
        return resolvePaint(base, environment).atHierarchicalLevel(level)
    }
}

extension ShapeStyle {
    /// The second level of this style (`.fill.secondary`, `Color.red.secondary`).
    public var secondary: _HierarchicalLevelStyle<Self> { _HierarchicalLevelStyle(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: _HierarchicalLevelStyle<Self> { _HierarchicalLevelStyle(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: _HierarchicalLevelStyle<Self> { _HierarchicalLevelStyle(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: _HierarchicalLevelStyle<Self> { _HierarchicalLevelStyle(base: self, level: 4) }
    /// This style with its opacity multiplied by `opacity`. (Disfavoured: on a gradient, which is
    /// also a view, `.opacity` stays the view modifier.)
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}

/// A style with its opacity multiplied (`ShapeStyle.opacity(_:)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable {
    let base: Base
    let opacity: Double
    func paint(in environment: EnvironmentValues) -> Paint {
        resolvePaint(base, environment).withAlpha(times: opacity.isFinite ? min(max(opacity, 0), 1) : 1)
    }
}

private func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA { RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }

// `.fill` (FillShapeStyle, Modifiers/WidgetModifiers.swift) has its own levels: its fifth level
// is its fourth.
extension FillShapeStyle: LeveledStyle {
    func paint(level: Int, in environment: EnvironmentValues) -> Paint { FillShapeStyle(level: min(level, 3)).paint(in: environment) }
}

/// The background of the current context (`.background`): UIColor.systemBackground, then
/// secondarySystemBackground and tertiarySystemBackground for the lower levels.
public struct BackgroundStyle: ShapeStyle, PaintResolvable, LeveledStyle {
    /// The background style.
    public init() {}
    func paint(in environment: EnvironmentValues) -> Paint { paint(level: 0, in: environment) }
    func paint(level: Int, in environment: EnvironmentValues) -> Paint {
        // `.backgroundStyle(_:)` replaces the first level (resolved without itself, so a style
        // that refers to `.background` gets the system's).
        if level == 0, let custom = environment.backgroundStyle {
            var plain = environment
            plain.backgroundStyle = nil
            return custom.paint(in: plain)
        }
        let light = [rgba(255, 255, 255), rgba(242, 242, 247), rgba(255, 255, 255)]
        let dark = [rgba(0, 0, 0), rgba(28, 28, 30), rgba(44, 44, 46)]
        return .color((environment.colorScheme == .dark ? dark : light)[min(max(level, 0), 2)])
    }
}

/// The separator colour (`.separator`): UIColor.separator.
public struct SeparatorShapeStyle: ShapeStyle, PaintResolvable {
    /// The separator style.
    public init() {}
    func paint(in environment: EnvironmentValues) -> Paint {
        .color(environment.colorScheme == .dark ? rgba(84, 84, 88, 0.6) : rgba(60, 60, 67, 0.29))
    }
}

/// The current tint (`.tint`): the style set with `.tint(_:)`, else the accent colour.
public struct TintShapeStyle: ShapeStyle, PaintResolvable {
    /// The tint style.
    public init() {}
    func paint(in environment: EnvironmentValues) -> Paint { environment.tintPaint }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator style.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

private struct TintStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// A non-colour tint set with `.tint(_:)` (colours go to `tint`).
    var tintStyle: AnyShapeStyle? {
        get { self[TintStyleKey.self] }
        set { self[TintStyleKey.self] = newValue }
    }

    /// The tint as paint: the tint style, else the tint colour, else the accent colour.
    var tintPaint: Paint {
        if let style = tintStyle { return resolvePaint(style.base, self) }
        return .color((tint ?? .accentColor).resolve(in: self))
    }

    /// Whether a tint was set explicitly.
    var hasExplicitTint: Bool { tintStyle != nil || tint != nil }
}

extension View {
    /// Sets the tint of controls, gauges and `.tint`-styled shapes in this view to any style
    /// (a gradient, a hierarchical style…).
    ///
    /// ```swift
    /// Gauge(value: 0.4) { Text("Battery") }.tint(Gradient(colors: [.green, .yellow, .red]))
    /// ```
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentWritingModifier { env in
            if let color = tint as? Color {
                env.tint = color
                env.tintStyle = nil
            } else {
                env.tintStyle = tint.map { AnyShapeStyle(ResolvedPaintStyle(paint: resolvePaint($0, env))) }
                env.tint = nil
            }
        })
    }

    /// Fills the area behind this view with the background style (`.background`): white in
    /// light mode, black in dark mode.
    ///
    /// ```swift
    /// Text("Now playing").padding(8).background()
    /// ```
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
}
