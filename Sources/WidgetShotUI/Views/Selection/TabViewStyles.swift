import Foundation

/// How a `TabView` shows its pages — SwiftUI's `TabViewStyle`
/// (https://developer.apple.com/documentation/swiftui/tabviewstyle): a tab bar (the default) or
/// swiped pages with dots (`.page`).
public protocol TabViewStyle {
    /// Which system style this is (WidgetShot's; not SwiftUI API).
    var _tabKind: _TabViewKind { get }
}

/// The tab view styles WidgetShot draws.
public enum _TabViewKind: Sendable, Equatable {
    /// A tab bar along the bottom.
    case tabBar
    /// Pages, with dots per the display mode.
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The default: a tab bar on iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _tabKind: _TabViewKind { .tabBar }
}
/// Swiped pages with a page indicator — SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page indicator shows — SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public struct IndexDisplayMode: Sendable, Equatable {
        let raw: Int
        /// With more than one page.
        public static let automatic = IndexDisplayMode(raw: 0)
        /// Always.
        public static let always = IndexDisplayMode(raw: 1)
        /// Never.
        public static let never = IndexDisplayMode(raw: 2)

        /// Whether the dots show for `pages` pages.
        func shows(pages: Int) -> Bool { self == .always || (self == .automatic && pages > 1) }
    }
    let indexDisplayMode: IndexDisplayMode
    /// A page style; the indicator shows per `indexDisplayMode`.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _tabKind: _TabViewKind { .page(indexDisplayMode) }
}
/// A tab bar that becomes a sidebar on iPad (iOS 18; a tab bar here).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _tabKind: _TabViewKind { .tabBar }
}
/// A tab bar only (iOS 18).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _tabKind: _TabViewKind { .tabBar }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with an indicator when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with an indicator per `indexDisplayMode`.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that adapts to a sidebar.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = _TabViewKind.tabBar }

extension EnvironmentValues {
    var tabViewStyle: _TabViewKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tab views in this view
    /// (https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind = style._tabKind
        return modifier(EnvironmentWritingModifier { $0.tabViewStyle = kind })
    }
}

/// A tab view in the default style: the page above a tab bar of every page's item. UITabBar's
/// metrics: 49 pt tall, items 10 pt medium under their icons, the selected one in the tint, the
/// others gray (#999999); a hairline on top over the bar's background.
struct TabBarTabBody: View {
    let pages: [SelectionOption]
    let selected: Int

    var body: some View {
        VStack(spacing: 0) {
            pages[selected].view.frame(maxWidth: .infinity, maxHeight: .infinity)
            HStack(spacing: 0) {
                ForEach(Array(pages.indices), id: \.self) { index in
                    TabBarItem(item: pages[index].tabItem)
                        .foregroundStyle(index == selected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(white: 0.6)))
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: 49)
            .frame(maxWidth: .infinity)
            .background(alignment: .top) {
                ZStack(alignment: .top) {
                    Rectangle().fill(.bar)
                    Rectangle().fill(Color(white: 0, opacity: 0.3)).frame(height: 0.33)
                }
            }
        }
    }
}

/// One tab bar item: the item's icon over its title.
struct TabBarItem: View {
    let item: AnyView?

    var body: some View {
        if let item {
            item.labelStyle(TabItemLabelStyle()).font(.system(size: 10, weight: .medium)).lineLimit(1)
        }
    }
}

/// A tab bar item's label: the icon (a 24 pt symbol) above the title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22))
            configuration.title
        }
    }
}

/// A tab view in the page style: the page, with the page dots over its bottom edge.
/// UIPageControl's look: 7 pt dots 9 pt apart, the current one white, the others white at 30 %.
struct PagedTabBody: View {
    let pages: [SelectionOption]
    let selected: Int
    let dots: PageTabViewStyle.IndexDisplayMode

    var body: some View {
        ZStack(alignment: .bottom) {
            pages[selected].view.frame(maxWidth: .infinity, maxHeight: .infinity)
            if dots.shows(pages: pages.count) {
                HStack(spacing: 9) {
                    ForEach(Array(pages.indices), id: \.self) { index in
                        Circle().fill(Color.white.opacity(index == selected ? 1 : 0.3)).frame(width: 7, height: 7)
                    }
                }
                .padding(.bottom, 12)
            }
        }
    }
}
