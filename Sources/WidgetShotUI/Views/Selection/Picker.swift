import Foundation

/// A control for choosing one of a set of values — SwiftUI's `Picker`
/// (https://developer.apple.com/documentation/swiftui/picker).
///
/// The options are the content's views, each tagged with its value (`.tag(_:)`), or the views of a
/// `ForEach`, tagged with their ids as SwiftUI does. A widget takes no input, so WidgetShot draws
/// the picker at rest in its style (`pickerStyle(_:)`): the selected option, in the look of iOS's
/// menu button by default, or a segmented control, a wheel, a navigation row; and reports it in
/// the lints as a control widgets do not run.
///
/// ```swift
/// Picker("Units", selection: $units) {
///     ForEach(Units.allCases, id: \.self) { Text($0.name) }
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let selection: AnyHashable?
    let content: Content

    /// A picker with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
    }

    /// A picker with a label view given first (the iOS 13 form, `init(selection:label:content:)`,
    /// which LoopKitUI's wheel pickers use).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    /// A picker with a label view and a view for the current value (iOS 17; the value's view is
    /// drawn as the selection).
    public init<C: View>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                         @ViewBuilder currentValueLabel: () -> C) {
        self.init(selection: selection, content: content, label: label)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let options = SelectionOption.collect(content)
        let hidden = context.environment.labelsVisibility == .hidden || isEmptyView(Label.self)
        let drawing = PickerDrawing(label: hidden ? nil : AnyView(label), options: options,
                                    selected: SelectionOption.index(of: selection, in: options))
        let body = context.environment.evaluating { context.environment.pickerStyle.kind.body(drawing) }
        let nodes = Resolver.nodes(body, context)
        guard !nodes.isEmpty else { return [] }
        let node = Resolver.unary(nodes)
        node.unsupportedReason = "Picker (widgets take no input)"
        return [node]
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    /// A picker titled with a string (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
    /// A picker titled with a localized string resource (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleResource) }
    }
}

/// What a picker style draws: the label (`nil` when hidden), the options and which is selected.
struct PickerDrawing {
    var label: AnyView?
    var options: [SelectionOption]
    var selected: Int?

    /// The selected option's view (nothing when no option has the selection's tag, as iOS shows).
    var selectedView: AnyView { selected.map { options[$0].view } ?? AnyView(EmptyView()) }
}
