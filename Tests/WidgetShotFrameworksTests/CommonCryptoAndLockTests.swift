import Foundation
import Testing
import WidgetShotCommonCrypto
import WidgetShotOSLog

/// Issue 20 (sweep): `import CommonCrypto` (GlucoseDirect) and `os_unfair_lock` /
/// `OSAllocatedUnfairLock` (CombineExt, NetNewsWire's RSCore).
struct CommonCryptoAndLockTests {
    func hex(_ length: Int32, _ digest: (UnsafeRawPointer?, CC_LONG, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?,
             _ message: String) -> String {
        let data = Array(message.utf8)
        var out = [UInt8](repeating: 0, count: Int(length))
        data.withUnsafeBytes { bytes in _ = digest(bytes.baseAddress, CC_LONG(data.count), &out) }
        return out.map { String(format: "%02x", $0) }.joined()
    }

    /// FIPS 180-2 appendix test vectors ("abc") and RFC 1321's MD5 suite.
    @Test func digestsMatchPublishedVectors() {
        #expect(hex(CC_SHA1_DIGEST_LENGTH, CC_SHA1, "abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(CC_SHA256_DIGEST_LENGTH, CC_SHA256, "abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(CC_SHA256_DIGEST_LENGTH, CC_SHA256, "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(CC_SHA512_DIGEST_LENGTH, CC_SHA512, "abc").hasPrefix("ddaf35a193617abacc417349ae204131"))
        #expect(hex(CC_MD5_DIGEST_LENGTH, CC_MD5, "") == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(hex(CC_MD5_DIGEST_LENGTH, CC_MD5, "message digest") == "f96b697d7cb7938d525a2f31aaf161d0")
    }

    /// RFC 4231 test case 2 (key "Jefe").
    @Test func hmacMatchesRFC4231() {
        let key = Array("Jefe".utf8), data = Array("what do ya want for nothing?".utf8)
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count, data, data.count, &mac)
        #expect(mac.map { String(format: "%02x", $0) }.joined() == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test func unfairLockExcludesAndTryLockReportsHeld() {
        // CombineExt's Lock spells the pointee `os_unfair_lock_s` (Darwin's struct tag).
        let lock: UnsafeMutablePointer<os_unfair_lock_s> = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        os_unfair_lock_lock(lock)
        let acquiredElsewhere = DispatchQueue.global().sync { os_unfair_lock_trylock(lock) }
        #expect(!acquiredElsewhere)
        os_unfair_lock_unlock(lock)
        #expect(os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
        lock.deallocate()
    }

    @Test func allocatedUnfairLockSerialisesConcurrentUpdates() {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in counter.withLock { $0 += 1 } }
        #expect(counter.withLock { $0 } == 1000)
        let plain = OSAllocatedUnfairLock()
        #expect(plain.lockIfAvailable())
        #expect(!plain.lockIfAvailable())
        plain.unlock()
        #expect(plain.withLock { 7 } == 7)
    }
}
