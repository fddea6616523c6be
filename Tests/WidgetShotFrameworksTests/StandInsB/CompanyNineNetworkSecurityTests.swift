import Foundation
import Testing
import WidgetShot

/// Network's IP addresses and Security's certificate-trust API, as a VPN company's widget code
/// uses them (iVPN: classifying a server address; pinning the API's public key in a URLSession
/// delegate) — company-9 sweep, issue 20.
struct CompanyNineNetworkSecurityTests {
    enum AddressKind { case ipv4, ipv6, other }

    static func kind(of text: String) -> AddressKind {
        if IPv4Address(text) != nil { return .ipv4 }
        if IPv6Address(text) != nil { return .ipv6 }
        return .other
    }

    @Test("IPv4Address and IPv6Address parse as inet_pton does")
    func ipAddresses() throws {
        #expect(Self.kind(of: "10.0.254.1") == .ipv4)
        #expect(Self.kind(of: "2001:db8::8a2e:370:7334") == .ipv6)
        #expect(Self.kind(of: "fe80::1%en0") == .ipv6)
        #expect(Self.kind(of: "api.example.net") == .other)
        #expect(Self.kind(of: "300.1.1.1") == .other)
        let address = try #require(IPv4Address("192.168.1.20"))
        #expect(address.rawValue == Data([192, 168, 1, 20]))
        #expect(address.debugDescription == "192.168.1.20")
        #expect(IPv4Address.loopback.isLoopback && !address.isLoopback)
        #expect(try #require(IPv6Address("::1")).isLoopback)
        #expect(try #require(IPv6Address("fe80::1")).isLinkLocal)
        #expect(try #require(IPv6Address("2001:db8::1")).debugDescription == "2001:db8::1")
    }

    /// A public-key pin check written as VPN apps write it.
    static func validate(serverTrust: SecTrust, domain: String?, pins: Set<Data>) -> Bool {
        if let domain { SecTrustSetPolicies(serverTrust, [SecPolicyCreateSSL(true, domain as CFString)] as CFArray) }
        var result = SecTrustResultType.invalid
        guard SecTrustEvaluate(serverTrust, &result) == errSecSuccess, result == .proceed || result == .unspecified else { return false }
        for index in 0..<SecTrustGetCertificateCount(serverTrust) {
            guard let certificate = SecTrustGetCertificateAtIndex(serverTrust, index),
                  let key = SecCertificateCopyKey(certificate),
                  let data = SecKeyCopyExternalRepresentation(key, nil) as Data? else { return false }
            if pins.contains(data) { return true }
        }
        return false
    }

    @Test("certificates keep their DER bytes; a non-DER blob is no certificate")
    func certificates() throws {
        let der = Data([0x30, 0x03, 0x02, 0x01, 0x01])
        let certificate = try #require(SecCertificateCreateWithData(nil, der as CFData))
        #expect(SecCertificateCopyData(certificate) as Data == der)
        #expect(SecCertificateCreateWithData(nil, Data("PEM".utf8) as CFData) == nil)
        #expect(SecTrustResultType.recoverableTrustFailure.rawValue == 5)
        // No URLSession challenge on Linux hands over a SecTrust, so `validate` is never reached
        // at render time; it compiles as on iOS.
        _ = Self.validate
    }
}
