import Foundation

// `.safeAreaInset` and iOS 26's `.safeAreaBar`: content placed at an edge of the view, the
// view's safe area shrunk by its size (and the spacing). A render lays the two out as iOS does
// for a view that respects its safe area: the bar at the edge, aligned by `alignment` across
// the full width (or height), the view in the rest. `spacing` nil is the stack's default
// spacing between the two views. (`safeAreaBar` adds iOS 26's scroll-edge blur, which a still
// render of content at rest does not show.)

extension View {
    /// Shows content above or below the view, insetting the view's safe area by its height.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let bar = content()
        return VStack(alignment: alignment, spacing: spacing) {
            if edge == .top { bar }
            self
            if edge == .bottom { bar }
        }
    }
    /// Shows content beside the view, insetting the view's safe area by its width.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let bar = content()
        return HStack(alignment: alignment, spacing: spacing) {
            if edge == .leading { bar }
            self
            if edge == .trailing { bar }
        }
    }
    /// Shows content as a bar above or below the view (iOS 26).
    public func safeAreaBar(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
    /// Shows content as a bar beside the view (iOS 26).
    public func safeAreaBar(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Sets the colour scheme of this view and its subviews. On iOS it is a preference the
    /// enclosing presentation (the window) adopts; a render applies it to the view it modifies.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
    }
}
