import Foundation
import WidgetShotUIKit

/// StoreKit (https://developer.apple.com/documentation/storekit) on a device whose App Store
/// account has bought nothing and where no product is configured: product requests return no
/// products (StoreKit omits identifiers it does not know), there are no entitlements or
/// transactions, and purchasing is impossible without a product.
public struct Product: Identifiable, Hashable, Sendable {
    /// The product identifier.
    public let id: String
    /// The localized name.
    public let displayName: String
    /// The localized description.
    public let description: String
    /// The price.
    public let price: Decimal
    /// The localized price.
    public let displayPrice: String
    /// The product's kind.
    public let type: ProductType
    /// Whether Family Sharing applies.
    public let isFamilyShareable: Bool
    /// Subscription details (nil: not a subscription).
    public var subscription: SubscriptionInfo? { nil }

    /// The price's currency format (the storefront's currency: USD, en_US, as a US App Store account).
    public var priceFormatStyle: Decimal.FormatStyle.Currency { Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US")) }
    /// The format of subscription periods ("1 month").
    public var subscriptionPeriodFormatStyle: Product.SubscriptionPeriod.FormatStyle { .init() }
    /// The format of subscription period units ("month").
    public var subscriptionPeriodUnitFormatStyle: Product.SubscriptionPeriod.Unit.FormatStyle { .init() }

    /// The products for `identifiers`: none is configured here, so an empty array (StoreKit
    /// returns only the products it finds).
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product] where Identifiers.Element == String {
        []
    }

    /// Kinds of products.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// A purchase's outcome.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>), userCancelled, pending
    }

    /// Purchase options.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        /// The app's account token.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken:\(token)") }
        /// A quantity.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity:\(quantity)") }
    }

    /// Buys the product: no product exists here, so this is never reached with a real one.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }

    /// Subscription details.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The group's identifier.
        public let subscriptionGroupID: String
        /// The statuses of the group: none (never subscribed).
        public static func status(for groupID: String) async throws -> [Status] { [] }
        /// The statuses of this subscription's group: none.
        public var status: [Status] { get async throws { [] } }
        /// How long a period lasts.
        public let subscriptionPeriod: Product.SubscriptionPeriod
        /// The introductory offer, if any.
        public let introductoryOffer: Product.SubscriptionOffer?
        /// The promotional offers.
        public let promotionalOffers: [Product.SubscriptionOffer]
        /// Whether the user may take the group's introductory offer: yes (never subscribed).
        public var isEligibleForIntroOffer: Bool { get async { true } }
        /// Whether the user may take a group's introductory offer: yes (never subscribed).
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { true }
        /// Renewal states.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }
    }
}

/// A signed value StoreKit verified (or not).
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError), verified(SignedType)
    /// The value if StoreKit verified it; throws the verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let v): return v
            case .unverified(_, let error): throw error
            }
        }
    }
    /// The value, whether verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let v), .unverified(let v, _): return v
        }
    }
    /// Why verification failed.
    public enum VerificationError: Error, Sendable { case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties }
}

/// A purchase.
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let isUpgraded: Bool
    /// Who owns the purchase (details in `StoreKit2/TransactionDetails.swift`).
    public var ownershipType: OwnershipType = .purchased
    /// The offer used, if any.
    public var offerType: OfferType? = nil
    /// The offer's identifier, if any.
    public var offerID: String? = nil
    /// How many items were bought.
    public var purchasedQuantity: Int = 1
    /// Why the transaction happened.
    public var reason: Reason = .purchase
    /// The price paid, in `currency`.
    public var price: Decimal? = nil
    /// The currency of `price`.
    public var currency: Locale.Currency? = nil
    /// The ISO 4217 code of `price`'s currency — StoreKit's `currencyCode` (iOS 16.0, deprecated
    /// since iOS 17 for `currency`; still called by SDKs that support both).
    @available(iOS, introduced: 16.0, deprecated: 17.0, renamed: "currency")
    public var currencyCode: String? { currency?.identifier }
    /// The storefront of the purchase.
    public var storefront: Storefront = Storefront(id: "143441", countryCode: "USA")
    /// The server environment.
    public var environment: AppStore.Environment = .production
    /// The token the app attached to the purchase.
    public var appAccountToken: UUID? = nil
    /// The subscription group, for a subscription.
    public var subscriptionGroupID: String? = nil
    /// Why the App Store refunded or revoked it.
    public var revocationReason: RevocationReason? = nil

    /// Marks the transaction handled.
    public func finish() async {}

    /// The user's current entitlements: none (nothing was bought).
    public static var currentEntitlements: Transactions { Transactions(finishes: true) }
    /// Every transaction: none.
    public static var all: Transactions { Transactions(finishes: true) }
    /// Transactions that arrive while the app runs: none arrives; like StoreKit's, the
    /// sequence never ends.
    public static var updates: Transactions { Transactions(finishes: false) }
    /// Unfinished transactions: none.
    public static var unfinished: Transactions { Transactions(finishes: true) }
    /// The current entitlement of `productID`: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The latest transaction of `productID`: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of transactions.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        let finishes: Bool
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(finishes: finishes) }
        /// Its iterator.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let finishes: Bool
            public mutating func next() async -> VerificationResult<Transaction>? {
                if finishes { return nil }
                // StoreKit's update stream waits for purchases that never come here.
                while !Task.isCancelled { try? await Task.sleep(nanoseconds: 3_600_000_000_000) }
                return nil
            }
        }
    }
}

/// The App Store.
public enum AppStore {
    /// Whether the user may pay: yes (no Screen Time restriction).
    public static var canMakePayments: Bool { true }
    /// Syncs transactions with the App Store: nothing to sync.
    public static func sync() async throws {}
    /// Shows the manage-subscriptions sheet: an extension cannot present it.
    public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}
}

/// Asks for an App Store review (StoreKit 1): an extension shows no prompt.
public final class SKStoreReviewController: NSObject, @unchecked Sendable {
    /// Requests a review: nothing is shown from a widget.
    public class func requestReview() {}
}
