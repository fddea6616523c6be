import Foundation

/// A vertical stack that creates its rows as they scroll into view — SwiftUI's `LazyVStack`.
/// A still render creates every row. Unlike `VStack`, a lazy stack takes the full width it is
/// offered (its rows are aligned in it by `alignment`), as on iOS. Pinned section headers and
/// footers stay where they are at rest (at the top of their section).
///
/// ```swift
/// ScrollView { LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) { … } }
/// ```
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A horizontal stack that creates its columns as they scroll into view — SwiftUI's
/// `LazyHStack`: every column in a render; it takes the full height it is offered.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
