import Foundation

/// A control that performs an action — SwiftUI's `Button`. In widgets only intent buttons are
/// interactive (`Button(intent:)`, from WidgetShotIntents); WidgetShot draws the label, records
/// the intent for the tap targets, and records a button without an intent for the lint.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let action: IntentAction?

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

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = Resolver.nodes(label, context)
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

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let row = HStack { label; Spacer(minLength: 8); SwitchTrack(isOn: isOn) }
        let nodes = Resolver.nodes(row, context)
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

/// The switch of a `Toggle`: UIKit's `UISwitch` metrics, a 51×31 pt track with a 27 pt knob
/// (https://developer.apple.com/design/human-interface-guidelines/toggles shows the shape; the
/// sizes are UISwitch's intrinsic size). On: system green; off: the system fill (gray at 16 %).
struct SwitchTrack: View {
    let isOn: Bool
    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? Color.green : Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255).opacity(0.16))
            Circle().fill(Color.white)
                .frame(width: 27, height: 27)
                .shadow(color: Color.black.opacity(0.15), radius: 2, y: 1)
                .padding(2)
        }
        .frame(width: 51, height: 31)
    }
}

/// Button styles are accepted for source compatibility.
public protocol PrimitiveButtonStyle {}
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }

extension View {
    /// Accepted for source compatibility (widget buttons draw their labels).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
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

/// A progress indicator — SwiftUI's `ProgressView`. A determinate one is a linear bar; an
/// indeterminate spinner does not animate in widgets (drawn as nothing, and linted).
public struct ProgressView: View, PrimitiveView {
    let fraction: Double?
    public init() { fraction = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        guard let fraction else {
            let node = LayoutNode(ShapeLeafLayout(kind: "ProgressView", sizing: { _ in CGSize(width: 20, height: 20) }))
            return [unsupported(node, "indeterminate ProgressView (spinners do not animate in widgets)")]
        }
        let f = CGFloat(min(max(fraction, 0), 1))
        let bar = ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.3))
            // The bar is the tint colour (the accent colour unless `.tint(_:)` is set), as in SwiftUI.
            GeometryReader { geo in Capsule().fill(context.environment.tint ?? Color.accentColor).frame(width: geo.size.width * f) }
        }.frame(height: 4)
        return Resolver.nodes(bar, context)
    }
}

private func unsupported(_ node: LayoutNode, _ reason: String) -> LayoutNode {
    node.unsupportedReason = reason
    return node
}
