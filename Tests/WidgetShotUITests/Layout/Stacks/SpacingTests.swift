import Foundation
import Testing
@testable import WidgetShotUI

@Suite struct SpacingTests {
    @Test("explicit spacing 0 puts boxes edge to edge")
    func zeroSpacing() throws {
        let v = HStack(spacing: 0) {
            box(10, 10, "a")
            box(10, 10, "b")
        }
        let tree = try place(v, 100, 100)
        // 20 x 10 at (40, 45)
        expectFrame(tree, "a", 40, 45, 10, 10)
        expectFrame(tree, "b", 50, 45, 10, 10)
    }

    @Test("explicit spacing 20 is used between every pair of children")
    func spacingTwenty() throws {
        let v = HStack(spacing: 20) {
            box(10, 10, "a")
            box(10, 10, "b")
            box(10, 10, "c")
        }
        let tree = try place(v, 100, 100)
        // 3*10 + 2*20 = 70 wide at (15, 45)
        expectFrame(tree, "a", 15, 45, 10, 10)
        expectFrame(tree, "b", 45, 45, 10, 10)
        expectFrame(tree, "c", 75, 45, 10, 10)
    }

    @Test("a padded view is still 8 from a plain neighbour by default")
    func paddedNeighbour() throws {
        let v = HStack {
            box(10, 10, "a")
            Color.blue.frame(width: 10, height: 10).padding(5).accessibilityIdentifier("b")
        }
        let tree = try place(v, 100, 100)
        // b is 20x20; 10 + 8 + 20 = 38 wide, 20 high at (31, 40)
        expectFrame(tree, "a", 31, 45, 10, 10)
        expectFrame(tree, "b", 49, 40, 20, 20)
    }

    @Test("explicit spacing also applies next to a spacer")
    func explicitSpacingBesideSpacer() throws {
        let v = HStack(spacing: 10) {
            box(20, 20, "a")
            Spacer().accessibilityIdentifier("sp")
            box(20, 20, "b")
        }
        let tree = try place(v, 200, 100)
        // avail 200 - 2*10 - 8 = 172: a 20, b 20 -> 132 left; spacer 132 + 8 = 140
        expectFrame(tree, "a", 0, 40, 20, 20)
        expectFrame(tree, "sp", 30, 50, 140, 0)
        expectFrame(tree, "b", 180, 40, 20, 20)
    }

    @Test("negative spacing overlaps neighbours")
    func negativeSpacing() throws {
        let v = HStack(spacing: -10) {
            box(30, 10, "a")
            box(30, 10, "b")
        }
        let tree = try place(v, 100, 100)
        // 30 - 10 + 30 = 50 wide at (25, 45); b at 25 + 30 - 10 = 45
        expectFrame(tree, "a", 25, 45, 30, 10)
        expectFrame(tree, "b", 45, 45, 30, 10)
    }

    @Test("VStack explicit spacing 3 replaces the default 8")
    func vstackSpacingThree() throws {
        let v = VStack(spacing: 3) {
            box(10, 10, "a")
            box(10, 10, "b")
        }
        let tree = try place(v, 100, 100)
        // 10 + 3 + 10 = 23 high at (45, 38.5)
        expectFrame(tree, "a", 45, 38.5, 10, 10)
        expectFrame(tree, "b", 45, 51.5, 10, 10)
    }

    @Test("two texts with explicit spacing 4 are measured with the fixed-advance font")
    func textsWithExplicitSpacing() throws {
        let v = HStack(spacing: 4) {
            Text("Hi").accessibilityIdentifier("a")
            Text("World").accessibilityIdentifier("b")
        }
        let tree = try place(v, 200, 100)
        // body 17: "Hi" 2*8.5 = 17; "World" 5*8.5 = 42.5 -> 43 (up to the pixel); height 20.4 -> 21
        // 17 + 4 + 43 = 64 wide at ((200-64)/2, (100-21)/2) = (68, 39.5)
        expectFrame(tree, "a", 68, 39.5, 17, 21)
        expectFrame(tree, "b", 89, 39.5, 43, 21)
    }

    @Test("a text wraps at a space inside a narrow VStack")
    func textWrapsInVStack() throws {
        let v = VStack(spacing: 5) {
            Text("aa bb").accessibilityIdentifier("t")
            box(30, 10, "b")
        }.frame(width: 30).accessibilityIdentifier("f")
        let tree = try place(v, 100, 100)
        // "aa bb" is 42.5 > 30 -> lines "aa" / "bb": width 17, height 2*20.4 = 40.8 -> 41
        // VStack 30 x (41 + 5 + 10 = 56); frame 30 x 56 at (35, 22)
        expectFrame(tree, "f", 35, 22, 30, 56)
        // text centred: x = 35 + (30-17)/2 = 41.5
        expectFrame(tree, "t", 41.5, 22, 17, 41)
        expectFrame(tree, "b", 35, 68, 30, 10)
    }
}
