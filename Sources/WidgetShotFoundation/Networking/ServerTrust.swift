import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Server-trust authentication as iOS's Foundation declares it (Security's `SecTrust`, which
// swift-corelibs-foundation marks unavailable). On Linux, URLSession checks TLS certificates
// itself (libcurl with the system's CA store) and never asks the app: no challenge ever has the
// server-trust method, and a protection space has no `serverTrust`. These declarations let code
// written for iOS compile; the challenge-handling branches they guard simply never run.

/// The authentication method of a server-trust challenge (Apple's value).
public let NSURLAuthenticationMethodServerTrust = "NSURLAuthenticationMethodServerTrust"
/// The authentication method of a client-certificate challenge (Apple's value).
public let NSURLAuthenticationMethodClientCertificate = "NSURLAuthenticationMethodClientCertificate"

/// The evaluation of a certificate chain — Security's `SecTrust`. URLSession on Linux never hands
/// one to the app; Security's functions make one over certificates (`SecTrustCreateWithCertificates`,
/// a PKCS #12 import's `kSecImportItemTrust`), which WidgetShotSecurity reads.
public final class SecTrust: @unchecked Sendable {
    /// The DER certificates of the chain, the leaf first.
    package let certificates: [Data]
    /// The DER anchor certificates set with Security's `SecTrustSetAnchorCertificates` (nil: none
    /// set, the system's anchors apply), and whether only they are trusted.
    package var anchorCertificates: [Data]?
    package var trustsOnlyAnchorCertificates = false
    package init(certificates: [Data]) { self.certificates = certificates }
}

extension URLProtectionSpace {
    /// The server's certificate chain of a server-trust challenge (`nil`: on Linux there is none).
    public var serverTrust: SecTrust? { nil }
}

extension URLCredential {
    /// A credential accepting a server's certificate chain (used to answer a server-trust
    /// challenge, which Linux never issues): it carries no user or password.
    public convenience init(trust: SecTrust) {
        self.init(user: "", password: "", persistence: .none)
    }
}

extension URLError {
    /// Why the network was unavailable (iOS 13): the reason Apple puts under
    /// `NSURLErrorNetworkUnavailableReasonKey`, if the error has one.
    public var networkUnavailableReason: NetworkUnavailableReason? {
        (userInfo[NSURLErrorNetworkUnavailableReasonKey] as? Int).flatMap(NetworkUnavailableReason.init(rawValue:))
    }

    /// Why the network was unavailable — `URLError.NetworkUnavailableReason` (Apple's raw values).
    public enum NetworkUnavailableReason: Int, Sendable {
        /// Cellular access was not allowed.
        case cellular = 0
        /// Expensive networks were not allowed.
        case expensive = 1
        /// Constrained (Low Data Mode) networks were not allowed.
        case constrained = 2
    }
}

/// The user-info key of `URLError.networkUnavailableReason` (Apple's value).
public let NSURLErrorNetworkUnavailableReasonKey = "NSURLErrorNetworkUnavailableReasonKey"

extension URLRequest {
    /// Whether the request may use a constrained (Low Data Mode) network. Linux has no Low Data
    /// Mode, so every network is unconstrained and the request is sent alike either way; the
    /// value cannot be stored in corelibs' `URLRequest`, so it reads as the default, true.
    public var allowsConstrainedNetworkAccess: Bool {
        get { true }
        set {}
    }
    /// Whether the request may use an expensive network (cellular, hotspot). Linux has no such
    /// notion: reads as the default, true (see `allowsConstrainedNetworkAccess`).
    public var allowsExpensiveNetworkAccess: Bool {
        get { true }
        set {}
    }
}
