import Foundation

// Modifiers of scrolling content that app screens use: `.refreshable` (the pull-to-refresh
// indicator is hidden at rest, so nothing is drawn; the action is the environment's `refresh`),
// `.searchable` (the search field a navigation bar shows at rest, see `NavigationBarView`) and
// `.contentMargins` (the insets of a scroll view's content, applied by `ScrollView`).

extension View {
    /// Marks the content refreshable: sets `\.refresh`; the action runs only on a pull.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }

    /// A search field for the content: the enclosing navigation bar draws it (with the text, or
    /// the prompt, "Search" by default).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let value = text.wrappedValue
        return preference(key: SearchFieldPromptKey.self, value: value.isEmpty ? (prompt ?? Text("Search")) : Text(verbatim: value))
    }
    /// A search field with a localized prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    /// A search field with a string prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    /// A search field whose presentation is bound (iOS 17).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    /// A search field whose presentation is bound, with a localized prompt (iOS 17).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Insets of scroll views' content in this view (iOS 17).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
    }
    /// Insets of scroll views' content on some edges (nil: the system's, none for a scroll view).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 0
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }
    /// Insets of scroll views' content on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

/// Where a search field goes — SwiftUI's `SearchFieldPlacement`. On iPhone every placement is
/// the navigation bar's drawer.
public struct SearchFieldPlacement: Sendable {
    /// How the drawer shows the field.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// Shown at rest, hidden on scroll.
        case automatic
        /// Always shown.
        case always
    }
    let name: String
    /// The platform's place.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The navigation bar's drawer with a display mode.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement(name: "navigationBarDrawer") }
    /// The sidebar (iPad).
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
}

/// What content margins apply to — SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The scroll view's content and indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scroll view's content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators only (not drawn).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    /// The insets set with `.contentMargins` for scroll views' content.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}
