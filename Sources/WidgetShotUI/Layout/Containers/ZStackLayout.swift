import Foundation

/// The layout of `ZStack` (`swiftui-layout` §4).
///
/// Proposes: its own proposal to the highest-priority children when sizing, its final size to
/// every child when placing. Reports: the largest width and height among the highest-priority
/// children (the max of sizes, as OpenSwiftUI does; with custom guides this can differ from the
/// union of aligned frames — our documented choice for [U] 4). Empty: 0×0.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    private func topPriority(_ subviews: Subviews) -> Double { subviews.map(\.priority).max() ?? 0 }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let top = topPriority(subviews)
        var size = CGSize.zero
        for s in subviews where s.priority == top {
            let c = s.sizeThatFits(proposal)
            size.width = max(size.width, c.width)
            size.height = max(size.height, c.height)
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = ProposedViewSize(bounds.size), top = topPriority(subviews)
        let dims = subviews.map { $0.dimensions(in: p) }
        var ax: CGFloat = -.infinity, ay: CGFloat = -.infinity
        for (i, s) in subviews.enumerated() where s.priority == top {
            ax = max(ax, dims[i][alignment.horizontal])
            ay = max(ay, dims[i][alignment.vertical])
        }
        for (i, s) in subviews.enumerated() {
            let origin = CGPoint(x: bounds.minX + ax - dims[i][alignment.horizontal], y: bounds.minY + ay - dims[i][alignment.vertical])
            s.place(at: origin, anchor: .topLeading, proposal: p)
        }
    }
}
