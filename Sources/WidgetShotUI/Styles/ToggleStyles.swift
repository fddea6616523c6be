import Foundation

/// What a `ToggleStyle` receives.
public struct ToggleStyleConfiguration {
    /// The toggle's label view.
    public typealias Label = _StyleSlot
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on (a constant binding in a render).
    @Binding public var isOn: Bool
    /// Whether the toggle is in a mixed state (never, for a single toggle).
    public var isMixed: Bool
    /// Whether the toggle was made with an empty label.
    let hasLabel: Bool
}

/// A way to draw every `Toggle` in a view — SwiftUI's `ToggleStyle`.
///
/// ```swift
/// struct CheckStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle"); configuration.label }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle becomes.
    associatedtype Body: View
    /// The label and state.
    typealias Configuration = ToggleStyleConfiguration
    /// Draws a toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The default style: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// The iOS switch: the label leading, the 51 × 31 pt switch trailing (UISwitch's size). On: the
/// tint, else system green; off: the secondary system fill. A 27 pt white knob with a soft shadow.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    /// A switch tinted with `tint` (deprecated in SwiftUI; kept for source compatibility).
    public init(tint: Color) { self.tint = tint }
    var tint: Color?

    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            let on = c.isOn
            let onPaint: Paint = tint.map { .color($0.resolve(in: env)) } ?? (env.hasExplicitTint ? env.tintPaint : .color(Color.green.resolve(in: env)))
            let track = on ? onPaint : FillShapeStyle().paint(level: 1, in: env)
            HStack {
                if c.hasLabel {
                    c.label
                    Spacer(minLength: 8)
                }
                Capsule().fill(paintStyle(track))
                    .overlay(alignment: on ? .trailing : .leading) {
                        Circle().fill(Color.white)
                            .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 3)
                            .frame(width: 27, height: 27)
                            .padding(2)
                    }
                    .frame(width: 51, height: 31)
                    .opacity(env.isEnabled ? 1 : 0.5)
            }
        }
    }
}

/// A toggle drawn as a button: off like `.borderless`, on like `.bordered` with the tint.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            let tint = env.isEnabled ? env.tintPaint : disabledPaint(env)
            c.label
                .foregroundStyle(paintStyle(tint))
                .padding(.horizontal, 12).padding(.vertical, 7)
                .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(paintStyle(c.isOn ? tint.withAlpha(times: 0.15) : .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)))))
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style (a switch on iOS).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that shows its state.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A type-erased toggle style held by the environment.
struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }

    func nodes<L: View>(_ label: L, isOn: Bool, _ context: ResolveContext) -> [LayoutNode] {
        let configuration = ToggleStyleConfiguration(label: _StyleSlot(label), isOn: .constant(isOn), isMixed: false, hasLabel: !isEmptyView(L.self))
        let body = context.environment.evaluating { makeBody(configuration) }
        return Resolver.nodes(body, context)
    }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = AnyToggleStyle(DefaultToggleStyle()) }

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.toggleStyle = AnyToggleStyle(style) })
    }
}
