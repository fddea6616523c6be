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

    /// What one child gets for one proposal.
    struct Placement {
        var size: CGSize
        var proposal: ProposedViewSize
        var minorOrigin: CGFloat
    }

    /// Sizes and minor offsets of the children for one proposal.
    struct Solution {
        var children: [Placement]
        var size: CGSize
    }

    /// The gaps before each child (§3.2); the first is 0.
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

    /// A solution kept for its proposal, compared by bit pattern (−0 is not +0, `nil` is not a number).
    struct RememberedSolution {
        var width: UInt64?
        var height: UInt64?
        var solution: Solution

        init(_ p: ProposedViewSize, _ solution: Solution) {
            width = p.width.map { Double($0).bitPattern }
            height = p.height.map { Double($0).bitPattern }
            self.solution = solution
        }

        func isFor(_ p: ProposedViewSize) -> Bool {
            width == p.width.map { Double($0).bitPattern } && height == p.height.map { Double($0).bitPattern }
        }
    }

    /// `solve(p…)`, remembered: a solution depends only on the proposal and the children's answers,
    /// which are fixed for a layout pass (each node caches them), so asking again gives the same
    /// solution without asking every child again.
    func solution(_ p: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) -> Solution {
        if let known = cache.solutions.last(where: { $0.isFor(p) }) { return known.solution }
        let s = solve(p, subviews: subviews, cache: &cache)
        if cache.solutions.count == 3 { cache.solutions.removeFirst() }
        cache.solutions.append(RememberedSolution(p, s))
        return s
    }

    func solve(_ p: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) -> Solution {
        // The nodes asked directly: each `subviews[i]` made a `LayoutSubview` (a retain and a
        // release of the node) for every question of every solve (issue 21). Sizing never goes
        // through a subview's placement recorder, so the answers are the same. Asked unretained:
        // `subviews` holds every node for the whole solve, and reading one out of the array
        // retained and released it at each question (~0.6 M instructions of a 1,000-view layout).
        subviews.nodes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<LayoutNode>.self) { solve(p, nodes: $0, cache: &cache) }
        }
    }

    private func solve(_ p: ProposedViewSize, nodes: UnsafeBufferPointer<Unmanaged<LayoutNode>>, cache: inout StackLayoutCache) -> Solution {
        let gaps = cache.gaps
        let n = nodes.count
        let minorP = p[axis.other]
        let totalGaps = gaps.reduce(0, +)
        var placements = [Placement](repeating: Placement(size: .zero, proposal: .unspecified, minorOrigin: 0), count: n)

        if let majorP = p[axis] {
            // §3.4: flexibility, priorities, even shares of what is left.
            var flex = [Flexibility](repeating: Flexibility(min: 0, max: 0, priority: 0), count: n)
            for i in 0..<n {
                flex[i] = Flexibility(
                    min: nodes[i].sizeThatFits(proposal(major: 0, minor: minorP))[axis],
                    max: nodes[i].sizeThatFits(proposal(major: .infinity, minor: minorP))[axis],
                    priority: nodes[i].layoutPriority)
            }
            // A stack is solved for several proposals, its children mostly as flexible each time:
            // the last order is reused when the flexibilities are the same (the sort compared
            // ~n²/4 pairs each solve, issue 21).
            let order: [Int]
            if let last = cache.lastOrder, last.flex == flex {
                order = last.order
            } else {
                order = flexibilityOrder(flex)
                cache.lastOrder = (flex, order)
            }
            var available = majorP - totalGaps
            // Reserve the minimum lengths of every group after the first.
            if let firstPrio = order.first.map({ flex[$0].priority }) {
                for i in order where flex[i].priority != firstPrio { available -= flex[i].min }
            }
            var start = 0
            while start < order.count {
                var end = start
                while end < order.count && flex[order[end]].priority == flex[order[start]].priority { end += 1 }
                if start > 0 { for k in start..<end { available += flex[order[k]].min } }
                var remaining = end - start
                for k in start..<end {
                    let i = order[k]
                    let offer = Swift.max(available / CGFloat(remaining), 0)
                    placements[i].proposal = proposal(major: offer, minor: minorP)
                    placements[i].size = nodes[i].sizeThatFits(placements[i].proposal)
                    if !placements[i].size[axis].isNaN { available -= placements[i].size[axis] }
                    remaining -= 1
                }
                start = end
            }
        } else {
            // §3.3: ideal sizes, no priorities.
            for i in 0..<n {
                placements[i].proposal = proposal(major: nil, minor: minorP)
                placements[i].size = nodes[i].sizeThatFits(placements[i].proposal)
            }
        }

        // §3.5: minor axis extent of the aligned children.
        var low: CGFloat = 0, high: CGFloat = 0, major = totalGaps
        for i in 0..<n {
            let origin = -nodes[i].alignmentValue(alignment, size: placements[i].size, proposal: placements[i].proposal)
            placements[i].minorOrigin = origin
            low = Swift.min(low, origin)
            high = Swift.max(high, origin + placements[i].size[axis.other])
            major += placements[i].size[axis]
        }
        for i in 0..<n { placements[i].minorOrigin -= low }
        return Solution(children: placements, size: CGSize(major: major, minor: n == 0 ? 0 : high - low, axis: axis))
    }

    struct Flexibility: Equatable {
        var min: CGFloat
        var max: CGFloat
        var priority: Double
    }

    /// Children sorted by priority (descending), then by flexibility (ascending); stable.
    func flexibilityOrder(_ flex: [Flexibility]) -> [Int] {
        func precedes(_ a: Flexibility, _ b: Flexibility) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            let da = a.max - a.min, db = b.max - b.min
            if da != db { return da < db }
            // Among infinitely flexible children, the one with the larger minimum goes first.
            let ea = da == .infinity ? -a.min : 0, eb = db == .infinity ? -b.min : 0
            return ea < eb
        }
        // Stable insertion sort, as SwiftUI uses for small stacks.
        var order = Array(0..<flex.count)
        for i in 1..<Swift.max(order.count, 1) {
            let item = order[i]
            var j = i - 1
            while j >= 0 && precedes(flex[item], flex[order[j]]) {
                order[j + 1] = order[j]
                j -= 1
            }
            order[j + 1] = item
        }
        return order
    }

    func sizeThatFits(_ p: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) -> CGSize {
        solution(p, subviews: subviews, cache: &cache).size
    }

    /// §3.6: re-solve with the minor proposal filled by the stack's own size, then place in order.
    func place(in bounds: CGRect, proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) {
        let placing = proposal(major: p[axis], minor: p[axis.other] ?? bounds.size[axis.other])
        let s = solution(placing, subviews: subviews, cache: &cache)
        let gaps = cache.gaps
        var major = axis == .horizontal ? bounds.minX : bounds.minY
        let minorBase = axis == .horizontal ? bounds.minY : bounds.minX
        for i in 0..<subviews.count {
            major += gaps[i]
            var origin = CGPoint.zero
            origin[axis] = major
            origin[axis.other] = minorBase + s.children[i].minorOrigin
            subviews[i].place(at: origin, anchor: .topLeading, proposal: s.children[i].proposal)
            major += s.children[i].size[axis]
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

/// A stack's child asked without a retain (`StackLayout.solve`): valid while the stack's subviews
/// hold it.
private extension Unmanaged where Instance == LayoutNode {
    @inline(__always)
    func sizeThatFits(_ p: ProposedViewSize) -> CGSize { _withUnsafeGuaranteedRef { $0.sizeThatFits(p) } }

    @inline(__always)
    var layoutPriority: Double { _withUnsafeGuaranteedRef { $0.layoutPriority } }

    @inline(__always)
    func alignmentValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        _withUnsafeGuaranteedRef { $0.alignmentValue(key, size: size, proposal: proposal) }
    }
}
