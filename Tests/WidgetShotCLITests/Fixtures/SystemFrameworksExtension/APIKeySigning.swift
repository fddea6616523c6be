// An API client's JWT signing, in the style of appstoreconnect-swift-sdk 1.7 (iAugux's
// AppStore-Connect-Widget links it into its widget, sweep 7, issue 20): a file that imports only
// Foundation and CommonCrypto reads a P-256 key in X9.63 form into a `SecKey`, hashes with
// `CC_SHA256`, signs with `SecKeyCreateSignature` and turns Apple's DER signature into JOSE's
// raw `r || s`. Security's key API arrives through Foundation, as on iOS.
import Foundation
import CommonCrypto

typealias SigningKeyData = Data

enum APIKeyError: Error {
    case keyConversionFailed, signingFailed, invalidSignature
}

extension SigningKeyData {
    func toSigningKey() throws -> SecKey {
        var error: Unmanaged<CFError>?
        guard let key = SecKeyCreateWithData(self as CFData,
                                             [kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom,
                                              kSecAttrKeyClass: kSecAttrKeyClassPrivate,
                                              kSecAttrKeySizeInBits: 256] as CFDictionary,
                                             &error) else {
            throw APIKeyError.keyConversionFailed
        }
        return key
    }
}

extension SecKey {
    func es256Sign(_ signingInput: String) throws -> Data {
        guard let message = signingInput.data(using: .utf8) else { throw APIKeyError.signingFailed }
        var hash = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CC_SHA256((message as NSData).bytes, CC_LONG(message.count), &hash)
        let algorithm = SecKeyAlgorithm.ecdsaSignatureDigestX962SHA256
        guard SecKeyIsAlgorithmSupported(self, .sign, algorithm) else { throw APIKeyError.signingFailed }
        var error: Unmanaged<CFError>?
        guard let signature = SecKeyCreateSignature(self, algorithm, Data(hash) as CFData, &error) else {
            throw error!.takeRetainedValue() as Error
        }
        return try rawSignature(fromDER: signature as Data)
    }

    /// DER `SEQUENCE { INTEGER r, INTEGER s }` → 64 bytes, each integer without its sign byte.
    private func rawSignature(fromDER der: Data) throws -> Data {
        let bytes = [UInt8](der)
        guard bytes.count > 8, bytes[0] == 0x30, bytes[2] == 0x02 else { throw APIKeyError.invalidSignature }
        let rLength = Int(bytes[3])
        let r = bytes[4..<(4 + rLength)]
        guard bytes[4 + rLength] == 0x02 else { throw APIKeyError.invalidSignature }
        let s = bytes[(6 + rLength)...]
        func padded(_ integer: ArraySlice<UInt8>) -> [UInt8] {
            let trimmed = integer.drop(while: { $0 == 0 })
            return [UInt8](repeating: 0, count: 32 - trimmed.count) + trimmed
        }
        return Data(padded(r) + padded(s))
    }
}

enum APIToken {
    /// The team's key as the SDK holds it after reading the .p8 file: 04 || X || Y || K
    /// (RFC 6979's P-256 test key, appendix A.2.5).
    static let demoKey: Data = {
        let hex = "0460FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6"
            + "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299"
            + "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721"
        var data = Data()
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            data.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return data
    }()

    /// A token for the widget's requests, and whether its signature checks out with the key's
    /// public half ("verified", as the server would say).
    static func check(keyData: Data) -> String {
        do {
            let key = try keyData.toSigningKey()
            let input = "eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ3aWRnZXQifQ"
            let raw = try key.es256Sign(input)
            guard let publicKey = SecKeyCopyPublicKey(key) else { return "no public key" }
            var error: Unmanaged<CFError>?
            let valid = SecKeyVerifySignature(publicKey, .ecdsaSignatureMessageX962SHA256, Data(input.utf8) as CFData,
                                              derSignature(raw) as CFData, &error)
            return valid ? "jwt \(raw.count) bytes verified" : "jwt rejected"
        } catch {
            return "jwt failed: \(error)"
        }
    }

    private static func derSignature(_ raw: Data) -> Data {
        func integer(_ bytes: Data) -> Data {
            var value = Data(bytes.drop(while: { $0 == 0 }))
            if let first = value.first, first & 0x80 != 0 { value.insert(0, at: 0) }
            return Data([0x02, UInt8(value.count)]) + value
        }
        let body = integer(raw.prefix(32)) + integer(raw.suffix(32))
        return Data([0x30, UInt8(body.count)]) + body
    }
}
