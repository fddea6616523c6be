import Foundation

/// What a list row's content asks of its cell: `listRowBackground(_:)` and `listRowInsets(_:)`.
/// The list gives each row a fresh box through the environment; the modifiers fill it while the
/// row resolves, and the cell is built around the row from it.
final class ListRowTraits {
    var background: (any View)?
    var insets: EdgeInsets?
}

private struct ListRowTraitsKey: EnvironmentKey { static let defaultValue: ListRowTraits? = nil }

extension EnvironmentValues {
    /// The traits box of the list row being resolved (nil outside a row).
    var listRowTraits: ListRowTraits? {
        get { self[ListRowTraitsKey.self] }
        set { self[ListRowTraitsKey.self] = newValue }
    }
}

/// Records a row trait in the enclosing row's box; the view itself is unchanged.
struct ListRowTraitModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let apply: (ListRowTraits) -> Void
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        if let traits = context.environment.listRowTraits { apply(traits) }
        return content(context)
    }
}

/// A list row's cell: the separator above it (all but the first row), then the row padded by its
/// insets (the list's defaults unless the row set its own), at least `minHeight` tall — over the
/// row's own background when it set one, else the list's cell background.
struct ListRowCell: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let defaultInsets: EdgeInsets
    let minHeight: CGFloat
    let background: Color
    /// The hairline above the row (its height and leading inset), nil for the first row.
    let separator: (height: CGFloat, leading: CGFloat)?
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let traits = ListRowTraits()
        var inner = context
        inner.environment.listRowTraits = traits
        inner.environment.isInListRow = true
        let row = content(inner)
        let insets = traits.insets ?? defaultInsets
        let separator = self.separator
        let cell = VStack(alignment: .leading, spacing: 0) {
            if let separator {
                Rectangle().fill(.separator).frame(height: separator.height).padding(.leading, separator.leading)
            }
            _PrebuiltNodes(nodes: row)
                .padding(EdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0))
                .frame(minHeight: minHeight)
                .padding(EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing))
        }
        var outer = context
        outer.environment.listRowTraits = nil
        let fill: any View = traits.background ?? background
        return Resolver.nodes(cell.background(AnyView(erasing: fill)), outer)
    }
}

/// Nodes already resolved, as a view (so modifiers can wrap them).
struct _PrebuiltNodes: View, PrimitiveView {
    let nodes: [LayoutNode]
    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }
    nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { nodes }
}

extension View {
    /// Places a custom background view behind this list row
    /// (https://developer.apple.com/documentation/swiftui/view/listrowbackground(_:)); `nil`
    /// keeps the list's cell background. Outside a list it has no effect.
    ///
    /// ```swift
    /// Text("Today").listRowBackground(Color.clear)
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowTraitModifier { traits in traits.background = view.map { $0 as any View } })
    }

    /// Sets the insets of this list row's content
    /// (https://developer.apple.com/documentation/swiftui/view/listrowinsets(_:)); `nil` keeps the
    /// list's defaults (11 pt vertically, 20 pt horizontally).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowTraitModifier { traits in traits.insets = insets })
    }
}
