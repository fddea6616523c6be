import Foundation
import WidgetShotUI

private struct ModelContextKey: EnvironmentKey {
    /// With no `.modelContainer(_:)` above a view, a private empty in-memory context: `@Query`
    /// finds nothing, so the view shows its empty state. (Apple does not document this case.)
    static var defaultValue: ModelContext { DefaultModelContext.shared }
}

enum DefaultModelContext {
    static let shared: ModelContext = {
        // An in-memory container cannot fail to open.
        let container = try! ModelContainer(for: Schema(), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        return container.mainContext
    }()
}

extension EnvironmentValues {
    /// The model context `@Query` and `@Environment(\.modelContext)` read (set by `.modelContainer(_:)`).
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Uses a container's main context for `@Query` and `\.modelContext` in this view.
    public func modelContainer(_ container: ModelContainer) -> some View { environment(\.modelContext, container.mainContext) }
    /// Uses a context for `@Query` and `\.modelContext` in this view.
    public func modelContext(_ modelContext: ModelContext) -> some View { environment(\.modelContext, modelContext) }
}

/// A property wrapper that fetches models from the environment's model context when the body is
/// evaluated (`@Query(sort: \Trip.start) var trips: [Trip]`).
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    private let context = Environment(\.modelContext)
    private let descriptor: FetchDescriptor<Element>
    private let wrap: ([Element]) -> Result

    /// The models matching the query, fetched now (an empty array when the fetch fails).
    public var wrappedValue: Result { wrap((try? context.wrappedValue.fetch(descriptor)) ?? []) }

    /// The models of a fetch descriptor.
    public init(_ descriptor: FetchDescriptor<Element>) where Result == [Element] {
        self.descriptor = descriptor
        wrap = { $0 }
    }

    /// The models matching a predicate, sorted.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = []) where Result == [Element] {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// The models matching a predicate, sorted by one key path.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward)
    where Result == [Element] {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models matching a predicate, sorted by one optional key path.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward)
    where Result == [Element] {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}
