import Foundation

/// Objects supplied by `.environmentObject(_:)` and `.environment(_:)` (Observation), by static type.
struct EnvironmentObjectStore {
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The object supplied for exactly `type`, if any.
    func object<T: AnyObject>(of type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }

    /// Whether an object was supplied for exactly `type`.
    func contains(_ type: ObjectIdentifier) -> Bool { objects[type] != nil }

    /// A store with `object` supplied for `type` (replacing an outer one), or removed when `nil`.
    func adding<T: AnyObject>(_ object: T?, as type: T.Type) -> EnvironmentObjectStore {
        var copy = self
        copy.objects[ObjectIdentifier(type)] = object
        return copy
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey { static let defaultValue = EnvironmentObjectStore() }

extension EnvironmentValues {
    /// The objects ancestors supplied.
    var environmentObjects: EnvironmentObjectStore {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

/// A render failed because a view needs an object no ancestor supplied.
///
/// SwiftUI stops the app with the same message; WidgetShot throws it from layout, so one widget's
/// mistake fails its render (with the type named) rather than the whole process.
public struct MissingEnvironmentObjectError: Error, CustomStringConvertible, Equatable {
    /// The type of the missing object, e.g. `"GameModel"`.
    public var objectType: String
    /// The view whose property asked for it, when known.
    public var view: String?

    /// An error for a missing object of `objectType`, needed by `view`.
    public init(objectType: String, view: String?) {
        self.objectType = objectType
        self.view = view
    }

    public var description: String {
        let viewPart = view.map { " (needed by \($0))" } ?? ""
        return "No ObservableObject of type \(objectType) found\(viewPart). A View.environmentObject(_:) for \(objectType) may be missing as an ancestor of this view."
    }
}

/// A property that needs an object from the environment (`@EnvironmentObject`, `@Environment(Model.self)`).
protocol EnvironmentObjectRequirement {
    /// The missing object's type name, or `nil` when the environment supplies it.
    func missingObjectType(in environment: EnvironmentValues) -> String?
}

/// Checks a view's environment-object properties before its body runs.
///
/// The check reflects over the view's stored properties, so it only runs once some view in the
/// process declared such a property (their initialisers switch it on).
///
/// SwiftUI stops only when the body *reads* a missing object: a view that declares
/// `@EnvironmentObject var model: Model` and never uses it draws. The check is stricter — it fails
/// the render before the body runs — because in a test process a read would stop the whole run.
/// The CLI's worker processes, where a stop costs one variant, turn it off
/// (``checksBeforeBody``): there the body runs, and a read of a missing object stops the worker
/// with the same message, as on iOS.
package enum EnvironmentObjectCheck {
    nonisolated(unsafe) private static var isActive = false
    /// Whether a view needing a missing object fails before its body runs (true), or only when the
    /// body reads the object, as on iOS (false: worker processes).
    nonisolated(unsafe) package static var checksBeforeBody = true

    /// Switches the check on (called by the wrappers' initialisers).
    static func activate() { if !isActive { isActive = true } }

    /// The first environment object `view` needs and `environment` lacks.
    static func missing<V: View>(in view: V, _ environment: EnvironmentValues) -> MissingEnvironmentObjectError? {
        guard isActive, checksBeforeBody else { return nil }
        for child in Mirror(reflecting: view).children {
            if let requirement = child.value as? EnvironmentObjectRequirement, let type = requirement.missingObjectType(in: environment) {
                return MissingEnvironmentObjectError(objectType: type, view: "\(V.self)")
            }
        }
        return nil
    }
}
