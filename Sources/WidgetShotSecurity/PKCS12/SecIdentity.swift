import Foundation
import WidgetShotFoundation

// Security's identities and PKCS #12 import (SecIdentity.h, SecImportExport.h): a client
// certificate with its private key, read from a `.p12`/`.pfx` with `SecPKCS12Import`, as apps
// that sign API requests with a certificate do (rrroyal/vulcan's `PKCS12`). The file is parsed
// for real (``BoringSSL/importPKCS12(_:passphrase:)``): the MAC is checked with the passphrase,
// the key and certificates decrypted; RSA and NIST EC keys are read. The keys are in memory
// only, as iOS imports them (iOS never adds them to the keychain).

/// A certificate and its private key — Security's `SecIdentity`.
public final class SecIdentity: @unchecked Sendable {
    let certificate: SecCertificate
    let privateKey: SecKey
    init(certificate: SecCertificate, privateKey: SecKey) {
        self.certificate = certificate
        self.privateKey = privateKey
    }
}

/// The passphrase option of `SecPKCS12Import` (a `CFString`; Apple's value).
public let kSecImportExportPassphrase: CFString = "passphrase"
/// An imported item's label: the subject summary of its certificate.
public let kSecImportItemLabel: CFString = "label"
/// An imported item's key ID (the PKCS #12 `localKeyID`; not given here).
public let kSecImportItemKeyID: CFString = "keyid"
/// An imported item's trust (`SecTrust`), over its certificate chain.
public let kSecImportItemTrust: CFString = "trust"
/// An imported item's certificate chain (`[SecCertificate]`, its own certificate first).
public let kSecImportItemCertChain: CFString = "chain"
/// An imported item's identity (`SecIdentity`).
public let kSecImportItemIdentity: CFString = "identity"

/// Reads the identity and certificates of a PKCS #12 blob — Security's `SecPKCS12Import`.
///
/// On success `items` is one dictionary for the identity: `kSecImportItemIdentity`,
/// `kSecImportItemCertChain`, `kSecImportItemTrust` and `kSecImportItemLabel` (when the certificate
/// has a common name). As on iOS, a wrong or missing passphrase is `errSecAuthFailed`; data that is
/// not PKCS #12, or a key that is neither RSA nor NIST EC, is `errSecDecode`; a file without a key
/// or certificate gives `errSecSuccess` and no identity (`errSecDecode` here: nothing to return).
public func SecPKCS12Import(_ pkcs12_data: CFData, _ options: CFDictionary, _ items: UnsafeMutablePointer<CFArray?>) -> OSStatus {
    let passphrase = secAttributes(options)[String(kSecImportExportPassphrase)].flatMap(KeychainQuery.string) ?? ""
    switch BoringSSL.importPKCS12(Data(referencing: pkcs12_data), passphrase: passphrase) {
    case .failure(let failure):
        return failure.status
    case .success(let contents):
        let chain = contents.certificates.map { SecCertificate(der: $0) }
        guard let leaf = chain.first else { return errSecDecode }
        var item: [String: Any] = [
            String(kSecImportItemIdentity): SecIdentity(certificate: leaf, privateKey: SecKey(contents.key)),
            String(kSecImportItemCertChain): chain as NSArray,
            String(kSecImportItemTrust): SecTrust(certificates: contents.certificates),
        ]
        if let label = BoringSSL.subjectCommonName(ofCertificate: leaf.der) { item[String(kSecImportItemLabel)] = label }
        items.pointee = [NSDictionary(dictionary: item)] as NSArray
        return errSecSuccess
    }
}

/// The private key of an identity — Security's `SecIdentityCopyPrivateKey`.
public func SecIdentityCopyPrivateKey(_ identityRef: SecIdentity, _ privateKeyRef: UnsafeMutablePointer<SecKey?>) -> OSStatus {
    privateKeyRef.pointee = identityRef.privateKey
    return errSecSuccess
}

/// The certificate of an identity — Security's `SecIdentityCopyCertificate`.
public func SecIdentityCopyCertificate(_ identityRef: SecIdentity, _ certificateRef: UnsafeMutablePointer<SecCertificate?>) -> OSStatus {
    certificateRef.pointee = identityRef.certificate
    return errSecSuccess
}
