import Foundation

// StoreKit 1's App Store requests (SKRequest.h, SKProductsRequest.h, SKReceiptRefreshRequest.h;
// https://developer.apple.com/documentation/storekit/skproductsrequest). No App Store answers
// here: a products request returns no products (every identifier invalid, as for identifiers
// App Store Connect does not know), a receipt refresh fails (no account signs in).

/// Hears how a request ended — StoreKit 1's `SKRequestDelegate` (both members optional).
public protocol SKRequestDelegate: NSObjectProtocol {
    /// The request finished.
    func requestDidFinish(_ request: SKRequest)
    /// The request failed.
    func request(_ request: SKRequest, didFailWithError error: Error)
}

extension SKRequestDelegate {
    /// Nothing (an optional member not implemented).
    public func requestDidFinish(_ request: SKRequest) {}
    /// Nothing (an optional member not implemented).
    public func request(_ request: SKRequest, didFailWithError error: Error) {}
}

/// Receives a products request's answer — StoreKit 1's `SKProductsRequestDelegate`.
public protocol SKProductsRequestDelegate: SKRequestDelegate {
    /// The App Store's answer.
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

/// A request to the App Store — StoreKit 1's `SKRequest`.
open class SKRequest: NSObject, @unchecked Sendable {
    /// The delegate (an `SKProductsRequestDelegate` for a products request).
    open weak var delegate: SKRequestDelegate?
    private var cancelled = false

    /// Sends the request; the delegate hears the answer on the main queue.
    open func start() {
        cancelled = false
        DispatchQueue.main.async { [self] in
            guard !cancelled, let delegate else { return }
            answer(delegate)
        }
    }
    /// Cancels the request: the delegate hears nothing.
    open func cancel() { cancelled = true }

    /// What the App Store answers (a subclass's).
    func answer(_ delegate: SKRequestDelegate) { delegate.requestDidFinish(self) }
}

/// A request for product descriptions — StoreKit 1's `SKProductsRequest`.
open class SKProductsRequest: SKRequest, @unchecked Sendable {
    /// The identifiers asked for.
    public let productIdentifiers: Set<String>

    /// A request for the products with `productIdentifiers`.
    public init(productIdentifiers: Set<String>) {
        self.productIdentifiers = productIdentifiers
        super.init()
    }

    override func answer(_ delegate: SKRequestDelegate) {
        let response = SKProductsResponse(products: [], invalidProductIdentifiers: productIdentifiers.sorted())
        (delegate as? SKProductsRequestDelegate)?.productsRequest(self, didReceive: response)
        delegate.requestDidFinish(self)
    }
}

/// The App Store's answer to a products request — StoreKit 1's `SKProductsResponse`.
open class SKProductsResponse: NSObject, @unchecked Sendable {
    private let storedProducts: [SKProduct], storedInvalid: [String]
    init(products: [SKProduct], invalidProductIdentifiers: [String]) {
        (storedProducts, storedInvalid) = (products, invalidProductIdentifiers)
        super.init()
    }
    /// An empty response.
    public override init() { (storedProducts, storedInvalid) = ([], []); super.init() }
    /// The products found.
    open var products: [SKProduct] { storedProducts }
    /// The identifiers the App Store does not know.
    open var invalidProductIdentifiers: [String] { storedInvalid }
}

/// A request to refresh the app receipt — StoreKit 1's `SKReceiptRefreshRequest`. It fails with
/// `SKError.unknown`: refreshing needs an App Store account to sign in, and this device has none.
open class SKReceiptRefreshRequest: SKRequest, @unchecked Sendable {
    /// The receipt properties asked for (sandbox testing).
    public let receiptProperties: [String: Any]?
    /// A refresh request.
    public init(receiptProperties properties: [String: Any]? = nil) {
        receiptProperties = properties
        super.init()
    }
    /// A refresh request.
    public override convenience init() { self.init(receiptProperties: nil) }

    override func answer(_ delegate: SKRequestDelegate) {
        delegate.request(self, didFailWithError: SKError(.unknown, userInfo: [NSLocalizedDescriptionKey: "Cannot connect to App Store"]))
    }
}

/// Receipt property: an expired receipt (sandbox).
public let SKReceiptPropertyIsExpired = "expired"
/// Receipt property: a revoked receipt (sandbox).
public let SKReceiptPropertyIsRevoked = "revoked"
/// Receipt property: a Volume Purchase Program receipt (sandbox).
public let SKReceiptPropertyIsVolumePurchase = "vpp"
