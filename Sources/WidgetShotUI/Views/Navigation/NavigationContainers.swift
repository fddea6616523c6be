import Foundation

/// A stack of screens with a navigation bar — SwiftUI's `NavigationStack` (iOS 16). A render
/// shows the root screen at rest: its content below the navigation bar built from its
/// `.navigationTitle`, `.navigationBarTitleDisplayMode`, `.toolbar` and `.searchable` (see
/// `NavigationBarView`); a list's or form's background runs under the bar. Pushed screens
/// (a non-empty `path`, `navigationDestination`) are not drawn.
///
/// ```swift
/// NavigationStack { List { … }.navigationTitle("Settings") }
/// ```
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root

    /// A stack with a path of pushed values (drawn at its root).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }
    /// A stack with a typed path of pushed values (drawn at its root).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable { self.root = root() }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { NavigationContainer.nodes(root: root, context) }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing its root view.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
}

/// A type-erased list of pushed values — SwiftUI's `NavigationPath`. Codable values keep their
/// JSON form for `codable` (NavigationPath+Codable.swift).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []
    /// Each element's type name and JSON text, for Codable elements (nil for others).
    var encodings: [NavigationPathEncoding?] = []
    /// An empty path.
    public init() {}
    /// A path of the given values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
        encodings = Array(repeating: nil, count: self.elements.count)
    }
    /// A path of the given Codable values (they can be encoded in `codable`).
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        for element in elements { append(element) }
    }
    /// The number of values.
    public var count: Int { elements.count }
    /// True when nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
        encodings.append(nil)
    }
    /// Pushes a Codable value (encodable in `codable`).
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        elements.append(AnyHashable(value))
        encodings.append(NavigationPathEncoding(value))
    }
    /// Pops values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
        encodings.removeLast(k)
    }
    /// Paths are equal when their values are.
    public static func == (a: NavigationPath, b: NavigationPath) -> Bool { a.elements == b.elements }
}

/// The iOS 13 navigation container — SwiftUI's `NavigationView` (deprecated in iOS 16). On iPhone
/// it is a stack in every style, drawn as `NavigationStack` draws its root.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content
    /// A navigation view of its root content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // Two views (sidebar and detail, the iPad form) show the first on iPhone.
        let first = (_ViewList.children(of: content) ?? [content]).first
        guard let first else { return [] }
        return NavigationContainer.nodes(root: AnyView(erasing: first), context)
    }
}

/// Two or three columns on iPad, collapsed to a stack on iPhone — SwiftUI's
/// `NavigationSplitView` (iOS 16). An iPhone shows the sidebar column first, so a render draws
/// the sidebar as `NavigationStack` draws its root.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    /// Three columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    /// Three columns with a column visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { NavigationContainer.nodes(root: sidebar, context) }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    /// Two columns with a column visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
}

/// Which columns of a split view show — SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// The platform's choice.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// A navigation view's presentation — SwiftUI's `NavigationViewStyle` (deprecated). On iPhone
/// every style is a stack.
public protocol NavigationViewStyle {}
/// The platform's style.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// One screen at a time.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns (iPad); a stack on iPhone.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Two columns (iPad); a stack on iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One screen at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of navigation views; every style draws as a stack on iPhone.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
