import Foundation

/// A view that gives its content a proxy for scrolling to a child — SwiftUI's
/// `ScrollViewReader`. It adds nothing to layout: the content is laid out as if it stood alone.
/// Widgets never scroll (WidgetKit draws one static snapshot; `ScrollView` shows its content
/// from the top), so ``ScrollViewProxy/scrollTo(_:anchor:)`` has nothing to move: the picture is
/// the one a widget shows.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(days) { DayRow(day: $0).id($0.id) } }
///         .onAppear { proxy.scrollTo(days.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    /// The content, given the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content receives a ``ScrollViewProxy``.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View { content(ScrollViewProxy()) }
}

/// What a ``ScrollViewReader`` hands its content — SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy: Sendable {
    /// Scrolls the enclosing scroll views to the child with identifier `id`, aligned to
    /// `anchor`. Widgets do not scroll, so nothing moves (as in a widget's snapshot).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
