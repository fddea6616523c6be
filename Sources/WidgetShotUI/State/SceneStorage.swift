import Foundation

/// A value saved with the scene for state restoration — SwiftUI's `SceneStorage`
/// (https://developer.apple.com/documentation/swiftui/scenestorage).
///
/// A widget render is one scene that is never restored: values start at their initial value
/// (nil for the optional forms) and writes are kept, by key, for the rest of the process, so
/// views sharing a key see each other's writes as in one scene.
///
/// ```swift
/// @SceneStorage("selectedLocation") private var selectedLocation: String?
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let initial: Value

    private init(key: String, initial: Value) {
        self.key = key
        self.initial = initial
    }

    /// The scene's value for the key, or the initial value when none was written.
    public var wrappedValue: Value {
        get {
            guard let stored = SceneStorageValues.shared.value(for: key) else { return initial }
            return stored as? Value ?? initial
        }
        nonmutating set { SceneStorageValues.shared.set(newValue, for: key) }
    }

    /// A binding that reads and writes the value.
    public var projectedValue: Binding<Value> {
        let this = self
        return Binding(get: { this.wrappedValue }, set: { this.wrappedValue = $0 })
    }
}

/// The values of the render's one scene, by key.
final class SceneStorageValues: @unchecked Sendable {
    static let shared = SceneStorageValues()
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    func value(for key: String) -> Any? { lock.withLock { values[key] } }
    func set(_ value: Any, for key: String) { lock.withLock { values[key] = value } }
}

extension SceneStorage {
    /// Stores a `Bool`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, initial: wrappedValue) }
    /// Stores an `Int`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, initial: wrappedValue) }
    /// Stores a `Double`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, initial: wrappedValue) }
    /// Stores a `String`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, initial: wrappedValue) }
    /// Stores a `URL`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, initial: wrappedValue) }
    /// Stores `Data`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, initial: wrappedValue) }
    /// Stores a raw-representable value of `Int`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.init(key: key, initial: wrappedValue) }
    /// Stores a raw-representable value of `String`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.init(key: key, initial: wrappedValue) }
    /// Stores an optional `Bool` (nil until written).
    public init(_ key: String) where Value == Bool? { self.init(key: key, initial: nil) }
    /// Stores an optional `Int`.
    public init(_ key: String) where Value == Int? { self.init(key: key, initial: nil) }
    /// Stores an optional `Double`.
    public init(_ key: String) where Value == Double? { self.init(key: key, initial: nil) }
    /// Stores an optional `String`.
    public init(_ key: String) where Value == String? { self.init(key: key, initial: nil) }
    /// Stores an optional `URL`.
    public init(_ key: String) where Value == URL? { self.init(key: key, initial: nil) }
    /// Stores optional `Data`.
    public init(_ key: String) where Value == Data? { self.init(key: key, initial: nil) }
    /// Stores an optional raw-representable value of `Int`.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int { self.init(key: key, initial: nil) }
    /// Stores an optional raw-representable value of `String`.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String { self.init(key: key, initial: nil) }
}
