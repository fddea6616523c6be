import Foundation

/// The key that sorts samples by start date, for `NSSortDescriptor(key:ascending:)` in sample
/// queries — HealthKit's `HKSampleSortIdentifierStartDate` (the sample property's name).
public let HKSampleSortIdentifierStartDate = "startDate"
/// The key that sorts samples by end date — HealthKit's `HKSampleSortIdentifierEndDate`.
public let HKSampleSortIdentifierEndDate = "endDate"
