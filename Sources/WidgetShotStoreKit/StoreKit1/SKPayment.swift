import Foundation

// StoreKit 1's payment requests and transactions (SKPayment.h, SKPaymentTransaction.h,
// SKPaymentDiscount.h; https://developer.apple.com/documentation/storekit/skpayment).

/// A request to buy a product — StoreKit 1's `SKPayment` (immutable; `SKMutablePayment` changes).
open class SKPayment: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var storedProductIdentifier = ""
    var storedQuantity = 1
    var storedRequestData: Data?
    var storedApplicationUsername: String?
    var storedSimulatesAskToBuy = false
    var storedDiscount: SKPaymentDiscount?

    /// A payment for one of `product`.
    public convenience init(product: SKProduct) {
        self.init()
        storedProductIdentifier = product.productIdentifier
    }
    /// An empty payment.
    public override init() { super.init() }

    /// The product's identifier.
    open var productIdentifier: String { storedProductIdentifier }
    /// Data the app attached (reserved by Apple).
    open var requestData: Data? { storedRequestData }
    /// How many items (1 by default).
    open var quantity: Int { storedQuantity }
    /// The app's opaque identifier of the user.
    open var applicationUsername: String? { storedApplicationUsername }
    /// Whether a sandbox purchase asks for approval ("Ask to Buy").
    open var simulatesAskToBuyInSandbox: Bool { storedSimulatesAskToBuy }
    /// The promotional offer applied.
    open var paymentDiscount: SKPaymentDiscount? { storedDiscount }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { copy(into: SKPayment()) }
    /// A mutable copy (`SKMutablePayment`).
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(into: SKMutablePayment()) }

    private func copy(into payment: SKPayment) -> SKPayment {
        payment.storedProductIdentifier = storedProductIdentifier
        payment.storedQuantity = storedQuantity
        payment.storedRequestData = storedRequestData
        payment.storedApplicationUsername = storedApplicationUsername
        payment.storedSimulatesAskToBuy = storedSimulatesAskToBuy
        payment.storedDiscount = storedDiscount
        return payment
    }
}

/// A payment request the app can change — StoreKit 1's `SKMutablePayment`.
open class SKMutablePayment: SKPayment, @unchecked Sendable {
    /// The product's identifier.
    open override var productIdentifier: String { get { storedProductIdentifier } set { storedProductIdentifier = newValue } }
    /// Data the app attached.
    open override var requestData: Data? { get { storedRequestData } set { storedRequestData = newValue } }
    /// How many items.
    open override var quantity: Int { get { storedQuantity } set { storedQuantity = newValue } }
    /// The app's opaque identifier of the user.
    open override var applicationUsername: String? { get { storedApplicationUsername } set { storedApplicationUsername = newValue } }
    /// Whether a sandbox purchase asks for approval.
    open override var simulatesAskToBuyInSandbox: Bool { get { storedSimulatesAskToBuy } set { storedSimulatesAskToBuy = newValue } }
    /// The promotional offer applied.
    open override var paymentDiscount: SKPaymentDiscount? { get { storedDiscount } set { storedDiscount = newValue } }
}

/// A signed promotional offer to apply to a payment — StoreKit 1's `SKPaymentDiscount`.
open class SKPaymentDiscount: NSObject, @unchecked Sendable {
    /// The offer's identifier.
    public let identifier: String
    /// The identifier of the key that signed the offer.
    public let keyIdentifier: String
    /// The nonce in the signature.
    public let nonce: UUID
    /// The signature (base64).
    public let signature: String
    /// When the signature was made (milliseconds since 1970).
    public let timestamp: NSNumber

    /// An offer signed by the developer's server.
    public init(identifier: String, keyIdentifier: String, nonce: UUID, signature: String, timestamp: NSNumber) {
        (self.identifier, self.keyIdentifier, self.nonce, self.signature, self.timestamp) = (identifier, keyIdentifier, nonce, signature, timestamp)
        super.init()
    }
}

/// Where a transaction is (Apple's raw values).
public enum SKPaymentTransactionState: Int, Sendable {
    case purchasing = 0, purchased = 1, failed = 2, restored = 3, deferred = 4
}

/// A payment in the payment queue — StoreKit 1's `SKPaymentTransaction`.
open class SKPaymentTransaction: NSObject, @unchecked Sendable {
    private let storedPayment: SKPayment
    private let storedState: SKPaymentTransactionState
    private let storedError: Error?
    private let storedDate: Date?

    init(payment: SKPayment, state: SKPaymentTransactionState, error: Error?, date: Date?) {
        (storedPayment, storedState, storedError, storedDate) = (payment, state, error, date)
        super.init()
    }
    /// An empty transaction (as unit tests subclass it).
    public override init() {
        (storedPayment, storedState, storedError, storedDate) = (SKPayment(), .purchasing, nil, nil)
        super.init()
    }

    /// Why the transaction failed (`.failed` only).
    open var error: Error? { storedError }
    /// The restored transaction (`.restored` only).
    open var original: SKPaymentTransaction? { nil }
    /// The payment.
    open var payment: SKPayment { storedPayment }
    /// When the App Store charged (`.purchased`/`.restored` only).
    open var transactionDate: Date? { storedDate }
    /// The App Store's identifier (`.purchased`/`.restored` only).
    open var transactionIdentifier: String? { nil }
    /// The receipt (deprecated; `nil`).
    open var transactionReceipt: Data? { nil }
    /// The state.
    open var transactionState: SKPaymentTransactionState { storedState }
}
