import Foundation

// The `kSec…` attributes and parameters of keys (SecItem.h, SecKey.h) with Apple's string
// values (Security, open source: OSX/sec/Security/SecItemConstants.c, keychain/SecKey.m).

/// Key type: elliptic curve (the same value as `kSecAttrKeyTypeECSECPrimeRandom`).
public let kSecAttrKeyTypeEC: CFString = "73"
/// Key class: symmetric.
public let kSecAttrKeyClassSymmetric: CFString = "2"
/// Key: the key's effective size in bits.
public let kSecAttrEffectiveKeySize: CFString = "esiz"
/// Key: whether a created key is stored in the keychain.
public let kSecAttrIsPermanent: CFString = "perm"
/// Key: whether the key can sign.
public let kSecAttrCanSign: CFString = "sign"
/// Key: whether the key can verify.
public let kSecAttrCanVerify: CFString = "vrfy"
/// Key: whether the key can encrypt.
public let kSecAttrCanEncrypt: CFString = "encr"
/// Key: whether the key can decrypt.
public let kSecAttrCanDecrypt: CFString = "decr"
/// Key: whether the key can derive other keys.
public let kSecAttrCanDerive: CFString = "drve"
/// Key of `SecKeyCreateRandomKey`'s parameters: the private key's attributes.
public let kSecPrivateKeyAttrs: CFString = "private"
/// Key of `SecKeyCreateRandomKey`'s parameters: the public key's attributes.
public let kSecPublicKeyAttrs: CFString = "public"
/// Token: the Secure Enclave.
public let kSecAttrTokenIDSecureEnclave: CFString = "com.apple.setoken"
/// Key exchange parameter: the number of bytes a KDF derives.
public let kSecKeyKeyExchangeParameterRequestedSize: CFString = "requestedSize"
/// Key exchange parameter: the KDF's shared information.
public let kSecKeyKeyExchangeParameterSharedInfo: CFString = "sharedInfo"

/// A signature did not verify.
public let errSecVerifyFailed: OSStatus = -67808
/// The key is not valid for the operation.
public let errSecInvalidKeyRef: OSStatus = -67712
