import Foundation

/// Where a toolbar item goes — SwiftUI's `ToolbarItemPlacement`. In a render, the navigation
/// bar draws leading items (`.navigation`, `.cancellationAction`, `.topBarLeading`,
/// `.navigationBarLeading`) at its leading edge, trailing ones (`.automatic`, `.primaryAction`,
/// `.confirmationAction`, `.destructiveAction`, `.topBarTrailing`, `.navigationBarTrailing`)
/// at its trailing edge and `.principal` in place of an inline title. Items iOS shows elsewhere
/// (`.bottomBar`, `.status`, `.keyboard`, `.secondaryAction`'s overflow menu) are not drawn.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Side: Hashable, Sendable { case leading, trailing, principal, elsewhere }
    let name: String
    let side: Side

    /// The platform's default place: trailing in the navigation bar.
    public static let automatic = ToolbarItemPlacement(name: "automatic", side: .trailing)
    /// The centre of the navigation bar.
    public static let principal = ToolbarItemPlacement(name: "principal", side: .principal)
    /// Navigation actions: leading.
    public static let navigation = ToolbarItemPlacement(name: "navigation", side: .leading)
    /// The primary action: trailing.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", side: .trailing)
    /// Secondary actions: in the overflow menu (not drawn).
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", side: .elsewhere)
    /// Status information: the bottom bar (not drawn).
    public static let status = ToolbarItemPlacement(name: "status", side: .elsewhere)
    /// A confirming action (Done, Save): trailing.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", side: .trailing)
    /// A cancelling action: leading.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", side: .leading)
    /// A destructive action: trailing.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", side: .trailing)
    /// Above the keyboard (not drawn).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", side: .elsewhere)
    /// The leading edge of the top bar (iOS 17).
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", side: .leading)
    /// The trailing edge of the top bar (iOS 17).
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", side: .trailing)
    /// The bottom toolbar (not drawn).
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", side: .elsewhere)
    /// The leading edge of the navigation bar (deprecated: `.topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", side: .leading)
    /// The trailing edge of the navigation bar (deprecated: `.topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", side: .trailing)
}

/// One item of a toolbar as the navigation bar draws it.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Content of a toolbar — SwiftUI's `ToolbarContent`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The content this content is made of.
    associatedtype Body: ToolbarContent
    /// The items.
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content whose items the user may customise — SwiftUI's `CustomizableToolbarContent`.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

/// WidgetShot's primitive toolbar content: its entries.
protocol PrimitiveToolbarContent { var toolbarEntries: [ToolbarEntry] { get } }

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarContent {
    /// The entries of this content, in order.
    var entries: [ToolbarEntry] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.toolbarEntries }
        return body.entries
    }
}

/// One item of a toolbar — SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public var body: Never { fatalError("ToolbarItem has no body") }
    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// A customisable item with an identifier.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items at one placement — SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    /// A group of items at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    public var body: Never { fatalError("ToolbarItemGroup has no body") }
    var toolbarEntries: [ToolbarEntry] {
        (_ViewList.children(of: content) ?? [content]).map { ToolbarEntry(placement: placement, view: AnyView(erasing: $0)) }
    }
}

/// Several toolbar contents (what `@ToolbarContentBuilder` makes of a block).
public struct _ToolbarContentList: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let toolbarEntries: [ToolbarEntry]
    public var body: Never { fatalError("toolbar content lists have no body") }
}

/// Builds toolbar content from a block of items — SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock() -> _ToolbarContentList { _ToolbarContentList(toolbarEntries: []) }
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> _ToolbarContentList {
        var all: [ToolbarEntry] = []
        for c in repeat each content { all += c.entries }
        return _ToolbarContentList(toolbarEntries: all)
    }
    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> _ToolbarContentList { _ToolbarContentList(toolbarEntries: content?.entries ?? []) }
    public static func buildEither<A: ToolbarContent>(first: A) -> _ToolbarContentList { _ToolbarContentList(toolbarEntries: first.entries) }
    public static func buildEither<B: ToolbarContent>(second: B) -> _ToolbarContentList { _ToolbarContentList(toolbarEntries: second.entries) }
    public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> _ToolbarContentList { _ToolbarContentList(toolbarEntries: content.entries) }
}

/// A bar a toolbar modifier addresses — SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The platform's default bars.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
    /// Toolbar items built from views, at the automatic placement (trailing in the navigation bar).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let content = content()
        let entries = (_ViewList.children(of: content) ?? [content]).map { ToolbarEntry(placement: .automatic, view: AnyView(erasing: $0)) }
        return transformPreference(ToolbarEntriesKey.self) { $0 += entries }
    }
    /// Toolbar items at their placements.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content().entries
        return transformPreference(ToolbarEntriesKey.self) { $0 += entries }
    }
    /// A customisable toolbar.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content().entries
        return transformPreference(ToolbarEntriesKey.self) { $0 += entries }
    }
    /// Shows or hides a bar; hiding `.navigationBar` (or `.automatic`) removes the navigation bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden && (bars.contains(.navigationBar) || bars.contains(.automatic))
        return transformPreference(NavigationBarHiddenKey.self) { if hides { $0 = true } }
    }
    /// The iOS 13 form: leading and trailing bar items (deprecated).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        let entries = [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading)), ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))]
        return transformPreference(ToolbarEntriesKey.self) { $0 += entries }
    }
    /// The iOS 13 form: leading bar items (deprecated).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        let entries = [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading))]
        return transformPreference(ToolbarEntriesKey.self) { $0 += entries }
    }
    /// The iOS 13 form: trailing bar items (deprecated).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        let entries = [ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))]
        return transformPreference(ToolbarEntriesKey.self) { $0 += entries }
    }
}
