import Foundation

/// The one stack algorithm behind `HStackLayout` and `VStackLayout`, parameterised by axis
/// (`swiftui-layout` §3).
///
/// Proposes: with a `nil` major proposal, `nil` on the major axis to every child (ideal sizes);
/// otherwise an even share of what is left, least flexible child first, highest priority group
/// first. Every child gets the stack's minor proposal.
/// Reports: major = Σ child majors + Σ gaps (it may overflow the proposal); minor = the extent of
/// the children aligned on the minor guide.
struct StackLayout {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// Sizes and minor offsets of the children for one proposal.
    struct Solution {
        var majors: [CGFloat]
        var sizes: [CGSize]
        var proposals: [ProposedViewSize]
        var gaps: [CGFloat]
        var minorOrigins: [CGFloat]
        var size: CGSize
    }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        var result = [CGFloat](repeating: 0, count: subviews.count)
        guard subviews.count > 1 else { return result }
        for i in 1..<subviews.count {
            if let spacing { result[i] = Sanitize.finiteOrZero(spacing) } else {
                result[i] = subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: axis)
            }
        }
        return result
    }

    func proposal(major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(major: major, minor: minor, axis: axis)
    }

    func solve(_ p: ProposedViewSize, subviews: LayoutSubviews) -> Solution {
        let n = subviews.count
        let gaps = gaps(subviews)
        let minorP = p[axis.other]
        var sizes = [CGSize](repeating: .zero, count: n)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)

        if let majorP = p[axis] {
            // §3.4: flexibility, priorities, even shares of what is left.
            var minLen = [CGFloat](repeating: 0, count: n), maxLen = minLen
            var prio = [Double](repeating: 0, count: n)
            for i in 0..<n {
                minLen[i] = subviews[i].sizeThatFits(proposal(major: 0, minor: minorP))[axis]
                maxLen[i] = subviews[i].sizeThatFits(proposal(major: .infinity, minor: minorP))[axis]
                prio[i] = subviews[i].priority
            }
            let order = flexibilityOrder(minLen: minLen, maxLen: maxLen, priority: prio)
            var available = majorP - gaps.reduce(0, +)
            var start = 0
            // Reserve the minimum lengths of every group after the first.
            if let firstPrio = order.first.map({ prio[$0] }) {
                for i in order where prio[i] != firstPrio { available -= minLen[i] }
            }
            while start < order.count {
                var end = start
                while end < order.count && prio[order[end]] == prio[order[start]] { end += 1 }
                if start > 0 { for k in start..<end { available += minLen[order[k]] } }
                var remaining = end - start
                for k in start..<end {
                    let i = order[k]
                    let offer = Swift.max(available / CGFloat(remaining), 0)
                    proposals[i] = proposal(major: offer, minor: minorP)
                    sizes[i] = subviews[i].sizeThatFits(proposals[i])
                    if !sizes[i][axis].isNaN { available -= sizes[i][axis] }
                    remaining -= 1
                }
                start = end
            }
        } else {
            // §3.3: ideal sizes, no priorities.
            for i in 0..<n {
                proposals[i] = proposal(major: nil, minor: minorP)
                sizes[i] = subviews[i].sizeThatFits(proposals[i])
            }
        }

        // §3.5: minor axis extent of the aligned children.
        var minorOrigins = [CGFloat](repeating: 0, count: n)
        var low: CGFloat = 0, high: CGFloat = 0
        for i in 0..<n {
            let origin = -subviews[i].node.alignmentValue(alignment, size: sizes[i], proposal: proposals[i])
            minorOrigins[i] = origin
            low = Swift.min(low, origin)
            high = Swift.max(high, origin + sizes[i][axis.other])
        }
        for i in 0..<n { minorOrigins[i] -= low }
        let major = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        return Solution(
            majors: sizes.map { $0[axis] }, sizes: sizes, proposals: proposals, gaps: gaps, minorOrigins: minorOrigins,
            size: CGSize(major: major, minor: n == 0 ? 0 : high - low, axis: axis))
    }

    /// Children sorted by priority (descending), then by flexibility (ascending); stable.
    func flexibilityOrder(minLen: [CGFloat], maxLen: [CGFloat], priority: [Double]) -> [Int] {
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if priority[a] != priority[b] { return priority[a] > priority[b] }
            let da = maxLen[a] - minLen[a], db = maxLen[b] - minLen[b]
            if da != db { return da < db }
            let ea = da == .infinity ? -minLen[a] : 0, eb = db == .infinity ? -minLen[b] : 0
            return ea < eb
        }
        // Stable insertion sort, as SwiftUI uses for small stacks.
        var order = Array(0..<minLen.count)
        for i in 1..<Swift.max(order.count, 1) {
            let item = order[i]
            var j = i - 1
            while j >= 0 && precedes(item, order[j]) {
                order[j + 1] = order[j]
                j -= 1
            }
            order[j + 1] = item
        }
        return order
    }

    func sizeThatFits(_ p: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        solve(p, subviews: subviews).size
    }

    /// §3.6: re-solve with the minor proposal filled by the stack's own size, then place in order.
    func place(in bounds: CGRect, proposal p: ProposedViewSize, subviews: LayoutSubviews) {
        let placing = proposal(major: p[axis], minor: p[axis.other] ?? bounds.size[axis.other])
        let s = solve(placing, subviews: subviews)
        var major = axis == .horizontal ? bounds.minX : bounds.minY
        let minorBase = axis == .horizontal ? bounds.minY : bounds.minX
        for i in 0..<subviews.count {
            major += s.gaps[i]
            let childProposal = s.proposals[i]
            var origin = CGPoint.zero
            origin[axis] = major
            origin[axis.other] = minorBase + s.minorOrigins[i]
            subviews[i].place(at: origin, anchor: .topLeading, proposal: childProposal)
            major += s.majors[i]
        }
    }

    /// §3.2 table: the union of the first child's leading edge, the last child's trailing edge,
    /// and every child's cross-axis edges.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
        let (leadEdge, trailEdge): (Edge.Set, Edge.Set) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let cross: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var s = ViewSpacing(entries: [:])
        s.formUnion(first.spacing, edges: leadEdge)
        s.formUnion(last.spacing, edges: trailEdge)
        for v in subviews { s.formUnion(v.spacing, edges: cross) }
        return s
    }
}
