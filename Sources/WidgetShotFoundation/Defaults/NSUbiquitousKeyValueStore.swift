import Foundation

/// iCloud's key-value store — Foundation's `NSUbiquitousKeyValueStore`, missing on Linux. A widget
/// reads values its app synced through iCloud; here the store lives in memory for the process
/// (a test or a provider sets what the widget reads), with Apple's API: typed getters return
/// 0/false/nil for missing keys, `synchronize()` reports success, and changes post
/// ``didChangeExternallyNotification`` only when iCloud pushes them (never here).
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    /// The process's store.
    public static let `default` = NSUbiquitousKeyValueStore()

    /// Posted on iOS when iCloud changes values (never here: nothing syncs).
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    public override init() { super.init() }

    /// The stored object, or nil.
    open func object(forKey key: String) -> Any? { lock.lock(); defer { lock.unlock() }; return values[key] }
    /// Stores `value` (nil removes the key).
    open func set(_ value: Any?, forKey key: String) {
        lock.lock(); defer { lock.unlock() }
        values[key] = value
    }
    /// Removes the key.
    open func removeObject(forKey key: String) { set(nil as Any?, forKey: key) }
    /// A string, or nil.
    open func string(forKey key: String) -> String? { object(forKey: key) as? String }
    /// An array, or nil.
    open func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    /// A dictionary, or nil.
    open func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
    /// Data, or nil.
    open func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
    /// An integer (0 when missing).
    open func longLong(forKey key: String) -> Int64 { Self.number(object(forKey: key))?.int64Value ?? 0 }
    /// A double (0 when missing).
    open func double(forKey key: String) -> Double { Self.number(object(forKey: key))?.doubleValue ?? 0 }
    /// A Boolean (false when missing).
    open func bool(forKey key: String) -> Bool { Self.number(object(forKey: key))?.boolValue ?? false }
    /// Stores a string.
    open func set(_ value: String?, forKey key: String) { set(value as Any?, forKey: key) }
    /// Stores data.
    open func set(_ value: Data?, forKey key: String) { set(value as Any?, forKey: key) }
    /// Stores an array.
    open func set(_ value: [Any]?, forKey key: String) { set(value as Any?, forKey: key) }
    /// Stores a dictionary.
    open func set(_ value: [String: Any]?, forKey key: String) { set(value as Any?, forKey: key) }
    /// Stores an integer.
    open func set(_ value: Int64, forKey key: String) { set(NSNumber(value: value) as Any?, forKey: key) }
    /// Stores a double.
    open func set(_ value: Double, forKey key: String) { set(NSNumber(value: value) as Any?, forKey: key) }
    /// Stores a Boolean.
    open func set(_ value: Bool, forKey key: String) { set(NSNumber(value: value) as Any?, forKey: key) }
    /// Every stored value.
    open var dictionaryRepresentation: [String: Any] { lock.lock(); defer { lock.unlock() }; return values }
    /// Whether the values reached iCloud: true (there is nothing to reach).
    @discardableResult open func synchronize() -> Bool { true }

    static func number(_ value: Any?) -> NSNumber? {
        switch value {
        case let n as NSNumber: return n
        case let i as Int: return NSNumber(value: i)
        case let i as Int64: return NSNumber(value: i)
        case let d as Double: return NSNumber(value: d)
        case let b as Bool: return NSNumber(value: b)
        default: return nil
        }
    }
}

/// Keys of the `userInfo` of ``NSUbiquitousKeyValueStore/didChangeExternallyNotification``.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The keys that changed, in the notification's `userInfo`.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"

// The reasons in `userInfo[NSUbiquitousKeyValueStoreChangeReasonKey]` (Foundation's values:
// https://developer.apple.com/documentation/foundation/nsubiquitouskeyvaluestoreserverchange and
// its siblings, declared `var …: Int { get }`). The in-memory store never posts a change.

/// A value changed in iCloud, on another device.
public var NSUbiquitousKeyValueStoreServerChange: Int { 0 }
/// The first download of the store from iCloud is under way.
public var NSUbiquitousKeyValueStoreInitialSyncChange: Int { 1 }
/// The app's iCloud key-value storage went over its quota.
public var NSUbiquitousKeyValueStoreQuotaViolationChange: Int { 2 }
/// The user changed the iCloud account.
public var NSUbiquitousKeyValueStoreAccountChange: Int { 3 }
