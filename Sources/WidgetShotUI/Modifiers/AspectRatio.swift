import Foundation

/// How content fills a frame of another aspect ratio.
public enum ContentMode: Hashable, Sendable { case fit, fill }

/// `.aspectRatio(_:contentMode:)` (`swiftui-layout` §9.2).
///
/// With a `(nil, nil)` proposal the child gets `(nil, nil)`. Otherwise the ratio `(r, 1)` (or the
/// child's ideal size when `r` is nil) is scaled by `P.w / ratio.w` and `P.h / ratio.h` (∞ for a
/// nil axis), the min for `.fit`, the max for `.fill`, and the child is proposed the result and
/// centred. A zero or non-finite ratio proposes the original proposal unchanged.
struct AspectRatioLayout: UnaryLayoutBehavior {
    let ratio: CGFloat?
    let mode: ContentMode
    var kind: String { "aspectRatio" }

    func childProposal(_ p: ProposedViewSize, child: LayoutNode) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        let r = ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return p }
        let sx = p.width.map { $0 / r.width } ?? .infinity
        let sy = p.height.map { $0 / r.height } ?? .infinity
        var scale = mode == .fit ? min(sx, sy) : max(sx, sy)
        if mode == .fill && (p.width == nil || p.height == nil) { scale = .infinity }
        return ProposedViewSize(width: r.width * scale, height: r.height * scale)
    }

    func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize {
        guard let child = children.first else { return .zero }
        return child.sizeThatFits(childProposal(p, child: child))
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutNode) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let cp = childProposal(proposal, child: child), s = child.sizeThatFits(cp)
        return (CGPoint(x: (bounds.width - s.width) / 2, y: (bounds.height - s.height) / 2), cp)
    }
}

extension View {
    /// Constrains this view to an aspect ratio (width ÷ height), or to its own ideal ratio when nil.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let r = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return modifier(LayoutModifierBox(AspectRatioLayout(ratio: r, mode: contentMode)))
    }
    /// Constrains this view to the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    /// Scales this view to fit its parent, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// Scales this view to fill its parent, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
