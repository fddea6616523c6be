import Foundation
import Testing
import WidgetShot

/// UIKit view API Kingfisher's image views and indicators call (sweep 6, issue 20): nothing is on
/// screen, so views keep their state, constraints are held but not solved, animations apply at
/// once, display links never fire and video frames cannot be decoded.
@Suite struct UIKitViewStateTests {
    final class TrackingView: UIView, @unchecked Sendable {
        var events: [String] = []
        override func didMoveToSuperview() { events.append("superview \(superview == nil ? "nil" : "set")") }
        override func didMoveToWindow() { events.append("window \(window == nil ? "nil" : "set")") }
        override func display(_ layer: CALayer) { events.append("display") }
    }

    @Test func hierarchyCallbacksAndLayers() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        let child = TrackingView()
        container.addSubview(child)
        #expect(child.events == ["superview set"] && child.window == nil)
        window.addSubview(container)
        // The whole subtree is told its window changed.
        #expect(child.events == ["superview set", "window set"])
        child.removeFromSuperview()
        #expect(child.events == ["superview set", "window set", "superview nil", "window nil"])
        container.addSubview(child)
        #expect(child.window === window && child.events.last == "window set")
        child.layer.setNeedsDisplay()
        #expect(child.events.last == "window set")   // nothing is displayed until asked
        child.layer.displayIfNeeded()
        #expect(child.events.last == "display" && !child.layer.needsDisplay())
    }

    @Test func constraintsAreHeldByTheNearestCommonAncestor() {
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        let centre = a.centerXAnchor.constraint(equalTo: b.centerXAnchor, constant: 4)
        centre.isActive = true
        #expect(root.constraints.count == 1 && centre.constant == 4 && centre.firstAttribute == .centerX)
        let width = a.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([width])
        #expect(a.constraints.contains { $0 === width } && width.secondItem == nil)
        centre.isActive = false
        #expect(root.constraints.isEmpty)
        #expect(a.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        a.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        #expect(a.contentCompressionResistancePriority(for: .horizontal).rawValue == 250)
    }

    @Test func indicatorsAnimationsAndDisplayLinks() async {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        let view = UIView()
        let finished: Bool = await withCheckedContinuation { done in
            UIView.transition(with: view, duration: 0.3, options: [.transitionCrossDissolve, .allowUserInteraction],
                              animations: { view.alpha = 0.5 }, completion: { done.resume(returning: $0) })
        }
        #expect(view.alpha == 0.5 && finished)
        let link = CADisplayLink(target: view, selector: Selector("tick"))
        link.add(to: .main, forMode: .common)
        #expect(link.timestamp == 0 && !link.isPaused)
    }

    @Test func videoFramesFailWithAVFoundationsError() async throws {
        let missing = AVAssetImageGenerator(asset: AVAsset(url: URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).mov")))
        #expect(throws: AVError.self) { try missing.copyCGImage(at: .zero, actualTime: nil) }
        let result: (AVAssetImageGenerator.Result, Error?) = await withCheckedContinuation { done in
            missing.generateCGImagesAsynchronously(forTimes: [NSValue(time: CMTime(seconds: 2, preferredTimescale: 600))]) { requested, image, _, result, error in
                #expect(requested == CMTime(seconds: 2, preferredTimescale: 600) && image == nil)
                done.resume(returning: (result, error))
            }
        }
        #expect(result.0 == .failed && (result.1 as? AVError)?.code == .unknown)
        #expect(NSValue(time: CMTime(value: 7, timescale: 3)).timeValue == CMTime(value: 7, timescale: 3))
    }

    @Test func imagesAttachmentsAndButtons() throws {
        let frame = UIImage(cgImage: CGImage(bitmap: try #require(BitmapImage(width: 1, height: 1, scale: 1, bytes: [0, 0, 255, 255]))))
        let animated = try #require(UIImage.animatedImage(with: [frame, frame], duration: 0.5))
        #expect(animated.images?.count == 2 && animated.duration == 0.5 && animated.size == frame.size)
        #expect(frame.images == nil && frame.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
        let attachment = NSTextAttachment(image: frame)
        let text = NSAttributedString(attachment: attachment)
        #expect(text.string == "\u{FFFC}" && text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        let button = UIButton()
        button.setBackgroundImage(frame, for: .normal)
        #expect(button.backgroundImage(for: .highlighted) === frame)
    }

    @Test func selectorsReachTheMethodsWidgetShotProvides() {
        let shared = NSSelectorFromString("sharedApplication")
        #expect(UIApplication.responds(to: shared))
        #expect(UIApplication.perform(shared).takeUnretainedValue() as? UIApplication === UIApplication.shared)
        #expect(!NSObject().responds(to: shared) && !UIApplication.responds(to: NSSelectorFromString("nothing")))
    }
}
