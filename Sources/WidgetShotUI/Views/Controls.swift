import Foundation

/// A string that names an intent (App Intents' `LocalizedStringResource`, kept as a plain string).
public struct LocalizedStringResource: ExpressibleByStringLiteral, Hashable, Sendable {
    public let key: String
    public init(stringLiteral value: String) { key = value }
    public init(_ key: String) { self.key = key }
}

/// The result of performing an intent.
public protocol IntentResult {}

/// The plain result of an intent.
public struct EmptyIntentResult: IntentResult {}

extension IntentResult where Self == EmptyIntentResult {
    /// An empty result.
    public static func result() -> EmptyIntentResult { EmptyIntentResult() }
}

/// An action a widget button performs — App Intents' `AppIntent`. WidgetShot only renders; it
/// never performs intents.
public protocol AppIntent {
    static var title: LocalizedStringResource { get }
    associatedtype PerformResult: IntentResult
    func perform() async throws -> PerformResult
}

/// A control that performs an action — SwiftUI's `Button`. In widgets only intent buttons are
/// interactive; WidgetShot draws the label, and records a button without an intent for the lint.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let hasIntent: Bool

    /// A button that performs an App Intent (iOS 17 interactive widgets).
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.label = label()
        hasIntent = true
    }
    /// A button with a closure: not supported in widgets (a tap opens the app).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        hasIntent = false
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.environment.buttonStyle.nodes(label, context)
        if !hasIntent { for n in nodes { n.unsupportedReason = "Button without an intent (widgets only run App Intent buttons)" } }
        return nodes
    }
}

extension Button where Label == Text {
    /// A titled intent button.
    public init<I: AppIntent>(_ title: String, intent: I) { self.init(intent: intent) { Text(title) } }
    /// A titled closure button (not interactive in widgets).
    public init(_ title: String, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
}

/// A switch — SwiftUI's `Toggle`. In widgets only intent toggles work; the label is drawn.
public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    let isOn: Bool
    let hasIntent: Bool

    /// A toggle that performs an App Intent.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
        hasIntent = true
    }
    /// A toggle bound to state (not interactive in widgets).
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn.wrappedValue
        hasIntent = false
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.environment.toggleStyle.nodes(label, isOn: isOn, context)
        if !hasIntent { for n in nodes { n.unsupportedReason = "Toggle without an intent (widgets only run App Intent toggles)" } }
        return nodes
    }
}

/// Views widgets do not support: WidgetShot lays them out like a vertical stack of their content
/// (a `TextField` shows its placeholder) and reports them in the lints.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [unsupported(Resolver.container(VStackLayout(), kind: "ScrollView", content: content, context), "ScrollView (widgets do not scroll)")]
    }
}

/// See `ScrollView`: not supported in widgets.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [unsupported(Resolver.container(VStackLayout(alignment: .leading), kind: "List", content: content, context), "List (not supported in widgets)")]
    }
}

/// See `ScrollView`: not supported in widgets.
public struct TextField: View, PrimitiveView {
    let prompt: String
    public init(_ title: String, text: Binding<String>) { prompt = title }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [unsupported(Resolver.unary(Resolver.nodes(Text(prompt).foregroundColor(.gray), context)), "TextField (widgets take no text input)")]
    }
}

private func unsupported(_ node: LayoutNode, _ reason: String) -> LayoutNode {
    node.unsupportedReason = reason
    return node
}
