import Foundation

/// The role of a button — SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A button that deletes or destroys data.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// What a `ButtonStyle` receives. In a widget render nothing is ever pressed: `isPressed` is false.
public struct ButtonStyleConfiguration {
    /// The button's label view.
    public typealias Label = _StyleSlot
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed (always false in a render).
    public let isPressed: Bool
}

/// What a `PrimitiveButtonStyle` receives.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label view.
    public typealias Label = _StyleSlot
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Performs the button's action (never, in a render).
    public func trigger() {}
}

/// A style that draws a button's label in its pressed and unpressed states — SwiftUI's
/// `ButtonStyle`. WidgetShot calls `makeBody` with `isPressed == false`.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 12).padding(.vertical, 6)
///             .background(Capsule().fill(.blue)).foregroundStyle(.white)
///             .opacity(configuration.isPressed ? 0.6 : 1)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The label, role and pressed state.
    typealias Configuration = ButtonStyleConfiguration
    /// Draws a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style that defines a button's whole interaction — SwiftUI's `PrimitiveButtonStyle`. The
/// built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`)
/// are primitive styles.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The label and role.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Draws a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The default style. In widgets (iOS 17 interactive widgets) a button is drawn like `.bordered`:
/// its label in the tint on a translucent rounded rectangle — which is why widget code often
/// sets `.buttonStyle(.plain)`. (WidgetShot's reading of how widget buttons look on device; Apple's
/// documentation does not say — unconfirmed.)
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BorderedButtonStyle().makeBody(configuration: configuration) }
}

/// The label as written: no tint, no background (disabled: half opacity).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in configuration.label.opacity(env.isEnabled ? 1 : 0.5) }
    }
}

/// The label in the tint (the accent colour by default; red for a destructive button), no
/// background; a foreground style set on the button or around it wins, and views inside the
/// label that set their own colour keep it.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            configuration.label.foregroundStyle(labelPaint(env, enabled: env.tintPaint))
        }
    }
}

/// iOS's bordered button: the label in the tint on a rounded rectangle — the tint at 15% opacity
/// when a tint is set, else the tertiary system fill — padded 12 pt × 7 pt, corner radius 8
/// (estimates of iOS 17's regular control size, not measurements; Apple publishes no numbers).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            let fill = env.isEnabled && env.hasExplicitTint ? env.tintPaint.withAlpha(times: 0.15) : FillShapeStyle().paint(level: 2, in: env)
            configuration.label
                .foregroundStyle(labelPaint(env, enabled: env.tintPaint))
                .padding(.horizontal, 12).padding(.vertical, 7)
                .background(env.buttonBorderShape.shape.fill(paintStyle(fill)))
        }
    }
}

/// iOS's prominent button: white label on the tint, same shape and padding as `.bordered`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            let fill = env.isEnabled ? env.tintPaint : FillShapeStyle().paint(level: 2, in: env)
            configuration.label
                .foregroundStyle(labelPaint(env, enabled: .color(RGBA(red: 1, green: 1, blue: 1))))
                .padding(.horizontal, 12).padding(.vertical, 7)
                .background(env.buttonBorderShape.shape.fill(paintStyle(fill)))
        }
    }
}

/// A styled button's label colour: the style's (`enabled`), unless the button or a view around
/// it set a foreground style (`Button("Call") {}.foregroundColor(.indigo)` draws an indigo label,
/// not the tint); a disabled button's label is greyed either way.
func labelPaint(_ env: EnvironmentValues, enabled: Paint) -> ResolvedPaintStyle {
    guard env.isEnabled else { return paintStyle(disabledPaint(env)) }
    if let explicit = env.foregroundStyle { return paintStyle(resolvePaint(explicit, env)) }
    return paintStyle(enabled)
}

/// Disabled labels: the primary colour at the tertiary level.
func disabledPaint(_ env: EnvironmentValues) -> Paint { HierarchicalShapeStyle.tertiary.paint(in: env) }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style (bordered in widgets).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as written.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted translucent rounded rectangle.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A rounded rectangle filled with the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style wraps its configuration in (drawn with the default style).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(label: configuration.label, action: nil)
    }
}

/// A type-erased button style held by the environment.
struct AnyButtonStyle {
    let makeBody: (_StyleSlot) -> AnyView
    init<S: PrimitiveButtonStyle>(primitive style: S) {
        makeBody = { AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: nil, label: $0))) }
    }
    init<S: ButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: nil, label: $0, isPressed: false))) }
    }

    /// The nodes of a button with `label` in this style. Inside the style's body the default
    /// style applies again, so a primitive style's `Button(configuration)` draws with it instead of
    /// recursing into the same style.
    func nodes<L: View>(_ label: L, _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.buttonStyle = AnyButtonStyle(primitive: DefaultButtonStyle())
        let body = inner.environment.evaluating { makeBody(_StyleSlot(label)) }
        return Resolver.nodes(body, inner)
    }
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle(primitive: DefaultButtonStyle()) }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = AnyButtonStyle(primitive: style) })
    }
    /// Sets a custom style (its `makeBody` is called with `isPressed == false`).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = AnyButtonStyle(style) })
    }
}

/// The shape of bordered buttons — SwiftUI's `ButtonBorderShape`.
///
/// ```swift
/// Button(intent: PlayIntent()) { Image(systemName: "play.fill") }
///     .buttonStyle(.borderedProminent).buttonBorderShape(.circle)
/// ```
public struct ButtonBorderShape: Sendable {
    enum Kind: Sendable { case automatic, capsule, circle, rounded(CGFloat?) }
    let kind: Kind
    /// The platform's shape: a rounded rectangle (radius 8) for bordered buttons on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the platform's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .rounded(nil))
    /// A rounded rectangle with a radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .rounded(radius)) }

    var shape: AnyInsettableButtonShape {
        switch kind {
        case .automatic: return AnyInsettableButtonShape { Path(roundedRect: $0, cornerRadius: 8, style: .continuous) }
        case .rounded(let r): return AnyInsettableButtonShape { Path(roundedRect: $0, cornerRadius: r.map { $0.isFinite ? max($0, 0) : 8 } ?? 8, style: .continuous) }
        case .capsule: return AnyInsettableButtonShape { Capsule().path(in: $0) }
        case .circle: return AnyInsettableButtonShape { Circle().path(in: $0) }
        }
    }
}

/// A button border shape is a shape (iOS 17): `.contentShape(ButtonBorderShape.capsule)`,
/// `Shape.buttonBorder`. Drawn out of a button, `.automatic` (and `.buttonBorder`, which iOS resolves
/// from the environment, unknown to a shape's path) is the 8 pt rounded rectangle bordered buttons use.
extension ButtonBorderShape: InsettableShape {
    /// The shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<ButtonBorderShape> { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == ButtonBorderShape {
    /// The button border shape of the environment (iOS 17): here `.automatic` (see ``ButtonBorderShape``).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// The outline of a button border shape in a frame.
struct AnyInsettableButtonShape: Shape {
    let outline: @Sendable (CGRect) -> Path
    init(_ outline: @escaping @Sendable (CGRect) -> Path) { self.outline = outline }
    func path(in rect: CGRect) -> Path { outline(rect) }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonBorderShape = shape })
    }
}
