import Foundation
import Testing
import WidgetShot
import WidgetShotStoreKit

/// StoreKit 1 and the rest of StoreKit 2's purchase API on a device with no App Store account
/// (RevenueCat in BookPlayer's widget, sweep 7): requests find no products, a receipt refresh
/// fails, a payment is cancelled, errors carry Apple's domain and codes.
@MainActor struct SDKSevenStoreKitTests {
    final class Observer: NSObject, SKPaymentTransactionObserver, SKProductsRequestDelegate {
        var states: [SKPaymentTransactionState] = []
        var errors: [Error] = []
        var response: SKProductsResponse?
        var finished = 0
        var failures: [Error] = []
        var restoreFinished = false
        var onChange: () -> Void = {}
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
            states += transactions.map(\.transactionState)
            errors += transactions.compactMap(\.error)
            onChange()
        }
        func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) { restoreFinished = true; onChange() }
        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) { self.response = response }
        func requestDidFinish(_ request: SKRequest) { finished += 1; onChange() }
        func request(_ request: SKRequest, didFailWithError error: Error) { failures.append(error); onChange() }
    }

    /// Waits for the main queue's deliveries (the test runs on the main actor, so they run in
    /// order after this suspension).
    func settle(_ observer: Observer, until done: @escaping () -> Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var resumed = false
            observer.onChange = { if !resumed && done() { resumed = true; continuation.resume() } }
            if done() { resumed = true; continuation.resume() }
        }
        observer.onChange = {}
    }

    @Test func aPaymentIsCancelledBecauseNoAccountSignsIn() async throws {
        let queue = SKPaymentQueue.default()
        #expect(queue === SKPaymentQueue.default() && SKPaymentQueue.canMakePayments())
        #expect(queue.storefront?.countryCode == "USA" && queue.transactions.isEmpty)
        let observer = Observer()
        queue.add(observer)
        defer { queue.remove(observer) }
        let payment = SKMutablePayment()
        payment.productIdentifier = "pro.monthly"
        payment.quantity = 2
        queue.add(payment)
        await settle(observer) { observer.states.count == 2 }
        #expect(observer.states == [.purchasing, .failed])
        let error = try #require(observer.errors.first)
        #expect((error as NSError).domain == SKErrorDomain && (error as NSError).code == 2)
        #expect((error as? SKError)?.code == .paymentCancelled)
        switch error {
        case SKError.paymentCancelled: break
        default: Issue.record("SKError.paymentCancelled does not match \(error)")
        }
        queue.restoreCompletedTransactions()
        await settle(observer) { observer.restoreFinished }
        // The copy keeps the payment's values.
        let copy = try #require(payment.copy() as? SKPayment)
        #expect(copy.productIdentifier == "pro.monthly" && copy.quantity == 2 && !(copy is SKMutablePayment))
    }

    @Test func aProductsRequestFindsNoProductsAndAReceiptRefreshFails() async {
        let observer = Observer()
        let request = SKProductsRequest(productIdentifiers: ["pro.yearly", "pro.monthly"])
        request.delegate = observer
        request.start()
        await settle(observer) { observer.finished == 1 }
        #expect(observer.response?.products.isEmpty == true)
        #expect(observer.response?.invalidProductIdentifiers == ["pro.monthly", "pro.yearly"])
        let refresh = SKReceiptRefreshRequest()
        refresh.delegate = observer
        refresh.start()
        await settle(observer) { observer.failures.count == 1 }
        #expect((observer.failures.first as? SKError)?.code == .unknown)
        #expect(observer.finished == 1)
    }

    static func scene() -> UIWindowScene {
        let role = UISceneSession.Role.windowApplication
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        return UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    }

    @Test func storeKit2sRefundsAndErrorsAreApples() async {
        await #expect(throws: WidgetShotStoreKit.Transaction.RefundRequestError.failed) {
            _ = try await WidgetShotStoreKit.Transaction.beginRefundRequest(for: 42, in: Self.scene())
        }
        #expect(Product.PurchaseError.productUnavailable.localizedDescription == "Product unavailable")
        #expect(WidgetShotStoreKit.Transaction.OwnershipType.familyShared.rawValue == "FAMILY_SHARED" && WidgetShotStoreKit.Transaction.OfferType.code.rawValue == 3)
        #expect(SKProductDiscount.PaymentMode.freeTrial.rawValue == 2 && SKProduct.PeriodUnit.year.rawValue == 3)
    }
}
