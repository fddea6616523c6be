import Foundation
import WidgetShotFoundation

// Security's certificate-trust API (SecTrust.h, SecPolicy.h, SecCertificate.h), which apps call
// in URLSession's server-trust challenge to pin certificates (iVPN's `APIPublicKeyPin`). On Linux
// URLSession checks TLS itself and never issues that challenge, so no `SecTrust` ever reaches the
// app (WidgetShotFoundation's `SecTrust` cannot be made): these functions compile the code and
// answer as for a trust that holds no certificate — none to count, an evaluation that fails.

/// A trust policy — Security's `SecPolicy` (`SecPolicyCreateSSL`, `SecPolicyCreateBasicX509`).
public final class SecPolicy: @unchecked Sendable {
    /// Whether it checks a server's certificate (SSL), and for which host.
    let isServer: Bool
    let hostname: String?
    init(isServer: Bool, hostname: String?) { self.isServer = isServer; self.hostname = hostname }
}

/// An X.509 certificate — Security's `SecCertificate`, holding its DER bytes.
public final class SecCertificate: @unchecked Sendable {
    let der: Data
    init(der: Data) { self.der = der }
}

/// The result of evaluating a trust — Security's `SecTrustResultType` (Apple's raw values).
public enum SecTrustResultType: UInt32, Sendable {
    case invalid = 0, proceed = 1, confirm = 2, deny = 3, unspecified = 4, recoverableTrustFailure = 5, fatalTrustFailure = 6, otherError = 7
}

/// A policy that evaluates SSL certificate chains, for a server's `hostname` if `server`.
public func SecPolicyCreateSSL(_ server: Bool, _ hostname: CFString?) -> SecPolicy {
    SecPolicy(isServer: server, hostname: hostname.map { $0 as String })
}

/// A policy that evaluates X.509 certificate chains.
public func SecPolicyCreateBasicX509() -> SecPolicy { SecPolicy(isServer: false, hostname: nil) }

/// Sets the policies a trust evaluates with. Succeeds (the trust keeps no state here).
@discardableResult
public func SecTrustSetPolicies(_ trust: SecTrust, _ policies: CFTypeRef) -> OSStatus { errSecSuccess }

/// Evaluates a trust (deprecated in iOS 13): a trust with no certificate fails, `.invalid`.
public func SecTrustEvaluate(_ trust: SecTrust, _ result: UnsafeMutablePointer<SecTrustResultType>) -> OSStatus {
    result.pointee = .invalid
    return errSecSuccess
}

/// Evaluates a trust (iOS 12): a trust with no certificate is not trusted.
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    error?.pointee = NSError(domain: NSOSStatusErrorDomain, code: -67843,   // errSecNotTrusted
                             userInfo: [NSLocalizedDescriptionKey: "The certificate chain is empty."]) as CFError
    return false
}

/// The number of certificates in the trust's chain (none).
public func SecTrustGetCertificateCount(_ trust: SecTrust) -> CFIndex { 0 }

/// The certificate at `index` of the trust's chain (there is none).
public func SecTrustGetCertificateAtIndex(_ trust: SecTrust, _ index: CFIndex) -> SecCertificate? { nil }

/// The trust's certificate chain (iOS 15): empty.
public func SecTrustCopyCertificateChain(_ trust: SecTrust) -> CFArray? { [] as NSArray }

/// A certificate from its DER bytes (`nil` for bytes that are not a DER sequence).
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
    let bytes = data as Data
    guard bytes.count > 2, bytes.first == 0x30 else { return nil }
    return SecCertificate(der: bytes)
}

/// A certificate's DER bytes.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate.der as NSData }

/// A certificate's public key: `nil`, as Apple returns for a key it cannot read (WidgetShot reads
/// no X.509 keys).
public func SecCertificateCopyKey(_ certificate: SecCertificate) -> SecKey? { nil }

/// A certificate's summary (its subject's common name): `nil`, as for a certificate without one.
public func SecCertificateCopySubjectSummary(_ certificate: SecCertificate) -> CFString? { nil }
