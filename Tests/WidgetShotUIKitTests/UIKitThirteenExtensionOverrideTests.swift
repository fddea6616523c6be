import Foundation
import Testing
import WidgetShot

/// What the extension builder's `ExtensionOverrideRewrite` makes of DGCharts' platform layer
/// (`@objc extension NSUIView { public final override func touchesBegan…; open func
/// nsuiTouchesBegan… }` in one file, `open class NSUIView: UIView` in another, `ChartViewBase`
/// overriding `nsuiTouchesBegan`): the class declares the members, calling the extension's
/// renamed bodies. Compiles against WidgetShot's UIKit, and dispatches as the Objective-C runtime
/// does on iOS — UIKit's `touchesBegan` reaches the subclass's `nsuiTouchesBegan`, the
/// accessibility overrides answer for the chart.
@Suite @MainActor struct UIKitThirteenExtensionOverrideTests {
    open class SketchView: UIView
    { public final override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _widgetShotSketchView_touchesBegan(touches, with: event) }; open func nsuiTouchesBegan(_ touches: Set<UITouch>, withEvent event: UIEvent?) { _widgetShotSketchView_nsuiTouchesBegan(touches, withEvent: event) }; open func accessibilityChildren() -> [Any]? { _widgetShotSketchView_accessibilityChildren() }; public final override var isAccessibilityElement: Bool { get { _widgetShotSketchView_isAccessibilityElement } set { _widgetShotSketchView_isAccessibilityElement = newValue } }; open override func accessibilityElementCount() -> Int { _widgetShotSketchView_accessibilityElementCount() };
    }

    final class SketchChart: SketchView {
        var touched: [String] = []
        override func nsuiTouchesBegan(_ touches: Set<UITouch>, withEvent event: UIEvent?) { touched.append("chart") }
        override func accessibilityChildren() -> [Any]? { ["x axis", "bar 1", "bar 2"] }
    }

    @Test func uikitsMembersReachTheSubclassThroughTheExtensionsBodies() {
        let chart = SketchChart(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let view: UIView = chart
        view.touchesBegan([], with: nil)
        #expect(chart.touched == ["chart"], "UIView.touchesBegan → the extension's body → the chart's nsuiTouchesBegan")
        #expect(view.accessibilityElementCount() == 3, "the extension's accessibilityElementCount counts the chart's children")
        view.isAccessibilityElement = true
        #expect(view.isAccessibilityElement == false, "the extension's getter answers false whatever is set")
        #expect(UIView().accessibilityElementCount() == 0, "a plain UIView keeps UIKit's answer")
    }
}

extension UIKitThirteenExtensionOverrideTests.SketchView {
    public final func _widgetShotSketchView_touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)
    {
        self.nsuiTouchesBegan(touches, withEvent: event)
    }

    open func _widgetShotSketchView_nsuiTouchesBegan(_ touches: Set<UITouch>, withEvent event: UIEvent?)
    {
        super.touchesBegan(touches, with: event)
    }

    open func _widgetShotSketchView_accessibilityChildren() -> [Any]? { nil }

    public final var _widgetShotSketchView_isAccessibilityElement: Bool
    {
        get { return false }
        set { }
    }

    open func _widgetShotSketchView_accessibilityElementCount() -> Int { accessibilityChildren()?.count ?? 0 }
}
