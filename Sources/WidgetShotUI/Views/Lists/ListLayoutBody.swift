import Foundation

/// How a `List` or `Form` is drawn: its rows grouped in sections (rows outside any section
/// form one of their own), stacked from the top of the space the list fills.
///
/// Measurements (points) are UIKit's table defaults, which SwiftUI's lists use on iOS; Apple
/// publishes no figures for SwiftUI itself, so they are estimates: rows at least 44 high
/// (`UITableView`'s default `rowHeight`, the HIG's minimum hit target), content inset 20 from
/// the card's edges, cards inset 16 from the list's edges with a 10-point continuous corner
/// (`.insetGrouped`), 35 between sections (grouped tables' standard section spacing), headers
/// and footers in the footnote style and secondary colour (headers upper-cased, as
/// inset-grouped headers are), hairline separators from the row's text to the card's edge.
struct ListLayoutBody: View {
    let content: any View
    let defaultLook: ListLook
    @Environment(\.listLook) private var chosenLook
    @Environment(\.displayScale) private var displayScale
    @Environment(\.navigationBarInset) private var barInset
    @Environment(\.scrollContentBackground) private var backgroundVisibility

    enum Metrics {
        static let rowMinHeight: CGFloat = 44
        static let rowVerticalPadding: CGFloat = 11
        static let rowInset: CGFloat = 20
        static let cardInset: CGFloat = 16
        static let cornerRadius: CGFloat = 10
        static let sectionSpacing: CGFloat = 35
        static let headerGap: CGFloat = 7
    }

    struct Group {
        var header: (any View)?
        var rows: [any View]
        var footer: (any View)?
    }

    /// The sections of the content, in order; consecutive rows outside sections share one.
    static func groups(of content: any View) -> [Group] {
        var result: [Group] = []
        var loose: [any View] = []
        for child in _ViewList.children(of: content) ?? [content] {
            if let section = child as? any ListSectionProviding {
                if !loose.isEmpty { result.append(Group(rows: loose)); loose = [] }
                result.append(Group(header: section.sectionHeader, rows: section.sectionRows, footer: section.sectionFooter))
            } else {
                loose.append(child)
            }
        }
        if !loose.isEmpty { result.append(Group(rows: loose)) }
        return result
    }

    var body: some View {
        let look = chosenLook ?? defaultLook
        let groups = Self.groups(of: content)
        let grouped = look == .insetGrouped || look == .grouped
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<groups.count, id: \.self) { index in
                sectionView(groups[index], look: look)
                    .padding(.top, index == 0 ? (grouped ? Metrics.sectionSpacing / 2 : 0) : (grouped ? Metrics.sectionSpacing : 0))
            }
        }
        .padding(.top, barInset)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(backgroundVisibility == .hidden ? Color.clear : grouped ? ListColors.groupedBackground : ListColors.plainBackground)
        .environment(\.listLook, nil)
        .environment(\.scrollContentBackground, .automatic)
        .environment(\.navigationBarInset, 0)
        .preference(key: ExtendsUnderNavigationBarKey.self, value: true)
    }

    private func sectionView(_ group: Group, look: ListLook) -> some View {
        let cardInset = look == .insetGrouped || look == .inset ? Metrics.cardInset : 0
        return VStack(alignment: .leading, spacing: 0) {
            if let header = group.header {
                AnyView(erasing: header)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .textCase(look == .insetGrouped || look == .grouped ? .uppercase : nil)
                    .padding(.horizontal, cardInset + Metrics.rowInset)
                    .padding(.bottom, Metrics.headerGap)
            }
            card(group.rows, look: look)
                .padding(.horizontal, cardInset)
            if let footer = group.footer {
                AnyView(erasing: footer)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, cardInset + Metrics.rowInset)
                    .padding(.top, Metrics.headerGap)
            }
        }
    }

    private func card(_ rows: [any View], look: ListLook) -> some View {
        let hairline = 1 / max(displayScale, 1)
        let cellBackground = look == .insetGrouped || look == .grouped ? ListColors.cellBackground : ListColors.plainBackground
        let stack = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows.count, id: \.self) { index in
                // The cell reads the row's `listRowInsets`/`listRowBackground` (ListRowTraits):
                // each row has its own background (under its separator), which the row may replace.
                AnyView(erasing: rows[index])
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .modifier(ListRowCell(
                        defaultInsets: EdgeInsets(top: Metrics.rowVerticalPadding, leading: Metrics.rowInset,
                                                  bottom: Metrics.rowVerticalPadding, trailing: Metrics.rowInset),
                        minHeight: Metrics.rowMinHeight, background: cellBackground,
                        separator: index > 0 ? (height: hairline, leading: Metrics.rowInset) : nil))
            }
        }
        let cornerRadius = look == .insetGrouped ? Metrics.cornerRadius : 0
        return stack.clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}

/// UIKit's grouped-table colours (UIColor.systemGroupedBackground, secondarySystemGroupedBackground,
/// systemBackground: Apple's published values, the same as WidgetShotUIKit's).
enum ListColors {
    static let groupedBackground = Color(provider: ColorProvider(name: "systemGroupedBackground") { env in
        env.colorScheme == .dark ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    })
    static let cellBackground = Color(provider: ColorProvider(name: "secondarySystemGroupedBackground") { env in
        env.colorScheme == .dark ? RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255) : RGBA(red: 1, green: 1, blue: 1)
    })
    static let plainBackground = Color(provider: ColorProvider(name: "systemBackground") { env in
        env.colorScheme == .dark ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 1, green: 1, blue: 1)
    })
}
