import Foundation

/// The access point to HealthKit's data
/// (https://developer.apple.com/documentation/healthkit/hkhealthstore), on an iPhone where the
/// user has not answered the authorisation sheet: health data is available, every type's status
/// is `.notDetermined`, reads find no samples (HealthKit hides whether reading was denied, so an
/// unauthorised read looks like an empty store) and writes fail. Handlers run on a background
/// queue, as HealthKit documents.
public final class HKHealthStore: NSObject, @unchecked Sendable {
    /// Creates a store.
    public override init() {}

    /// Whether this device has HealthKit (an iPhone does; an iPad before iPadOS 17 does not).
    public class func isHealthDataAvailable() -> Bool { true }

    /// Whether this device's HealthKit supports per-object authorisation (iOS 15.4).
    public func supportsHealthRecords() -> Bool { false }

    /// Whether the app may write `type`: nobody has answered the sheet, so `.notDetermined`.
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    /// Asks for access. An extension cannot show the sheet, and nobody answers it here: `success`
    /// is true (the request was processed — it never says whether access was granted, per
    /// Apple's documentation) and the statuses stay `.notDetermined`.
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                     completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(true, nil) }
    }

    /// Asks for access (async): returns once the request is processed; nothing is granted.
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {}

    /// Whether asking would show the sheet: it would (nothing was asked before).
    public func getRequestStatusForAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
                                                 completion: @escaping @Sendable (HKAuthorizationRequestStatus, Error?) -> Void) {
        DispatchQueue.global().async { completion(.shouldRequest, nil) }
    }

    /// Whether asking would show the sheet (async).
    public func statusForAuthorizationRequest(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws -> HKAuthorizationRequestStatus {
        .shouldRequest
    }

    /// Runs `query`: its handler receives what the empty store holds (see each query).
    public func execute(_ query: HKQuery) {
        DispatchQueue.global().async { query.deliver(from: self) }
    }

    /// Stops a long-running query (observer, anchored, statistics collection).
    public func stop(_ query: HKQuery) { query.isStopped = true }

    /// Saves `object`: without authorisation HealthKit refuses.
    public func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, Self.notAuthorized) }
    }

    /// Saves `objects`: without authorisation HealthKit refuses.
    public func save(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, Self.notAuthorized) }
    }

    /// Saves `object` (async): throws, nothing is authorised.
    public func save(_ object: HKObject) async throws { throw Self.notAuthorized }

    /// Saves `objects` (async): throws, nothing is authorised.
    public func save(_ objects: [HKObject]) async throws { throw Self.notAuthorized }

    /// Deletes `object`: without authorisation HealthKit refuses.
    public func delete(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, Self.notAuthorized) }
    }

    /// Deletes `objects`: refused as without authorisation.
    public func delete(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, Self.notAuthorized) }
    }

    /// Deletes the app's objects of `objectType` matching `predicate`: refused as without
    /// authorisation, with no object deleted.
    public func deleteObjects(of objectType: HKObjectType, predicate: NSPredicate,
                              withCompletion completion: @escaping @Sendable (Bool, Int, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, 0, Self.notAuthorized) }
    }

    /// Deletes `object` (async): refused as without authorisation.
    public func delete(_ object: HKObject) async throws { throw Self.notAuthorized }
    /// Deletes `objects` (async): refused as without authorisation.
    public func delete(_ objects: [HKObject]) async throws { throw Self.notAuthorized }
    /// Deletes matching objects (async): refused as without authorisation.
    public func deleteObjects(of objectType: HKObjectType, predicate: NSPredicate) async throws -> Int { throw Self.notAuthorized }

    /// Asks to be woken when samples of `type` change: nothing will change here; refused as
    /// without authorisation.
    public func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                         withCompletion completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, Self.notAuthorized) }
    }

    /// Asks to be woken when samples of `type` change (async).
    public func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws { throw Self.notAuthorized }

    /// Stops background delivery of `type`.
    public func disableBackgroundDelivery(for type: HKObjectType, withCompletion completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(true, nil) }
    }

    /// Stops every background delivery.
    public func disableAllBackgroundDelivery(completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(true, nil) }
    }

    /// The user's date of birth: not authorised.
    public func dateOfBirthComponents() throws -> DateComponents { throw Self.notAuthorized }
    /// The user's biological sex: not authorised.
    public func biologicalSex() throws -> HKBiologicalSexObject { throw Self.notAuthorized }
    /// The user's blood type: not authorised.
    public func bloodType() throws -> HKBloodTypeObject { throw Self.notAuthorized }

    /// Preferred display units of `quantityTypes`: the locale's units, as the Health app's.
    public func preferredUnits(for quantityTypes: Set<HKQuantityType>, completion: @escaping @Sendable ([HKQuantityType: HKUnit], Error?) -> Void) {
        DispatchQueue.global().async {
            var units: [HKQuantityType: HKUnit] = [:]
            for type in quantityTypes { units[type] = HKQuantityTypeIdentifier(rawValue: type.identifier).canonicalUnit }
            completion(units, nil)
        }
    }

    /// Preferred display units of `quantityTypes` (async).
    public func preferredUnits(for quantityTypes: Set<HKQuantityType>) async throws -> [HKQuantityType: HKUnit] {
        var units: [HKQuantityType: HKUnit] = [:]
        for type in quantityTypes { units[type] = HKQuantityTypeIdentifier(rawValue: type.identifier).canonicalUnit }
        return units
    }

    static var notAuthorized: HKError { HKError(.errorAuthorizationNotDetermined, message: "Authorization not determined") }
}

extension Notification.Name {
    /// Posted by each health store when the user changes preferred units (never during a render).
    public static let HKUserPreferencesDidChange = Notification.Name("HKUserPreferencesDidChangeNotification")
}

/// How often background delivery wakes the app.
public enum HKUpdateFrequency: Int, Sendable {
    case immediate = 1, hourly = 2, daily = 3, weekly = 4
}

/// The user's biological sex.
public final class HKBiologicalSexObject: NSObject, @unchecked Sendable {
    /// The value.
    public var biologicalSex: HKBiologicalSex { .notSet }
}

/// Biological sex values.
public enum HKBiologicalSex: Int, Sendable { case notSet = 0, female, male, other }

/// The user's blood type.
public final class HKBloodTypeObject: NSObject, @unchecked Sendable {
    /// The value.
    public var bloodType: HKBloodType { .notSet }
}

/// Blood type values.
public enum HKBloodType: Int, Sendable { case notSet = 0, aPositive, aNegative, bPositive, bNegative, abPositive, abNegative, oPositive, oNegative }
