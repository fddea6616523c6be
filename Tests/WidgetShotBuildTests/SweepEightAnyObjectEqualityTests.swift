import Foundation
import Testing
@testable import WidgetShotBuild

/// `isEqual(_:)` sent through `AnyObject` (Objective-C dynamic dispatch on Apple platforms) gets
/// a receiver Linux dispatches: apollo-ios 0.53's `JSONValue` equality (lfroms/clouds) and the
/// `(value as AnyObject).isEqual(other)` idiom.
struct SweepEightAnyObjectEqualityTests {
    @Test func aCastReceiverIsWrappedFromItsOpenParenthesis() {
        let lines = AnyObjectEqualityRewrite.apply([
            "    return (any1 as AnyObject).isEqual(any2)",
            #"    if (json["url"]! as AnyObject).isEqual("\(kVerify)") {"#,
            "    XCTAssertTrue((obj[idx] as AnyObject).isEqual(robj[prop.name]))",
            #"    let s = "(a as AnyObject).isEqual(b)" // (x as AnyObject).isEqual(y)"#,
        ])
        #expect(lines[0] == "    return _WidgetShotAnyObject(any1 as AnyObject).isEqual(any2)")
        #expect(lines[1] == #"    if _WidgetShotAnyObject(json["url"]! as AnyObject).isEqual("\(kVerify)") {"#)
        #expect(lines[2] == "    XCTAssertTrue(_WidgetShotAnyObject(obj[idx] as AnyObject).isEqual(robj[prop.name]))")
        #expect(lines[3] == #"    let s = "(a as AnyObject).isEqual(b)" // (x as AnyObject).isEqual(y)"#, "strings and comments stay")
    }

    @Test func aNameTheFileBindsAsAnyObjectIsWrapped() {
        let lines = AnyObjectEqualityRewrite.apply([
            "  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {",
            "    let lhs = lhs as AnyObject, rhs = rhs as AnyObject",
            "    return lhs.isEqual(rhs)",
            "  }",
            "  var other: NSObject = NSObject(); let same = other.isEqual(rhs)",
            "  var maybe: AnyObject? = nil; _ = maybe.isEqual(nil)",
        ])
        #expect(lines[1] == "    let lhs = lhs as AnyObject, rhs = rhs as AnyObject")
        #expect(lines[2] == "    return _WidgetShotAnyObject(lhs).isEqual(rhs)")
        #expect(lines[4].hasSuffix("let same = other.isEqual(rhs)"), "a typed NSObject keeps its own method")
        #expect(lines[5].hasSuffix("_ = maybe.isEqual(nil)"), "an optional is not a receiver to wrap")
        #expect(AnyObjectEqualityRewrite.anyObjectNames(in: ["func f(a: Int, b: AnyObject) {", "var x: AnyObject"]) == ["b", "x"])
    }

    @Test func theTransformAppliesItToAFile() {
        let transform = SourceTransform(originalPath: "JSON.swift", fileIndex: 0)
        let output = transform.transform("import Foundation\nfunc eq(_ a: Any, _ b: Any) -> Bool { (a as AnyObject).isEqual(b) }\n")
        #expect(output.text.contains("{ _WidgetShotAnyObject(a as AnyObject).isEqual(b) }"), "\(output.text)")
    }
}
