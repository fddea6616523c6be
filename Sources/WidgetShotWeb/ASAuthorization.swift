import Foundation
import WidgetShotUI

// AuthenticationServices' authorization flow (Sign in with Apple, passwords, passkeys) as apps
// and their packages call it (https://developer.apple.com/documentation/authenticationservices).
// An extension has no window to show the sheet, and nobody is signed in: every request fails with
// `ASAuthorizationError.notInteractive` ("the authorization request requires user interaction"),
// reported to the delegate or thrown by `AuthorizationController`.

/// The window a sheet is anchored to — AuthenticationServices' `ASPresentationAnchor` (a
/// `UIWindow` on iOS; WidgetShot has no windows).
public typealias ASPresentationAnchor = AnyObject

/// Authorization errors — AuthenticationServices' `ASAuthorizationError` (Apple's codes,
/// `ASAuthorizationErrorDomain`).
public struct ASAuthorizationError: Error, CustomNSError, LocalizedError, Sendable, Equatable {
    /// The codes.
    public enum Code: Int, Sendable {
        case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004, notInteractive = 1005,
             matchedExcludedCredential = 1006
    }
    /// The code.
    public let code: Code
    /// An error.
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { "com.apple.AuthenticationServices.AuthorizationError" }
    public var errorCode: Int { code.rawValue }
    public var errorDescription: String? { "The operation couldn’t be completed. (com.apple.AuthenticationServices.AuthorizationError error \(code.rawValue).)" }
    public static let canceled = Code.canceled
    public static let failed = Code.failed
    public static let notInteractive = Code.notInteractive
}

/// A credential an authorization produced — `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// A request for authorization — `ASAuthorizationRequest`.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {}

/// A request for a saved password — `ASAuthorizationPasswordRequest`.
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

/// Makes password requests — `ASAuthorizationPasswordProvider`.
open class ASAuthorizationPasswordProvider: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    /// A password request.
    open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest() }
}

/// A user name and password — `ASPasswordCredential`.
open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The user name.
    public let user: String
    /// The password.
    public let password: String
    /// A credential.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
        super.init()
    }
}

/// A Sign in with Apple request — `ASAuthorizationAppleIDRequest`.
open class ASAuthorizationAppleIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// The contact information asked for.
    open var requestedScopes: [ASAuthorization.Scope]?
    /// A nonce for the identity token.
    open var nonce: String?
    /// A state echoed back.
    open var state: String?
}

extension ASAuthorizationAppleIDProvider {
    /// A Sign in with Apple request.
    public func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }
}

/// A Sign in with Apple credential — `ASAuthorizationAppleIDCredential`.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The user's stable identifier.
    public let user: String
    /// The e-mail shared, if any.
    public let email: String?
    /// The name shared, if any.
    public let fullName: PersonNameComponents?
    /// The identity token (a JWT).
    public let identityToken: Data?
    /// The authorization code.
    public let authorizationCode: Data?
    init(user: String) {
        self.user = user
        email = nil
        fullName = nil
        identityToken = nil
        authorizationCode = nil
        super.init()
    }
}

/// A passkey sign-in request — `ASAuthorizationPlatformPublicKeyCredentialAssertionRequest`.
open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// The challenge.
    open var challenge: Data
    /// The relying party.
    open var relyingPartyIdentifier: String
    init(challenge: Data, relyingPartyIdentifier: String) {
        self.challenge = challenge
        self.relyingPartyIdentifier = relyingPartyIdentifier
        super.init()
    }
}

/// A passkey creation request — `ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest`.
open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// The challenge.
    open var challenge: Data
    /// The account name.
    open var name: String
    /// The user handle.
    open var userID: Data
    /// The relying party.
    open var relyingPartyIdentifier: String
    init(challenge: Data, name: String, userID: Data, relyingPartyIdentifier: String) {
        self.challenge = challenge
        self.name = name
        self.userID = userID
        self.relyingPartyIdentifier = relyingPartyIdentifier
        super.init()
    }
}

/// Makes passkey requests — `ASAuthorizationPlatformPublicKeyCredentialProvider`.
open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, @unchecked Sendable {
    /// The relying party (the web domain).
    public let relyingPartyIdentifier: String
    /// A provider for a relying party.
    public init(relyingPartyIdentifier: String) {
        self.relyingPartyIdentifier = relyingPartyIdentifier
        super.init()
    }
    /// A passkey sign-in request.
    open func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest {
        ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(challenge: challenge, relyingPartyIdentifier: relyingPartyIdentifier)
    }
    /// A passkey creation request.
    open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data) -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest {
        ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(challenge: challenge, name: name, userID: userID, relyingPartyIdentifier: relyingPartyIdentifier)
    }
}

/// A passkey sign-in — `ASAuthorizationPlatformPublicKeyCredentialAssertion`.
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The user handle.
    public let userID: Data
    /// The credential's identifier.
    public let credentialID: Data
    /// The signature.
    public let signature: Data
    /// The client data JSON.
    public let rawClientDataJSON: Data
    /// The authenticator data.
    public let rawAuthenticatorData: Data
    init(userID: Data) {
        self.userID = userID
        credentialID = Data()
        signature = Data()
        rawClientDataJSON = Data()
        rawAuthenticatorData = Data()
        super.init()
    }
}

/// A passkey creation — `ASAuthorizationPlatformPublicKeyCredentialRegistration`.
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The credential's identifier.
    public let credentialID: Data
    /// The attestation object.
    public let rawAttestationObject: Data?
    /// The client data JSON.
    public let rawClientDataJSON: Data
    init(credentialID: Data) {
        self.credentialID = credentialID
        rawAttestationObject = nil
        rawClientDataJSON = Data()
        super.init()
    }
}

/// A completed authorization — `ASAuthorization`.
open class ASAuthorization: NSObject, @unchecked Sendable {
    /// Contact information a Sign in with Apple request asks for — `ASAuthorization.Scope`.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fullName = Scope(rawValue: "full_name")
        public static let email = Scope(rawValue: "email")
    }
    /// The provider that made the request.
    public let provider: AnyObject
    /// The credential.
    public let credential: ASAuthorizationCredential
    init(provider: AnyObject, credential: ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
        super.init()
    }
}

/// The result of `AuthorizationController.performRequests` — AuthenticationServices' `ASAuthorizationResult`.
public enum ASAuthorizationResult {
    case password(ASPasswordCredential)
    case appleID(ASAuthorizationAppleIDCredential)
    case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
    case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
}

/// Receives an authorization's outcome — `ASAuthorizationControllerDelegate`.
public protocol ASAuthorizationControllerDelegate: AnyObject {
    /// The authorization succeeded (never, here).
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// The authorization failed.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error)
}

extension ASAuthorizationControllerDelegate {
    /// Optional on iOS: does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    /// Optional on iOS: does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) {}
}

/// Supplies the window the sheet appears over — `ASAuthorizationControllerPresentationContextProviding`.
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    /// The window.
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Runs authorization requests — `ASAuthorizationController`. `performRequests()` reports
/// `ASAuthorizationError.notInteractive` to the delegate: an extension cannot show the sheet.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
    /// Options for performing requests — `ASAuthorizationController.RequestOptions`.
    public struct RequestOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Fail at once when no credential is available on the device.
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
    }
    /// The requests.
    public let authorizationRequests: [ASAuthorizationRequest]
    /// The delegate.
    open weak var delegate: ASAuthorizationControllerDelegate?
    /// The window provider.
    open weak var presentationContextProvider: ASAuthorizationControllerPresentationContextProviding?
    /// A controller for requests.
    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
        super.init()
    }
    /// Starts the requests: the delegate gets `notInteractive`.
    open func performRequests() { delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError(.notInteractive)) }
    /// Starts the requests with options: the delegate gets `notInteractive`.
    open func performRequests(options: RequestOptions) { performRequests() }
    /// Starts AutoFill-assisted requests: the delegate gets `notInteractive`.
    open func performAutoFillAssistedRequests() { performRequests() }
    /// Cancels the requests.
    open func cancel() {}
}

/// Performs authorization requests from SwiftUI — AuthenticationServices' `AuthorizationController`
/// (`@Environment(\.authorizationController)`): throws `ASAuthorizationError.notInteractive`.
public struct AuthorizationController: Sendable {
    /// Performs requests: throws `notInteractive` (no window in an extension).
    public func performRequests(_ requests: [ASAuthorizationRequest], options: ASAuthorizationController.RequestOptions = []) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.notInteractive)
    }
    /// Performs one request: throws `notInteractive`.
    public func performRequest(_ request: ASAuthorizationRequest, options: ASAuthorizationController.RequestOptions = []) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.notInteractive)
    }
}

private struct AuthorizationControllerKey: EnvironmentKey { static let defaultValue = AuthorizationController() }

extension EnvironmentValues {
    /// The authorization controller of the view's window.
    public var authorizationController: AuthorizationController {
        get { self[AuthorizationControllerKey.self] }
        set { self[AuthorizationControllerKey.self] = newValue }
    }
}
