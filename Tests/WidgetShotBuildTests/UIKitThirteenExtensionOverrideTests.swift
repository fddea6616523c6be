import Foundation
import Testing
@testable import WidgetShotBuild

/// DGCharts' platform layer (v4/v5): overrides of UIKit's and NSObject's Objective-C members
/// written in extensions, and `@objc` members extensions declare that subclasses override — the
/// class declared in another file, in Allman style, inside `#if os(iOS)` with an AppKit twin.
struct UIKitThirteenExtensionOverrideTests {
    /// The module's files, transformed together as ``ModuleGenerator`` does.
    func transform(_ files: [String]) -> [[String]] {
        let plan = ExtensionOverridePlan(files: files.map { $0.components(separatedBy: "\n") },
                                         condition: SourceTransform(originalPath: "", fileIndex: 0).conditionValue)
        return files.enumerated().map { index, text in
            var transform = SourceTransform(originalPath: "/charts/File\(index).swift", fileIndex: index)
            transform.extensionOverrides = plan
            // The transform adds one `#sourceLocation` line first: drop it, so indices are the file's.
            return Array(transform.transform(text).text.components(separatedBy: "\n").dropFirst())
        }
    }

    let platform = """
    #if os(iOS) || os(tvOS)
    import UIKit
    open class NSUIView: UIView
    {
        var nsuiLayer: CALayer? { layer }
    }
    #endif
    #if os(OSX)
    import AppKit
    open class NSUIView: NSView
    {
    }
    #endif
    """

    let touches = """
    #if canImport(UIKit)
    import UIKit
    @objc
    extension NSUIView {
        public final override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)
        {
            self.nsuiTouchesBegan(touches, withEvent: event)
        }

        open func nsuiTouchesBegan(_ touches: Set<UITouch>, withEvent event: UIEvent?)
        {
            super.touchesBegan(touches, with: event!)
        }

        public final override var isAccessibilityElement: Bool
        {
            get { return false }
            set { }
        }
        open override func accessibilityElementCount() -> Int { 0 }
    }
    #endif
    #if os(OSX)
    extension NSUIView {
        public final override func touchesBegan(with event: NSEvent) {}
    }
    #endif
    """

    @Test func membersOfAnExtensionInAnotherFileAreDeclaredInTheClass() {
        let out = transform([platform, touches])
        #expect(out[0][3] == "{ public final override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _widgetShotNSUIView_touchesBegan(touches, with: event) }; "
                + "open func nsuiTouchesBegan(_ touches: Set<UITouch>, withEvent event: UIEvent?) { _widgetShotNSUIView_nsuiTouchesBegan(touches, withEvent: event) }; "
                + "public final override var isAccessibilityElement: Bool { get { _widgetShotNSUIView_isAccessibilityElement } set { _widgetShotNSUIView_isAccessibilityElement = newValue } }; "
                + "open override func accessibilityElementCount() -> Int { _widgetShotNSUIView_accessibilityElementCount() };", "\(out[0][3])")
        #expect(out[0][10] == "{", "the AppKit twin, compiled out on iOS, gets nothing: \(out[0][10])")
        #expect(out[1][4] == "    public final func _widgetShotNSUIView_touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)", "\(out[1][4])")
        #expect(out[1][6].contains("self.nsuiTouchesBegan(touches, withEvent: event)"), "the body still calls the class's member")
        #expect(out[1][9] == "    open func _widgetShotNSUIView_nsuiTouchesBegan(_ touches: Set<UITouch>, withEvent event: UIEvent?)", "\(out[1][9])")
        #expect(out[1][14] == "    public final var _widgetShotNSUIView_isAccessibilityElement: Bool", "\(out[1][14])")
        #expect(out[1][19] == "    open func _widgetShotNSUIView_accessibilityElementCount() -> Int { 0 }", "\(out[1][19])")
        #expect(out[1][24] == "    public final override func touchesBegan(with event: NSEvent) {}", "the AppKit branch is left as written")
    }

    @Test func anObjCMemberDeclaredInAnExtensionOfTheSameFileBecomesOverridable() {
        let out = transform(["""
        open class ChartData: NSObject
        {
        }
        extension ChartData
        {
            @objc(addDataSet:)
            public func append(_ newElement: Element)
            {
            }
            @discardableResult @objc public func remove(at position: Index, _ body: (Int, Int) -> Void) -> Element { fatalError() }
            public func removeFirst() -> Element { fatalError() }
        }
        extension ChartData/*: Equatable*/ {
            open override func isEqual(_ object: Any?) -> Bool {
                false
            }
        }
        """])[0]
        #expect(out[1] == "{ public func append(_ newElement: Element) { _widgetShotChartData_append(newElement) }; "
                + "@discardableResult public func remove(at position: Index, _ body: (Int, Int) -> Void) -> Element { _widgetShotChartData_remove(at: position, body) }; "
                + "open override func isEqual(_ object: Any?) -> Bool { _widgetShotChartData_isEqual(object) };", "\(out[1])")
        #expect(out[6] == "    public func _widgetShotChartData_append(_ newElement: Element)", "\(out[6])")
        #expect(out[9].contains("public func _widgetShotChartData_remove(at position: Index"), "\(out[9])")
        #expect(out[10] == "    public func removeFirst() -> Element { fatalError() }", "not @objc: stays in the extension")
        #expect(out[13] == "    open func _widgetShotChartData_isEqual(_ object: Any?) -> Bool {", "\(out[13])")
    }

    @Test func aSubclassMovesTheSameOverrideUnderItsOwnName() {
        let out = transform([
            "open class ChartDataEntryBase: NSObject {}\nextension ChartDataEntryBase { open override func isEqual(_ object: Any?) -> Bool {\n false }\n}",
            "open class ChartDataEntry: ChartDataEntryBase {}\nextension ChartDataEntry {\n    open override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }\n}",
        ])
        #expect(out[1][0] == "open class ChartDataEntry: ChartDataEntryBase { open override func isEqual(_ object: Any?) -> Bool { _widgetShotChartDataEntry_isEqual(object) };}", "\(out[1][0])")
        #expect(out[1][2] == "    open func _widgetShotChartDataEntry_isEqual(_ object: Any?) -> Bool { super.isEqual(object) }", "\(out[1][2])")
    }

    @Test func parameterListsBecomeArguments() {
        #expect(ExtensionMember.arguments("_ x: Int, from date: Date = .now, _ f: @escaping (Int, [String: Int]) -> Void, into y: inout Int")
                == "x, from: date, f, into: &y")
        #expect(ExtensionMember.arguments("") == "")
    }

    @Test func storedAndGenericMembersStayInTheExtension() {
        let out = transform(["""
        class A: NSObject {}
        extension A {
            @objc dynamic var stored: Int
            @objc func generic<T>(_ t: T) {}
            @objc static func make() -> A { A() }
        }
        """])[0]
        #expect(out[0] == "class A: NSObject {}", "\(out[0])")
    }
}

/// DGCharts' key-value observing: `ChartViewBase` overrides NSObject's `observeValue`, and
/// `BarLineChartViewBase`, its subclass in another file, overrides ChartViewBase's. WidgetShot's
/// `observeValue` is an NSObject extension method, so the first loses `override`; the second
/// keeps it and its `super.observeValue(` (which is ChartViewBase's method).
struct UIKitThirteenObserverOverrideTests {
    @Test func aSubclassOfAnObservingClassKeepsItsOverride() {
        let base = """
        open class ChartViewBase: NSUIView
        {
            open override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?)
            {
                super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            }
        }
        """
        let sub = """
        open class BarLineChartViewBase: ChartViewBase
        {
            open override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?)
            {
                super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            }
        }
        final class Other: NSObject {
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {}
        }
        """
        let out = UIKitThirteenExtensionOverrideTests().transform([base, sub])
        #expect(out[0][2].hasPrefix("    open func observeValue(forKeyPath"), "\(out[0][2])")
        #expect(out[0][4].contains("super._widgetShotSuperObserveValue(forKeyPath:"), "\(out[0][4])")
        #expect(out[1][2].hasPrefix("    open override func observeValue(forKeyPath"), "\(out[1][2])")
        #expect(out[1][4].contains("super.observeValue(forKeyPath:"), "\(out[1][4])")
        #expect(out[1][8].hasPrefix("    func observeValue(forKeyPath"), "a class with no observing superclass still drops it: \(out[1][8])")
    }
}
