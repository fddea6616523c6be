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

    /// What `Self(suiteName:)` in an extension of `UserDefaults` becomes in extension builds. On
    /// iOS `init(suiteName:)` is an Objective-C initializer that a metatype can call; swift-corelibs'
    /// is not `required`, so Swift rejects `Self(suiteName:)`. This creates a `UserDefaults` for
    /// the suite and returns it as `Self` (nil when `Self` is a subclass: Foundation's initializer
    /// cannot make one here).
    public static func _widgetShotMake(suiteName: String?) -> Self? {
        UserDefaults(suiteName: suiteName) as? Self
    }
}
