import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetShot

/// sweep-13 (Loriage/Beszel-Swift-App's widget compiles its app's mTLS code): Foundation's
/// client-certificate credential over an imported identity, and Security's
/// `errSecPkcs12VerifyFailure`.
struct SweepThirteenClientCertificateTests {
    @Test func aCredentialKeepsItsIdentityAndCertificates() throws {
        var items: CFArray?
        let options: NSDictionary = [kSecImportExportPassphrase as String: SdkTenPKCS12Tests.rsaPassphrase]
        #expect(SecPKCS12Import(SdkTenPKCS12Tests.rsaP12 as NSData, options, &items) == errSecSuccess)
        let item = try #require((items as? [[String: Any]])?.first)
        let identity = try #require(item[kSecImportItemIdentity as String] as? SecIdentity)
        let chain = try #require(item[kSecImportItemCertChain as String] as? [Any])

        let credential = URLCredential(identity: identity, certificates: chain, persistence: .permanent)
        #expect(credential.identity === identity)
        #expect(credential.certificates.count == 1)
        #expect(credential.persistence == .forSession)   // certificate credentials are never stored
        var certificate: SecCertificate?
        #expect(SecIdentityCopyCertificate(try #require(credential.identity), &certificate) == errSecSuccess)
        #expect(certificate.flatMap { SecCertificateCopySubjectSummary($0) as String? } == "Vulcan Test Device")

        let bare = URLCredential(identity: identity, certificates: nil, persistence: .forSession)
        #expect(bare.identity === identity && bare.certificates.isEmpty)
        let password = URLCredential(user: "ana", password: "secret", persistence: .none)
        #expect(password.identity == nil && password.certificates.isEmpty)
    }

    @Test func pkcs12VerifyFailureIsSecBasesCode() {
        #expect(errSecPkcs12VerifyFailure == -25264)
        #expect(SecCopyErrorMessageString(errSecPkcs12VerifyFailure, nil) as String? == "MAC verification failed during PKCS12 import (wrong password?)")
        // A wrong passphrase is errSecAuthFailed, as on iOS; an app checking both codes takes the same branch.
        var items: CFArray?
        let wrong: NSDictionary = [kSecImportExportPassphrase as String: "wrong"]
        #expect(SecPKCS12Import(SdkTenPKCS12Tests.rsaP12 as NSData, wrong, &items) == errSecAuthFailed)
    }
}
