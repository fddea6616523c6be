import Foundation

/// Apple's `_KeyValueCodingAndObserving`: the protocol through which every `NSObject` gets
/// Swift's block-based, key-path-typed `observe(_:options:changeHandler:)`.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Observes the value at `keyPath` (Apple's `observe(_:options:changeHandler:)`). With
    /// `.initial` the handler runs at once with kind `.setting` and, with `.new`, the current value
    /// as `newValue` (as on iOS; `oldValue` is nil there). Later changes are not observed on Linux
    /// (no Objective-C runtime: see `addObserver(_:forKeyPath:options:context:)`). Keep the
    /// returned observation: the observation ends when it is invalidated or deinitialised.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation(object: self)
        if options.contains(.initial) {
            let value: Value? = options.contains(.new) ? self[keyPath: keyPath] : nil
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: value, oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
}

/// The token `observe(_:options:changeHandler:)` returns (Apple's `NSKeyValueObservation`).
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// The observed object, until the observation is invalidated.
    private(set) weak var observedObject: NSObject?
    /// Whether ``invalidate()`` ended the observation.
    public private(set) var _isInvalidated = false

    init(object: NSObject) {
        observedObject = object
        super.init()
    }

    /// Ends the observation (Apple's `invalidate()`); calling it again does nothing.
    public func invalidate() {
        _isInvalidated = true
        observedObject = nil
    }
}
