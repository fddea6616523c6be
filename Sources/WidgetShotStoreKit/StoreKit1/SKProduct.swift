import Foundation

// StoreKit 1's product description (SKProduct.h, SKProductDiscount.h;
// https://developer.apple.com/documentation/storekit/skproduct). The App Store creates products
// for an `SKProductsRequest`; with no App Store here, a request returns none, so code meets
// products only from its own subclasses (as unit tests of purchase code make them).

/// A product registered in App Store Connect — StoreKit 1's `SKProduct`. Its properties are the
/// App Store's; a plain `SKProduct()` has the empty values an Objective-C object starts with.
open class SKProduct: NSObject, @unchecked Sendable {
    /// The units of a subscription period (Apple's raw values).
    public enum PeriodUnit: UInt, Sendable {
        case day = 0, week = 1, month = 2, year = 3
    }

    /// The product's description, in the storefront's language.
    open var localizedDescription: String { "" }
    /// The product's name, in the storefront's language.
    open var localizedTitle: String { "" }
    /// The price, in the storefront's currency.
    open var price: NSDecimalNumber { .zero }
    /// The storefront's locale (its currency).
    open var priceLocale: Locale { Locale(identifier: "en_US@currency=USD") }
    /// The identifier registered in App Store Connect.
    open var productIdentifier: String { "" }
    /// Whether the App Store hosts content for the product.
    open var isDownloadable: Bool { false }
    /// Whether Family Sharing is on for the product.
    open var isFamilyShareable: Bool { false }
    /// The hosted content's file sizes.
    open var downloadContentLengths: [NSNumber] { [] }
    /// The hosted content's version.
    open var contentVersion: String { "" }
    /// The hosted content's version.
    open var downloadContentVersion: String { "" }
    /// The subscription's period (`nil` for other products).
    open var subscriptionPeriod: SKProductSubscriptionPeriod? { nil }
    /// The introductory offer.
    open var introductoryPrice: SKProductDiscount? { nil }
    /// The subscription group.
    open var subscriptionGroupIdentifier: String? { nil }
    /// The promotional offers.
    open var discounts: [SKProductDiscount] { [] }

    /// An empty product.
    public override init() { super.init() }
}

/// A subscription's period — StoreKit 1's `SKProductSubscriptionPeriod`.
open class SKProductSubscriptionPeriod: NSObject, @unchecked Sendable {
    /// The number of units.
    open var numberOfUnits: Int { 0 }
    /// The unit.
    open var unit: SKProduct.PeriodUnit { .day }
    /// An empty period.
    public override init() { super.init() }
}

/// An introductory or promotional offer — StoreKit 1's `SKProductDiscount`.
open class SKProductDiscount: NSObject, @unchecked Sendable {
    /// How the customer pays (Apple's raw values).
    public enum PaymentMode: UInt, Sendable {
        case payAsYouGo = 0, payUpFront = 1, freeTrial = 2
    }
    /// The offer's kind (Apple's raw values).
    public enum `Type`: UInt, Sendable {
        case introductory = 0, subscription = 1
    }

    /// The offer's price.
    open var price: NSDecimalNumber { .zero }
    /// The storefront's locale.
    open var priceLocale: Locale { Locale(identifier: "en_US@currency=USD") }
    /// The offer's identifier (`nil` for an introductory offer).
    open var identifier: String? { nil }
    /// The period of the offer.
    open var subscriptionPeriod: SKProductSubscriptionPeriod { SKProductSubscriptionPeriod() }
    /// How many periods the offer lasts.
    open var numberOfPeriods: Int { 0 }
    /// How the customer pays.
    open var paymentMode: PaymentMode { .payAsYouGo }
    /// The offer's kind.
    open var type: `Type` { .introductory }
    /// An empty offer.
    public override init() { super.init() }
}

/// A storefront — StoreKit 1's `SKStorefront`.
open class SKStorefront: NSObject, @unchecked Sendable {
    private let storedCountryCode: String, storedIdentifier: String
    /// The ISO 3166-1 alpha-3 country code.
    open var countryCode: String { storedCountryCode }
    /// Apple's storefront identifier.
    open var identifier: String { storedIdentifier }
    /// An empty storefront.
    public override init() { (storedCountryCode, storedIdentifier) = ("", ""); super.init() }
    init(countryCode: String, identifier: String) {
        (storedCountryCode, storedIdentifier) = (countryCode, identifier)
        super.init()
    }
}
