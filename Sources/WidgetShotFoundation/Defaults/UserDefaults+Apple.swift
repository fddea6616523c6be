import Foundation

extension UserDefaults {
    /// Key-value coding's `setValue(_:forKey:)`, which iOS code calls on `UserDefaults` (an
    /// `NSObject` there); it stores the value as `set(_:forKey:)` does (nil removes the key).
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// Key-value coding's `value(forKey:)`: the stored object, as `object(forKey:)`.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
