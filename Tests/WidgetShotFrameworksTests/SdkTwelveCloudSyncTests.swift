import Foundation
import Testing
import WidgetShot

/// RitualistCore's iCloud services, compiled into its widget: the key-value store's change
/// reasons, CloudKit's paged record queries and retry delays, and region state requests — each
/// behaving as on a device with no iCloud account and no location.
struct SdkTwelveCloudSyncTests {
    private func reason(_ notification: Notification) -> String {
        guard let userInfo = notification.userInfo, let reason = userInfo[NSUbiquitousKeyValueStoreChangeReasonKey] as? Int else { return "none" }
        switch reason {
        case NSUbiquitousKeyValueStoreServerChange: return "server change"
        case NSUbiquitousKeyValueStoreInitialSyncChange: return "initial sync"
        case NSUbiquitousKeyValueStoreQuotaViolationChange: return "quota violation"
        case NSUbiquitousKeyValueStoreAccountChange: return "account change"
        default: return "unknown (\(reason))"
        }
    }

    @Test("the key-value store's change reasons have Foundation's values")
    func keyValueStoreChangeReasons() {
        let name = NSUbiquitousKeyValueStore.didChangeExternallyNotification
        #expect(reason(Notification(name: name, userInfo: [NSUbiquitousKeyValueStoreChangeReasonKey: 0])) == "server change")
        #expect(reason(Notification(name: name, userInfo: [NSUbiquitousKeyValueStoreChangeReasonKey: 1])) == "initial sync")
        #expect(reason(Notification(name: name, userInfo: [NSUbiquitousKeyValueStoreChangeReasonKey: 2])) == "quota violation")
        #expect(reason(Notification(name: name, userInfo: [NSUbiquitousKeyValueStoreChangeReasonKey: 3])) == "account change")
        #expect(reason(Notification(name: name, userInfo: [NSUbiquitousKeyValueStoreChangeReasonKey: 9])) == "unknown (9)")
    }

    private func fetchBatch(database: CKDatabase, query: CKQuery, cursor: CKQueryOperation.Cursor?) async throws
        -> ([CKRecord], CKQueryOperation.Cursor?) {
        let (results, nextCursor): ([(CKRecord.ID, Result<CKRecord, Error>)], CKQueryOperation.Cursor?)
        if let cursor {
            (results, nextCursor) = try await database.records(continuingMatchFrom: cursor)
        } else {
            (results, nextCursor) = try await database.records(matching: query, inZoneWith: CKRecordZone.ID(zoneName: "com.apple.coredata.cloudkit.zone"))
        }
        return (results.compactMap { try? $0.1.get() }, nextCursor)
    }

    @Test("paged CloudKit queries fail with notAuthenticated, without a retry delay")
    func pagedQueriesFailWithoutAnAccount() async {
        let database = CKContainer.default().privateCloudDatabase
        let query = CKQuery(recordType: "CD_Habit", predicate: NSPredicate(value: true))
        for cursor in [nil, CKQueryOperation.Cursor()] {
            do {
                _ = try await fetchBatch(database: database, query: query, cursor: cursor)
                Issue.record("a query succeeded without an iCloud account")
            } catch let error as CKError {
                #expect(error.code == .notAuthenticated)
                #expect(error.userInfo[CKErrorRetryAfterKey] as? NSNumber == nil && error.retryAfterSeconds == nil)
                #expect(error.userInfo[NSLocalizedDescriptionKey] as? String != nil)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        #expect(CKErrorRetryAfterKey == "CKRetryAfter")
    }
}

/// A geofence monitor's initial state check: the delegate learns the state is unknown.
@Suite struct SdkTwelveRegionStateTests {
    final class Monitor: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
        let manager = CLLocationManager()
        var states: [(CLRegionState, String)] = []
        var done: (() -> Void)?
        override init() { super.init(); manager.delegate = self }
        func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
            states.append((state, region.identifier))
            done?()
        }
    }

    @Test("requestState(for:) reports .unknown to the delegate on the main queue")
    func requestStateReportsUnknown() async {
        let monitor = Monitor()
        let region = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 44.43, longitude: 26.1), radius: 100, identifier: "gym")
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            monitor.done = { continuation.resume() }
            monitor.manager.requestState(for: region)
        }
        #expect(monitor.states.map(\.0) == [.unknown] && monitor.states.map(\.1) == ["gym"])
    }
}
