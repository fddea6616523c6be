import Foundation
import WidgetShotFoundation

/// Format predicates (`NSPredicate(format:)`, in WidgetShotFoundation) and sort keys read a
/// managed object's attributes by name; in a predicate an object equals itself and its object ID.
extension NSManagedObject: PredicateKeyValueReading {
    package func predicateEquals(_ other: Any?) -> Bool? {
        if let object = other as? NSManagedObject { return object === self }
        if let id = other as? NSManagedObjectID { return objectID == id }
        return nil
    }
}
