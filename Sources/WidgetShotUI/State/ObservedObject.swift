import Foundation
import OpenCombine

/// A property wrapper for an observable object the view is given (Combine's `ObservableObject`,
/// which in WidgetShot is OpenCombine's, the protocol `import Combine` provides).
///
/// A widget renders once per entry, so the view reads the object's current values; changes
/// published later are not observed.
///
/// ```swift
/// final class Weather: ObservableObject { @Published var temperature = 21 }
/// struct TemperatureView: View {
///     @ObservedObject var weather: Weather
///     var body: some View { Text("\(weather.temperature)°") }
/// }
/// ```
///
/// As in iOS 18's SDK the wrapper is main-actor isolated (`@MainActor @preconcurrency`): a
/// property it wraps is isolated to the main actor, and so, in the Swift 5 language mode, is a
/// type declaring one (superghost's `CloudStorage`, mutated inside `MainActor.run` from an actor).
@MainActor @preconcurrency
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the object that makes bindings to its properties (`$model.name`).
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    /// Creates an observed object (what `@ObservedObject var model = Model()` calls).
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// The observed object.
    public var wrappedValue: ObjectType
    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

/// A property wrapper that creates an observable object once and keeps it for the view's life.
///
/// The object is created the first time the view reads it, as SwiftUI does (the autoclosure is
/// not run when the view value is made).
///
/// ```swift
/// struct ScoreWidgetView: View {
///     @StateObject private var model = ScoreModel()
///     var body: some View { Text(model.score) }
/// }
/// ```
///
/// Main-actor isolated, as in iOS 18's SDK (see ``ObservedObject``).
@MainActor @preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let storage: LazyObject<ObjectType>

    /// Creates a state object from a closure that makes it (`@StateObject var model = Model()`).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = LazyObject(thunk) }

    /// The object, created on first use.
    public var wrappedValue: ObjectType { storage.object }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(root: storage.object) }
}

/// Creates an object the first time it is needed, once.
final class LazyObject<T: AnyObject> {
    private var made: T?
    private let make: () -> T
    private let lock = NSLock()
    init(_ make: @escaping () -> T) { self.make = make }
    var object: T {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}
