import Foundation

extension View {
    /// Adds `insets` to the safe area of this view (iOS 17,
    /// https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:)-5fsjy).
    ///
    /// Content inside a widget respects the safe area except in scroll views (which widgets cannot
    /// have), so WidgetShot lays it out as `padding(_:)`; unlike padding, SwiftUI would let a
    /// background that ignores the safe area extend under the inset — a difference WidgetShot does
    /// not model.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
    /// Adds `length` (the system's default, 16 pt, when `nil`) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }
    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Isolates the geometry of this view's subviews for animations
    /// (https://developer.apple.com/documentation/swiftui/view/geometrygroup()): a still image is
    /// the same with or without it.
    public func geometryGroup() -> some View { self }

    /// Sets the view's tag for pickers, lists, tab views and a canvas's symbols
    /// (https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)): the view
    /// draws unchanged (widgets draw no selection); `Canvas` finds its symbols by it.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { _TaggedView(content: self, tag: AnyHashable(tag)) }
}
