import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Errors StoreKit 2 throws — StoreKit's `StoreKitError` (its cases are Apple's).
public enum StoreKitError: Error, LocalizedError, Sendable {
    /// An unknown error.
    case unknown
    /// The user cancelled.
    case userCancelled
    /// The network failed.
    case networkError(URLError)
    /// A system error.
    case systemError(any Error)
    /// The product is not sold in the account's storefront.
    case notAvailableInStorefront
    /// The app lacks the entitlement the request needs.
    case notEntitled
    /// The request is not supported on this platform (iOS 18.4).
    case unsupported

    public var errorDescription: String? {
        switch self {
        case .unknown: return "An unknown error occurred."
        case .userCancelled: return "The user cancelled the request."
        case .networkError(let error): return error.localizedDescription
        case .systemError(let error): return error.localizedDescription
        case .notAvailableInStorefront: return "The item is not available in the current storefront."
        case .notEntitled: return "The app is not entitled to make this request."
        case .unsupported: return "This request is not supported."
        }
    }
}

extension AppStore {
    /// The server environment a signed value comes from — StoreKit's `AppStore.Environment`.
    public struct Environment: RawRepresentable, Hashable, Sendable, Codable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The App Store.
        public static let production = Environment(rawValue: "Production")
        /// The sandbox (TestFlight, sandbox accounts).
        public static let sandbox = Environment(rawValue: "Sandbox")
        /// Xcode's StoreKit testing.
        public static let xcode = Environment(rawValue: "Xcode")
    }

    /// The platform of a purchase — StoreKit's `AppStore.Platform`.
    public struct Platform: RawRepresentable, Hashable, Sendable, Codable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let iOS = Platform(rawValue: "iOS")
        public static let macOS = Platform(rawValue: "macOS")
        public static let tvOS = Platform(rawValue: "tvOS")
        public static let visionOS = Platform(rawValue: "visionOS")
    }
}

/// The App Store-signed record of the app's own purchase — StoreKit's `AppTransaction` (iOS 16).
///
/// A WidgetShot render runs a build of the extension that was not installed from the App Store,
/// so there is no signed app transaction to give: `shared` and `refresh()` throw, as Apple
/// documents for when "the AppTransaction isn't available"
/// (https://developer.apple.com/documentation/storekit/apptransaction/shared). Apple does not
/// name the case; WidgetShot throws `StoreKitError.unknown`. Code written the usual way
/// (`do { … } catch { return false }`) takes its "not from the App Store" path.
public struct AppTransaction: Hashable, Sendable {
    /// The App Store's identifier of the app (`nil` outside production).
    public let appID: UInt64?
    /// The identifier of the app transaction (iOS 18.4).
    public let appTransactionID: String
    /// The app's version (`CFBundleVersion`).
    public let appVersion: String
    /// The App Store's identifier of the app version.
    public let appVersionID: UInt64?
    /// The bundle identifier.
    public let bundleID: String
    /// The server environment that signed it.
    public let environment: AppStore.Environment
    /// The app version the user first bought.
    public let originalAppVersion: String
    /// When the user first bought the app.
    public let originalPurchaseDate: Date
    /// The platform the user first bought the app on (iOS 18.4).
    public let originalPlatform: AppStore.Platform
    /// When the user pre-ordered the app, if they did.
    public let preorderDate: Date?
    /// When the App Store signed it.
    public let signedDate: Date
    /// The device verification value.
    public let deviceVerification: Data
    /// The nonce used for `deviceVerification`.
    public let deviceVerificationNonce: UUID
    /// The signed JSON.
    public let jsonRepresentation: Data

    /// The app transaction: throws, none is available (see the type's discussion).
    public static var shared: VerificationResult<AppTransaction> {
        get async throws { throw StoreKitError.unknown }
    }

    /// Asks the App Store for the app transaction again: throws, none is available.
    public static func refresh() async throws -> VerificationResult<AppTransaction> {
        throw StoreKitError.unknown
    }
}
