//
//  ProWidget.swift
//  A widget that shows Pro features only with a StoreKit entitlement, synced with CloudKit.
//

import WidgetKit
import SwiftUI
import StoreKit
import CloudKit
import LocalAuthentication
import FamilyControls
import ManagedSettings
import DeviceActivity
import HomeKit
import PassKit
import CoreBluetooth

struct ProEntry: TimelineEntry {
    let date: Date
    let isPro: Bool
    let account: String
    let details: String
}

struct ProProvider: TimelineProvider {
    func placeholder(in context: Context) -> ProEntry { ProEntry(date: .now, isPro: true, account: "", details: "") }
    func getSnapshot(in context: Context, completion: @escaping (ProEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ProEntry>) -> Void) {
        Task {
            var isPro = false
            for await result in StoreKit.Transaction.currentEntitlements {
                if case .verified(let transaction) = result, transaction.productID == "pro.lifetime" { isPro = true }
            }
            let products = (try? await Product.products(for: ["pro.lifetime", "pro.monthly"])) ?? []
            let status = (try? await CKContainer.default().accountStatus()) ?? .couldNotDetermine
            var records = "records: ok"
            do {
                let query = CKQuery(recordType: "Note", predicate: NSPredicate(value: true))
                _ = try await CKContainer.default().privateCloudDatabase.records(matching: query)
            } catch let error as CKError where error.code == .notAuthenticated {
                records = "records: not signed in"
            }
            var laError: NSError?
            let canAuthenticate = LAContext().canEvaluatePolicy(.deviceOwnerAuthentication, error: &laError)
            let screenTime = AuthorizationCenter.shared.authorizationStatus == .approved ? "on" : "off"
            let details = "\(products.count) products, \(records), lock \(canAuthenticate), Screen Time \(screenTime), passes \(PKPassLibrary().passes().count), homes \(HMHomeManager().homes.count), BT \(CBManager.authorization == .notDetermined ? "not asked" : "asked")"
            let entry = ProEntry(date: .now, isPro: isPro, account: status == .noAccount ? "No iCloud account" : "iCloud", details: details)
            completion(Timeline(entries: [entry], policy: .never))
        }
    }
}

struct ProWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Pro", provider: ProProvider()) { entry in
            VStack(alignment: .leading) {
                Text(entry.isPro ? "Pro" : "Upgrade to Pro").font(.headline)
                Text(entry.account).font(.caption)
                Text(entry.details).font(.caption2)
            }
            .containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemMedium])
    }
}
