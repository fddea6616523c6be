import Foundation

/// How a `List` draws its rows and sections — SwiftUI's `ListStyle`. Set with `.listStyle(_:)`.
/// The built-in styles are the only conformances (iOS declares no requirements users implement).
public protocol ListStyle {
    /// Which of the drawings in `ListLook` the style is.
    var _look: ListLook { get }
}

/// The drawings WidgetShot has for lists (see `List`).
public enum ListLook: Sendable, Hashable {
    /// Rounded cards inset from the edges on the grouped background (`.insetGrouped`).
    case insetGrouped
    /// Edge-to-edge cards on the grouped background (`.grouped`).
    case grouped
    /// Rows on the plain background, separators between them (`.plain`).
    case plain
    /// Plain rows inset from the edges (`.inset`).
    case inset
}

/// The platform's list style: on iPhone, inset grouped (iOS 15 and later).
public struct DefaultListStyle: ListStyle { public init() {}; public var _look: ListLook { .insetGrouped } }
/// Rows from edge to edge on the plain background.
public struct PlainListStyle: ListStyle { public init() {}; public var _look: ListLook { .plain } }
/// Sections as full-width cards on the grouped background.
public struct GroupedListStyle: ListStyle { public init() {}; public var _look: ListLook { .grouped } }
/// Sections as rounded cards inset from the edges.
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _look: ListLook { .insetGrouped } }
/// Plain rows inset from the edges.
public struct InsetListStyle: ListStyle { public init() {}; public var _look: ListLook { .inset } }
/// A sidebar list; on iPhone it draws as an inset grouped list.
public struct SidebarListStyle: ListStyle { public init() {}; public var _look: ListLook { .insetGrouped } }

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// The plain list style.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// The grouped list style.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset grouped list style.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// The inset list style.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// The sidebar list style.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListLookKey: EnvironmentKey { static let defaultValue: ListLook? = nil }
private struct InListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The look set with `.listStyle(_:)` (nil: the list's default).
    var listLook: ListLook? {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }
    /// True inside a list row (a `NavigationLink` then shows a disclosure chevron).
    var isInListRow: Bool {
        get { self[InListRowKey.self] }
        set { self[InListRowKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listLook, style._look)
    }
}
