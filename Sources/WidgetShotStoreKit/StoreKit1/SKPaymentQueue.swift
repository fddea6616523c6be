import Foundation

// StoreKit 1's payment queue (SKPaymentQueue.h; https://developer.apple.com/documentation/storekit/skpaymentqueue).
// WidgetShot renders on a device with no App Store account: nobody answers the sign-in sheet a
// purchase raises, so a payment added to the queue goes to observers as `.purchasing`, then
// `.failed` with `SKError.paymentCancelled` (as `Product.purchase()` ends `.userCancelled`);
// restoring finds no transactions.

/// Observes the payment queue — StoreKit 1's `SKPaymentTransactionObserver`. Only
/// `paymentQueue(_:updatedTransactions:)` is required; the others have Apple's optional
/// members' behaviour (nothing) as defaults.
public protocol SKPaymentTransactionObserver: NSObjectProtocol {
    /// Transactions changed state.
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    /// Transactions were finished and left the queue.
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
    /// Restoring failed.
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error)
    /// Restoring finished.
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
    /// The user started an in-app purchase in the App Store: whether to continue it now.
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
    /// The storefront changed.
    func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue)
    /// Family Sharing revoked entitlements.
    func paymentQueue(_ queue: SKPaymentQueue, didRevokeEntitlementsForProductIdentifiers productIdentifiers: [String])
}

extension SKPaymentTransactionObserver {
    /// Nothing (an optional member not implemented).
    public func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {}
    /// Nothing (an optional member not implemented).
    public func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error) {}
    /// Nothing (an optional member not implemented).
    public func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
    /// `true`, as StoreKit continues the purchase when the member is not implemented.
    public func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool { true }
    /// Nothing (an optional member not implemented).
    public func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue) {}
    /// Nothing (an optional member not implemented).
    public func paymentQueue(_ queue: SKPaymentQueue, didRevokeEntitlementsForProductIdentifiers productIdentifiers: [String]) {}
}

/// Decides about price-increase consent and transactions across storefronts — StoreKit 1's
/// `SKPaymentQueueDelegate` (every member optional).
public protocol SKPaymentQueueDelegate: NSObjectProtocol {
    /// Whether to continue a transaction after the storefront changed.
    func paymentQueue(_ paymentQueue: SKPaymentQueue, shouldContinue transaction: SKPaymentTransaction, in newStorefront: SKStorefront) -> Bool
    /// Whether to show the price-consent sheet now.
    func paymentQueueShouldShowPriceConsent(_ paymentQueue: SKPaymentQueue) -> Bool
}

extension SKPaymentQueueDelegate {
    /// `true` (StoreKit's default).
    public func paymentQueue(_ paymentQueue: SKPaymentQueue, shouldContinue transaction: SKPaymentTransaction, in newStorefront: SKStorefront) -> Bool { true }
    /// `true` (StoreKit's default).
    public func paymentQueueShouldShowPriceConsent(_ paymentQueue: SKPaymentQueue) -> Bool { true }
}

/// The queue of payments the App Store processes — StoreKit 1's `SKPaymentQueue`.
open class SKPaymentQueue: NSObject, @unchecked Sendable {
    private static let shared = SKPaymentQueue()
    private let lock = NSLock()
    private var observers: [SKPaymentTransactionObserver] = []

    /// The process's queue.
    open class func `default`() -> SKPaymentQueue { shared }
    /// Whether the user may pay: `true` (no Screen Time restriction on this device).
    open class func canMakePayments() -> Bool { AppStore.canMakePayments }

    /// The queue's delegate.
    open weak var delegate: SKPaymentQueueDelegate?
    /// The App Store's storefront for this device (the US store, as `Storefront.current`).
    open var storefront: SKStorefront? { SKStorefront(countryCode: "USA", identifier: "143441") }
    /// The unfinished transactions: none (nothing was bought on this device).
    open var transactions: [SKPaymentTransaction] { [] }
    /// The observers added.
    open var transactionObservers: [SKPaymentTransactionObserver] { lock.withLock { observers } }

    /// Adds an observer; it hears the queue until `remove(_:)`.
    open func add(_ observer: SKPaymentTransactionObserver) {
        lock.withLock { if !observers.contains(where: { $0 === observer }) { observers.append(observer) } }
    }
    /// Removes an observer.
    open func remove(_ observer: SKPaymentTransactionObserver) {
        lock.withLock { observers.removeAll { $0 === observer } }
    }

    /// Adds a payment: observers see it `.purchasing`, then `.failed` with
    /// `SKError.paymentCancelled` (no App Store account signs in), on the main queue.
    open func add(_ payment: SKPayment) {
        let purchasing = SKPaymentTransaction(payment: payment, state: .purchasing, error: nil, date: nil)
        let error = SKError(.paymentCancelled, userInfo: [NSLocalizedDescriptionKey: "Cannot connect to App Store"])
        let failed = SKPaymentTransaction(payment: payment, state: .failed, error: error, date: nil)
        notify { $0.paymentQueue(self, updatedTransactions: [purchasing]) }
        notify { $0.paymentQueue(self, updatedTransactions: [failed]) }
    }
    /// Finishes a transaction: it leaves the queue (observers see it removed).
    open func finishTransaction(_ transaction: SKPaymentTransaction) {
        notify { $0.paymentQueue(self, removedTransactions: [transaction]) }
    }
    /// Restores purchases: none exist, so observers hear the restore finished.
    open func restoreCompletedTransactions() {
        notify { $0.paymentQueueRestoreCompletedTransactionsFinished(self) }
    }
    /// Restores purchases for a user: none exist.
    open func restoreCompletedTransactions(withApplicationUsername username: String?) {
        restoreCompletedTransactions()
    }
    /// Shows a pending price-consent sheet: none is pending.
    open func showPriceConsentIfNeeded() {}
    /// Shows the offer-code sheet: an extension presents no sheet.
    open func presentCodeRedemptionSheet() {}

    private func notify(_ body: @escaping (SKPaymentTransactionObserver) -> Void) {
        let current = transactionObservers
        DispatchQueue.main.async { current.forEach(body) }
    }
}
