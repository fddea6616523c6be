import Foundation

/// A key for a value in `EnvironmentValues`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated down the view tree.
///
/// Storage is a persistent linked list (newest first), like SwiftUI's property list: writing a
/// value is O(1) and never copies the values above it.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
    class Entry {
        let key: ObjectIdentifier
        let next: Entry?
        init(key: ObjectIdentifier, next: Entry?) {
            self.key = key
            self.next = next
        }
    }

    /// An entry holding its value unboxed: reading it is a load, not an `Any` → value cast (the
    /// cast was a fifth of a text's resolve, issue 21). The entry for key `K` is always a
    /// `TypedEntry<K.Value>`: only the subscript's setter makes entries.
    final class TypedEntry<Value>: Entry {
        let value: Value
        init(key: ObjectIdentifier, value: Value, next: Entry?) {
            self.value = value
            super.init(key: key, next: next)
        }
    }

    private var head: Entry?

    /// Creates environment values holding every key's default.
    public init() {}

    /// Reads or writes the value for a key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            // Walked without retaining each entry: `head` keeps the list alive while `self` is
            // borrowed, and entries never change. A retain and a release per entry visited were
            // half of every read (~1 M instructions of a 1,000-view layout, issue 21).
            var entry = head.map { Unmanaged.passUnretained($0) }
            while let e = entry {
                if e._withUnsafeGuaranteedRef({ $0.key }) == id {
                    return e._withUnsafeGuaranteedRef { unsafeDowncast($0, to: TypedEntry<K.Value>.self).value }
                }
                entry = e._withUnsafeGuaranteedRef { $0.next.map { Unmanaged.passUnretained($0) } }
            }
            return K.defaultValue
        }
        set { head = TypedEntry(key: ObjectIdentifier(key), value: newValue, next: head) }
    }

    public var description: String { "EnvironmentValues(colorScheme: \(colorScheme), displayScale: \(displayScale))" }

    @TaskLocal static var current = EnvironmentValues()

    /// Evaluates `body` with `@Environment` properties reading these values.
    func evaluating<R>(_ body: () -> R) -> R {
        if EnvironmentValues.current.head === head { return body() }
        return EnvironmentValues.$current.withValue(self, operation: body)
    }
}

/// A property wrapper that reads a value from the view's environment.
///
/// The value is read when the view's `body` is evaluated during resolving, so it reflects the
/// environment at the place the view appears:
///
/// ```swift
/// struct Title: View {
///     @Environment(\.colorScheme) var scheme
///     var body: some View { Text("Hi").foregroundColor(scheme == .dark ? .white : .black) }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    /// Creates a wrapper reading the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    /// The current value.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {}
