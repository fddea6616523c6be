import Foundation
import Testing
import WidgetShot

/// lunahealth/app's widget links its archivable/package `Cloud` store, which sets a resource
/// timeout on a `CKOperation.Configuration` and runs its record calls inside
/// `database.configuredWith(configuration:) { base in … }` (iOS 15).
struct SweepTenCloudKitTests {
    @Test func aConfiguredDatabaseRunsTheClosureAndItsCallsStillFailWithoutAnAccount() async throws {
        let config = CKOperation.Configuration()
        #expect(config.timeoutIntervalForResource == 604_800)
        config.timeoutIntervalForRequest = 10
        config.timeoutIntervalForResource = 10
        config.qualityOfService = .userInitiated
        let group = CKOperationGroup()
        group.name = "Sync"
        #expect(!group.operationGroupID.isEmpty)
        let database = CKContainer.default().privateCloudDatabase
        let id = CKRecord.ID(recordName: "moon")
        let fetched: CKRecord? = await database.configuredWith(configuration: config, group: group) { base in
            try? await base.record(for: id)
        }
        #expect(fetched == nil)
        let subscribed: Bool = await database.configuredWith(configuration: config) { base in
            let subscription = CKQuerySubscription(recordType: "Model", predicate: NSPredicate(format: "recordID = %@", id),
                                                   options: [.firesOnRecordUpdate])
            let old = try? await base.allSubscriptions()
            return (try? await base.modifySubscriptions(saving: [subscription], deleting: old?.map(\.subscriptionID) ?? [])) != nil
        }
        #expect(!subscribed)
        let scope = await database.configuredWith(configuration: config) { base in base.databaseScope }
        #expect(scope == .private)
        do {
            try await database.configuredWith { base in
                _ = try await base.modifyRecords(saving: [CKRecord(recordType: "Model", recordID: id)], deleting: [], savePolicy: .allKeys)
            }
            Issue.record("a save succeeded without an iCloud account")
        } catch let error as CKError {
            #expect(error.code == .notAuthenticated)
        }
    }
}
