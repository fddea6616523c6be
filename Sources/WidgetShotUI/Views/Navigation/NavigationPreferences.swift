import Foundation

// What a navigation container reads from its root content: written with preferences by
// `.navigationTitle`, `.navigationBarTitleDisplayMode`, `.toolbar`, `.searchable`… and
// collected from the resolved content (first writer wins for single values, as the innermost
// view's title is the screen's).

struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: Text? { nil }
    static func reduce(value: inout Text?, nextValue: () -> Text?) { if value == nil { value = nextValue() } }
}

struct NavigationTitleModeKey: PreferenceKey {
    static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }
    static func reduce(value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?) {
        if value == nil { value = nextValue() }
    }
}

struct NavigationBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool? { nil }
    static func reduce(value: inout Bool?, nextValue: () -> Bool?) { if value == nil { value = nextValue() } }
}

struct ToolbarEntriesKey: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }
    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) { value += nextValue() }
}

struct SearchFieldPromptKey: PreferenceKey {
    static var defaultValue: Text? { nil }
    static func reduce(value: inout Text?, nextValue: () -> Text?) { if value == nil { value = nextValue() } }
}

/// Set by lists and forms, whose grouped background extends under the navigation bar.
struct ExtendsUnderNavigationBarKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

private struct NavigationBarInsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    /// The height of the navigation bar drawn over a list's top (the list starts below it).
    var navigationBarInset: CGFloat {
        get { self[NavigationBarInsetKey.self] }
        set { self[NavigationBarInsetKey.self] = newValue }
    }
}

/// Namespace of the navigation bar's item types — SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherits the previous screen's mode; a stack's root shows a large title.
        case automatic
        /// A small title centred in the bar.
        case inline
        /// A large title below the bar.
        case large
    }
}

extension View {
    /// The title of the screen, shown by the enclosing navigation container.
    public func navigationTitle(_ title: Text) -> some View { preference(key: NavigationTitleKey.self, value: title) }
    /// The title of the screen, from a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    /// The title of the screen, from a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
    /// An editable title (iOS 16): drawn as its current value.
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(Text(title.wrappedValue)) }

    /// How the screen's title is shown.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationTitleModeKey.self, value: displayMode)
    }
    /// The iOS 13 form: a title (deprecated).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// The iOS 13 form: a title from a key (deprecated).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    /// The iOS 13 form: a title from a string (deprecated).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
    /// The iOS 13 form: a title and its display mode (deprecated).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// The iOS 13 form: a title from a key and its display mode (deprecated).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }
    /// The iOS 13 form: a title from a string and its display mode (deprecated).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }
    /// Hides the navigation bar (deprecated; `.toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View { preference(key: NavigationBarHiddenKey.self, value: hidden) }
    /// Hides the back button; a stack's root has none, so nothing changes in a render.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}
