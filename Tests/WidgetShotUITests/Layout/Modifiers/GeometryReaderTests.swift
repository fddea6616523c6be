import Foundation
import Testing
@testable import WidgetShotUI

/// `GeometryReader`, `swiftui-layout.md` §2.3. Canvas 200×100.
@Suite struct GeometryReaderTests {
    @Test("a root GeometryReader takes the whole canvas and puts its child top-leading")
    func rootReaderFillsCanvas() throws {
        // Reader = proposal 200×100 at (0, 0); child 10×10 at the reader's origin.
        let view = GeometryReader { _ in Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c") }
            .accessibilityIdentifier("g")
        let tree = try place(view, 200, 100)
        expectFrame(tree, "g", 0, 0, 200, 100)
        expectFrame(tree, "c", 0, 0, 10, 10)
    }

    @Test("a GeometryReader in a frame places its child at the frame's top-left corner")
    func readerInFrame() throws {
        // Frame 100×50 at (50, 25); reader 100×50 there; child at (50, 25).
        let view = GeometryReader { _ in Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c") }
            .accessibilityIdentifier("g").frame(width: 100, height: 50)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "g", 50, 25, 100, 50)
        expectFrame(tree, "c", 50, 25, 10, 10)
    }

    @Test("content built from proxy.size uses the reader's size")
    func contentFromProxySize() throws {
        // Frame 120×80 at (40, 10). Child = (120/2, 80/4) = 60×20 at (40, 10).
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).accessibilityIdentifier("c")
        }.frame(width: 120, height: 80)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "c", 40, 10, 60, 20)
    }

    @Test("several children of a GeometryReader all sit at its origin, not stacked")
    func severalChildrenNotStacked() throws {
        // Frame 100×50 at (50, 25): both children at (50, 25).
        let view = GeometryReader { _ in
            Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 10, height: 30).accessibilityIdentifier("b")
        }.frame(width: 100, height: 50)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "a", 50, 25, 30, 10)
        expectFrame(tree, "b", 50, 25, 10, 30)
    }

    @Test("a flexible child fills the GeometryReader")
    func flexibleChildFillsReader() throws {
        // Reader 100×50 at (50, 25) proposes 100×50 to the Color.
        let view = GeometryReader { _ in Color.red.accessibilityIdentifier("c") }.frame(width: 100, height: 50)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "c", 50, 25, 100, 50)
    }

    @Test("a GeometryReader under fixedSize is 0×0, not 10×10")
    func nilProposalGivesZero() throws {
        // nil → 0 on both axes: 0×0 centred at (100, 50). The Color is proposed 0×0.
        let view = GeometryReader { _ in Color.red.accessibilityIdentifier("c") }.accessibilityIdentifier("g").fixedSize()
        let tree = try place(view, 200, 100)
        expectFrame(tree, "g", 100, 50, 0, 0)
        expectFrame(tree, "c", 100, 50, 0, 0)
    }

    @Test("a child larger than the GeometryReader overflows to the right and bottom")
    func childOverflowsFromTopLeading() throws {
        // Reader 100×50 at (50, 25); child 300×80 starts at the reader's origin.
        let view = GeometryReader { _ in Color.red.frame(width: 300, height: 80).accessibilityIdentifier("c") }
            .frame(width: 100, height: 50)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "c", 50, 25, 300, 80)
    }
}
