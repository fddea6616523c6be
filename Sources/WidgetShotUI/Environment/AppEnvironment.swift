import Foundation

// Environment values of app screens that shared app code reads in widget targets. A render is
// a still picture of a screen in the foreground on an iPhone held upright, in which nothing is
// presented and no app opens URLs; the values say so.

/// Whether a scene is in use — SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible, not receiving events.
    case inactive
    /// In the foreground and interactive.
    case active
}

/// A size class of the interface — SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Constrained space (an iPhone's width held upright).
    case compact
    /// Ample space (an iPhone's height; an iPad full screen).
    case regular
}

/// The iOS 13 presentation state — SwiftUI's `PresentationMode` (deprecated for `\.dismiss`).
public struct PresentationMode {
    /// Whether the view is presented: false in a render (nothing is presented).
    public private(set) var isPresented: Bool = false
    /// Dismisses the view when it is presented; does nothing otherwise.
    public mutating func dismiss() { isPresented = false }
}

/// Dismisses the current presentation — SwiftUI's `DismissAction`. In a render nothing is
/// presented, so calling it does nothing (as on iOS for a view that is not presented).
public struct DismissAction: Sendable {
    /// Dismisses the presentation, if any.
    public func callAsFunction() {}
}

/// Opens a URL — SwiftUI's `OpenURLAction`. A render opens nothing: the system action reports
/// that the URL was not opened; a custom handler (`OpenURLAction { url in … }`) is called.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did not open the URL.
        public static let discarded = Result(kind: .discarded)
        /// Leave the URL to the system.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// Leave another URL to the system.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: ((URL) -> Result)?

    /// An action that calls `handler` for each URL.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    init() { handler = nil }

    /// Opens a URL.
    public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }
    /// Opens a URL and reports whether it was opened (the system opens nothing in a render).
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        guard let handler else { return completion(false) }
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded, .systemAction: completion(false)
        }
    }
}

/// Refreshes content — SwiftUI's `RefreshAction`, set by `.refreshable`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh.
    public func callAsFunction() async { await action() }
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }
private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// The scene's phase: `.active` (a render shows a screen in the foreground).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// The horizontal size class: on an iPhone held upright `.compact`, on an iPad `.regular`
    /// (UIKit's size classes for full-screen apps), unless set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] ?? (DeviceScreen.current.idiom == .pad ? .regular : .compact) }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class: `.regular` upright (iPhone and iPad), unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] ?? .regular }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// The iOS 13 presentation state (not presented).
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
    /// Dismisses the current presentation (nothing is presented in a render).
    public var dismiss: DismissAction { DismissAction() }
    /// Whether the view is presented: false in a render.
    public var isPresented: Bool { false }
    /// Opens URLs (nothing is opened in a render unless a handler is set).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// The refresh action set by `.refreshable` (nil outside one).
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}
