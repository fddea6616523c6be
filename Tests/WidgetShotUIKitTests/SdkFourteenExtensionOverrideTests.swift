import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetShot

/// What the extension builder's `ExtensionOverrideRewrite` makes of two overrides the
/// Objective-C runtime allows (the text is `SdkFourteenExtensionOverrideTests` in
/// WidgetShotBuildTests): compiles against WidgetShot's UIKit and Foundation, and dispatches as
/// iOS does.
@Suite @MainActor struct SdkFourteenExtensionOverrideTests {
    /// Kingfisher's `AnimatedImageView` answering `shouldPreloadAllAnimation()` for the
    /// `UIImageView` extension's callers (`base.shouldPreloadAllAnimation()`).
    @Test func anImageViewExtensionReachesTheModulesOverrides() {
        let looping = SdkFourteenLoopingView()
        let views: [UIImageView] = [UIImageView(), SdkFourteenAnimatedView(), looping]
        #expect(views.map { $0.sdkFourteenPreloadsAll() } == [true, false, true])
        looping.loops = false
        #expect((looping as UIImageView).sdkFourteenPreloadsAll() == false)
        #expect(looping.sdkFourteenPreloadsAll() == false, "through the subclass's static type too")
    }

    /// Alamofire's `SessionDelegate` with its `open` extension member moved into the class: the
    /// app's subclass overrides it, and URLSession's delegate calls reach the override.
    @Test func anOpenExtensionMemberIsOverriddenThroughTheProtocol() {
        let delegate = SdkFourteenUpDelegate()
        let session = URLSession(configuration: .ephemeral)
        let task = session.dataTask(with: URL(string: "https://example.com")!)
        let asDelegate: URLSessionDataDelegate = delegate
        asDelegate.urlSession(session, dataTask: task, didReceive: Data([1, 2, 3]))
        #expect(delegate.received == 3, "the base body ran through super")
        #expect(delegate.seen == [3], "the override ran")
        session.invalidateAndCancel()
    }
}

// The rewritten Kingfisher shape (one file per module file in the build; one here).
extension UIImageView {
    func sdkFourteenPreloadsAll() -> Bool { if let o = self as? SdkFourteenAnimatedView { return o._widgetShotOverride_sdkFourteenPreloadsAll() }; return _widgetShotUIImageView_sdkFourteenPreloadsAll() }; func _widgetShotUIImageView_sdkFourteenPreloadsAll() -> Bool { return true }
}
open class SdkFourteenAnimatedView: UIImageView {
    func _widgetShotOverride_sdkFourteenPreloadsAll() -> Bool {
        return false
    }
}
final class SdkFourteenLoopingView: SdkFourteenAnimatedView {
    override func _widgetShotOverride_sdkFourteenPreloadsAll() -> Bool { !super._widgetShotOverride_sdkFourteenPreloadsAll() && loops }
    var loops = true
}

// The rewritten Alamofire shape, and the app's subclass (another module in the build).
open class SdkFourteenSessionDelegate: NSObject, @unchecked Sendable { open func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) { _widgetShotSdkFourteenSessionDelegate_urlSession(session, dataTask: dataTask, didReceive: data) };
    var received = 0
}
extension SdkFourteenSessionDelegate: URLSessionDataDelegate {
    open func _widgetShotSdkFourteenSessionDelegate_urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        received += data.count
    }
}
final class SdkFourteenUpDelegate: SdkFourteenSessionDelegate, @unchecked Sendable {
    var seen: [Int] = []
    override func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        seen.append(data.count)
        super.urlSession(session, dataTask: dataTask, didReceive: data)
    }
}
