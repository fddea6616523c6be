import Foundation
import Testing
import WidgetShot

/// UIKit's accessibility elements as DGCharts (CovidReporter's widget) builds them: a
/// `UIAccessibilityElement` subclass per bar, overriding the frame and the container methods.
@Suite struct UIKitTwelveAccessibilityTests {
    /// DGCharts' `NSUIAccessibilityElement` pattern: traits from flags, a frame kept in the container.
    final class BarElement: UIAccessibilityElement, @unchecked Sendable {
        var isHeader = false { didSet { accessibilityTraits = isHeader ? .header : .none } }
        var children: [Any] = []
        override var accessibilityFrame: CGRect {
            get { super.accessibilityFrame }
            set { super.accessibilityFrame = newValue.insetBy(dx: -1, dy: -1) }
        }
        override func accessibilityElementCount() -> Int { children.count }
        override func accessibilityElement(at index: Int) -> Any? { children[index] }
    }

    @Test @MainActor func subclassesKeepLabelsTraitsFramesAndChildren() {
        let chart = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let bar = BarElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "March, 12 cases"
        bar.isHeader = true
        bar.accessibilityFrame = CGRect(x: 10, y: 10, width: 5, height: 20)
        bar.children = ["a", "b"]
        #expect(bar.accessibilityContainer === chart)
        #expect(bar.accessibilityLabel == "March, 12 cases")
        #expect(bar.accessibilityTraits == .header && bar.accessibilityTraits.rawValue == 1 << 16)
        #expect(bar.accessibilityFrame == CGRect(x: 9, y: 9, width: 7, height: 22))
        #expect(bar.accessibilityElementCount() == 2 && bar.accessibilityElement(at: 1) as? String == "b")
        bar.isHeader = false
        #expect(bar.accessibilityTraits.isEmpty)
    }

    @Test @MainActor func containersAnswerFromTheirElements() {
        let chart = UIView()
        let first = UIAccessibilityElement(accessibilityContainer: chart), second = UIAccessibilityElement(accessibilityContainer: chart)
        #expect(chart.accessibilityElementCount() == 0 && chart.accessibilityElement(at: 0) == nil)
        chart.accessibilityElements = [first, second]
        #expect(chart.accessibilityElementCount() == 2)
        #expect(chart.index(ofAccessibilityElement: second) == 1)
        #expect(chart.index(ofAccessibilityElement: UIAccessibilityElement(accessibilityContainer: chart)) == NSNotFound)
        #expect(chart.accessibilityElement(at: 5) == nil)
        #expect(UIAccessibility.shouldDifferentiateWithoutColor == false)
        #expect(UIAccessibilityTraits.button.rawValue == 1 && UIAccessibilityTraits.adjustable.rawValue == 4096)
    }
}
