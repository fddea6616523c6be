import Foundation

/// An actor that works with models on its own context — SwiftData's `ModelActor`
/// (https://developer.apple.com/documentation/swiftdata/modelactor). SwiftData's `@ModelActor`
/// macro adds this conformance and what it synthesises; extension builds rewrite the macro
/// (`RuntimeRewrites`) into the conformance plus the same members:
///
/// ```swift
/// @ModelActor actor TripStore {                    // becomes, on the same line:
///     func count() throws -> Int { try modelContext.fetchCount(FetchDescriptor<Trip>()) }
/// }
/// // actor TripStore: ModelActor { nonisolated let modelExecutor: any ModelExecutor; nonisolated let modelContainer: ModelContainer;
/// //     init(modelContainer: ModelContainer) { … } …
/// let store = TripStore(modelContainer: container)
/// ```
///
/// The actor runs on Swift's default actor executor (SwiftData's runs it on the executor of its
/// `modelExecutor`); either way its work is serialised, which is what the context needs.
public protocol ModelActor: Actor {
    /// The container the actor's context works on.
    nonisolated var modelContainer: ModelContainer { get }
    /// What owns the actor's context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's own context.
    public var modelContext: ModelContext { modelExecutor.modelContext }
}

/// What owns a model context — SwiftData's `ModelExecutor`.
public protocol ModelExecutor: AnyObject, Sendable {
    /// The context.
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` gives an actor — SwiftData's `DefaultSerialModelExecutor`.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    /// The context.
    public let modelContext: ModelContext
    /// An executor owning `modelContext`.
    public init(modelContext: ModelContext) { self.modelContext = modelContext }
}
