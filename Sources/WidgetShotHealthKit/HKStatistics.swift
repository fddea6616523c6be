import Foundation

/// What a statistics query computes.
public struct HKStatisticsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
    /// The iOS 12 name of `.mostRecent`.
    public static let discreteMostRecent = mostRecent
}

/// The statistics of a quantity type over an interval; with no samples every quantity is nil.
public final class HKStatistics: NSObject, @unchecked Sendable {
    /// The type.
    public let quantityType: HKQuantityType
    /// The interval's start.
    public let startDate: Date
    /// The interval's end.
    public let endDate: Date
    /// The sources that contributed (none).
    public let sources: [HKSource]? = []

    init(quantityType: HKQuantityType, startDate: Date, endDate: Date) {
        self.quantityType = quantityType
        self.startDate = startDate
        self.endDate = endDate
    }

    /// The sum of the samples (nil: none).
    public func sumQuantity() -> HKQuantity? { nil }
    /// The sum of `source`'s samples.
    public func sumQuantity(for source: HKSource) -> HKQuantity? { nil }
    /// The average of the samples.
    public func averageQuantity() -> HKQuantity? { nil }
    /// The average of `source`'s samples.
    public func averageQuantity(for source: HKSource) -> HKQuantity? { nil }
    /// The least sample.
    public func minimumQuantity() -> HKQuantity? { nil }
    /// The greatest sample.
    public func maximumQuantity() -> HKQuantity? { nil }
    /// The latest sample.
    public func mostRecentQuantity() -> HKQuantity? { nil }
    /// The latest sample's date interval.
    public func mostRecentQuantityDateInterval() -> DateInterval? { nil }
    /// The total duration of the samples.
    public func duration() -> HKQuantity? { nil }
}

/// Statistics per interval (day, hour…).
public final class HKStatisticsCollection: NSObject, @unchecked Sendable {
    let quantityType: HKQuantityType
    let anchorDate: Date
    let intervalComponents: DateComponents

    init(quantityType: HKQuantityType, anchorDate: Date, intervalComponents: DateComponents) {
        self.quantityType = quantityType
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
    }

    /// The statistics of the interval containing `date`: nil, no interval holds samples.
    public func statistics(for date: Date) -> HKStatistics? { nil }
    /// Every interval that holds samples: none.
    public func statistics() -> [HKStatistics] { [] }
    /// The sources that contributed (none).
    public func sources() -> Set<HKSource> { [] }

    /// Calls `block` for every interval from `startDate` to `endDate`, including intervals
    /// without samples (their quantities are nil), as HealthKit does.
    public func enumerateStatistics(from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let calendar = Calendar.current
        var start = anchorDate
        // Move the anchor back or forward to the interval that contains startDate.
        while start > startDate, let earlier = calendar.date(byAdding: intervalComponents.negated, to: start) { start = earlier }
        while let next = calendar.date(byAdding: intervalComponents, to: start), next <= startDate { start = next }
        var stop = ObjCBool(false)
        var guardCount = 0
        while start <= endDate, let next = calendar.date(byAdding: intervalComponents, to: start), next > start, guardCount < 1_000_000 {
            block(HKStatistics(quantityType: quantityType, startDate: start, endDate: next), &stop)
            if stop.boolValue { return }
            start = next
            guardCount += 1
        }
    }
}

extension DateComponents {
    var negated: DateComponents {
        var c = DateComponents()
        c.year = year.map { -$0 }; c.month = month.map { -$0 }; c.weekOfYear = weekOfYear.map { -$0 }
        c.day = day.map { -$0 }; c.hour = hour.map { -$0 }; c.minute = minute.map { -$0 }; c.second = second.map { -$0 }
        return c
    }
}

/// Computes statistics over the samples matching a predicate
/// (https://developer.apple.com/documentation/healthkit/hkstatisticsquery). With no samples
/// HealthKit reports `HKError.errorNoData` and nil statistics.
public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    let handler: (HKStatisticsQuery, HKStatistics?, Error?) -> Void

    /// Computes `options` over samples of `quantityType` matching `quantitySamplePredicate`.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, Error?) -> Void) {
        self.handler = handler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func deliver(from store: HKHealthStore) {
        // HealthKit's statistics query builds this error when no sample matches (code 11,
        // `hk_error:11 format:@"No data available for the specified predicate."`); widget code
        // compares its localizedDescription with this text.
        handler(self, nil, HKError(.errorNoData, message: "No data available for the specified predicate."))
    }
}

/// Computes statistics per interval
/// (https://developer.apple.com/documentation/healthkit/hkstatisticscollectionquery): the
/// initial results are a collection with no samples.
public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    /// The first results.
    public var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, Error?) -> Void)?
    /// Later updates (never: nothing changes here).
    public var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, Error?) -> Void)?
    /// The date intervals are aligned on.
    public let anchorDate: Date
    /// The length of an interval.
    public let intervalComponents: DateComponents
    /// What is computed.
    public let options: HKStatisticsOptions

    /// Computes `options` per `intervalComponents` from `anchorDate`.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
        self.options = options
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func deliver(from store: HKHealthStore) {
        guard let type = objectType as? HKQuantityType else { return }
        initialResultsHandler?(self, HKStatisticsCollection(quantityType: type, anchorDate: anchorDate, intervalComponents: intervalComponents), nil)
    }
}
