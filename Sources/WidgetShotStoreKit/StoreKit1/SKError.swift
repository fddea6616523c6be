import Foundation

// StoreKit 1's errors (SKError.h; https://developer.apple.com/documentation/storekit/skerror/code),
// with Apple's domain and raw codes.

/// StoreKit 1's error domain.
public let SKErrorDomain = "SKErrorDomain"

/// An error StoreKit 1 reports — Swift's bridged `SKError`: a code in `SKErrorDomain` and a user info.
public struct SKError: Error, CustomNSError, Hashable, @unchecked Sendable {
    /// What went wrong (Apple's raw values).
    public enum Code: Int, Hashable, Sendable {
        case unknown = 0
        case clientInvalid = 1
        case paymentCancelled = 2
        case paymentInvalid = 3
        case paymentNotAllowed = 4
        case storeProductNotAvailable = 5
        case cloudServicePermissionDenied = 6
        case cloudServiceNetworkConnectionFailed = 7
        case cloudServiceRevoked = 8
        case privacyAcknowledgementRequired = 9
        case unauthorizedRequestData = 10
        case invalidOfferIdentifier = 11
        case invalidSignature = 12
        case missingOfferParams = 13
        case invalidOfferPrice = 14
        case overlayCancelled = 15
        case overlayInvalidConfiguration = 16
        case overlayTimeout = 17
        case ineligibleForOffer = 18
        case unsupportedPlatform = 19
        case overlayPresentedInBackgroundScene = 20
    }

    /// The error's code.
    public let code: Code
    /// The error's user info (`NSLocalizedDescriptionKey`, `NSUnderlyingErrorKey`…).
    public let userInfo: [String: Any]

    /// An error with `code` and `userInfo`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }
    /// The error an `NSError` in `SKErrorDomain` carries.
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unknown, userInfo: _nsError.userInfo)
    }

    /// `SKErrorDomain`.
    public static var errorDomain: String { SKErrorDomain }
    /// The raw code.
    public var errorCode: Int { code.rawValue }
    /// The error as an `NSError`.
    public var _nsError: NSError { NSError(domain: SKErrorDomain, code: code.rawValue, userInfo: userInfo) }
    /// The user info as `CustomNSError` reports it.
    public var errorUserInfo: [String: Any] { userInfo }
    /// The description from the user info.
    public var localizedDescription: String { _nsError.localizedDescription }

    /// Two errors are equal when their codes are.
    public static func == (lhs: SKError, rhs: SKError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The `unknown` code.
    public static var unknown: Code { .unknown }
    /// The `clientInvalid` code.
    public static var clientInvalid: Code { .clientInvalid }
    /// The `paymentCancelled` code.
    public static var paymentCancelled: Code { .paymentCancelled }
    /// The `paymentInvalid` code.
    public static var paymentInvalid: Code { .paymentInvalid }
    /// The `paymentNotAllowed` code.
    public static var paymentNotAllowed: Code { .paymentNotAllowed }
    /// The `storeProductNotAvailable` code.
    public static var storeProductNotAvailable: Code { .storeProductNotAvailable }
    /// The `cloudServicePermissionDenied` code.
    public static var cloudServicePermissionDenied: Code { .cloudServicePermissionDenied }
    /// The `cloudServiceNetworkConnectionFailed` code.
    public static var cloudServiceNetworkConnectionFailed: Code { .cloudServiceNetworkConnectionFailed }
    /// The `cloudServiceRevoked` code.
    public static var cloudServiceRevoked: Code { .cloudServiceRevoked }
    /// The `privacyAcknowledgementRequired` code.
    public static var privacyAcknowledgementRequired: Code { .privacyAcknowledgementRequired }
    /// The `unauthorizedRequestData` code.
    public static var unauthorizedRequestData: Code { .unauthorizedRequestData }
    /// The `invalidOfferIdentifier` code.
    public static var invalidOfferIdentifier: Code { .invalidOfferIdentifier }
    /// The `invalidSignature` code.
    public static var invalidSignature: Code { .invalidSignature }
    /// The `missingOfferParams` code.
    public static var missingOfferParams: Code { .missingOfferParams }
    /// The `invalidOfferPrice` code.
    public static var invalidOfferPrice: Code { .invalidOfferPrice }
    /// The `overlayCancelled` code.
    public static var overlayCancelled: Code { .overlayCancelled }
    /// The `overlayInvalidConfiguration` code.
    public static var overlayInvalidConfiguration: Code { .overlayInvalidConfiguration }
    /// The `overlayTimeout` code.
    public static var overlayTimeout: Code { .overlayTimeout }
    /// The `ineligibleForOffer` code.
    public static var ineligibleForOffer: Code { .ineligibleForOffer }
    /// The `unsupportedPlatform` code.
    public static var unsupportedPlatform: Code { .unsupportedPlatform }
    /// The `overlayPresentedInBackgroundScene` code.
    public static var overlayPresentedInBackgroundScene: Code { .overlayPresentedInBackgroundScene }
}

/// Matches an error whose code is `code` (`catch SKError.paymentCancelled`,
/// `case SKError.paymentCancelled`), as Foundation's `~=` for bridged error codes.
public func ~= (code: SKError.Code, error: any Error) -> Bool {
    let ns = error as NSError
    return ns.domain == SKErrorDomain && ns.code == code.rawValue
}
