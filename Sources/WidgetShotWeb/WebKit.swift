import Foundation
import WidgetShotUIKit
#if canImport(FoundationNetworking)
import FoundationNetworking   // URLRequest and HTTPCookie live here on Linux
#endif

/// A navigation — WebKit's `WKNavigation`.
open class WKNavigation: NSObject, @unchecked Sendable {}

/// A web view's settings — WebKit's `WKWebViewConfiguration`.
open class WKWebViewConfiguration: NSObject, @unchecked Sendable {
    /// The website data store.
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// Whether media plays inline.
    open var allowsInlineMediaPlayback = false
    /// The pages' preferences (``WKPreferences``).
    open var preferences = WKPreferences()
}

/// Web content — WebKit's `WKWebView`, a `UIView` as on iOS (so `UIViewRepresentable`s can make
/// one). A widget cannot show web content (WidgetKit draws no web views); WidgetShot's web view
/// keeps what it was asked to load and loads nothing.
open class WKWebView: UIView, @unchecked Sendable {
    /// The configuration.
    public let configuration: WKWebViewConfiguration
    /// The URL asked for.
    open private(set) var url: URL?
    /// The page title (none: nothing loads).
    open var title: String? { nil }
    /// Whether a page is loading.
    open var isLoading: Bool { false }
    /// The object told of navigations (``WKNavigationDelegate``; none starts, nothing loads).
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// A web view.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    /// A web view with the default configuration.
    public convenience override init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
    /// A web view from an archive (the default configuration).
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }
    /// Records the URL; nothing is loaded.
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { url = request.url; return WKNavigation() }
    /// Records the base URL; nothing is loaded.
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { url = baseURL; return WKNavigation() }
    /// Fails: no JavaScript runs (`WKError.javaScriptExceptionOccurred`).
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
    }
}

/// WebKit's errors — `WKError` (domain `WKErrorDomain`, Apple's codes).
public struct WKError: Error, Sendable {
    /// The codes.
    public enum Code: Int, Sendable { case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred, javaScriptResultTypeIsUnsupported }
    /// The code.
    public let code: Code
    /// An error.
    public init(_ code: Code) { self.code = code }
}

/// Cookies and caches — WebKit's `WKWebsiteDataStore`: empty (nothing was ever browsed).
open class WKWebsiteDataStore: NSObject, @unchecked Sendable {
    private static let shared = WKWebsiteDataStore()
    /// The default store.
    open class func `default`() -> WKWebsiteDataStore { shared }
    /// A private store.
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    /// The cookie store.
    public let httpCookieStore = WKHTTPCookieStore()
}
/// Cookies — WebKit's `WKHTTPCookieStore`: what was set in this process.
open class WKHTTPCookieStore: NSObject, @unchecked Sendable {
    private var cookies: [HTTPCookie] = []
    private let lock = NSLock()
    /// Every cookie.
    open func getAllCookies(_ completionHandler: @escaping ([HTTPCookie]) -> Void) { completionHandler(storedCookies()) }
    /// Every cookie.
    open func allCookies() async -> [HTTPCookie] { storedCookies() }
    private func storedCookies() -> [HTTPCookie] { lock.lock(); defer { lock.unlock() }; return cookies }
    /// Stores a cookie.
    open func setCookie(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
        lock.lock(); cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }; cookies.append(cookie); lock.unlock()
        completionHandler?()
    }
    /// Deletes a cookie.
    open func delete(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
        lock.lock(); cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }; lock.unlock()
        completionHandler?()
    }
}
