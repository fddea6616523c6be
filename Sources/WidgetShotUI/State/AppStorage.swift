import Foundation

/// A property wrapper that reads and writes a value in `UserDefaults`, as SwiftUI's does.
///
/// The store is `store:` when given, else the one set with `.defaultAppStorage(_:)`, else
/// `UserDefaults.standard`. Values are read when the body is evaluated, so a value a provider wrote
/// to `UserDefaults(suiteName: "group.…")` earlier in the same process is what the view shows; a
/// key with no value (or a value of another type) reads as the initial value.
///
/// ```swift
/// struct StepsView: View {
///     @AppStorage("goal", store: UserDefaults(suiteName: "group.com.example.steps")) var goal = 10_000
///     var body: some View { Text("Goal \(goal)") }
/// }
/// ```
///
/// On Linux, Foundation's `UserDefaults.set(_: URL?, forKey:)` stores an empty string and
/// `url(forKey:)` reads strings as file paths, so `URL` values are written as their absolute string
/// and read back from a string (or from a `URL` object, if one was stored).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let store: UserDefaults?
    private let initial: Value
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    private init(key: String, store: UserDefaults?, initial: Value,
                 read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.store = store
        self.initial = initial
        self.read = read
        self.write = write
    }

    private var defaults: UserDefaults { store ?? EnvironmentValues.current.defaultAppStorage ?? .standard }

    /// The stored value, or the initial value when the key has none.
    public var wrappedValue: Value {
        get { read(defaults, key) ?? initial }
        nonmutating set { write(defaults, key, newValue) }
    }

    /// A binding that reads and writes the stored value.
    public var projectedValue: Binding<Value> {
        let this = self
        return Binding(get: { this.wrappedValue }, set: { this.wrappedValue = $0 })
    }
}

// MARK: Plain values

/// How one kind of value is read from and written to `UserDefaults`.
private enum Stored {
    static func object<T>(_ d: UserDefaults, _ k: String) -> T? { d.object(forKey: k) as? T }
    static func set<T>(_ d: UserDefaults, _ k: String, _ v: T) { d.set(v, forKey: k) }
    static func url(_ d: UserDefaults, _ k: String) -> URL? {
        switch d.object(forKey: k) {
        case let s as String: return URL(string: s)
        case let u as URL: return u
        default: return nil
        }
    }
    static func setURL(_ d: UserDefaults, _ k: String, _ v: URL?) {
        if let v { d.set(v.absoluteString, forKey: k) } else { d.removeObject(forKey: k) }
    }
    static func setOptional<T>(_ d: UserDefaults, _ k: String, _ v: T?) {
        if let v { d.set(v, forKey: k) } else { d.removeObject(forKey: k) }
    }
}

extension AppStorage {
    /// Stores a `Bool`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, initial: wrappedValue, read: Stored.object, write: Stored.set)
    }
    /// Stores an `Int`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, initial: wrappedValue, read: Stored.object, write: Stored.set)
    }
    /// Stores a `Double`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, initial: wrappedValue, read: Stored.object, write: Stored.set)
    }
    /// Stores a `String`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, initial: wrappedValue, read: Stored.object, write: Stored.set)
    }
    /// Stores a `URL` (as its absolute string, see the type's notes).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, initial: wrappedValue, read: Stored.url, write: { Stored.setURL($0, $1, $2) })
    }
    /// Stores `Data`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, initial: wrappedValue, read: Stored.object, write: Stored.set)
    }
    /// Stores a `Date` (iOS 18).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, store: store, initial: wrappedValue, read: Stored.object, write: Stored.set)
    }
    /// Stores a raw-representable value (an `Int`-backed enum) as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, initial: wrappedValue,
                  read: { d, k in (d.object(forKey: k) as? Int).flatMap(Value.init(rawValue:)) },
                  write: { d, k, v in d.set(v.rawValue, forKey: k) })
    }
    /// Stores a raw-representable value (a `String`-backed enum) as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, initial: wrappedValue,
                  read: { d, k in (d.object(forKey: k) as? String).flatMap(Value.init(rawValue:)) },
                  write: { d, k, v in d.set(v.rawValue, forKey: k) })
    }
}

// MARK: Optional values (no initial value: `nil` when the key has none; writing `nil` removes it)

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Stores an optional `Bool`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, initial: nil, read: { d, k in .some(Stored.object(d, k)) }, write: Stored.setOptional)
    }
    /// Stores an optional `Int`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, initial: nil, read: { d, k in .some(Stored.object(d, k)) }, write: Stored.setOptional)
    }
    /// Stores an optional `Double`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, initial: nil, read: { d, k in .some(Stored.object(d, k)) }, write: Stored.setOptional)
    }
    /// Stores an optional `String`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, initial: nil, read: { d, k in .some(Stored.object(d, k)) }, write: Stored.setOptional)
    }
    /// Stores an optional `URL`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, initial: nil, read: { d, k in .some(Stored.url(d, k)) }, write: Stored.setURL)
    }
    /// Stores optional `Data`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, initial: nil, read: { d, k in .some(Stored.object(d, k)) }, write: Stored.setOptional)
    }
    /// Stores an optional `Date` (iOS 18).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, store: store, initial: nil, read: { d, k in .some(Stored.object(d, k)) }, write: Stored.setOptional)
    }
    /// Stores an optional `Int`-backed raw-representable value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, store: store, initial: nil,
                  read: { d, k in .some((d.object(forKey: k) as? Int).flatMap(R.init(rawValue:))) },
                  write: { d, k, v in Stored.setOptional(d, k, v?.rawValue) })
    }
    /// Stores an optional `String`-backed raw-representable value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, store: store, initial: nil,
                  read: { d, k in .some((d.object(forKey: k) as? String).flatMap(R.init(rawValue:))) },
                  write: { d, k, v in Stored.setOptional(d, k, v?.rawValue) })
    }
}

private struct DefaultAppStorageKey: EnvironmentKey { static let defaultValue: UserDefaults? = nil }

extension EnvironmentValues {
    /// The store `@AppStorage` uses when it names none (set with `.defaultAppStorage(_:)`).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Sets the `UserDefaults` store that `@AppStorage` properties without `store:` use in this view.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { environment(\.defaultAppStorage, store) }
}
