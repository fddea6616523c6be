import Foundation

/// How a to-many relationship's set changed (Apple's `NSKeyValueSetMutationKind`; raw values from
/// `NSKeyValueObserving.h`).
public enum NSKeyValueSetMutationKind: UInt, Sendable {
    case union = 1, minus = 2, intersect = 3, set = 4
}

/// An object that acts on its own manual change notifications: Core Data's managed objects record
/// a change announced with `willChangeValue(forKey:)`/`didChangeValue(forKey:)` around a primitive
/// setter, as Core Data does. (`NSObject` cannot be overridden from an extension on Linux, so the
/// notifications reach such an object through this protocol.)
public protocol _WidgetShotChangeNotified: AnyObject {
    /// The value for `key` changed.
    func _widgetShotDidChangeValue(forKey key: String)
}

// Manual key-value-observing notifications (Apple's `NSObject` methods of the
// NSKeyValueObserving informal protocol), which swift-corelibs-foundation lacks on `NSObject`
// (only `Operation` has them). Managed-object subclasses wrap their primitive accessors in them
// (LoopKit's cached glucose and carb objects). They are disfavoured so that `Operation`'s own
// methods still win inside its subclasses. Registered observers are not called: no
// later change is observed on Linux (see `addObserver(_:forKeyPath:options:context:)`).
extension NSObject {
    /// Announces that the value for `key` is about to change.
    @_disfavoredOverload
    public func willChangeValue(forKey key: String) {}

    /// Announces that the value for `key` changed.
    @_disfavoredOverload
    public func didChangeValue(forKey key: String) { (self as? _WidgetShotChangeNotified)?._widgetShotDidChangeValue(forKey: key) }

    /// Announces that elements of the ordered to-many property `key` are about to change.
    @_disfavoredOverload
    public func willChange(_ changeKind: NSKeyValueChange, valuesAt indexes: IndexSet, forKey key: String) {}

    /// Announces that elements of the ordered to-many property `key` changed.
    @_disfavoredOverload
    public func didChange(_ changeKind: NSKeyValueChange, valuesAt indexes: IndexSet, forKey key: String) {
        (self as? _WidgetShotChangeNotified)?._widgetShotDidChangeValue(forKey: key)
    }

    /// Announces that the unordered to-many property `key` is about to change.
    @_disfavoredOverload
    public func willChangeValue(forKey key: String, withSetMutation mutationKind: NSKeyValueSetMutationKind, using objects: Set<AnyHashable>) {}

    /// Announces that the unordered to-many property `key` changed.
    @_disfavoredOverload
    public func didChangeValue(forKey key: String, withSetMutation mutationKind: NSKeyValueSetMutationKind, using objects: Set<AnyHashable>) {
        (self as? _WidgetShotChangeNotified)?._widgetShotDidChangeValue(forKey: key)
    }
}
