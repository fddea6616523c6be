import Foundation

/// Something HealthKit stores.
open class HKObject: NSObject, @unchecked Sendable {
    /// The object's identifier.
    public let uuid = UUID()
    /// The metadata the app saved with it.
    public let metadata: [String: Any]?
    /// The app or device that saved it.
    public let sourceRevision = HKSourceRevision(source: HKSource(name: "WidgetShot", bundleIdentifier: Bundle.main.bundleIdentifier ?? "widgetshot"), version: nil)
    /// The device that measured it, as the app saved it.
    public let device: HKDevice?

    init(device: HKDevice?, metadata: [String: Any]?) {
        self.device = device
        self.metadata = metadata
    }
}

/// A stored value with a start and an end date.
open class HKSample: HKObject, @unchecked Sendable {
    /// The sample's type.
    public let sampleType: HKSampleType
    /// When the measurement began.
    public let startDate: Date
    /// When the measurement ended.
    public let endDate: Date
    /// Whether the sample has an undetermined end date.
    public var hasUndeterminedDuration: Bool { endDate == .distantFuture }

    init(sampleType: HKSampleType, startDate: Date, endDate: Date, device: HKDevice? = nil, metadata: [String: Any]?) {
        self.sampleType = sampleType
        self.startDate = startDate
        self.endDate = endDate
        super.init(device: device, metadata: metadata)
    }
}

/// A numeric sample.
open class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The sample's value.
    public let quantity: HKQuantity
    /// The sample's type.
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
    /// How many values the sample combines.
    public var count: Int { 1 }

    /// Creates a sample of `quantity` between `startDate` and `endDate`.
    public convenience init(type: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil) {
        self.init(type: type, quantity: quantity, start: startDate, end: endDate, device: nil, metadata: metadata)
    }

    /// Creates a sample of `quantity` between `startDate` and `endDate` measured by `device`.
    public init(type: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, device: HKDevice?, metadata: [String: Any]?) {
        self.quantity = quantity
        super.init(sampleType: type, startDate: startDate, endDate: endDate, device: device, metadata: metadata)
    }
}

/// A sample whose value is a category (sleep analysis…).
open class HKCategorySample: HKSample, @unchecked Sendable {
    /// The category's raw value (`HKCategoryValueSleepAnalysis.asleepCore.rawValue`…).
    public let value: Int
    /// The sample's type.
    public var categoryType: HKCategoryType { sampleType as! HKCategoryType }

    /// Creates a sample of `value` between `startDate` and `endDate`.
    public convenience init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil) {
        self.init(type: type, value: value, start: startDate, end: endDate, device: nil, metadata: metadata)
    }

    /// Creates a sample of `value` between `startDate` and `endDate` measured by `device`.
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, device: HKDevice?, metadata: [String: Any]?) {
        self.value = value
        super.init(sampleType: type, startDate: startDate, endDate: endDate, device: device, metadata: metadata)
    }
}
