import Foundation
import Testing
@testable import WidgetShotUI

/// Issue 21 (layout-16): a node's rarely set fields live out of line (`NodeExtras`, copied on
/// write) and the placed tree shares its layout node's box; a subtree without explicit guides
/// answers its alignment without asking its behaviour; a stack remembers its last solutions;
/// environment reads walk the value list without retaining it.
@Suite struct LayoutSixteenNodeStorageTests {
    @Test("a node without rare fields has no box; reading them gives the defaults")
    func emptyExtras() {
        var extras = NodeExtras()
        #expect(extras.isEmpty)
        #expect(extras.effects.isEmpty)
        #expect(extras.identifier == nil)
        #expect(extras.zIndex == 0)
        #expect(extras.link == nil)
        #expect(extras.widgetURL == nil)
        #expect(extras.intentAction == nil)
        #expect(extras.unsupportedReason == nil)
        #expect(extras.accessibility.isEmpty)
        #expect(extras.layoutValues.isEmpty)
        #expect(extras.preferenceWriters.isEmpty)
        // Writing a default where nothing is set makes no box.
        extras.identifier = nil
        extras.zIndex = 0
        extras.link = nil
        extras.unsupportedReason = nil
        extras.effects += []
        extras.accessibility.removeAll()
        extras.preferenceWriters.append(contentsOf: [])
        #expect(extras.isEmpty)
        extras.zIndex = 2
        #expect(!extras.isEmpty)
        #expect(extras.zIndex == 2)
    }

    @Test("copies of extras are independent: a write copies the shared box first")
    func copyOnWrite() {
        var a = NodeExtras()
        a.identifier = "a"
        a.effects.append(.opacity(0.5))
        a.accessibility["label"] = "Alpha"
        var b = a
        b.identifier = "b"
        b.effects.append(.hidden)
        b.accessibility["label"] = "Beta"
        b.zIndex = 3
        #expect(a.identifier == "a")
        #expect(a.effects.count == 1)
        #expect(a.accessibility == ["label": "Alpha"])
        #expect(a.zIndex == 0)
        #expect(b.identifier == "b")
        #expect(b.effects.count == 2)
        #expect(b.accessibility == ["label": "Beta"])
        #expect(b.zIndex == 3)
        // In place when not shared: the same answers after many writes.
        for i in 0..<10 { a.accessibility["k\(i)"] = "\(i)" }
        #expect(a.accessibility.count == 11)
        #expect(b.accessibility.count == 1)
    }

    @Test("the rare fields set by modifiers reach the placed tree")
    func modifiersReachPlacedTree() throws {
        let url = URL(string: "widgetshot://row/1")!
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
                .opacity(0.5)
                .zIndex(2)
                .accessibilityLabel("Red square")
                .accessibilityIdentifier("red")
            Link(destination: url) { Text("Open") }
                .accessibilityIdentifier("link")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("plain")
        }
        .widgetURL(url)
        let tree = try LayoutEngine().layout(view, in: CGSize(width: 100, height: 100))
        let red = try #require(tree.node("red"))
        #expect(red.zIndex == 2)
        #expect(red.accessibility["label"] == "Red square")
        #expect(red.effects.contains { if case .opacity(let a) = $0 { return a == 0.5 } else { return false } })
        let link = try #require(tree.node("link"))
        #expect(link.allNodes.contains { $0.link == url })
        #expect(tree.root?.allNodes.contains { $0.widgetURL == url } == true)
        let plain = try #require(tree.node("plain"))
        #expect(plain.zIndex == 0)
        #expect(plain.effects.isEmpty)
        #expect(plain.link == nil)
        #expect(plain.accessibility.isEmpty)
        #expect(tree.jsonString().contains("\"label\" : \"Red square\""))
    }

    @Test("changing a placed node changes neither its copies nor another layout's nodes")
    func placedNodesIndependent() throws {
        let view = Color.red.frame(width: 10, height: 10).opacity(0.5).accessibilityIdentifier("red")
        let tree = try LayoutEngine().layout(view, in: CGSize(width: 50, height: 50))
        var node = try #require(tree.node("red"))
        let copy = node
        node.identifier = "changed"
        node.effects.removeAll()
        node.accessibility["hint"] = "Tap"
        #expect(copy.identifier == "red")
        #expect(copy.effects.count == 1)
        #expect(copy.accessibility["hint"] == nil)
        #expect(tree.node("red")?.effects.count == 1)
        let again = try LayoutEngine().layout(view, in: CGSize(width: 50, height: 50))
        #expect(again.node("red")?.effects.count == 1)
        #expect(again.node("changed") == nil)
    }

    @Test("alignment with and without explicit guides: stacks place as before")
    func guidesFastPath() throws {
        // No explicit guides anywhere: centred by the default guide.
        let plain = HStack(alignment: .center, spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("small")
        }
        let a = try LayoutEngine().layout(plain, in: CGSize(width: 20, height: 30))
        #expect(a.frame(of: "small") == CGRect(x: 10, y: 10, width: 10, height: 10))
        // An explicit guide two levels down still moves its view.
        let guided = HStack(alignment: .center, spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            Color.blue.frame(width: 10, height: 10)
                .alignmentGuide(VerticalAlignment.center) { _ in 0 }
                .padding(0)
                .accessibilityIdentifier("small")
        }
        let b = try LayoutEngine().layout(guided, in: CGSize(width: 20, height: 40))
        let small = try #require(b.frame(of: "small"))
        let red = try #require(b.root?.children.first?.frame)
        #expect(small.minY == red.midY)
        let node = LayoutNode(PaddingLayout(insets: EdgeInsets()), children: [LayoutNode(PaddingLayout(insets: EdgeInsets()))])
        #expect(node.setsNoGuides)
    }

    private func proposedWidths(_ s: StackLayout.Solution) -> [UInt64?] {
        var result: [UInt64?] = []
        for child in s.children { result.append(child.proposal.width.map { Double($0).bitPattern }) }
        return result
    }

    @Test("a stack's remembered solutions are the solutions it would compute, per proposal")
    func rememberedSolutions() {
        func nodes() -> [LayoutNode] {
            let context = ResolveContext(environment: EnvironmentValues(),
                                         services: LayoutServices(textMeasurer: FixedAdvanceTextMeasurer(), imageSizer: ImageHeaderSizer()))
            return Resolver.nodes(Group {
                Color.red.aspectRatio(1, contentMode: .fit)
                Color.green.frame(minWidth: 0, maxWidth: 50)
                Text("Hello world").lineLimit(1)
                Color.blue.frame(width: 10)
            }, context)
        }
        let stack = StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0)
        let shared = LayoutSubviews(nodes: nodes())
        var cache = HStackLayout(spacing: 0).makeCache(subviews: shared)
        // Repeats, more proposals than are remembered, −0 beside +0 and unspecified axes.
        let proposals: [ProposedViewSize] = [
            ProposedViewSize(width: 100, height: 80), ProposedViewSize(width: 100, height: 30), ProposedViewSize(width: 100, height: 80),
            ProposedViewSize(width: 60, height: 30), ProposedViewSize(width: 0, height: 30), ProposedViewSize(width: -0.0, height: 30),
            ProposedViewSize(width: nil, height: 30), ProposedViewSize(width: 100, height: nil), ProposedViewSize(width: 100, height: 80),
            .unspecified, ProposedViewSize(width: 60, height: 30),
        ]
        for p in proposals {
            let fresh = LayoutSubviews(nodes: nodes())
            var freshCache = HStackLayout(spacing: 0).makeCache(subviews: fresh)
            let remembered = stack.solution(p, subviews: shared, cache: &cache)
            let solved = stack.solve(p, subviews: fresh, cache: &freshCache)
            #expect(remembered.children.map(\.size) == solved.children.map(\.size), "\(p)")
            #expect(remembered.children.map(\.minorOrigin) == solved.children.map(\.minorOrigin), "\(p)")
            #expect(proposedWidths(remembered) == proposedWidths(solved), "\(p)")
            #expect(remembered.size == solved.size, "\(p)")
        }
        #expect(cache.solutions.count == 3)
        // Sized, then placed for another proposal: the placement follows the new proposal.
        let view = HStack(spacing: 0) {
            Color.green.frame(minWidth: 0, maxWidth: 50).accessibilityIdentifier("green")
            Color.blue.frame(width: 10)
        }
        let wide = try? LayoutEngine().layout(view, in: CGSize(width: 200, height: 20))
        let narrow = try? LayoutEngine().layout(view, in: CGSize(width: 30, height: 20))
        #expect(wide?.frame(of: "green")?.width == 50)
        #expect(narrow?.frame(of: "green")?.width == 20)
    }

    @Test("environment reads find the newest value of each key, defaults for the rest")
    func environmentReads() {
        var env = EnvironmentValues()
        #expect(env.layoutDirection == .leftToRight)
        #expect(env.lineLimit == nil)
        env.lineLimit = 2
        env.layoutDirection = .rightToLeft
        env.lineLimit = 3
        var copy = env
        copy.lineLimit = 4
        #expect(env.lineLimit == 3)
        #expect(env.layoutDirection == .rightToLeft)
        #expect(copy.lineLimit == 4)
        #expect(copy.layoutDirection == .rightToLeft)
        #expect(EnvironmentValues().lineLimit == nil)
    }

    private struct UnknownGuides: LayoutBehavior {
        var kind: String { "unknown" }
        func sizeThatFits(_ p: ProposedViewSize, children: [LayoutNode]) -> CGSize { .zero }
        func explicitGuides(children: [LayoutNode]) -> Set<AlignmentKey>? { nil }
    }

    @Test("a subtree's explicit guides are found without hashing: none, one, two, more, unknown")
    func guideCodes() {
        let keys = [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
                    HorizontalAlignment.leading.key, VerticalAlignment.center.key]
        let other = [HorizontalAlignment.center.key, HorizontalAlignment.trailing.key, VerticalAlignment.top.key]
        func guided(_ count: Int) -> LayoutNode {
            var node = LayoutNode(PaddingLayout(insets: EdgeInsets()))
            for key in keys.prefix(count) { node = LayoutNode(AlignmentGuideLayout(key: key, compute: { _ in 0 }), children: [node]) }
            return node
        }
        for count in 0...keys.count {
            let node = guided(count)
            #expect(node.setsNoGuides == (count == 0))
            for (i, key) in keys.enumerated() { #expect(node.mayExplicitlySet(key) == (i < count), "\(count) guides, key \(i)") }
            for key in other { #expect(!node.mayExplicitlySet(key), "\(count) guides") }
        }
        #expect(GuideCodes(nil).count == -1)
        #expect(GuideCodes(Set(keys.prefix(3))).count == -1)
        let unknown = LayoutNode(UnknownGuides())
        #expect(!unknown.setsNoGuides)
        for key in keys + other { #expect(unknown.mayExplicitlySet(key)) }
        // Codes tell keys apart, including a horizontal and a vertical guide.
        let codes = Set((keys + other).map(\.code))
        #expect(codes.count == keys.count + other.count)
    }
}
