import Foundation
import Testing
@testable import WidgetShotUI

@Suite struct PriorityTests {
    @Test("one of three colours with priority 1 gets P minus spacing minus the others' minimums")
    func oneOfThreeWithPriority() throws {
        let v = HStack {
            Color.red.accessibilityIdentifier("a")
            Color.blue.accessibilityIdentifier("b").layoutPriority(1)
            Color.green.accessibilityIdentifier("c")
        }
        let tree = try place(v, 200, 100)
        // b: 200 - 2*8 - (0 + 0) = 184; a and c then get max(0/2, 0) = 0
        expectFrame(tree, "a", 0, 0, 0, 100)
        expectFrame(tree, "b", 8, 0, 184, 100)
        expectFrame(tree, "c", 200, 0, 0, 100)
    }

    @Test("the high-priority group leaves the lower group exactly its minimum")
    func reservesLowerMinimum() throws {
        let v = HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).accessibilityIdentifier("a")
            Color.blue.accessibilityIdentifier("b").layoutPriority(1)
        }
        let tree = try place(v, 200, 100)
        // a minLen 50 reserved: b offered 200 - 50 = 150; then a: 0 + 50 = 50 -> 50
        expectFrame(tree, "a", 0, 0, 50, 100)
        expectFrame(tree, "b", 50, 0, 150, 100)
    }

    @Test("space a high-priority rigid child does not use flows to the lower group")
    func unusedSpaceFlowsDown() throws {
        let v = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            box(50, 20, "b").layoutPriority(1)
        }
        let tree = try place(v, 200, 100)
        // b offered 200 - 0 -> 50; a offered 150
        expectFrame(tree, "a", 0, 0, 150, 100)
        expectFrame(tree, "b", 150, 40, 50, 20)
    }

    @Test("priority outranks flexibility: a capped child with priority 0 gets nothing")
    func priorityBeatsFlexibility() throws {
        let v = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 60).accessibilityIdentifier("a")
            Color.blue.accessibilityIdentifier("b").layoutPriority(1)
        }
        let tree = try place(v, 200, 100)
        // b offered 200 - min(a) 0 = 200 -> 200; a offered max(0, 0) = 0 -> 0
        expectFrame(tree, "a", 0, 0, 0, 100)
        expectFrame(tree, "b", 0, 0, 200, 100)
    }

    @Test("a negative priority sends a colour after a capped sibling")
    func negativePriority() throws {
        let v = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a").layoutPriority(-1)
            Color.blue.frame(maxWidth: 300).accessibilityIdentifier("b")
        }
        let tree = try place(v, 200, 100)
        // groups [b], [a]: b offered 200 - 0 = 200 -> min(max(200, 200), 300) = 200; a 0
        // (equal priorities would give b 100, a 100)
        expectFrame(tree, "a", 0, 0, 0, 100)
        expectFrame(tree, "b", 0, 0, 200, 100)
    }

    @Test("a frame applied after layoutPriority hides the priority")
    func frameHidesPriority() throws {
        let v = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.blue.layoutPriority(1).frame(maxWidth: .infinity).accessibilityIdentifier("b")
        }
        let tree = try place(v, 200, 100)
        // b reports priority 0 (engine choice, §9.3): both min 0, max inf -> declaration order
        // a offered 100, b offered 100
        expectFrame(tree, "a", 0, 0, 100, 100)
        expectFrame(tree, "b", 100, 0, 100, 100)
    }

    @Test("fixedSize passes the child's layoutPriority through")
    func fixedSizeForwardsPriority() throws {
        let v = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.blue.frame(maxWidth: 300).accessibilityIdentifier("b")
                .layoutPriority(-1).fixedSize(horizontal: false, vertical: true)
        }
        let tree = try place(v, 200, 100)
        // b keeps priority -1 -> a first: offered 200 - 0 = 200 -> 200; b offered 0 -> 0
        // b height: fixed vertically -> proposed nil -> colour 10; centred y = (100-10)/2 = 45
        expectFrame(tree, "a", 0, 0, 200, 100)
        expectFrame(tree, "b", 200, 45, 0, 10)
    }

    @Test("VStack groups by priority: 2 first, then 1, then 0")
    func vstackPriorityGroups() throws {
        let v = VStack(spacing: 10) {
            Color.red.accessibilityIdentifier("a")
            Color.green.accessibilityIdentifier("b").layoutPriority(2)
            Color.blue.accessibilityIdentifier("c").layoutPriority(1)
        }
        let tree = try place(v, 100, 300)
        // b: 300 - 20 - 0 - 0 = 280; c: 0 + 0 = 0; a: 0
        expectFrame(tree, "a", 0, 0, 100, 0)
        expectFrame(tree, "b", 0, 10, 100, 280)
        expectFrame(tree, "c", 0, 300, 100, 0)
    }
}
