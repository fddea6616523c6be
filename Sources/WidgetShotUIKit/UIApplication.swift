import Foundation
import WidgetShotFoundation

/// The app object — UIKit's `UIApplication`, present so widget code that refers to it compiles
/// (widget extensions cannot actually use it: Apple marks `shared` unavailable in extensions).
/// `open(_:)` does nothing but record the URL in `openedURLs`; `canOpenURL(_:)` answers true for
/// any URL with a scheme.
open class UIApplication: NSObject, @unchecked Sendable {
    /// The shared app object.
    public static let shared = UIApplication()

    private let lock = NSLock()
    private var opened: [URL] = []
    private var shortcuts: [UIApplicationShortcutItem]?

    /// The app's dynamic Home Screen quick actions (UIKit's `shortcutItems`): what the app last
    /// set, `nil` until then. A render shows no Home Screen, so they are only kept.
    open var shortcutItems: [UIApplicationShortcutItem]? {
        get { lock.withLock { shortcuts } }
        set { lock.withLock { shortcuts = newValue } }
    }

    /// Every URL passed to `open(_:options:completionHandler:)`, in order.
    public var openedURLs: [URL] {
        lock.lock()
        defer { lock.unlock() }
        return opened
    }

    /// Options for `open(_:options:completionHandler:)` — UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Records the URL and reports success (nothing is opened).
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        lock.lock()
        opened.append(url)
        lock.unlock()
        completion?(true)
    }

    /// Records the URL and reports success (nothing is opened).
    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        open(url, options: options, completionHandler: nil)
        return true
    }

    /// True for any URL with a scheme.
    open func canOpenURL(_ url: URL) -> Bool { !(url.scheme ?? "").isEmpty }

    /// The URL of the app's settings.
    public static let openSettingsURLString = "app-settings:"
}

extension UIApplication: ObjectiveCMethodProviding {
    /// No instance methods are reached by selector.
    public static func objectiveCInstanceMethod(_ selector: Selector) -> ((AnyObject) -> AnyObject?)? { nil }
    /// `+sharedApplication` (what `UIApplication.shared` calls; app extensions reach it by
    /// selector, as Kingfisher does, because `shared` is unavailable to them).
    public static func objectiveCClassMethod(_ selector: Selector) -> ((AnyClass) -> AnyObject?)? {
        selector.name == "sharedApplication" ? { _ in UIApplication.shared } : nil
    }
}
