import Foundation

// Predicates on objects' identity and metadata (https://developer.apple.com/documentation/healthkit/hkquery):
// LoopKit deletes its own samples by UUID and by sync identifier. They are evaluated against the
// samples a query would see, which a store where nothing is authorised never has.

extension HKQuery {
    /// The object with `UUID`.
    public class func predicateForObject(with UUID: UUID) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject)?.uuid == UUID }
    }

    /// The objects whose UUID is one of `UUIDs`.
    public class func predicateForObjects(with UUIDs: Set<UUID>) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject).map { UUIDs.contains($0.uuid) } ?? false }
    }

    /// Objects whose metadata value for `key` is one of `allowedValues` (compared as Foundation objects).
    public class func predicateForObjects(withMetadataKey key: String, allowedValues: [Any]) -> NSPredicate {
        let allowed = allowedValues.map { $0 as AnyObject }
        return NSPredicate { object, _ in
            guard let value = (object as? HKObject)?.metadata?[key] else { return false }
            return allowed.contains { ($0 as? NSObject)?.isEqual(value as AnyObject) ?? false }
        }
    }

    /// Objects whose metadata value for `key` compares to `value` with `operatorType`.
    public class func predicateForObjects(withMetadataKey key: String, operatorType: NSComparisonPredicate.Operator, value: Any) -> NSPredicate {
        NSPredicate { object, _ in
            guard let stored = (object as? HKObject)?.metadata?[key] else { return false }
            let order = compare(stored, value)
            switch operatorType {
            case .equalTo: return order == .orderedSame
            case .notEqualTo: return order != .orderedSame
            case .lessThan: return order == .orderedAscending
            case .lessThanOrEqualTo: return order != .orderedDescending && order != nil
            case .greaterThan: return order == .orderedDescending
            case .greaterThanOrEqualTo: return order != .orderedAscending && order != nil
            default: return false
            }
        }
    }

    /// Samples that are not part of a correlation (none is, here).
    public class func predicateForObjectsWithNoCorrelation() -> NSPredicate { NSPredicate(value: true) }

    /// Objects measured by one of `devices`.
    public class func predicateForObjects(from devices: Set<HKDevice>) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject)?.device.map { devices.contains($0) } ?? false }
    }

    /// Objects saved by one of `sourceRevisions`.
    public class func predicateForObjects(from sourceRevisions: Set<HKSourceRevision>) -> NSPredicate {
        let ids = Set(sourceRevisions.map(\.source.bundleIdentifier))
        return NSPredicate { object, _ in (object as? HKObject).map { ids.contains($0.sourceRevision.source.bundleIdentifier) } ?? false }
    }

    private static func compare(_ a: Any, _ b: Any) -> ComparisonResult? {
        switch (a, b) {
        case let (x as NSNumber, y as NSNumber): return x.compare(y)
        case let (x as String, y as String): return x.compare(y)
        case let (x as Date, y as Date): return x.compare(y)
        case let (x as HKQuantity, y as HKQuantity): return x.is(compatibleWith: y.unit) ? x.compare(y) : nil
        default: return ((a as AnyObject) as? NSObject)?.isEqual(b as AnyObject) == true ? .orderedSame : nil
        }
    }
}
