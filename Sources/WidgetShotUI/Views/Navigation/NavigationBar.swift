import Foundation

/// The navigation bar a navigation container draws above its root content at rest (iOS 15+:
/// transparent, on the content's background): a 44-point row with the leading and trailing
/// toolbar items (16 points from the edges, body font, tinted) and an inline title (headline,
/// centred); in large mode (a stack root's default) the title below it in the large-title style
/// (34-point bold) in a 52-point row; a search field (36 points high, rounded, tertiary fill)
/// when the content is `.searchable`. Heights are UINavigationBar's (44 and 96 points with a
/// large title, UIKit's published bar metrics); the insets are estimates.
struct NavigationBarView: View {
    let title: Text?
    let large: Bool
    let entries: [ToolbarEntry]
    let searchPrompt: Text?

    enum Metrics {
        static let barHeight: CGFloat = 44
        static let largeTitleHeight: CGFloat = 52
        static let edgeInset: CGFloat = 16
        static let searchFieldHeight: CGFloat = 36
        static let searchBottom: CGFloat = 10
    }

    /// The height the bar takes for these values.
    static func height(title: Text?, large: Bool, searching: Bool) -> CGFloat {
        Metrics.barHeight + (large && title != nil ? Metrics.largeTitleHeight : 0) + (searching ? Metrics.searchFieldHeight + Metrics.searchBottom : 0)
    }

    var body: some View {
        let leading = entries.filter { $0.placement.side == .leading }
        let trailing = entries.filter { $0.placement.side == .trailing }
        let principal = entries.first { $0.placement.side == .principal }
        return VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: Metrics.edgeInset) {
                    ForEach(0..<leading.count, id: \.self) { leading[$0].view }
                    Spacer(minLength: 0)
                    ForEach(0..<trailing.count, id: \.self) { trailing[$0].view }
                }
                .foregroundStyle(.tint)
                .padding(.horizontal, Metrics.edgeInset)
                if let principal {
                    principal.view
                } else if !large, let title {
                    title.font(.headline).lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: Metrics.barHeight)
            if large, let title {
                title.font(.largeTitle.bold()).lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                    .padding(.horizontal, Metrics.edgeInset)
                    .frame(height: Metrics.largeTitleHeight)
            }
            if let searchPrompt {
                HStack(spacing: 6) {
                    Image(systemName: "magnifyingglass")
                    searchPrompt.lineLimit(1)
                }
                .foregroundStyle(.secondary)
                .padding(.horizontal, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(height: Metrics.searchFieldHeight)
                .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(NavigationBarView.searchFill))
                .padding(.horizontal, Metrics.edgeInset)
                .padding(.bottom, Metrics.searchBottom)
            }
        }
    }

    /// UIColor.tertiarySystemFill (Apple's published value: #767680 at 12 % light, 24 % dark).
    static let searchFill = Color(provider: ColorProvider(name: "tertiarySystemFill") { env in
        RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: env.colorScheme == .dark ? 0.24 : 0.12)
    })
}

/// Draws a navigation container: its root content below (or, for a list, under) the bar built
/// from the content's title, toolbar and search preferences.
enum NavigationContainer {
    static func nodes(root: some View, _ context: ResolveContext) -> [LayoutNode] {
        let filled = root.frame(maxWidth: .infinity, maxHeight: .infinity)
        let first = Resolver.nodes(filled, context)
        let title = PreferenceCollector.value(NavigationTitleKey.self, in: first)
        let mode = PreferenceCollector.value(NavigationTitleModeKey.self, in: first) ?? .automatic
        let hidden = PreferenceCollector.value(NavigationBarHiddenKey.self, in: first) ?? false
        let entries = PreferenceCollector.value(ToolbarEntriesKey.self, in: first)
        let search = PreferenceCollector.value(SearchFieldPromptKey.self, in: first)
        let underBar = PreferenceCollector.value(ExtendsUnderNavigationBarKey.self, in: first)
        guard !hidden else { return first }
        let large = mode != .inline
        let bar = NavigationBarView(title: title, large: large, entries: entries, searchPrompt: search)
        let barNodes = Resolver.nodes(bar, context)
        if underBar {
            // A list's background runs under the bar; its sections start below it.
            var inner = context
            inner.environment.navigationBarInset = NavigationBarView.height(title: title, large: large, searching: search != nil)
            let content = Resolver.nodes(filled, inner)
            return [LayoutNode(LayoutAdapter(ZStackLayout(alignment: .top), kind: "NavigationStack"), children: content + barNodes)]
        }
        return [LayoutNode(LayoutAdapter(VStackLayout(alignment: .center, spacing: 0), kind: "NavigationStack"), children: barNodes + first)]
    }
}
