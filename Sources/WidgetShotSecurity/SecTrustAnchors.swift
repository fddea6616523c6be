import Foundation
import WidgetShotCoreFoundation
import WidgetShotFoundation

// Security's custom-anchor and revocation API (SecTrust.h, SecPolicy.h), which certificate
// pinning code calls (Alamofire's `ServerTrustEvaluation`: `setAnchorCertificates(_:)`,
// `RevocationTrustEvaluator`, `publicKeys` before iOS 14). As on iOS, the trust keeps the anchors
// it is given; evaluating still fails here (see ServerTrustEvaluation.swift), so no pinned
// connection is trusted — which Linux never asks about, as its URLSession checks TLS itself.

/// Check revocation with OCSP — Security's `kSecRevocationOCSPMethod` (`1 << 0`, SecPolicy.h;
/// Apple's values as Rust's security-framework-sys `revocation_flags` copies them).
public var kSecRevocationOCSPMethod: CFOptionFlags { 1 << 0 }
/// Check revocation with certificate revocation lists — `kSecRevocationCRLMethod` (`1 << 1`).
public var kSecRevocationCRLMethod: CFOptionFlags { 1 << 1 }
/// Prefer CRLs to OCSP when both are allowed — `kSecRevocationPreferCRL` (`1 << 2`).
public var kSecRevocationPreferCRL: CFOptionFlags { 1 << 2 }
/// Fail unless a positive revocation response is had — `kSecRevocationRequirePositiveResponse` (`1 << 3`).
public var kSecRevocationRequirePositiveResponse: CFOptionFlags { 1 << 3 }
/// Use only cached revocation data — `kSecRevocationNetworkAccessDisabled` (`1 << 4`).
public var kSecRevocationNetworkAccessDisabled: CFOptionFlags { 1 << 4 }
/// OCSP or CRLs, whichever the certificate names — `kSecRevocationUseAnyAvailableMethod`
/// (`kSecRevocationOCSPMethod | kSecRevocationCRLMethod`).
public var kSecRevocationUseAnyAvailableMethod: CFOptionFlags { kSecRevocationOCSPMethod | kSecRevocationCRLMethod }

/// A policy that checks the revocation of a chain's certificates with `revocationFlags` —
/// Security's `SecPolicyCreateRevocation(_:)` (iOS 7; nil on Apple platforms only when the policy
/// cannot be made, which flags alone never cause).
public func SecPolicyCreateRevocation(_ revocationFlags: CFOptionFlags) -> SecPolicy? {
    SecPolicy(isServer: false, hostname: nil)
}

/// Sets the certificates the trust's chain may end at instead of the system's anchors —
/// Security's `SecTrustSetAnchorCertificates(_:_:)`. Setting anchors also makes them the only ones
/// trusted, as Apple documents, until `SecTrustSetAnchorCertificatesOnly(trust, false)`.
/// `errSecParam` when the array holds something other than certificates.
public func SecTrustSetAnchorCertificates(_ trust: SecTrust, _ anchorCertificates: CFArray?) -> OSStatus {
    guard let anchorCertificates else {
        trust.anchorCertificates = nil
        trust.trustsOnlyAnchorCertificates = false
        return errSecSuccess
    }
    let items = anchorCertificates as? [Any] ?? []
    let certificates = items.compactMap { $0 as? SecCertificate }
    guard certificates.count == items.count else { return errSecParam }
    trust.anchorCertificates = certificates.map(\.der)
    trust.trustsOnlyAnchorCertificates = true
    return errSecSuccess
}

/// Whether only the anchors set with `SecTrustSetAnchorCertificates` are trusted (`true`) or the
/// system's too — Security's `SecTrustSetAnchorCertificatesOnly(_:_:)`.
public func SecTrustSetAnchorCertificatesOnly(_ trust: SecTrust, _ anchorCertificatesOnly: Bool) -> OSStatus {
    trust.trustsOnlyAnchorCertificates = anchorCertificatesOnly
    return errSecSuccess
}

/// The anchors set with `SecTrustSetAnchorCertificates` — Security's
/// `SecTrustCopyCustomAnchorCertificates(_:_:)`; `errSecSuccess` with nil when none are set.
public func SecTrustCopyCustomAnchorCertificates(_ trust: SecTrust, _ anchors: UnsafeMutablePointer<CFArray?>) -> OSStatus {
    anchors.pointee = trust.anchorCertificates.map { $0.map(SecCertificate.init(der:)) as NSArray }
    return errSecSuccess
}

/// The public key of the trust's leaf certificate — Security's `SecTrustCopyPublicKey(_:)`
/// (deprecated in iOS 14 for `SecTrustCopyKey`, which it answers as).
@available(iOS, deprecated: 14.0, renamed: "SecTrustCopyKey")
public func SecTrustCopyPublicKey(_ trust: SecTrust) -> SecKey? {
    SecTrustCopyKey(trust)
}
