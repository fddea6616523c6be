import Foundation
import Observation

// WidgetShotSwiftData stands in for SwiftData with an honest in-memory store: a fetch returns only
// the models this process inserted, so a widget reading the app's store falls back to its
// placeholder data, as on a device before the app has saved anything.
//
// `@Model` is a macro; WidgetShot provides no macros (a compiler plug-in would add swift-syntax to
// every build). What compiles instead: the class without `@Model`, conforming to `PersistentModel`
// (`@Model final class Trip {` → `final class Trip: PersistentModel {`, a rewrite the extension
// builder can make), and `@Attribute(…)`, `@Relationship(…)`, `@Transient` dropped (they only
// describe storage). `#Predicate` and `SortDescriptor` are Foundation's and work on Linux.

/// A class whose instances SwiftData stores (what `@Model` makes a class conform to).
///
/// Equality and hashing are by identity, as for Apple's models; `Observable` lets `@Bindable` and
/// `@Environment(Type.self)` take models.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
    /// Models are equal when they are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The model's identity in its store.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self), entityName: "\(Self.self)") }
    /// The context the model was inserted into, if any.
    public var modelContext: ModelContext? { ModelRegistry.context(of: self) }
    /// Whether the model was deleted from its context and not yet saved.
    public var isDeleted: Bool { modelContext?.isPendingDelete(self) ?? false }
    /// Whether the model has unsaved changes (inserted and not yet saved).
    public var hasChanges: Bool { modelContext?.isPendingInsert(self) ?? false }
}

/// The identity of a model.
public struct PersistentIdentifier: Hashable, Sendable, Comparable {
    let object: ObjectIdentifier
    /// The model's type name.
    public let entityName: String
    public static func < (a: PersistentIdentifier, b: PersistentIdentifier) -> Bool { a.object < b.object }
}

/// A model's context, kept beside it (models carry no storage of their own without `@Model`).
enum ModelRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var contexts: [ObjectIdentifier: WeakContext] = [:]
    struct WeakContext { weak var context: ModelContext? }

    static func set(_ context: ModelContext?, for model: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        contexts[ObjectIdentifier(model)] = context.map { WeakContext(context: $0) }
    }

    static func context(of model: AnyObject) -> ModelContext? {
        lock.lock()
        defer { lock.unlock() }
        return contexts[ObjectIdentifier(model)]?.context
    }
}

/// The models a schema describes.
public struct Schema: @unchecked Sendable {
    /// The model types.
    public let types: [any PersistentModel.Type]
    /// A schema version.
    public struct Version: Hashable, Sendable, CustomStringConvertible {
        /// The version numbers.
        public let major: Int, minor: Int, patch: Int
        /// A version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
        public var description: String { "\(major).\(minor).\(patch)" }
    }
    /// The version.
    public let version: Version

    /// A schema of model types.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
    }
    /// An empty schema.
    public init() { self.init([]) }
}
