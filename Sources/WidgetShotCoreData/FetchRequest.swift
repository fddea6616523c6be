import Foundation
import WidgetShotUI

private struct ManagedObjectContextKey: EnvironmentKey {
    /// With no context set above a view, one with no store: `@FetchRequest` finds nothing.
    static var defaultValue: NSManagedObjectContext { DefaultManagedObjectContext.shared }
}

enum DefaultManagedObjectContext {
    static let shared = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

extension EnvironmentValues {
    /// The context `@FetchRequest` reads (`.environment(\.managedObjectContext, container.viewContext)`).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

/// The results of a `@FetchRequest`: a random-access collection of managed objects.
public struct FetchedResults<Result>: RandomAccessCollection {
    let objects: [Result]
    /// The first index.
    public var startIndex: Int { objects.startIndex }
    /// The index past the last result.
    public var endIndex: Int { objects.endIndex }
    /// The result at a position.
    public subscript(position: Int) -> Result { objects[position] }
    /// Kept for source compatibility (the request is fixed when the wrapper is made).
    public var nsPredicate: NSPredicate? { nil }
}

/// A property wrapper that fetches managed objects from the environment's context when the body
/// is evaluated (`@FetchRequest(sortDescriptors: [...]) var items: FetchedResults<Item>`).
///
/// Apple's initialisers also take `animation:`; WidgetShot has no `Animation` type in this
/// module yet, so calls passing it do not compile (widgets do not animate fetches anyway).
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    private let context = Environment(\.managedObjectContext)
    private let request: NSFetchRequest<Result>

    /// The objects the request matches now (empty when the fetch fails).
    public var wrappedValue: FetchedResults<Result> { FetchedResults(objects: (try? context.wrappedValue.fetch(request)) ?? []) }

    /// A fetch of a request.
    public init(fetchRequest: NSFetchRequest<Result>) { request = fetchRequest }

    /// A fetch of `Result`'s entity, sorted and filtered.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil) where Result: NSManagedObject {
        let r = NSFetchRequest<Result>(entityName: Result.entity().name ?? "\(Result.self)")
        r.sortDescriptors = sortDescriptors
        r.predicate = predicate
        request = r
    }

    /// A fetch of an entity, sorted and filtered.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil) {
        let r = NSFetchRequest<Result>(entityName: entity.name ?? "")
        r.sortDescriptors = sortDescriptors
        r.predicate = predicate
        request = r
    }
}
