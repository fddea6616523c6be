import Foundation

/// A control that performs an action — SwiftUI's `Button`. In widgets only intent buttons are
/// interactive (`Button(intent:)`, from WidgetShotIntents); WidgetShot draws the label, records
/// the intent for the tap targets, and records a button without an intent for the lint.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let action: IntentAction?
    /// `.destructive` draws the label in the system red, as iOS's automatic button style does.
    var role: ButtonRole?

    init(label: Label, action: IntentAction?) {
        self.label = label
        self.action = action
    }
    /// A button with a closure: not supported in widgets (a tap opens the app).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(label: label(), action: nil)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    /// A button with a role (iOS 15), with a closure (not interactive in widgets).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(label: label(), action: nil)
        self.role = role
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var context = context
        // A destructive button is tinted red: its label in borderless and bordered styles, its
        // fill in a prominent one (where the label stays white).
        if role == .destructive { context.environment.tintStyle = nil; context.environment.tint = .red }
        let nodes = context.environment.buttonStyle.nodes(label, context)
        // A style's configuration label (`Button(configuration)`) is not a button of its own.
        if Label.self == _StyleSlot.self && action == nil { return nodes }
        guard let action else {
            for n in nodes { n.unsupportedReason = "Button without an intent (widgets only run App Intent buttons)" }
            return nodes
        }
        guard !nodes.isEmpty else { return [] }
        let node = Resolver.unary(nodes)
        node.intentAction = action
        return [node]
    }
}

extension Button where Label == Text {
    /// A titled closure button (not interactive in widgets).
    public init(_ title: String, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    /// A titled button with a role (iOS 15).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    /// A titled button with a role (iOS 15).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// A switch — SwiftUI's `Toggle`: the label, then a switch drawn on or off at the trailing edge.
/// In widgets only intent toggles (`Toggle(isOn:intent:)`, from WidgetShotIntents) are
/// interactive; a toggle bound to state is drawn the same way and linted.
public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    let isOn: Bool
    let action: IntentAction?

    init(label: Label, isOn: Bool, action: IntentAction?) {
        self.label = label
        self.isOn = isOn
        self.action = action
    }
    /// A toggle bound to state (not interactive in widgets).
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), isOn: isOn.wrappedValue, action: nil)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.environment.labelsVisibility == .hidden
            ? context.environment.toggleStyle.nodes(EmptyView(), isOn: isOn, context)
            : context.environment.toggleStyle.nodes(label, isOn: isOn, context)
        guard !nodes.isEmpty else { return [] }
        let node = Resolver.unary(nodes)
        if var action {
            action.parameters["isOn"] = isOn ? "true" : "false"
            node.intentAction = action
        } else {
            node.unsupportedReason = "Toggle without an intent (widgets only run App Intent toggles)"
        }
        return [node]
    }
}

extension Toggle where Label == Text {
    /// A titled toggle bound to state (not interactive in widgets).
    public init(_ title: String, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// Views widgets do not support: WidgetShot lays them out like a vertical stack of their content
/// (a `TextField` shows its placeholder) and reports them in the lints.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let content: Content
    let axes: Axis.Set
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // `.contentMargins` inset the content (iOS 17); they apply to this scroll view only.
        let margins = context.environment.scrollContentMargins
        // Its frame is the `.scrollView` coordinate space of the views inside (and `.scrollView(axis:)`
        // for each axis it scrolls along).
        let names = [ScrollViewSpaceName(axis: nil)] + [Axis.horizontal, .vertical].filter { axes.contains($0 == .horizontal ? .horizontal : .vertical) }.map { ScrollViewSpaceName(axis: $0) }
        return CoordinateSpaceModifier.declaring(names.map(AnyHashable.init), context) { context in
            var inner = context
            inner.environment.scrollContentMargins = EdgeInsets()
            return [unsupported(Resolver.container(VStackLayout(), kind: "ScrollView", content: content.padding(margins), inner), "ScrollView (widgets do not scroll)")]
        }
    }
}

/// See `ScrollView`: not supported in widgets.
public struct TextField: View, PrimitiveView {
    let prompt: String
    public init(_ title: String, text: Binding<String>) { prompt = title }
    /// A field that grows along `axis` as its text wraps (iOS 16); the prompt is drawn the same.
    public init(_ title: String, text: Binding<String>, axis: Axis) { prompt = title }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [unsupported(Resolver.unary(Resolver.nodes(Text(prompt).foregroundColor(.gray), context)), "TextField (widgets take no text input)")]
    }
}

private func unsupported(_ node: LayoutNode, _ reason: String) -> LayoutNode {
    node.unsupportedReason = reason
    return node
}
