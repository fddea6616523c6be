import Foundation

/// A colour or pattern used to fill shapes and text — SwiftUI's `ShapeStyle`.
///
/// A custom style implements `resolve(in:)` (iOS 17,
/// https://developer.apple.com/documentation/swiftui/shapestyle/resolve(in:)) and draws as the
/// style it resolves to in the environment where it is used:
///
/// ```swift
/// struct Ink: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.colorScheme == .dark ? Color.white : Color.black
///     }
/// }
/// ```
public protocol ShapeStyle {
    /// The type of shape style this will resolve to; `Never` for WidgetShot's own styles, which
    /// paint themselves (https://developer.apple.com/documentation/swiftui/shapestyle/resolved).
    associatedtype Resolved: ShapeStyle = Never
    /// Evaluates to a resolved shape style given the current `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
    /// Styles that do not resolve to another style (WidgetShot's own: they paint themselves).
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) resolves to no other style")
    }
}

extension Never: ShapeStyle {}

/// A style resolved to concrete paint for drawing.
public enum Paint: Hashable, CustomStringConvertible {
    case color(RGBA)
    case linearGradient(stops: [ResolvedStop], start: UnitPoint, end: UnitPoint)
    case radialGradient(stops: [ResolvedStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case angularGradient(stops: [ResolvedStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// A `MeshGradient` (iOS 18).
    case meshGradient(ResolvedMesh)

    public var description: String {
        switch self {
        case .color(let c): return c.description
        case .linearGradient(let s, _, _): return "linear(\(s.count) stops)"
        case .radialGradient(let s, _, _, _): return "radial(\(s.count) stops)"
        case .angularGradient(let s, _, _, _): return "angular(\(s.count) stops)"
        case .meshGradient(let m): return "mesh(\(m.width)×\(m.height))"
        }
    }
}

/// A gradient stop resolved to a concrete colour.
public struct ResolvedStop: Hashable {
    public var color: RGBA
    public var location: CGFloat
}

/// A shape style WidgetShot knows how to turn into paint.
protocol PaintResolvable {
    func paint(in environment: EnvironmentValues) -> Paint
}

extension Color: ShapeStyle, PaintResolvable {
    func paint(in environment: EnvironmentValues) -> Paint { .color(resolve(in: environment)) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, PaintResolvable {
    let base: any ShapeStyle
    /// Wraps a style.
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    func paint(in environment: EnvironmentValues) -> Paint { resolvePaint(base, environment) }
}

/// Resolves any style: a custom style paints as the style its `resolve(in:)` returns; a style
/// that neither paints itself nor resolves paints clear.
func resolvePaint(_ style: any ShapeStyle, _ environment: EnvironmentValues) -> Paint {
    if let paintable = style as? any PaintResolvable { return paintable.paint(in: environment) }
    if let resolved = resolvedCustomStyle(style, environment) { return resolvePaint(resolved, environment) }
    return .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
}

/// The style a custom style resolves to in `environment` (its `resolve(in:)`); nil for styles
/// whose `Resolved` is `Never` (WidgetShot's own, and `Never`).
func resolvedCustomStyle(_ style: any ShapeStyle, _ environment: EnvironmentValues) -> (any ShapeStyle)? {
    func open<S: ShapeStyle>(_ style: S) -> (any ShapeStyle)? {
        S.Resolved.self == Never.self ? nil : style.resolve(in: environment)
    }
    return open(style)
}

/// `style` with custom styles resolved (repeatedly, through `AnyShapeStyle`) to a style
/// WidgetShot knows, for what is read off a style's type: its shadows and blend mode.
func concreteStyle(_ style: any ShapeStyle, _ environment: EnvironmentValues) -> any ShapeStyle {
    if let erased = style as? AnyShapeStyle { return concreteStyle(erased.base, environment) }
    if style is any PaintResolvable { return style }
    return resolvedCustomStyle(style, environment).map { concreteStyle($0, environment) } ?? style
}

/// The foreground levels: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, PaintResolvable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    func paint(in environment: EnvironmentValues) -> Paint {
        // On the default label colour the levels are iOS's label colours (secondaryLabel …),
        // not the label at reduced opacity: `LabelColors`.
        if LabelColors.isDefaultLabel(environment), let label = LabelColors.color(level: level, scheme: environment.colorScheme, contrast: environment.colorSchemeContrast) {
            return .color(label)
        }
        let base = environment.foregroundStyle.map { resolvePaint($0.base, environment) } ?? .color(SystemColor.primary.value(for: environment.colorScheme))
        return base.atHierarchicalLevel(level)
    }
}

/// The current foreground style (`.foreground`).
public struct ForegroundStyle: ShapeStyle, PaintResolvable {
    public init() {}
    func paint(in environment: EnvironmentValues) -> Paint {
        environment.foregroundStyle.map { resolvePaint($0.base, environment) } ?? .color(SystemColor.primary.value(for: environment.colorScheme))
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level (iOS 16+).
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color(kind: .system(.red)) }
    public static var orange: Color { Color(kind: .system(.orange)) }
    public static var yellow: Color { Color(kind: .system(.yellow)) }
    public static var green: Color { Color(kind: .system(.green)) }
    public static var mint: Color { Color(kind: .system(.mint)) }
    public static var teal: Color { Color(kind: .system(.teal)) }
    public static var cyan: Color { Color(kind: .system(.cyan)) }
    public static var blue: Color { Color(kind: .system(.blue)) }
    public static var indigo: Color { Color(kind: .system(.indigo)) }
    public static var purple: Color { Color(kind: .system(.purple)) }
    public static var pink: Color { Color(kind: .system(.pink)) }
    public static var brown: Color { Color(kind: .system(.brown)) }
    public static var gray: Color { Color(kind: .system(.gray)) }
    public static var black: Color { Color(kind: .system(.black)) }
    public static var white: Color { Color(kind: .system(.white)) }
    public static var clear: Color { Color(kind: .system(.clear)) }
}
