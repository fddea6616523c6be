import Foundation
import Testing
import WidgetShot

/// uikit-11 (issue 20): LoopKitUI's gauge layer — layer actions (`action(forKey:)`, `CAAction`,
/// `presentation()`, `needsDisplay(forKey:)`).
@Suite struct UIKitElevenLayerTests {
    final class Gauge: CALayer, @unchecked Sendable {
        override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
        override func action(forKey event: String) -> CAAction? {
            event == "progress" ? CABasicAnimation(keyPath: event) : super.action(forKey: event)
        }
    }

    @Test("layer actions come from the subclass, then actions; running one adds the animation")
    func actions() throws {
        let layer = Gauge()
        #expect(Gauge.needsDisplay(forKey: "progress") && !CALayer.needsDisplay(forKey: "bounds"))
        #expect(layer.presentation() == nil && layer.model() === layer)
        #expect(layer.action(forKey: "opacity") == nil)
        let fade = CABasicAnimation(keyPath: "opacity")
        layer.actions = ["opacity": fade]
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fade)
        let action = try #require(layer.action(forKey: "progress"))
        action.run(forKey: "progress", object: layer, arguments: nil)
        #expect(layer.animationKeys() == ["progress"])
    }
}
