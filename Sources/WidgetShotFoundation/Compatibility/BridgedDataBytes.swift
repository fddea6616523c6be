import Foundation

extension NSData {
    /// `bytes`, with the object kept alive long enough for the pointer to be read: what
    /// `(data as NSData).bytes` becomes in an extension build (``RuntimeRewrites``).
    ///
    /// On Apple's platforms `(message as NSData).bytes` handed straight to a C function works: the
    /// bridged object lives until the end of the statement. On Linux the temporary `NSData` that
    /// `as` makes is released right after `bytes` is read, and the pointer dangles — measured here:
    /// the bytes read through it differ from the data's for 3- and 43-byte data alike. Real code
    /// does exactly this: appstoreconnect-swift-sdk 1.7's `ECPrivateKey.es256Sign` calls
    /// `CC_SHA256((message as NSData).bytes, CC_LONG(message.count), &hash)` to sign its JWT, so the
    /// token's signature was over garbage. The last ``keptAlive`` objects read this way are kept,
    /// which outlives any statement that reads the pointer at once.
    public var _widgetShotLiveBytes: UnsafeRawPointer {
        BridgedDataKeeper.shared.keep(self)
        return bytes
    }
}

/// The most recent `NSData` objects whose `bytes` a rewritten statement reads (a ring of fixed
/// size, so memory stays bounded however often a widget hashes).
final class BridgedDataKeeper: @unchecked Sendable {
    static let shared = BridgedDataKeeper()
    /// How many objects stay alive: far more than one statement can read at once.
    static let keptAlive = 64
    private let lock = NSLock()
    private var ring: [NSData?] = Array(repeating: nil, count: BridgedDataKeeper.keptAlive)
    private var next = 0

    func keep(_ data: NSData) {
        lock.lock()
        ring[next] = data
        next = (next + 1) % ring.count
        lock.unlock()
    }
}
