import Foundation
import Testing
import WidgetShot

/// Security's PKCS #12 import, read for real with swift-crypto's BoringSSL (rrroyal/vulcan signs its
/// API requests with a certificate's RSA key). The fixtures were made with OpenSSL 3.0.19 for this
/// test: `openssl req -x509 -newkey rsa:2048 -subj "/CN=Vulcan Test Device"` then `openssl pkcs12
/// -export` (PBES2/AES-256-CBC, SHA-256 MAC), and a P-256 key exported with `-legacy`
/// (RC2/3DES, SHA-1 MAC); the expected signature is `openssl dgst -sha1 -sign` over the message.
struct SdkTenPKCS12Tests {
    static let rsaP12 = Data(base64Encoded: """
        MIIJ7wIBAzCCCaUGCSqGSIb3DQEHAaCCCZYEggmSMIIJjjCCBAIGCSqGSIb3DQEHBqCCA/MwggPvAgEAMIID6AYJKoZIhvcNAQcB
        MFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAgjnvAK2T3w6AICCAAwDAYIKoZIhvcNAgkFADAdBglghkgBZQMEASoEEHnx
        FlH/JayTf+IVtgTSidqAggOAisrMRwD5vT24hwSs6R7Rt4Df1iaeEeBmPVX0SSscMMkMjiQMOr3CfgMADShwEdEE8IwUQ4vkbJxE
        f4Q+W323wFML8inu5vpKFvbKN1kq4afcSTZDOywTi3cZZqlX0arnZUf3dL5eNoH7uiAdHmUCrsibfP+9bdlWL+1UWXWgTsdSRHCD
        IyA/0oy33UiCOkelNL2/qjxk/DkgA3n61CLYEi3EwfLc2RT9owVRM/6hMDYwP1ipnO2tVrUf0JrJTy63xM9QTmgJvYPRVgwTBsSr
        EVaYyzK5XzBrlAORUC+L5paz37DxZxU6/rkxyF8xyd1i5uetDud9rv2RiRGsmauoZELlVJkQMFHzCmOkXBANyB0AU41TnqbXcWcH
        B2WGiVS1rFWvi4pMdlWG5W8VteybpumdbPJivczQY+6eIy2Qp54OykLYC4r5qSyGqGibzDX+dvYe71/+IdBXM7kB0fVMOHNTJ44v
        Gr6PnFNtqbpwGI7+vCjXAKjXl/RWdOX6rWjhm3pBn7+lzL4+QPvpW4zDYRzGxoc2yHdWSt2M8ucL+NiPmM3Vu3eDgw7e47VJOhpx
        HKqUWI57DQdkI5Ot0IXP+w3CLxXQ/eSbwKZWLatL7f0bepYbOmJOdJggCPstHaqmeiSmqz2lbwdnb2jC04E3Y8tNJs77RGYbEPjR
        ERjFdLBASPSn0AFqlilRnFZwGdVbdUz4pCSwXtkaVozURXD3wJeFPtsSHz37le02XvIjQTZplHnzhGNftJjMlmYMquWt1R+zGadn
        wGCD91NeyBRONmk3wXzSzwf4Y3frFZ3A4RO9eubgyYkNd+2xF43cTlEVD0wfyAuBJdc1GSqcYyC3CjH64GTz6hXujve7SxeXGnFp
        A37ALjkLr/NY1RxkK1A9ZI7O1QDv402Q4e/OnCvx6k0KyXZw64TY+CtYqKUC6Zp2fUoQI8kG4KLm0Ij/coWDP83YsUuC4nX38xM2
        gTAdle45VPbp5TMe/tfVtmRGG0HRg+Jmkq7lnRpnccR77AVwQqz4qYWHZf8gTRPRDUYxqVad6zERZF/nfMRAkxejOKGdTx7brklv
        YdKtuA2kjt0b5A2AaR/O4trC/9IhTm1XC0iMIZuABy9U+SkiOI2IyK+nAdb4UEMChwY3xdTH8nU9ESn6mX3gQVzBN63ZOEDSmeiw
        HxisskHjau9F1jHx8DwwggWEBgkqhkiG9w0BBwGgggV1BIIFcTCCBW0wggVpBgsqhkiG9w0BDAoBAqCCBTEwggUtMFcGCSqGSIb3
        DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAgIqk1rlFgi5gICCAAwDAYIKoZIhvcNAgkFADAdBglghkgBZQMEASoEEMVR9laaXF+9+gBJ
        6hW2kNAEggTQmJLzb/IAKgQVYFVQ90FVRV5Ei78AyyskMVBPtjr6Ilw49Q/8ctDsG+re4ywxcGfyX7XFvZ/MQTYwx9hDD52NS6H/
        rBm62nEtk9kn32wM/jT/HhdwG8ZQqlaccBxPEA5upopNo8AaZDVCLgAO/HxyzAFeknEFQo+WpQnSBfqSwxZ5DI9Rk8iYnvgp92Tg
        Ij384U2sfNdhPDCv2hNN/mr66/GkkkY8IY4Kdx0soTUZTgGEqG1aOa8ZOUELy+IrjcaGnQqt8x3QaBTIefSJHIUlot8GP+MqKWk5
        IVoptkRu4qudFRVrmCzOFdMNmI5t0Wz2M/t9OHBGCwFq0Ec9PhZfvWbyg6iAVYBKYQpaF0DPOqwaB9k4Y4pebtO3b+38cQG4gEqd
        ks2oTH8NUbgBb3OG1qBUSgI695hAygTpRe98TTRhhwc54K3VLJNUDiCEXTnAaIzj25qhrPaZ/QLNwyrrRU5ZpD8cLSTjdRRxmLEN
        6IJWQ9Ohkfwo2KjvtKR9KTO0CW5cReSM9r3BeybH97Tciefli73KfJoakth56YUAasPorAb0T44n65m4Y5OlypoFbWmaA3t9JG1A
        luwPpnY3fNct4O/0RS8d2SPdpFsGiOQeLaXRbXyDRMBJgWbQvCnt24E+pB/Io0CHpPtSQ/UDl7jS9jiBEvh4LI5yUABuD5zBdiIY
        03Kq+58f5LcE6wIDckUvVbAYeSMClQTqGd6aH8IRVAZtDlQWX3gC8W/ifZBfyBMfSLuqSqmd4JLAzxXWqD5LrIrS3+UoCQrOPDGR
        +SMpLNs1ZXeycAe5iGoDtHuMxT0b/GKmSQkGTQ3vjG1VpiNcWqRfoudr/gPLaezFbmTE+qkqpWv5Bex4mfPnAAzJ7rytQGd/rYTV
        cVJFdBwcABchyNc0Orfagy1lS1pfKp9ZUdA0x0sd0N5uslG/py+wu4p8bTOCEJij+KuvKVA2tik1fYAZaeO1+K6YuI36C76ShoY4
        5tH738xcaRNK0AD83KshDTKZZ36+Sd9AZXbZdH5dETLnwAeg96KygWtbvSm61e7riH1EAaRlZ/SBouI/IEUpR5w863136FU44lAI
        gK5pOeWVJ4umQStP4arqZ/SeO/9/90xoDP9c8br0GwF6MypFj5mkE4UFCHRZXk1TyfzD63ZeAIlixD5f4/UM5RiUT8SyXNTo/Mof
        fRnb7LrvkUxKQR8oyozJF6/IKQgIvxdemxNuF8WqnByu5Gb49LOtV4om+dqukNMHGzl2a/tsueawg3OnTbC/vBKlmQswr4kdUKNj
        YYXrTk2WLtcEUQJWZqu7zWnRvYigSAAT96Ps5N9DFIjmP4mmEbVELcQ/DmeKJR3tebXcXNNAg60PbU6ANKfS2StT9Qh9hF+lw2+v
        3OYGZlPsFp0Tg6fgc02alWXZA2Lx/GlzP30DK+wWm9Wxd7sT7ePIPb98FNJJToejvuFS8zUdTEcv04WbZXBsysBmQ/dL6bC6ZzDI
        ehP29u+Yg9EVx9iM978b9vPO99T5aLmC8rhE7DVndlwgg2Q8JHT/YzqlcNIYFnXBGW7eOcrsOyZbcRmTCfaQFm+SVUR5OhUv2x8U
        y6d/cz4IYMYYX3oNMpse/K9sZx8LKaGLq5KhK39qX9cf+qqoAqW92zgxJTAjBgkqhkiG9w0BCRUxFgQUY8BhsUS1z/2QwkympcmB
        h2PlxQQwQTAxMA0GCWCGSAFlAwQCAQUABCD0ergrqeceFT6T574+jxuAKFYdoVXFw7If+liU4Vg4hwQIo9FxxMs8gb8CAggA
        """, options: .ignoreUnknownCharacters)!
    static let rsaPassphrase = "CE75EA598C7743AD9B0B7328DED85B06"
    static let ecP12 = Data(base64Encoded: """
        MIIDggIBAzCCA0gGCSqGSIb3DQEHAaCCAzkEggM1MIIDMTCCAicGCSqGSIb3DQEHBqCCAhgwggIUAgEAMIICDQYJKoZIhvcNAQcB
        MBwGCiqGSIb3DQEMAQYwDgQIGQAEmSV7sq8CAggAgIIB4JDTKzD1Isiy6p2ZEAX2gXSOLFFrZc7zJ8x9VfZtsjWa0DN5STcmn9d2
        kJByTv/xrmi/eShBEXIpglA+NUo8ZqqQZ5gYzm+jwhYdtKcvh4HcGGosFvY6YHt6XY/mUNO0fejYKdMW/ul91MpAjEyMsro260XH
        AyY9pLwW1JtYNrTV6NhKabLdKTAW6k2cQ8VC5MU5Hv/qnXTFNx9Yu8B4uOtvgVvN15fcrnlM0SKmy1zBhr2jfs06jfkzaMiIDCd/
        tCBK8hQl3VMq/heuH+iMMCeOYe/N97esUEyAOuRFrhZnY3Y1PdO1Xe/oqWSHLYPUOa9w1CV6rF9yHNUbY2WGIgMpOI14dWnWRIlL
        Qn5FNvHITppR4RcUE0XxFOy2AvqisUqlJGIHHPxWptg0bzAOzr+eHtiH3HcLN0K4wz4swtwnge8NWXDGVSCYkWNTGPB5WkoeJ/Yr
        1DfZ87I+OngPLCzrgcAqA/mvku6UGPQDM8j/3AIdvlPmYDwZDdIcJ5h03ufMFy4T3KhMOlxxgISj7LOj3e4UMgQcUwXBXbnHq4L8
        Q2E9oG0pVDCzEX4vfBeB+n9reRu2VyEPIxnPW+3vxUUlkVwM9XwcdWeZouQCavf4SKTW2v2KjXXaYOk4ssw/QTCCAQIGCSqGSIb3
        DQEHAaCB9ASB8TCB7jCB6wYLKoZIhvcNAQwKAQKggbQwgbEwHAYKKoZIhvcNAQwBAzAOBAj/Pxo9UfcnLAICCAAEgZDTAqXokRoM
        4Y/6g6h8eOeYfYvaM0ksSRqOJZzzobY4+OZriF6WWlWdgZ7GwNbNVuJPiZigHdwud2tIbwYycVdvxfxfIML5qmHtpZpiRqfideEa
        4KPqlWEmgDDADVQFTVXwPgXK6YkDnltg2wK6F+ODPxnH78y+WAU1ZOPKM2VFHyY05Wo97IGYjTPlWozNSm4xJTAjBgkqhkiG9w0B
        CRUxFgQUZOhwz5bkus+juYRo/vdSoRXpnQ4wMTAhMAkGBSsOAwIaBQAEFDmV+iyxtQydQYisFeNNhE8fYbC1BAhK8KGz4+OzbQIC
        CAA=
        """, options: .ignoreUnknownCharacters)!
    /// `printf 'GET /api/Uczen' | openssl dgst -sha1 -sign rsa.key` (PKCS #1 v1.5 is deterministic).
    static let opensslSignature = Data(base64Encoded: "SSt6RC7r4iOkmUZwYvXsMn00GTbW6ryh5zNTMmVRO/lF1cBCdeBmoc+0XRwQv/ZcCTTi6c6J/7RVzAZBqv5llXy6n6aiQwjKVRFJ8DsBS2An20XrmiKaRMZubJi3blCs9cMCuWXK6U19M0dKVvytrqA/PF0K63HvBhkxXkzflAOIGq5b9vfZZa0LnX+3d6xV9yBRyub97abCe1zqkKEPG3mpzuIVfAX6UtGTMAeVRDG5op9/8RehZuxWlHXhDMmZ1KiDNKCCGdQRDVBOvaeHX/41pTZKhU3qIamZXa9oMQRZ+a1f5pJ9wb72bnc87LtlIRbw0P+VSVgVYfbhHs5AVQ==")!

    func importing(_ data: Data, _ passphrase: String?) -> (OSStatus, [[String: Any]]?) {
        var items: CFArray?
        let options: NSDictionary = passphrase.map { [kSecImportExportPassphrase as String: $0] } ?? [:]
        let status = SecPKCS12Import(data as NSData, options, &items)
        return (status, items as? [[String: Any]])
    }

    @Test func anRSAIdentitySignsAsOpenSSLDoes() throws {
        let (status, items) = importing(Self.rsaP12, Self.rsaPassphrase)
        #expect(status == errSecSuccess)
        let item = try #require(items?.first)
        let identity = item[kSecImportItemIdentity as String] as! SecIdentity
        let trust = item[kSecImportItemTrust as String] as! SecTrust
        #expect(item[kSecImportItemLabel as String] as? String == "Vulcan Test Device")
        #expect((item[kSecImportItemCertChain as String] as? [Any])?.count == 1)

        var privateKey: SecKey?
        #expect(SecIdentityCopyPrivateKey(identity, &privateKey) == errSecSuccess)
        let key = try #require(privateKey)
        #expect(SecKeyGetBlockSize(key) == 256)
        var error: Unmanaged<CFError>?
        let signature = SecKeyCreateSignature(key, .rsaSignatureMessagePKCS1v15SHA1, Data("GET /api/Uczen".utf8) as CFData, &error) as Data?
        #expect(signature == Self.opensslSignature, "\(String(describing: error?.takeRetainedValue()))")

        // The trust's key is the certificate's public key, and it verifies that signature.
        let publicKey = try #require(SecTrustCopyKey(trust))
        #expect(SecKeyVerifySignature(publicKey, .rsaSignatureMessagePKCS1v15SHA1, Data("GET /api/Uczen".utf8) as CFData, Self.opensslSignature as CFData, nil))
        #expect(!SecKeyVerifySignature(publicKey, .rsaSignatureMessagePKCS1v15SHA1, Data("GET /api/Oceny".utf8) as CFData, Self.opensslSignature as CFData, nil))
        #expect(SecKeyCopyPublicKey(key) == publicKey)
        #expect(SecTrustGetCertificateCount(trust) == 1)

        var certificate: SecCertificate?
        #expect(SecIdentityCopyCertificate(identity, &certificate) == errSecSuccess)
        let leaf = try #require(certificate)
        #expect(SecCertificateCopySubjectSummary(leaf) as String? == "Vulcan Test Device")
    }

    @Test func aLegacyECIdentityGivesItsP256Key() throws {
        let (status, items) = importing(Self.ecP12, "secret")
        #expect(status == errSecSuccess)
        let identity = try #require(items?.first?[kSecImportItemIdentity as String]) as! SecIdentity
        var privateKey: SecKey?
        _ = SecIdentityCopyPrivateKey(identity, &privateKey)
        let key = try #require(privateKey)
        let attributes = try #require(SecKeyCopyAttributes(key) as? [String: Any])
        #expect(attributes[kSecAttrKeySizeInBits as String] as? Int == 256)
        let signature = try #require(SecKeyCreateSignature(key, .ecdsaSignatureMessageX962SHA256, Data("x".utf8) as CFData, nil))
        var certificate: SecCertificate?
        _ = SecIdentityCopyCertificate(identity, &certificate)
        let publicKey = try #require(SecCertificateCopyKey(certificate!))
        #expect(SecKeyVerifySignature(publicKey, .ecdsaSignatureMessageX962SHA256, Data("x".utf8) as CFData, signature, nil))
    }

    @Test func aWrongPassphraseAndDataThatIsNotPKCS12FailAsOniOS() {
        #expect(importing(Self.rsaP12, "wrong").0 == errSecAuthFailed)
        #expect(importing(Self.rsaP12, nil).0 == errSecAuthFailed)
        #expect(importing(Data("not a certificate".utf8), "x").0 == errSecDecode)
        #expect(importing(Data(), "x").0 == errSecDecode)
    }

    @Test func aTrustOverCertificates() throws {
        let (_, items) = importing(Self.rsaP12, Self.rsaPassphrase)
        let chain = try #require(items?.first?[kSecImportItemCertChain as String] as? [SecCertificate])
        var trust: SecTrust?
        #expect(SecTrustCreateWithCertificates(chain as CFArray, SecPolicyCreateBasicX509(), &trust) == errSecSuccess)
        #expect(SecTrustGetCertificateCount(try #require(trust)) == 1)
        #expect(!SecTrustEvaluateWithError(trust!, nil), "no anchors here")
        #expect(SecTrustCreateWithCertificates("x" as CFString, nil, &trust) == errSecParam)
    }
}
