import Foundation
import OpenCombine

/// A property wrapper for an observable object an ancestor supplied with `.environmentObject(_:)`.
///
/// When no ancestor supplied an object of `ObjectType`, SwiftUI stops with a fatal error. WidgetShot
/// instead fails the render: layout throws ``MissingEnvironmentObjectError`` naming the type and the
/// view, before the view's body runs (the resolver checks a view's `@EnvironmentObject` properties
/// first). Reading the property outside a body evaluated by WidgetShot (for example in an `init`)
/// has no render to fail and stops with SwiftUI's message.
///
/// ```swift
/// struct ScoreView: View {
///     @EnvironmentObject var game: Game
///     var body: some View { Text("\(game.score)") }
/// }
/// ScoreView().environmentObject(Game())
/// ```
///
/// Main-actor isolated, as in iOS 18's SDK (see ``ObservedObject``).
@MainActor @preconcurrency
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the object that makes bindings to its properties (`$game.score`).
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// Creates the wrapper; the object is read from the environment when the body is evaluated.
    public init() { EnvironmentObjectCheck.activate() }

    /// The object supplied by an ancestor.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.environmentObjects.object(of: ObjectType.self) else {
            fatalError(MissingEnvironmentObjectError(objectType: "\(ObjectType.self)", view: nil).description)
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: EnvironmentObjectRequirement {
    func missingObjectType(in environment: EnvironmentValues) -> String? {
        environment.environmentObjects.object(of: ObjectType.self) == nil ? "\(ObjectType.self)" : nil
    }
}

extension View {
    /// Supplies an observable object to this view's `@EnvironmentObject` properties and its
    /// descendants'. Objects are found by their static type, as in SwiftUI.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWritingModifier { $0.environmentObjects = $0.environmentObjects.adding(object, as: T.self) })
    }
}
