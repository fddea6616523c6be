import Foundation

/// Key-value observing for code written against Apple's Foundation (sindresorhus/Defaults,
/// JosephDuffy/Persist register `UserDefaults` observers this way). swift-corelibs-foundation has
/// none: there is no Objective-C runtime to swizzle setters, so a change made by `set(_:forKey:)`
/// is not observed. What a single render needs is here: registrations are recorded (and removing
/// one that was never added is the programming error iOS raises), and the block-based
/// ``NSObject/observe(_:options:changeHandler:)`` delivers the `.initial` notification with the
/// current value, as iOS does. A subclass's `observeValue(forKeyPath:of:change:context:)` compiles
/// (the extension build drops its `override` and turns `super.observeValue(…)` into
/// ``NSObject/_widgetShotSuperObserveValue(forKeyPath:of:change:context:)``), but no
/// notification reaches it (a render sees no later change).
extension NSObject {
    /// Registers `observer` for changes of the value at `keyPath` (Apple's
    /// `addObserver(_:forKeyPath:options:context:)`). Recorded until
    /// ``removeObserver(_:forKeyPath:context:)``.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        KeyValueObserverRegistry.shared.add(observer: observer, observed: self, keyPath: keyPath, context: context)
    }

    /// Removes a registration made with the same observer, key path and context (Apple's
    /// `removeObserver(_:forKeyPath:context:)`). Removing one that was never added is a
    /// programming error, as on iOS (where it raises `NSRangeException`).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        let removed = KeyValueObserverRegistry.shared.remove(observer: observer, observed: self, keyPath: keyPath, context: context, anyContext: false)
        precondition(removed, "Cannot remove an observer \(observer) for the key path \"\(keyPath)\" from \(self) because it is not registered as an observer.")
    }

    /// Removes the most recent registration of `observer` for `keyPath`, whatever its context
    /// (Apple's `removeObserver(_:forKeyPath:)`).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        let removed = KeyValueObserverRegistry.shared.remove(observer: observer, observed: self, keyPath: keyPath, context: nil, anyContext: true)
        precondition(removed, "Cannot remove an observer \(observer) for the key path \"\(keyPath)\" from \(self) because it is not registered as an observer.")
    }

    /// What `super.observeValue(forKeyPath:of:change:context:)` becomes in extension builds
    /// (`NSObject`'s implementation, which does nothing here). On Linux `NSObject` cannot declare
    /// `observeValue` itself: a subclass redeclaring a method of a superclass extension does not
    /// compile, so the subclass's `observeValue` is its own method (`override` dropped).
    public func _widgetShotSuperObserveValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                             context: UnsafeMutableRawPointer?) {}

    /// The number of registrations `self` holds as an observed object (for tests and diagnostics).
    public var _widgetShotObservationCount: Int { KeyValueObserverRegistry.shared.count(observed: self) }
}

/// The registrations made with `addObserver(_:forKeyPath:options:context:)`, by observed object.
final class KeyValueObserverRegistry: @unchecked Sendable {
    static let shared = KeyValueObserverRegistry()

    struct Registration {
        weak var observer: NSObject?
        let keyPath: String
        let context: UnsafeMutableRawPointer?
    }

    private let lock = NSLock()
    private var registrations: [ObjectIdentifier: [Registration]] = [:]

    func add(observer: NSObject, observed: NSObject, keyPath: String, context: UnsafeMutableRawPointer?) {
        lock.lock(); defer { lock.unlock() }
        registrations[ObjectIdentifier(observed), default: []].append(Registration(observer: observer, keyPath: keyPath, context: context))
    }

    /// Removes the most recent matching registration; false when there is none.
    func remove(observer: NSObject, observed: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, anyContext: Bool) -> Bool {
        lock.lock(); defer { lock.unlock() }
        let key = ObjectIdentifier(observed)
        guard var list = registrations[key],
              let index = list.lastIndex(where: { $0.observer === observer && $0.keyPath == keyPath && (anyContext || $0.context == context) })
        else { return false }
        list.remove(at: index)
        registrations[key] = list.isEmpty ? nil : list
        return true
    }

    func count(observed: NSObject) -> Int {
        lock.lock(); defer { lock.unlock() }
        return registrations[ObjectIdentifier(observed)]?.filter { $0.observer != nil }.count ?? 0
    }
}
