import Foundation

/// An Objective-C method name (Apple's `Selector`, from the `ObjectiveC` module). Linux has no
/// Objective-C runtime: a selector here is its name only, which is what `#selector(...)` becomes
/// in extension builds (`#selector(refresh(_:))` → `Selector("refresh:")`), and nothing is ever
/// performed through one. Equal selectors have equal names, as on iOS.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name (`"refresh:"`).
    public let name: String
    /// A selector with this name (Apple's `Selector(_:)`, the `sel_registerName` of the runtime).
    public init(_ name: String) { self.name = name }
    /// A selector from a string literal (Apple's `Selector` is `ExpressibleByStringLiteral`).
    public init(stringLiteral name: String) { self.name = name }
    /// The name, as `NSStringFromSelector` gives it.
    public var description: String { name }
}

/// The name of a selector (Apple's `NSStringFromSelector`).
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// The selector of a name (Apple's `NSSelectorFromString`).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

extension NotificationCenter {
    /// Registers `observer` to receive `selector` for notifications named `name` from `object`
    /// (Apple's `addObserver(_:selector:name:object:)`). Without the Objective-C runtime no
    /// method can be performed from a selector: the registration is recorded and nothing is
    /// delivered. A render posts no system notification, so widget output is the same as on iOS.
    /// A registration ends when its observer is deallocated.
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        SelectorObserverRegistry.shared.add(observer: observer as AnyObject, selector: selector, name: name)
    }

    /// The selectors registered for `observer` with ``addObserver(_:selector:name:object:)``,
    /// in registration order (for tests and diagnostics).
    public func _widgetShotSelectors(of observer: AnyObject) -> [Selector] {
        SelectorObserverRegistry.shared.selectors(of: observer)
    }
}

/// Registrations made with `addObserver(_:selector:name:object:)`.
final class SelectorObserverRegistry: @unchecked Sendable {
    static let shared = SelectorObserverRegistry()
    private struct Registration {
        weak var observer: AnyObject?
        let selector: Selector
        let name: Notification.Name?
    }
    private let lock = NSLock()
    private var registrations: [Registration] = []

    func add(observer: AnyObject, selector: Selector, name: Notification.Name?) {
        lock.lock(); defer { lock.unlock() }
        registrations.removeAll { $0.observer == nil }
        registrations.append(Registration(observer: observer, selector: selector, name: name))
    }

    func selectors(of observer: AnyObject) -> [Selector] {
        lock.lock(); defer { lock.unlock() }
        return registrations.filter { $0.observer === observer }.map(\.selector)
    }
}
