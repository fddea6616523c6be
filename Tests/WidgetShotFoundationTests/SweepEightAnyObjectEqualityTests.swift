import Foundation
import Testing
@testable import WidgetShotFoundation

/// `_WidgetShotAnyObject.isEqual(_:)` answers as `-isEqual:` sent through `AnyObject` on iOS:
/// bridged values by value (the argument bridged too), boxed `Hashable` values by value, pure
/// Swift objects by identity.
struct SweepEightAnyObjectEqualityRuntimeTests {
    struct Point: Hashable { var x: Int }
    final class Node {}

    @Test func bridgedValuesCompareByValue() {
        #expect(_WidgetShotAnyObject(1 as AnyObject).isEqual(1))
        #expect(!_WidgetShotAnyObject(1 as AnyObject).isEqual(2))
        #expect(_WidgetShotAnyObject("a" as AnyObject).isEqual("a"))
        let json: [String: Any] = ["k": [1, "x"], "n": NSNull()]
        #expect(_WidgetShotAnyObject(json as AnyObject).isEqual(["k": [1, "x"], "n": NSNull()] as [String: Any]))
        #expect(!_WidgetShotAnyObject(json as AnyObject).isEqual(["k": [2]] as [String: Any]))
        #expect(!_WidgetShotAnyObject(1 as AnyObject).isEqual(nil))
    }

    @Test func swiftValuesAndObjects() {
        #expect(_WidgetShotAnyObject(Point(x: 1) as AnyObject).isEqual(Point(x: 1)))
        #expect(!_WidgetShotAnyObject(Point(x: 1) as AnyObject).isEqual(Point(x: 2)))
        let node = Node()
        #expect(_WidgetShotAnyObject(node).isEqual(node))
        #expect(!_WidgetShotAnyObject(node).isEqual(Node()))
    }
}
