import Foundation
import WidgetShotCoreFoundation

/// The key of `CATransaction`'s disable-actions value (Core Animation's `kCATransactionDisableActions`).
public let kCATransactionDisableActions = "disableActions"
/// The key of `CATransaction`'s animation duration value.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of `CATransaction`'s timing function value.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of `CATransaction`'s completion block value.
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups layer changes — Core Animation's `CATransaction`. No layer is on screen in a widget
/// render and nothing animates: values set in a transaction are kept per nesting level (read
/// back as on a device), and a completion block runs when its outermost transaction commits.
open class CATransaction: NSObject, @unchecked Sendable {
    private static let storage = NSLock()
    nonisolated(unsafe) private static var levels: [[String: Any]] = []

    private static func withLevels<T>(_ body: (inout [[String: Any]]) -> T) -> T {
        storage.lock()
        defer { storage.unlock() }
        return body(&levels)
    }

    /// Begins a transaction (nested in the open one, if any).
    open class func begin() { withLevels { $0.append([:]) } }
    /// Commits the current transaction, running its completion block.
    open class func commit() {
        let finished = withLevels { $0.popLast() }
        (finished?[kCATransactionCompletionBlock] as? () -> Void)?()
    }
    /// Commits any implicit transaction (none is open here).
    open class func flush() {}
    /// Locks layer access (nothing is shared with a render server here).
    open class func lock() {}
    /// Unlocks layer access.
    open class func unlock() {}

    /// A value of the current transaction (the nearest enclosing one that set it).
    open class func value(forKey key: String) -> Any? {
        withLevels { levels in levels.reversed().lazy.compactMap { $0[key] }.first }
    }
    /// Sets a value of the current transaction (without a `begin()`, of the implicit one, which
    /// commits at once).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        withLevels { levels in
            guard !levels.isEmpty else { return }
            levels[levels.count - 1][key] = anObject
        }
    }
    /// Whether implicit actions are off.
    open class func disableActions() -> Bool { value(forKey: kCATransactionDisableActions) as? Bool ?? false }
    /// Turns implicit actions off or on.
    open class func setDisableActions(_ flag: Bool) { setValue(flag, forKey: kCATransactionDisableActions) }
    /// The duration of implicit animations (Core Animation's default: 0.25 s).
    open class func animationDuration() -> CFTimeInterval { value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval ?? 0.25 }
    /// Sets the duration of implicit animations.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { setValue(dur, forKey: kCATransactionAnimationDuration) }
    /// The timing function of implicit animations.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }
    /// Sets the timing function of implicit animations.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }
    /// The completion block of the current transaction.
    open class func completionBlock() -> (() -> Void)? { value(forKey: kCATransactionCompletionBlock) as? () -> Void }
    /// Sets the block run when the current transaction commits (at once without a `begin()`).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let open = withLevels { !$0.isEmpty }
        if open { setValue(block, forKey: kCATransactionCompletionBlock) } else { block?() }
    }
}
