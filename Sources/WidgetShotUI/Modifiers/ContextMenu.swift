import Foundation

// Context menus: SwiftUI shows one only while a person long-presses (or right-clicks) the view; a
// rendered view is at rest, and widgets take no long presses, so the view draws as it is and the
// menu draws nothing — as the menu is not on screen in any picture of the view. sparcs-kaist/app-ios'
// timetable cells, shared with its widget, carry one.

/// A container of menu items for a context menu — SwiftUI's `ContextMenu`
/// (https://developer.apple.com/documentation/swiftui/contextmenu).
public struct ContextMenu<MenuItems: View> {
    /// The menu's items.
    public let menuItems: MenuItems
    /// A context menu — `init(menuItems:)`.
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

extension View {
    /// Adds a context menu — SwiftUI's `contextMenu(menuItems:)`
    /// (https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)). The view
    /// draws unchanged: the menu appears only on a long press.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// Adds a context menu with a custom preview — SwiftUI's `contextMenu(menuItems:preview:)`
    /// (iOS 16). The view draws unchanged; menu and preview appear only on a long press.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }

    /// Adds a context menu, or none for nil — SwiftUI's `contextMenu(_:)`. The view draws unchanged.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }
}
