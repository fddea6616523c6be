import Foundation
@_exported import Observation

// SwiftUI re-exports Observation, so `@Observable final class Model { … }` compiles with only
// `import SwiftUI` (here: `import WidgetShot` or `import WidgetShotUI`). Observation is part of the
// Swift toolchain on Linux; the `@Observable` macro works unchanged.

/// A property wrapper that makes bindings to the properties of an `@Observable` object.
///
/// ```swift
/// @Observable final class Settings { var showsSeconds = false }
/// struct SettingsRow: View {
///     @Bindable var settings: Settings
///     var body: some View { Toggle("Seconds", isOn: $settings.showsSeconds) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value
    /// The wrapper itself (`$settings`), which makes bindings.
    public var projectedValue: Bindable<Value> { self }

    /// Creates a bindable object (`@Bindable var settings = Settings()`).
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    /// Creates a bindable object (`Bindable(settings)` in a body).
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    /// Creates a bindable from another one.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to a property of the object (`$settings.showsSeconds`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

/// The key of an `@Observable` object in the environment (one per type).
struct ObservableObjectKey<T: AnyObject>: Hashable {}

extension EnvironmentValues {
    /// The `@Observable` object of type `T` an ancestor supplied (SwiftUI stops when there is none;
    /// the resolver reports it first, see ``MissingEnvironmentObjectError``).
    subscript<T: AnyObject>(observable key: ObservableObjectKey<T>) -> T {
        guard let object = environmentObjects.object(of: T.self) else {
            fatalError(MissingEnvironmentObjectError(objectType: "\(T.self)", view: nil).description)
        }
        return object
    }

    /// The `@Observable` object of type `T` an ancestor supplied, or `nil`.
    subscript<T: AnyObject>(optionalObservable key: ObservableObjectKey<T>) -> T? {
        environmentObjects.object(of: T.self)
    }
}

extension Environment {
    /// Reads the `@Observable` object of this type that an ancestor supplied with `.environment(_:)`
    /// (`@Environment(Library.self) private var library`).
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        self.init(RequiredObservables.register(Value.self))
        EnvironmentObjectCheck.activate()
    }

    /// Reads the `@Observable` object of this type, or `nil` when no ancestor supplied one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[optionalObservable: ObservableObjectKey<T>()])
    }
}

extension Environment: EnvironmentObjectRequirement {
    func missingObjectType(in environment: EnvironmentValues) -> String? {
        guard let required = RequiredObservables.type(for: keyPath) else { return nil }
        return environment.environmentObjects.contains(required.id) ? nil : required.name
    }
}

/// The key paths of `@Environment(T.self)` properties (non-optional), with the type each needs.
enum RequiredObservables {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var types: [AnyKeyPath: (id: ObjectIdentifier, name: String)] = [:]

    static func register<T: AnyObject>(_ type: T.Type) -> KeyPath<EnvironmentValues, T> {
        let keyPath = \EnvironmentValues.[observable: ObservableObjectKey<T>()]
        lock.lock()
        defer { lock.unlock() }
        if types[keyPath] == nil { types[keyPath] = (ObjectIdentifier(type), "\(type)") }
        return keyPath
    }

    static func type(for keyPath: AnyKeyPath) -> (id: ObjectIdentifier, name: String)? {
        lock.lock()
        defer { lock.unlock() }
        return types[keyPath]
    }
}

extension View {
    /// Supplies an `@Observable` object to `@Environment(T.self)` properties of this view and its
    /// descendants (`nil` removes it).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWritingModifier { $0.environmentObjects = $0.environmentObjects.adding(object, as: T.self) })
    }
}
