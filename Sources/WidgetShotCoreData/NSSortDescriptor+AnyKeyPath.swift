import Foundation
import WidgetShotFoundation

extension NSSortDescriptor {
    /// A sort descriptor comparing the values at a key path of any type — Foundation's
    /// `init(keyPath:ascending:)` as Apple platforms declare it (Objective-C compares the values
    /// with `compare:`). swift-corelibs-foundation's asks for a `Comparable` value, which a Core
    /// Data attribute's optional number (`\Note.pinned`, an `NSNumber?`) is not; Comparable values
    /// still take Foundation's form. Values compare as Core Data sorts them: `nil` first, then
    /// numbers by value, strings, dates.
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { first, second in
            PredicateValue.compare(Self.unwrapped(first), Self.unwrapped(second))
        }
    }

    /// The value inside an optional boxed in `Any` (`nil` for an empty one).
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
}
