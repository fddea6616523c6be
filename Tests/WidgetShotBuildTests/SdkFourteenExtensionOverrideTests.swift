import Foundation
import Testing
@testable import WidgetShotBuild

/// Overrides the Objective-C runtime allows across the line between modules, in packages and
/// pods WidgetShot compiles (an `--override-package` checkout):
/// - Kingfisher 7: `extension KFCrossPlatformImageView { @objc func shouldPreloadAllAnimation() }`
///   (UIKit's `UIImageView`, another module's class) overridden by its own `AnimatedImageView`;
/// - Alamofire 5: `extension SessionDelegate: URLSessionDataDelegate { open func urlSession(…) }`
///   overridden in the app (themuzzleflare/Provenance's `UpDelegate`).
struct SdkFourteenExtensionOverrideTests {
    /// The module's files, transformed together as ``ModuleGenerator`` does.
    func transform(_ files: [String]) -> [[String]] {
        let plan = ExtensionOverridePlan(files: files.map { $0.components(separatedBy: "\n") },
                                         condition: SourceTransform(originalPath: "", fileIndex: 0).conditionValue)
        return files.enumerated().map { index, text in
            var transform = SourceTransform(originalPath: "/pkg/File\(index).swift", fileIndex: index)
            transform.extensionOverrides = plan
            return Array(transform.transform(text).text.components(separatedBy: "\n").dropFirst())
        }
    }

    let imageViewExtension = """
    import UIKit
    extension KFCrossPlatformImageView {
        @objc func shouldPreloadAllAnimation() -> Bool { return true }
        @objc func kf_unrelated(_ x: Int) -> Int { x }
    }
    """
    let animatedImageView = """
    import UIKit
    open class AnimatedImageView: KFCrossPlatformImageView {
        override func shouldPreloadAllAnimation() -> Bool {
            return false
        }
    }
    final class LoopingImageView: AnimatedImageView {
        override func shouldPreloadAllAnimation() -> Bool { super.shouldPreloadAllAnimation() || loops }
        var loops = true
    }
    """

    @Test("an @objc method of another module's class: the extension dispatches to the module's overrides")
    func foreignClassMethod() {
        let out = transform([imageViewExtension, animatedImageView])
        #expect(out[0][2] == "    func shouldPreloadAllAnimation() -> Bool { if let o = self as? AnimatedImageView { return o._widgetShotOverride_shouldPreloadAllAnimation() }; "
                + "return _widgetShotKFCrossPlatformImageView_shouldPreloadAllAnimation() };  func _widgetShotKFCrossPlatformImageView_shouldPreloadAllAnimation() -> Bool { return true }",
                "\(out[0])")
        #expect(out[0][3] == "     func kf_unrelated(_ x: Int) -> Int { x }", "not overridden: left as written (RuntimeRewrites drops `@objc`)")
        #expect(out[1][2] == "    func _widgetShotOverride_shouldPreloadAllAnimation() -> Bool {", "the root override is the class's own method")
        #expect(out[1][7] == "    override func _widgetShotOverride_shouldPreloadAllAnimation() -> Bool { super._widgetShotOverride_shouldPreloadAllAnimation() || loops }",
                "a deeper override overrides it, its super call reaches the parent's")
    }

    @Test("a root override's super call reaches the extension's body; generic or private roots leave it alone")
    func superAndUnnameable() {
        let root = """
        class FadingImageView: KFCrossPlatformImageView {
            override func shouldPreloadAllAnimation() -> Bool { !super.shouldPreloadAllAnimation() }
        }
        """
        let out = transform([imageViewExtension, root])
        #expect(out[1][1] == "    func _widgetShotOverride_shouldPreloadAllAnimation() -> Bool { !super._widgetShotKFCrossPlatformImageView_shouldPreloadAllAnimation() }")
        for unnameable in ["private class Hidden: KFCrossPlatformImageView {", "class Boxed<T>: KFCrossPlatformImageView {"] {
            let file = unnameable + "\n    override func shouldPreloadAllAnimation() -> Bool { false }\n}"
            let left = transform([imageViewExtension, file])
            #expect(left[0][2] == "     func shouldPreloadAllAnimation() -> Bool { return true }", "\(unnameable)")
            #expect(left[1][1] == "    override func shouldPreloadAllAnimation() -> Bool { false }")
        }
        // Not @objc: iOS would refuse the override too, so nothing is rewritten.
        let plain = transform([imageViewExtension.replacingOccurrences(of: "@objc ", with: ""), animatedImageView])
        #expect(plain[1][2] == "    override func shouldPreloadAllAnimation() -> Bool {")
    }

    @Test("an open member of an extension of the module's class moves into the class, for other modules' subclasses")
    func openMemberMoves() {
        let delegate = """
        open class SessionDelegate: NSObject, @unchecked Sendable {
            weak var manager: AnyObject?
        }
        extension SessionDelegate: URLSessionDataDelegate {
            open func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
                received += data.count
            }
            public func notOpen(_ x: Int) {}
        }
        extension Box where Value == Int {
            open func constrained() {}
        }
        open class Box<Value> {}
        """
        let out = transform([delegate])[0]
        #expect(out[0] == "open class SessionDelegate: NSObject, @unchecked Sendable { open func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) "
                + "{ _widgetShotSessionDelegate_urlSession(session, dataTask: dataTask, didReceive: data) };", "\(out)")
        #expect(out[4] == "    open func _widgetShotSessionDelegate_urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {")
        #expect(out[7] == "    public func notOpen(_ x: Int) {}", "a public member cannot be overridden elsewhere: left")
        #expect(out[10] == "    open func constrained() {}", "a constrained extension's member exists for some arguments only: left")
        #expect(out[12] == "open class Box<Value> {}")
    }

    @Test("a member under a condition only the compiler decides stays in its extension")
    func undecidedCondition() {
        let file = """
        open class SessionDelegate: NSObject {}
        #if canImport(Darwin) && !canImport(FoundationNetworking)
        extension SessionDelegate: URLSessionWebSocketDelegate {
            open func urlSession(_ session: URLSession, webSocketTask: URLSessionWebSocketTask, didCloseWith closeCode: URLSessionWebSocketTask.CloseCode, reason: Data?) {}
        }
        #endif
        """
        let out = transform([file])[0]
        #expect(out[0] == "open class SessionDelegate: NSObject {}", "\(out)")
        #expect(out.contains("    open func urlSession(_ session: URLSession, webSocketTask: URLSessionWebSocketTask, didCloseWith closeCode: URLSessionWebSocketTask.CloseCode, reason: Data?) {}"))
    }

    @Test("a parameter named like a keyword is passed in backticks (Alamofire's `didOpenWithProtocol protocol: String?`)")
    func keywordParameter() {
        let socket = """
        open class SessionDelegate: NSObject {}
        extension SessionDelegate: URLSessionWebSocketDelegate {
            open func urlSession(_ session: URLSession, webSocketTask: URLSessionWebSocketTask, didOpenWithProtocol protocol: String?) {}
        }
        """
        let out = transform([socket])[0]
        #expect(out[0].contains("{ _widgetShotSessionDelegate_urlSession(session, webSocketTask: webSocketTask, didOpenWithProtocol: `protocol`) };"), "\(out[0])")
        #expect(ExtensionMember.arguments("_ x: Int, in range: Range<Int>, for default: Bool") == "x, in: range, for: `default`")
    }
}
