import Foundation
import WidgetShotCoreData

// SwiftData's Core Data overlay: the managed object model of a set of `@Model` types, as a store
// migration written with Core Data needs (`NSPersistentStoreCoordinator(managedObjectModel:)`,
// then `replacePersistentStore`) — https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/makemanagedobjectmodel(for:mergedwith:)-7lqq9.

extension NSManagedObjectModel {
    /// A model with one entity per model type (named after the type), plus the entities of
    /// `managedObjectModel` whose names the types do not take.
    public static func makeManagedObjectModel(for types: [any PersistentModel.Type],
                                              mergedWith managedObjectModel: NSManagedObjectModel? = nil) -> NSManagedObjectModel? {
        let model = NSManagedObjectModel()
        var names: Set<String> = []
        for type in types {
            let name = String(describing: type)
            guard names.insert(name).inserted else { continue }
            let entity = NSEntityDescription()
            entity.name = name
            entity.managedObjectClassName = name
            model.entities.append(entity)
        }
        model.entities += (managedObjectModel?.entities ?? []).filter { !names.contains($0.name ?? "") }
        return model
    }

    /// The model of a schema's types (see ``makeManagedObjectModel(for:mergedWith:)-([any PersistentModel.Type],_)``).
    public static func makeManagedObjectModel(for schema: Schema, mergedWith managedObjectModel: NSManagedObjectModel? = nil) -> NSManagedObjectModel? {
        makeManagedObjectModel(for: schema.types, mergedWith: managedObjectModel)
    }
}
