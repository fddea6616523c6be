// App-side purchase code compiled into the widget target, in the style of RevenueCat 5
// (BookPlayer links it into its widget, sweep 7, issue 20): a StoreKit 1 queue wrapper that
// observes transactions and fetches products through a request delegate, SKError mapping,
// StoreKit 2's purchase errors, refunds and purchase intents, and StoreKit's SwiftUI views
// with a custom product view style. Compile-only: nothing here runs in a widget.
import Foundation
import StoreKit
import SwiftUI
import UIKit

protocol QueueWrapperDelegate: AnyObject {
    func queueWrapper(_ wrapper: PaymentQueueWrapper, updatedTransaction transaction: SKPaymentTransaction)
    func queueWrapper(_ wrapper: PaymentQueueWrapper, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
}

final class PaymentQueueWrapper: NSObject {
    private let paymentQueue: SKPaymentQueue
    weak var delegate: QueueWrapperDelegate? {
        didSet {
            if delegate != nil { paymentQueue.add(self) } else { paymentQueue.remove(self) }
        }
    }

    init(paymentQueue: SKPaymentQueue = .default()) {
        self.paymentQueue = paymentQueue
        super.init()
        paymentQueue.delegate = self
    }

    var currentStorefront: String? { paymentQueue.storefront?.countryCode }
    static func canMakePayments() -> Bool { SKPaymentQueue.canMakePayments() }

    func payment(with product: SKProduct, discount: SKPaymentDiscount?) -> SKMutablePayment {
        let payment = SKMutablePayment(product: product)
        payment.applicationUsername = "user-1"
        payment.paymentDiscount = discount
        return payment
    }

    func purchase(_ product: SKProduct) {
        let discount = SKPaymentDiscount(identifier: "intro", keyIdentifier: "KEY", nonce: UUID(), signature: "c2ln", timestamp: 1_700_000_000_000)
        paymentQueue.add(payment(with: product, discount: discount))
    }

    func finish(_ transaction: SKPaymentTransaction) {
        guard transaction.transactionState != .purchasing else { return }
        paymentQueue.finishTransaction(transaction)
    }
}

extension PaymentQueueWrapper: SKPaymentTransactionObserver {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            switch transaction.transactionState {
            case .purchased, .restored, .failed: delegate?.queueWrapper(self, updatedTransaction: transaction)
            case .purchasing, .deferred: break
            @unknown default: break
            }
        }
    }

    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool {
        delegate?.queueWrapper(self, shouldAddStorePayment: payment, for: product) ?? false
    }

    func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue) {}
}

extension PaymentQueueWrapper: SKPaymentQueueDelegate {
    func paymentQueueShouldShowPriceConsent(_ paymentQueue: SKPaymentQueue) -> Bool { false }
}

final class ProductsFetcherSK1: NSObject, SKProductsRequestDelegate {
    private var completion: ((Result<Set<SKProduct>, Error>) -> Void)?
    private var request: SKProductsRequest?

    func products(withIdentifiers identifiers: Set<String>, completion: @escaping (Result<Set<SKProduct>, Error>) -> Void) {
        self.completion = completion
        let request = SKProductsRequest(productIdentifiers: identifiers)
        request.delegate = self
        self.request = request
        request.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        completion?(.success(Set(response.products)))
        _ = response.invalidProductIdentifiers
    }

    func request(_ request: SKRequest, didFailWithError error: Error) {
        completion?(.failure(error))
    }

    func refreshReceipt() {
        let refresh = SKReceiptRefreshRequest()
        refresh.delegate = self
        refresh.start()
    }
}

enum PurchaseErrorMapping {
    static func isCancellation(_ error: Error) -> Bool {
        switch error {
        case SKError.paymentCancelled, SKError.overlayCancelled: return true
        default: break
        }
        let ns = error as NSError
        return ns.domain == SKErrorDomain && ns.code == SKError.paymentCancelled.rawValue
    }

    static func describe(_ error: Error) -> String {
        if let skError = error as? SKError {
            switch skError.code {
            case .paymentCancelled: return "cancelled"
            case .storeProductNotAvailable: return "unavailable"
            default: return "store problem \(skError.code.rawValue)"
            }
        }
        if let purchaseError = error as? Product.PurchaseError {
            switch purchaseError {
            case .productUnavailable: return "unavailable"
            case .invalidOfferSignature, .invalidOfferIdentifier, .invalidOfferPrice, .missingOfferParameters: return "bad offer"
            default: return purchaseError.localizedDescription
            }
        }
        return error.localizedDescription
    }

    static func periodText(_ period: SKProductSubscriptionPeriod?) -> String {
        guard let period else { return "" }
        switch period.unit {
        case .day: return "\(period.numberOfUnits)d"
        case .week: return "\(period.numberOfUnits)w"
        case .month: return "\(period.numberOfUnits)m"
        case .year: return "\(period.numberOfUnits)y"
        @unknown default: return ""
        }
    }

    static func discountKind(_ discount: SKProductDiscount) -> String {
        switch (discount.type, discount.paymentMode) {
        case (.introductory, .freeTrial): return "trial"
        case (.introductory, _): return "intro"
        default: return "promo \(discount.identifier ?? "")"
        }
    }
}

@available(iOS 17.0, *)
enum SK2Helpers {
    static func refund(transactionID: UInt64, scene: UIWindowScene) async -> String {
        do {
            switch try await StoreKit.Transaction.beginRefundRequest(for: transactionID, in: scene) {
            case .success: return "requested"
            case .userCancelled: return "cancelled"
            @unknown default: return "unknown"
            }
        } catch {
            return "failed"
        }
    }

    static func listenForIntents() async {
        for await intent in PurchaseIntent.intents {
            _ = try? await intent.product.purchase()
        }
    }

    static func ownership(_ type: StoreKit.Transaction.OwnershipType, offer: StoreKit.Transaction.OfferType?) -> String {
        (type == .familyShared ? "family" : "own") + (offer == .introductory ? " intro" : "")
    }
}

@available(iOS 17.0, *)
struct PlainProductStyle: ProductViewStyle {
    func makeBody(configuration: ProductViewStyleConfiguration) -> some View {
        switch configuration.state {
        case .loading:
            ProgressView()
        case .success:
            Button { configuration.purchase() } label: { Text("Buy") }
        default:
            ProductView(configuration)
        }
    }
}

@available(iOS 17.0, *)
struct PaywallScreen: View {
    let ids = ["pro.monthly", "pro.yearly"]
    var body: some View {
        VStack {
            SubscriptionStoreView(productIDs: ids) {
                Text("Go Pro")
            }
            StoreView(ids: ids)
            ProductView(id: "tips.small")
                .productViewStyle(PlainProductStyle())
        }
        .onInAppPurchaseStart { product in
            _ = product.id
        }
    }
}
