import Foundation
import Testing
@testable import WidgetShotUI

/// Issue 21 (layout-14): the layout core's cheaper per-node paths give what the general ones gave —
/// identities written as strings when resolved (not printed from an `AnyHashable` per node), a
/// size cache with eight answers inline, layout behaviours shared between nodes instead of copied
/// per node, stacks asking their nodes directly and reusing their last flexibility order.
@Suite struct LayoutFourteenLayoutCoreTests {
    private struct Tag: Hashable, CustomStringConvertible {
        var n: Int
        var description: String { "tag-\(n)" }
    }

    private enum Kind: Hashable { case song, album(Int) }

    private struct Item: Identifiable {
        var id: UUID
    }

    @Test("an identity is written as the placed tree wrote its AnyHashable's base")
    func idStringMatchesAnyHashable() {
        func check<ID: Hashable>(_ id: ID, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(LayoutEngine.idString(id) == "\(AnyHashable(id).base)", sourceLocation: sourceLocation)
        }
        check(0)
        check(-42)
        check(Int.max)
        check("row-7")
        check("")
        check(Int8(-3))
        check(UInt(9))
        check(2.5)
        check(Tag(n: 4))
        check(Kind.song)
        check(Kind.album(2))
        check(AnyHashable(5))
        check(AnyHashable("x"))
        check(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
        #expect(LayoutEngine.idString(12) == "12")
        #expect(LayoutEngine.idString(Tag(n: 1)) == "tag-1")
    }

    @Test("ForEach element ids and .id(_:) reach the placed tree; an inner .id wins")
    func explicitIDsInPlacedTree() throws {
        let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let view = VStack(spacing: 0) {
            ForEach(0..<3) { i in Color.red.frame(width: 10, height: 10).accessibilityIdentifier("int-\(i)") }
            ForEach(["a", "b"], id: \.self) { s in Color.red.frame(width: 10, height: 10).accessibilityIdentifier("str-\(s)") }
            ForEach([Tag(n: 1)], id: \.self) { _ in Color.red.frame(width: 10, height: 10).accessibilityIdentifier("tag") }
            ForEach([Item(id: uuid)]) { _ in Color.red.frame(width: 10, height: 10).accessibilityIdentifier("uuid") }
            ForEach(0..<1) { _ in Color.red.frame(width: 10, height: 10).id("inner").accessibilityIdentifier("inner") }
            Color.red.frame(width: 10, height: 10).id(Kind.album(3)).accessibilityIdentifier("kind")
        }
        let tree = try LayoutEngine().layout(view, in: CGSize(width: 100, height: 200))
        #expect(tree.node("int-0")?.explicitID == "0")
        #expect(tree.node("int-2")?.explicitID == "2")
        #expect(tree.node("str-b")?.explicitID == "b")
        #expect(tree.node("tag")?.explicitID == "tag-1")
        #expect(tree.node("uuid")?.explicitID == "\(uuid)")
        #expect(tree.node("inner")?.explicitID == "inner")
        #expect(tree.node("kind")?.explicitID == "album(3)")
        // The JSON geometry carries them too.
        #expect(tree.jsonString().contains("\"explicitID\" : \"tag-1\""))
    }

    @Test("the size cache answers every proposal it was given, past its eight inline slots")
    func sizeCacheOverflow() {
        var cache = SizeCache()
        // Empty slots hold zeros, never read as a stored 0 × 0 answer.
        #expect(cache[ProposedViewSize(width: 0, height: 0)] == nil)
        cache.insert(CGSize(width: 3, height: 3), for: ProposedViewSize(width: 1, height: 1))
        #expect(cache[ProposedViewSize(width: 0, height: 0)] == nil)
        #expect(cache[ProposedViewSize(width: 1, height: 1)] == CGSize(width: 3, height: 3))
        cache = SizeCache()
        var proposals: [ProposedViewSize] = []
        for i in 0..<20 {
            let n = CGFloat(i)
            let height: CGFloat? = i % 3 == 0 ? nil : 7
            proposals.append(i % 5 == 0 ? ProposedViewSize(width: nil, height: n) : ProposedViewSize(width: n, height: height))
        }
        for (i, p) in proposals.enumerated() {
            #expect(cache[p] == nil)
            cache.insert(CGSize(width: i, height: 2 * i), for: p)
        }
        for (i, p) in proposals.enumerated() { #expect(cache[p] == CGSize(width: i, height: 2 * i)) }
        #expect(cache[ProposedViewSize(width: 0, height: 0)] == nil)
        #expect(cache[.unspecified] == nil)
        // −0 and +0 are one proposal.
        cache.insert(CGSize(width: 1, height: 1), for: ProposedViewSize(width: 0, height: 5))
        #expect(cache[ProposedViewSize(width: -0.0, height: 5)] == CGSize(width: 1, height: 1))
    }

    @Test("one modifier value used by several views lays each out on its own")
    func sharedBehaviourPerNode() throws {
        // One `frame` and one `padding` value each (one boxed layout behaviour), in every element.
        let framed = Color.red.frame(width: 20, height: 10)
        let padded = Color.blue.frame(width: 10, height: 10).padding(.leading, 5)
        let view = HStack(spacing: 0) {
            ForEach(0..<3) { i in framed.accessibilityIdentifier("f\(i)") }
            ForEach(0..<2) { i in padded.accessibilityIdentifier("p\(i)") }
        }
        let tree = try LayoutEngine().layout(view, in: CGSize(width: 200, height: 100))
        // 3 × 20 + 2 × 15 = 90 wide, centred: x from 55.
        expectFrame(tree, "f0", 55, 45, 20, 10)
        expectFrame(tree, "f1", 75, 45, 20, 10)
        expectFrame(tree, "f2", 95, 45, 20, 10)
        expectFrame(tree, "p0", 115, 45, 15, 10)
        expectFrame(tree, "p1", 130, 45, 15, 10)
        let rtl = try LayoutEngine().layout(view.environment(\.layoutDirection, .rightToLeft), in: CGSize(width: 200, height: 100))
        expectFrame(rtl, "f0", 125, 45, 20, 10)
        expectFrame(rtl, "p1", 55, 45, 15, 10)
    }

    @Test("stacks size flexible children between rigid ones as before, with alignment guides")
    func stackSolveThroughNodes() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.red.frame(width: 30, height: 30).accessibilityIdentifier("rigid")
            Color.green.frame(minWidth: 10, maxWidth: .infinity).frame(height: 10).accessibilityIdentifier("flex")
            Text("Baseline").accessibilityIdentifier("text")
            Color.blue.frame(width: 20, height: 20).layoutPriority(1).accessibilityIdentifier("prio")
        }
        let tree = try LayoutEngine().layout(view, in: CGSize(width: 200, height: 100))
        let rigid = try #require(tree.frame(of: "rigid")), flex = try #require(tree.frame(of: "flex"))
        let text = try #require(tree.frame(of: "text")), prio = try #require(tree.frame(of: "prio"))
        #expect(rigid.width == 30 && prio.width == 20)
        // The flexible child takes what the rigid ones and the text leave of 200.
        #expect(abs(rigid.width + flex.width + text.width + prio.width - 200) < 1e-9)
        #expect(flex.minX == rigid.maxX && text.minX == flex.maxX && prio.minX == text.maxX)
    }

    @Test("a stack reuses its last flexibility order only for the same flexibilities")
    func flexibilityOrderReuse() {
        // The square's flexibility is the proposed height (0…h wide); the green frame's is 0…50:
        // at height 80 the green child is offered space first, at height 30 the square is.
        func nodes() -> [LayoutNode] {
            let context = ResolveContext(environment: EnvironmentValues(),
                                         services: LayoutServices(textMeasurer: FixedAdvanceTextMeasurer(), imageSizer: ImageHeaderSizer()))
            return Resolver.nodes(Group {
                Color.red.aspectRatio(1, contentMode: .fit)
                Color.green.frame(minWidth: 0, maxWidth: 50)
                Color.blue.frame(width: 10)
            }, context)
        }
        let stack = StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0)
        let shared = LayoutSubviews(nodes: nodes())
        var cache = HStackLayout(spacing: 0).makeCache(subviews: shared)
        for height in [80, 30, 30, 200, 0, 80] as [CGFloat] {
            let p = ProposedViewSize(width: 100, height: height)
            let fresh = LayoutSubviews(nodes: nodes())
            var freshCache = HStackLayout(spacing: 0).makeCache(subviews: fresh)
            let reused = stack.solve(p, subviews: shared, cache: &cache)
            let solved = stack.solve(p, subviews: fresh, cache: &freshCache)
            #expect(reused.children.map { $0.size } == solved.children.map { $0.size }, "height \(height)")
            #expect(reused.size == solved.size)
        }
        // At height 30 the square (30 wide at most) goes first and the green frame gets its 50.
        var c = HStackLayout(spacing: 0).makeCache(subviews: shared)
        _ = stack.solve(ProposedViewSize(width: 100, height: 80), subviews: shared, cache: &c)
        let at30 = stack.solve(ProposedViewSize(width: 100, height: 30), subviews: shared, cache: &c)
        #expect(at30.children.map { $0.size.width } == [30, 50, 10])
    }
}
