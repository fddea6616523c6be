import Foundation

/// A view that switches between pages — SwiftUI's `TabView`
/// (https://developer.apple.com/documentation/swiftui/tabview).
///
/// The pages are the content's views (`.tabItem { … }` labels them, `.tag(_:)` names them), or
/// `Tab`s (iOS 18). A still image shows one page: the one tagged with the selection, else the
/// first — under a tab bar of the pages' items by default, or with page dots in the page style
/// (`.tabViewStyle(.page)`). A widget takes no input, so the tab view is reported in the lints as a
/// control widgets do not run.
///
/// ```swift
/// TabView(selection: $tab) {
///     TodayView().tabItem { Label("Today", systemImage: "sun.max") }.tag(0)
///     WeekView().tabItem { Label("Week", systemImage: "calendar") }.tag(1)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: AnyHashable?
    let content: Content

    /// A tab view showing the page tagged with `selection` (the first when `nil`).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let pages = SelectionOption.collect(content)
        guard !pages.isEmpty else { return [] }
        let selected = SelectionOption.index(of: selection, in: pages) ?? 0
        let style = context.environment.tabViewStyle
        let body = context.environment.evaluating { () -> AnyView in
            switch style {
            case .page(let dots): return AnyView(PagedTabBody(pages: pages, selected: selected, dots: dots))
            case .tabBar: return AnyView(TabBarTabBody(pages: pages, selected: selected))
            }
        }
        let nodes = Resolver.nodes(body, context)
        guard !nodes.isEmpty else { return [] }
        let node = Resolver.unary(nodes)
        node.unsupportedReason = "TabView (widgets take no input)"
        return [node]
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view showing its first page.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// What `.tabItem(_:)` returns: the page, with its tab bar item.
public struct _TabItemView<Content: View>: View {
    let content: Content
    let item: AnyView
    /// The page, unchanged.
    public var body: Content { content }
}

extension _TabItemView: SelectionOptionProviding {
    var selectionOption: SelectionOption { SelectionOption(tag: nil, view: AnyView(content), tabItem: item) }
    var optionContent: Any? { content }
}

extension View {
    /// Sets the tab bar item of this page of a `TabView`
    /// (https://developer.apple.com/documentation/swiftui/view/tabitem(_:)): a `Label`, or an
    /// `Image` and a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        _TabItemView(content: self, item: AnyView(label()))
    }
}

/// A page of a `TabView` with its item — SwiftUI's `Tab` (iOS 18,
/// https://developer.apple.com/documentation/swiftui/tab). WidgetShot's `Tab` is a view, so it is
/// written in a `TabView`'s content as in SwiftUI's tab builder.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab with a value and a label view.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// The page.
    public var body: Content { content }
}

extension Tab: SelectionOptionProviding {
    var selectionOption: SelectionOption {
        SelectionOption(tag: value.map { AnyHashable($0) }, view: AnyView(content), tabItem: AnyView(label))
    }
    var optionContent: Any? { nil }
}

extension Tab where Label == WidgetShotUI.Label<Text, Image> {
    /// A tab titled with a localized key and an SF Symbol, with a value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { WidgetShotUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A tab titled with a string and an SF Symbol, with a value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { WidgetShotUI.Label(title, systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == WidgetShotUI.Label<Text, Image> {
    /// A tab titled with a localized key and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = WidgetShotUI.Label(titleKey, systemImage: systemImage)
    }
    /// A tab titled with a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = WidgetShotUI.Label(title, systemImage: systemImage)
    }
}
