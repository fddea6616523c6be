import Foundation

/// The preferences of a web view's pages — WebKit's `WKPreferences`
/// (https://developer.apple.com/documentation/webkit/wkpreferences), kept as set: WidgetShot's
/// web view loads nothing, so they change nothing drawn. Defaults are iOS's.
open class WKPreferences: NSObject, @unchecked Sendable {
    /// The minimum font size, in points (`minimumFontSize`, 0 by default).
    open var minimumFontSize: CGFloat = 0
    /// Whether JavaScript may open windows without user interaction (false on iOS).
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether suspected fraudulent sites are warned of (true by default).
    open var isFraudulentWebsiteWarningEnabled = true
    /// Whether JavaScript runs (deprecated since iOS 14 for `WKWebpagePreferences`; true by default).
    open var javaScriptEnabled = true
    /// Whether printing includes backgrounds (false by default).
    open var shouldPrintBackgrounds = false
    /// Whether text in the pages can be selected (true by default).
    open var isTextInteractionEnabled = true
    /// Preferences with iOS's defaults.
    public override init() { super.init() }
}

/// The object a web view tells of its navigations — WebKit's `WKNavigationDelegate`
/// (https://developer.apple.com/documentation/webkit/wknavigationdelegate). Every method is
/// optional, as in Objective-C: the defaults below do nothing. WidgetShot's web view loads
/// nothing (a widget cannot show web content), so a navigation never starts and no method is
/// called: code that waits for `webView(_:didFinish:)` (asuc-octo/berkeley-mobile-ios scrapes a
/// page's HTML this way) waits as it would on a device whose page never loads.
public protocol WKNavigationDelegate: AnyObject {
    /// A navigation began loading (`webView(_:didStartProvisionalNavigation:)`).
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// A navigation failed before any content arrived (`webView(_:didFailProvisionalNavigation:withError:)`).
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// Content began arriving (`webView(_:didCommit:)`).
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// A navigation completed (`webView(_:didFinish:)`).
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// A navigation failed after content began arriving (`webView(_:didFail:withError:)`).
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// The web content process ended (`webViewWebContentProcessDidTerminate(_:)`).
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

public extension WKNavigationDelegate {
    /// Does nothing (optional in WebKit).
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing (optional in WebKit).
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    /// Does nothing (optional in WebKit).
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Does nothing (optional in WebKit).
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Does nothing (optional in WebKit).
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    /// Does nothing (optional in WebKit).
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}
