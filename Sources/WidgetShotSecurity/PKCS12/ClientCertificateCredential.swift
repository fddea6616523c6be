import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import WidgetShotFoundation

// Client-certificate credentials (Foundation's `NSURLCredential(NSClientCertificate)`, declared
// over Security's `SecIdentity`): an app answering a `NSURLAuthenticationMethodClientCertificate`
// challenge with its imported identity (mTLS to a self-hosted server: Loriage/Beszel-Swift-App's
// `MTLSSessionDelegate`). swift-corelibs-foundation's `URLCredential` has only user and password,
// and URLSession on Linux never issues that challenge (libcurl is given no client certificate),
// so the credential is only made and read: it keeps its identity and certificates, as on iOS.

/// The identity and certificates of each client-certificate credential (corelibs' class has no
/// room for them), held while the credential lives.
private final class ClientCertificates: @unchecked Sendable {
    static let shared = ClientCertificates()
    private struct Entry {
        weak var credential: URLCredential?
        var identity: SecIdentity
        var certificates: [Any]
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private let lock = NSLock()

    func store(_ credential: URLCredential, identity: SecIdentity, certificates: [Any]) {
        lock.lock(); defer { lock.unlock() }
        entries = entries.filter { $0.value.credential != nil }
        entries[ObjectIdentifier(credential)] = Entry(credential: credential, identity: identity, certificates: certificates)
    }

    func entry(of credential: URLCredential) -> (identity: SecIdentity, certificates: [Any])? {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(credential)], entry.credential === credential else { return nil }
        return (entry.identity, entry.certificates)
    }
}

extension URLCredential {
    /// A credential for a client-certificate challenge: `identity` (certificate and private key)
    /// and the intermediate certificates (`SecCertificate`s) leading to a trusted root — Foundation's
    /// `init(identity:certificates:persistence:)`. Like iOS, which ignores `persistence` for
    /// certificate credentials, it is kept for the session only; it has no user or password.
    public convenience init(identity: SecIdentity, certificates certArray: [Any]?, persistence: URLCredential.Persistence) {
        self.init(user: "", password: "", persistence: .forSession)
        ClientCertificates.shared.store(self, identity: identity, certificates: certArray ?? [])
    }

    /// The identity of a client-certificate credential (`nil` for a password credential).
    public var identity: SecIdentity? { ClientCertificates.shared.entry(of: self)?.identity }

    /// The intermediate certificates of a client-certificate credential (empty otherwise).
    public var certificates: [Any] { ClientCertificates.shared.entry(of: self)?.certificates ?? [] }
}
