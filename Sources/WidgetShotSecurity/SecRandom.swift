import Foundation

/// A random number generator — Security's `SecRandomRef` (only the default one exists).
public final class SecRandom: @unchecked Sendable {}
/// The default generator: `nil`, as Apple defines `kSecRandomDefault`.
public let kSecRandomDefault: SecRandom? = nil

/// Fills `bytes` with `count` cryptographically secure random bytes (the system generator,
/// `getrandom` on Linux); returns `errSecSuccess`.
public func SecRandomCopyBytes(_ rnd: SecRandom?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    guard count >= 0 else { return errSecParam }
    var generator = SystemRandomNumberGenerator()
    let out = bytes.bindMemory(to: UInt8.self, capacity: count)
    for index in 0..<count { out[index] = UInt8.random(in: .min ... .max, using: &generator) }
    return errSecSuccess
}
