import Foundation
import WidgetShotFoundation

// Security's certificate-trust API (SecTrust.h, SecPolicy.h, SecCertificate.h), which apps call
// in URLSession's server-trust challenge to pin certificates (iVPN's `APIPublicKeyPin`). On Linux
// URLSession checks TLS itself and never issues that challenge, so no server's `SecTrust` reaches
// the app. A trust made here (`SecTrustCreateWithCertificates`, a PKCS #12 import's
// `kSecImportItemTrust`) holds its certificates, whose keys and names are read with BoringSSL;
// evaluating one fails: WidgetShot has no anchor certificates to check a chain against.

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

/// Evaluates a trust (iOS 12): not trusted — empty, or no anchor to check the chain against.
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    let message = trust.certificates.isEmpty ? "The certificate chain is empty." : "The root of the certificate chain is not trusted."
    error?.pointee = NSError(domain: NSOSStatusErrorDomain, code: -67843,   // errSecNotTrusted
                             userInfo: [NSLocalizedDescriptionKey: message]) as CFError
    return false
}

/// Makes a trust over a certificate (`SecCertificate`) or an array of them, the leaf first —
/// Security's `SecTrustCreateWithCertificates`. `errSecParam` when they are not certificates.
public func SecTrustCreateWithCertificates(_ certificates: CFTypeRef, _ policies: CFTypeRef?, _ trust: UnsafeMutablePointer<SecTrust?>) -> OSStatus {
    let list: [SecCertificate]
    if let one = certificates as? SecCertificate {
        list = [one]
    } else if let many = certificates as? [Any], case let typed = many.compactMap({ $0 as? SecCertificate }), typed.count == many.count, !typed.isEmpty {
        list = typed
    } else {
        return errSecParam
    }
    trust.pointee = SecTrust(certificates: list.map(\.der))
    return errSecSuccess
}

/// The number of certificates in the trust's chain.
public func SecTrustGetCertificateCount(_ trust: SecTrust) -> CFIndex { trust.certificates.count }

/// The certificate at `index` of the trust's chain (nil past its end).
public func SecTrustGetCertificateAtIndex(_ trust: SecTrust, _ index: CFIndex) -> SecCertificate? {
    trust.certificates.indices.contains(index) ? SecCertificate(der: trust.certificates[index]) : nil
}

/// The trust's certificate chain (iOS 15), the leaf first.
public func SecTrustCopyCertificateChain(_ trust: SecTrust) -> CFArray? { trust.certificates.map { SecCertificate(der: $0) } as NSArray }

/// The public key of the trust's leaf certificate (iOS 14) — Security's `SecTrustCopyKey`; nil
/// for an empty trust or a key that is neither RSA nor NIST EC.
public func SecTrustCopyKey(_ trust: SecTrust) -> SecKey? {
    trust.certificates.first.flatMap(BoringSSL.publicKey(ofCertificate:)).map(SecKey.init)
}

/// A certificate from its DER bytes (`nil` for bytes that are not a DER sequence).
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
    let bytes = data as Data
    guard bytes.count > 2, bytes.first == 0x30 else { return nil }
    return SecCertificate(der: bytes)
}

/// A certificate's DER bytes.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate.der as NSData }

/// A certificate's public key (RSA or NIST EC); `nil`, as Apple returns for a key it cannot read.
public func SecCertificateCopyKey(_ certificate: SecCertificate) -> SecKey? {
    BoringSSL.publicKey(ofCertificate: certificate.der).map(SecKey.init)
}

/// A certificate's summary: its subject's common name (`nil` for a certificate without one).
public func SecCertificateCopySubjectSummary(_ certificate: SecCertificate) -> CFString? {
    BoringSSL.subjectCommonName(ofCertificate: certificate.der).map { $0 as NSString }
}
