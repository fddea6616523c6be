import Foundation

/// Rows of data in sections — SwiftUI's `List`.
///
/// Widgets do not scroll, so a list is reported in the lints ("List (not supported in
/// widgets)"); it still draws, as iOS draws the first screen of it at rest: in the style set
/// with `.listStyle(_:)`, on iPhone `.insetGrouped` by default (see `ListLayoutBody` for the
/// drawing and its measurements). Each `Section` is a card; rows outside sections share one.
///
/// ```swift
/// List { Section("Today") { ForEach(items) { Text($0.title) } } }
/// List(items) { item in Text(item.title) }.listStyle(.plain)
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    /// A list of the content's rows and sections, with a single selection (not interactive here).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A list with a multiple selection (not interactive here).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = Resolver.nodes(ListLayoutBody(content: content, defaultLook: .insetGrouped), context)
        for node in nodes { node.unsupportedReason = "List (not supported in widgets)" }
        return nodes
    }
}

extension List where SelectionValue == Never {
    /// A list of the content's rows and sections.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A list with one row per identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with one row per element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with one row per integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// A container of grouped controls, as a settings screen shows them — SwiftUI's `Form`. On
/// iPhone a form draws as an inset grouped list (see `List`); it is reported in the lints
/// ("Form (not supported in widgets)").
///
/// ```swift
/// Form { Section("Display") { Toggle("Dark mode", isOn: $dark) } }
/// ```
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    /// A form of the content's rows and sections.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.listLook = .insetGrouped
        let nodes = Resolver.nodes(ListLayoutBody(content: content, defaultLook: .insetGrouped), inner)
        for node in nodes { node.unsupportedReason = "Form (not supported in widgets)" }
        return nodes
    }
}
