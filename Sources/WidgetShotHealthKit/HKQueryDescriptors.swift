import Foundation

/// A type and a filter, for the async query descriptors (iOS 15.4).
public struct HKSamplePredicate<Sample: HKSample>: @unchecked Sendable {
    /// The type read.
    public let sampleType: HKSampleType
    /// The filter.
    public let nsPredicate: NSPredicate?

    /// Samples of any type.
    public static func sample(type: HKSampleType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKSample> {
        HKSamplePredicate<HKSample>(sampleType: type, nsPredicate: predicate)
    }
    /// Quantity samples of `type`.
    public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKQuantitySample> {
        HKSamplePredicate<HKQuantitySample>(sampleType: type, nsPredicate: predicate)
    }
    /// Category samples of `type`.
    public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKCategorySample> {
        HKSamplePredicate<HKCategorySample>(sampleType: type, nsPredicate: predicate)
    }
    /// Workouts.
    public static func workout(_ predicate: NSPredicate? = nil) -> HKSamplePredicate<HKWorkout> {
        HKSamplePredicate<HKWorkout>(sampleType: HKObjectType.workoutType(), nsPredicate: predicate)
    }
}

/// Reads samples with async/await (https://developer.apple.com/documentation/healthkit/hksamplequerydescriptor):
/// an empty array.
public struct HKSampleQueryDescriptor<Sample: HKSample>: @unchecked Sendable {
    /// What is read.
    public var predicates: [HKSamplePredicate<Sample>]
    /// The order.
    public var sortDescriptors: [SortDescriptor<Sample>]
    /// The most samples to return.
    public var limit: Int?

    /// Reads samples matching `predicates`.
    public init(predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil) {
        self.predicates = predicates
        self.sortDescriptors = sortDescriptors
        self.limit = limit
    }

    /// The samples: none (nothing is authorised).
    public func result(for healthStore: HKHealthStore) async throws -> [Sample] { [] }
}

/// Computes statistics with async/await: nil, no samples.
public struct HKStatisticsQueryDescriptor: @unchecked Sendable {
    /// What is read.
    public var predicate: HKSamplePredicate<HKQuantitySample>
    /// What is computed.
    public var options: HKStatisticsOptions

    /// Computes `options` over `predicate`'s samples.
    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions) {
        self.predicate = predicate
        self.options = options
    }

    /// The statistics: nil, the store holds no readable sample.
    public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? { nil }
}

/// Computes statistics per interval with async/await.
public struct HKStatisticsCollectionQueryDescriptor: @unchecked Sendable {
    /// What is read.
    public var predicate: HKSamplePredicate<HKQuantitySample>
    /// What is computed.
    public var options: HKStatisticsOptions
    /// The date intervals are aligned on.
    public var anchorDate: Date
    /// The length of an interval.
    public var intervalComponents: DateComponents

    /// Computes `options` per `intervalComponents`.
    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions, anchorDate: Date, intervalComponents: DateComponents) {
        self.predicate = predicate
        self.options = options
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
    }

    /// A collection with no samples.
    public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection {
        HKStatisticsCollection(quantityType: predicate.sampleType as! HKQuantityType, anchorDate: anchorDate, intervalComponents: intervalComponents)
    }
}
