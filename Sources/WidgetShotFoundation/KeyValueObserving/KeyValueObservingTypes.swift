import Foundation

/// The values a key-value-observing notification carries (Apple's `NSKeyValueObservingOptions`).
/// swift-corelibs-foundation has no key-value observing; these are Apple's names and raw values
/// (Foundation's `NSKeyValueObserving.h`: new = 0x01, old = 0x02, initial = 0x04, prior = 0x08).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The option set's bits, as Apple's `NSUInteger` values.
    public let rawValue: UInt
    /// An option set from Apple's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change dictionary holds the new value (`.newKey`).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change dictionary holds the old value (`.oldKey`).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A notification is sent at once, when the observer registers.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification is also sent before each change (`.notificationIsPriorKey`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Apple's `NSKeyValueChange`; raw values from `NSKeyValueObserving.h`).
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set (every change of a to-one property, and the `.initial` notification).
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}

/// The keys of a change dictionary (Apple's `NSKeyValueChangeKey`, whose raw values are the
/// strings Apple's Foundation uses: `"kind"`, `"new"`, `"old"`, `"indexes"`, `"notificationIsPrior"`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The change's ``NSKeyValueChange`` raw value, as an `NSNumber`-like `UInt`.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value (with ``NSKeyValueObservingOptions/new``).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value (with ``NSKeyValueObservingOptions/old``).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before a change (``NSKeyValueObservingOptions/prior``).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// A change as Swift's block-based `observe(_:options:changeHandler:)` delivers it
/// (Apple's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change (Apple's `NSKeyValueObservedChange.Kind` is `NSKeyValueChange`).
    public typealias Kind = NSKeyValueChange
    /// The kind of change.
    public let kind: Kind
    /// The new value, when the options hold `.new`.
    public let newValue: Value?
    /// The old value, when the options hold `.old` (never in the `.initial` notification).
    public let oldValue: Value?
    /// The indexes of a to-many change.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change.
    public let isPrior: Bool
}
