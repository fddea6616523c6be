import Foundation
import Testing
@testable import WidgetShotBuild

/// Overrides of `@objc` methods a module declares in extensions (Kingfisher 7's
/// `shouldPreloadAllAnimation()`, sweep 6): the `override` is dropped on its line, nothing else.
@Suite struct ObjectiveCExtensionOverrideTests {
    let kingfisher = """
    extension KFCrossPlatformImageView {
        @objc func shouldPreloadAllAnimation() -> Bool { return true }
        // @objc func commented() {}
        @objc
        public func onTwoLines() {}
        func notObjC() {}
        class func helper() {}
    }
    open class AnimatedImageView: UIImageView {
        override open func startAnimating() {}
        func inBody() {}
    }
    extension Other {
        @objc func inBody() {}
        let text = "@objc func inString() {"
    }
    """

    @Test func findsObjCMethodsOfExtensionsOnly() {
        let names = ObjectiveCExtensionOverrides.extensionMethods(declaredIn: [kingfisher])
        // `inBody` is also declared in a class body: an override of it may be a real one.
        #expect(names == ["shouldPreloadAllAnimation", "onTwoLines"])
    }

    @Test func dropsOnlyThoseOverrides() {
        let names: Set<String> = ["shouldPreloadAllAnimation"]
        #expect(ObjectiveCExtensionOverrides.rewrite("    override func shouldPreloadAllAnimation() -> Bool {", names: names)
                == "    func shouldPreloadAllAnimation() -> Bool {")
        #expect(ObjectiveCExtensionOverrides.rewrite("    open override func shouldPreloadAllAnimation() {", names: names)
                == "    open func shouldPreloadAllAnimation() {")
        #expect(ObjectiveCExtensionOverrides.rewrite("    override open func startAnimating() {", names: names)
                == "    override open func startAnimating() {")
        #expect(ObjectiveCExtensionOverrides.rewrite("    override var shouldPreloadAllAnimation: Bool", names: names)
                == "    override var shouldPreloadAllAnimation: Bool")
    }
}
