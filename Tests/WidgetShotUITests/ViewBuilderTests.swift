import Foundation
import Testing
@testable import WidgetShotUI

private struct Song: Identifiable {
    let id: Int
    let title: String
}

private enum Mode { case compact, full, hidden }

/// A view whose body uses every `@ViewBuilder` construct.
private struct Builder: View {
    var showBadge: Bool
    var subtitle: String?
    var mode: Mode
    var body: some View {
        VStack(spacing: 0) {
            if showBadge { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("badge") }
            if let subtitle { Text(subtitle).accessibilityIdentifier("subtitle") } else { Color.blue.frame(width: 5, height: 5).accessibilityIdentifier("none") }
            switch mode {
            case .compact: Color.green.frame(width: 1, height: 1).accessibilityIdentifier("compact")
            case .full: Color.green.frame(width: 2, height: 2).accessibilityIdentifier("full")
            case .hidden: EmptyView()
            }
        }
    }
}

@Suite struct ViewBuilderTests {
    @Test("if, if-let/else and switch choose the written branch")
    func branches() throws {
        let a = try place(Builder(showBadge: true, subtitle: "x", mode: .full), 100, 100)
        #expect(a.node("badge") != nil && a.node("subtitle") != nil && a.node("full") != nil)
        #expect(a.node("none") == nil && a.node("compact") == nil)
        let b = try place(Builder(showBadge: false, subtitle: nil, mode: .hidden), 100, 100)
        #expect(b.node("badge") == nil && b.node("subtitle") == nil && b.node("none") != nil)
        // The hidden branch is EmptyView: the stack holds only the 5×5 colour frame.
        #expect(b.root?.kind == "VStack" && b.root?.children.count == 1)
    }

    @Test("ForEach over a range, Identifiable data and an id key path flattens into the stack")
    func forEach() throws {
        let songs = [Song(id: 7, title: "A"), Song(id: 9, title: "B")]
        let view = HStack(spacing: 1) {
            ForEach(0..<3) { i in Color.red.frame(width: 10, height: 10).accessibilityIdentifier("r\(i)") }
            ForEach(songs) { s in Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("s\(s.id)") }
            ForEach(["x", "y"], id: \.self) { n in Color.green.frame(width: 10, height: 10).accessibilityIdentifier(n) }
        }
        let tree = try place(view, 200, 10)
        // 7 children × 10 + 6 gaps × 1 = 76 wide, centred: x = (200 − 76)/2 = 62.
        #expect(tree.root?.children.count == 7)
        expectRect(tree.frame(of: "r0"), 62, 0, 10, 10)
        expectRect(tree.frame(of: "s9"), 62 + 4 * 11, 0, 10, 10)
        expectRect(tree.frame(of: "y"), 62 + 6 * 11, 0, 10, 10)
        #expect(tree.allNodes.first { $0.identifier == "s7" }?.explicitID == "7")
    }

    @Test("Group, AnyView and TupleView contribute their children, not a container")
    func transparentContainers() throws {
        let view = HStack(spacing: 0) {
            Group { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }
            AnyView(Color.blue.frame(width: 10, height: 10))
            Optional<Color>.none
        }
        let tree = try place(view, 30, 10)
        #expect(tree.root?.children.count == 3)
        #expect(tree.root?.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test("several root views are combined by an implicit VStack")
    func implicitRoot() throws {
        struct TwoViews: View {
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
        }
        let tree = try place(TwoViews(), 100, 100)
        // VStack of 10 + 8 + 10 = 28 high, 20 wide, centred: (40, 36).
        #expect(tree.root?.kind == "VStack")
        expectRect(tree.root?.frame, 40, 36, 20, 28)
    }

    @Test("modifiers on a Group apply to each member, layout modifiers included")
    func groupModifiers() throws {
        let view = HStack(spacing: 0) {
            Group { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }.opacity(0.5)
        }
        let tree = try place(view, 20, 10)
        #expect(tree.root?.children.count == 2)
        #expect(tree.root?.children.allSatisfy { $0.effects.count == 1 } == true)
        // Two padded 12×12 views in the root VStack: 12 + 8 + 12 = 32 high.
        let padded = try place(Group { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }.padding(1), 100, 100)
        #expect(padded.root?.kind == "VStack" && padded.root?.children.map(\.kind) == ["padding", "padding"])
        expectRect(padded.root?.frame, 44, 34, 12, 32)
        // In an HStack, a frame on a ForEach frames every element: 3 × 20 = 60 wide.
        let row = try place(HStack(spacing: 0) { ForEach(0..<3) { _ in Color.red }.frame(width: 20, height: 20) }, 100, 100)
        expectRect(row.root?.frame, 20, 40, 60, 20)
    }

    @Test("a custom ViewModifier's body wraps the content it is given")
    func customModifier() throws {
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding(5).background(Color.white) }
        }
        let tree = try place(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c").modifier(Card()), 100, 100)
        expectRect(tree.root?.frame, 40, 40, 20, 20)
        expectRect(tree.frame(of: "c"), 45, 45, 10, 10)
    }
}
