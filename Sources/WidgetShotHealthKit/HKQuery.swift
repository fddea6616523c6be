import Foundation

/// The limit that means "every sample".
public let HKObjectQueryNoLimit: Int = 0

/// Options of a date predicate.
public struct HKQueryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Samples must start on or after the start date.
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    /// Samples must end on or before the end date.
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

/// A query of the store (https://developer.apple.com/documentation/healthkit/hkquery). The store
/// holds nothing readable, so each query's handler receives what an empty store gives.
open class HKQuery: NSObject, @unchecked Sendable {
    /// The type the query reads.
    public let objectType: HKObjectType?
    /// The sample type the query reads.
    public var sampleType: HKSampleType? { objectType as? HKSampleType }
    /// The query's filter.
    public let predicate: NSPredicate?
    var isStopped = false

    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        self.objectType = objectType
        self.predicate = predicate
    }

    /// Calls the handler with the query's result (called on a background queue).
    func deliver(from store: HKHealthStore) {}

    /// Samples that overlap the dates (or lie within them with the strict options).
    public class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKSample else { return false }
            if let startDate {
                if options.contains(.strictStartDate) ? sample.startDate < startDate : sample.endDate <= startDate { return false }
            }
            if let endDate {
                if options.contains(.strictEndDate) ? sample.endDate > endDate : sample.startDate >= endDate { return false }
            }
            return true
        }
    }

    /// Samples saved by `source`.
    public class func predicateForObjects(from source: HKSource) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject)?.sourceRevision.source.bundleIdentifier == source.bundleIdentifier }
    }

    /// Samples saved by any of `sources`.
    public class func predicateForObjects(from sources: Set<HKSource>) -> NSPredicate {
        let ids = Set(sources.map(\.bundleIdentifier))
        return NSPredicate { object, _ in (object as? HKObject).map { ids.contains($0.sourceRevision.source.bundleIdentifier) } ?? false }
    }

    /// Objects the app wrote (metadata `HKWasUserEntered`…) with `key`.
    public class func predicateForObjects(withMetadataKey key: String) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject)?.metadata?[key] != nil }
    }

    /// Category samples of `value`.
    public class func predicateForCategorySamples(with operatorType: NSComparisonPredicate.Operator, value: Int) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKCategorySample else { return false }
            switch operatorType {
            case .equalTo: return sample.value == value
            case .notEqualTo: return sample.value != value
            case .lessThan: return sample.value < value
            case .lessThanOrEqualTo: return sample.value <= value
            case .greaterThan: return sample.value > value
            case .greaterThanOrEqualTo: return sample.value >= value
            default: return false
            }
        }
    }

    /// Category samples whose value is one of `values` (iOS 16).
    public class func predicateForCategorySamples(valueIn values: Set<Int>) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKCategorySample).map { values.contains($0.value) } ?? false }
    }

    /// Workouts of `workoutActivityType`.
    public class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKWorkout)?.workoutActivityType == workoutActivityType }
    }

    /// The activity summary of the day `dateComponents` names.
    public class func predicateForActivitySummary(with dateComponents: DateComponents) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKActivitySummary)?.dateComponentsValue == dateComponents }
    }

    /// Activity summaries between two days.
    public class func predicate(forActivitySummariesBetweenStart startDateComponents: DateComponents, end endDateComponents: DateComponents) -> NSPredicate {
        NSPredicate(value: false)   // no summary is stored
    }
}

/// Reads samples (https://developer.apple.com/documentation/healthkit/hksamplequery): an empty
/// array and no error, as an unauthorised read gets.
public final class HKSampleQuery: HKQuery, @unchecked Sendable {
    /// The most samples to return (`HKObjectQueryNoLimit`: all).
    public let limit: Int
    /// The order of the samples.
    public let sortDescriptors: [NSSortDescriptor]?
    let resultsHandler: (HKSampleQuery, [HKSample]?, Error?) -> Void

    /// Reads samples of `sampleType` matching `predicate`.
    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping (HKSampleQuery, [HKSample]?, Error?) -> Void) {
        self.limit = limit
        self.sortDescriptors = sortDescriptors
        self.resultsHandler = resultsHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func deliver(from store: HKHealthStore) { resultsHandler(self, [], nil) }
}

/// Reads samples and later changes from an anchor: no samples, no deletions, a new anchor.
public final class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
    /// Called with later changes (never: nothing changes here).
    public var updateHandler: ((HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, Error?) -> Void)?
    let resultsHandler: (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, Error?) -> Void
    let anchor: HKQueryAnchor?

    /// Reads samples of `type` after `anchor`.
    public init(type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int,
                resultsHandler handler: @escaping (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, Error?) -> Void) {
        self.anchor = anchor
        self.resultsHandler = handler
        super.init(objectType: type, predicate: predicate)
    }

    override func deliver(from store: HKHealthStore) {
        resultsHandler(self, [], [], anchor ?? HKQueryAnchor(fromValue: 0), nil)
    }
}

/// A position in the store's history.
public final class HKQueryAnchor: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    let value: Int
    /// An anchor from a stored integer.
    public init(fromValue value: Int) { self.value = value }
    public override func isEqual(_ object: Any?) -> Bool { (object as? HKQueryAnchor)?.value == value }
    public override var hash: Int { value }

    /// Anchors are archived (apps keep the last one in their own store).
    public static var supportsSecureCoding: Bool { true }
    public func encode(with coder: NSCoder) { coder.encode(value, forKey: "Anchor") }
    public convenience init?(coder: NSCoder) { self.init(fromValue: coder.decodeInteger(forKey: "Anchor")) }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A sample that was deleted.
public final class HKDeletedObject: NSObject, @unchecked Sendable {
    /// The deleted sample's identifier.
    public let uuid: UUID
    init(uuid: UUID) { self.uuid = uuid }
}

/// Called by an observer's owner when it has processed a change.
public typealias HKObserverQueryCompletionHandler = @Sendable () -> Void

/// Watches a type for changes. HealthKit calls the update handler once when the query starts;
/// nothing changes later.
public final class HKObserverQuery: HKQuery, @unchecked Sendable {
    let updateHandler: (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, Error?) -> Void

    /// Watches samples of `sampleType` matching `predicate`.
    public init(sampleType: HKSampleType, predicate: NSPredicate?,
                updateHandler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, Error?) -> Void) {
        self.updateHandler = updateHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func deliver(from store: HKHealthStore) { updateHandler(self, {}, nil) }
}

/// Reads the Activity rings' daily summaries: none.
public final class HKActivitySummaryQuery: HKQuery, @unchecked Sendable {
    let resultsHandler: (HKActivitySummaryQuery, [HKActivitySummary]?, Error?) -> Void
    /// Called with later changes (never here).
    public var updateHandler: ((HKActivitySummaryQuery, [HKActivitySummary]?, Error?) -> Void)?

    /// Reads summaries matching `predicate`.
    public init(predicate: NSPredicate?, resultsHandler handler: @escaping (HKActivitySummaryQuery, [HKActivitySummary]?, Error?) -> Void) {
        self.resultsHandler = handler
        super.init(objectType: HKObjectType.activitySummaryType(), predicate: predicate)
    }

    override func deliver(from store: HKHealthStore) { resultsHandler(self, [], nil) }
}
