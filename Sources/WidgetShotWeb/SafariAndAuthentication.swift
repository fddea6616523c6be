import Foundation

/// Safari in an app — SafariServices' `SFSafariViewController`. A widget cannot present view
/// controllers; this keeps its URL and configuration so shared code compiles. (On iOS it is a
/// `UIViewController`; WidgetShot has none, so it is an `NSObject`.)
open class SFSafariViewController: NSObject, @unchecked Sendable {
    /// Options — `SFSafariViewController.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {
        /// Whether Reader opens when available.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse on scroll.
        open var barCollapsingEnabled = true
    }
    /// The URL.
    public let url: URL
    /// The configuration.
    public let configuration: Configuration
    /// The bar tint.
    open var preferredBarTintColor: AnyObject?
    /// The control tint.
    open var preferredControlTintColor: AnyObject?
    /// A Safari controller.
    public init(url: URL, configuration: Configuration = Configuration()) {
        self.url = url
        self.configuration = configuration
        super.init()
    }
}

/// Sign in with Apple — AuthenticationServices' `ASAuthorizationAppleIDProvider`. Nobody is
/// signed in: every user's credential state is `.notFound`.
open class ASAuthorizationAppleIDProvider: NSObject, @unchecked Sendable {
    /// A credential's state (Apple's raw values).
    public enum CredentialState: Int, Sendable { case revoked = 0, authorized = 1, notFound = 2, transferred = 3 }
    public override init() { super.init() }
    /// The state of a user's credential: `.notFound`.
    open func getCredentialState(forUserID userID: String, completion: @escaping (CredentialState, Error?) -> Void) { completion(.notFound, nil) }
    /// The state of a user's credential: `.notFound`.
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// AuthenticationServices' web sign-in errors — `ASWebAuthenticationSessionError` (Apple's codes).
public struct ASWebAuthenticationSessionError: Error, Sendable {
    /// The codes.
    public enum Code: Int, Sendable { case canceledLogin = 1, presentationContextNotProvided = 2, presentationContextInvalid = 3 }
    /// The code.
    public let code: Code
    /// An error.
    public init(_ code: Code) { self.code = code }
}

/// A web sign-in — AuthenticationServices' `ASWebAuthenticationSession`. A widget has no window
/// to present it: `start()` returns `false` and the handler gets `presentationContextNotProvided`.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    /// The handler's type.
    public typealias CompletionHandler = (URL?, Error?) -> Void
    private let handler: CompletionHandler
    /// Whether an ephemeral session is preferred.
    open var prefersEphemeralWebBrowserSession = false
    /// A session.
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        handler = completionHandler
        super.init()
    }
    /// Cannot start in a widget: `false`, and the handler gets `presentationContextNotProvided`.
    @discardableResult open func start() -> Bool {
        handler(nil, ASWebAuthenticationSessionError(.presentationContextNotProvided))
        return false
    }
    /// Cancels.
    open func cancel() {}
}
