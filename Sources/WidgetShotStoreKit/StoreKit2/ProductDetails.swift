import Foundation
import WidgetShotUIKit

// The rest of StoreKit 2's product API purchase code reads (https://developer.apple.com/documentation/storekit/product).
// No product loads on this device, so none of these is reached with a product from the App
// Store; the types, members and signatures are Apple's.

extension Product {
    /// The product as JSON, with the App Store's field names.
    public var jsonRepresentation: Data {
        let fields: [String: Any] = ["id": id, "type": type.rawValue, "attributes": [
            "name": displayName, "description": description, "offers": [["priceFormatted": displayPrice, "price": "\(price)"]],
            "isFamilyShareable": isFamilyShareable ? 1 : 0,
        ]]
        return (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
    }

    /// Buys the product, confirming in `scene` (visionOS and Mac Catalyst) — as `purchase(options:)`.
    public func purchase(confirmIn scene: UIScene, options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        try await purchase(options: options)
    }
}

extension Product.PurchaseOption {
    /// Whether a sandbox purchase asks for approval ("Ask to Buy").
    public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> Product.PurchaseOption {
        Product.PurchaseOption(name: "simulatesAskToBuyInSandbox:\(simulatesAskToBuy)")
    }
    /// A promotional offer signed by the developer's server.
    public static func promotionalOffer(offerID: Product.SubscriptionOffer.ID, keyID: String, nonce: UUID, signature: Data, timestamp: Int) -> Product.PurchaseOption {
        Product.PurchaseOption(name: "promotionalOffer:\(offerID):\(keyID):\(nonce):\(signature.base64EncodedString()):\(timestamp)")
    }
    /// A promotional offer signed as a compact JWS (iOS 18.4).
    public static func promotionalOffer(_ offerID: String, compactJWS: String) -> Product.PurchaseOption {
        Product.PurchaseOption(name: "promotionalOffer:\(offerID):\(compactJWS)")
    }
    /// A win-back offer (iOS 18).
    public static func winBackOffer(_ offer: Product.SubscriptionOffer) -> Product.PurchaseOption {
        Product.PurchaseOption(name: "winBackOffer:\(offer.id ?? "")")
    }
    /// A custom key and value the App Store passes through.
    public static func custom(key: String, value: String) -> Product.PurchaseOption {
        Product.PurchaseOption(name: "custom:\(key)=\(value)")
    }
}

extension Product.SubscriptionOffer {
    /// An offer's identifier.
    public typealias ID = String
    /// An offer's kind — StoreKit's `Product.SubscriptionOffer.OfferType` (raw values: the case
    /// names; Apple documents none).
    public struct OfferType: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// The type with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An introductory offer.
        public static let introductory = OfferType(rawValue: "introductory")
        /// A promotional offer.
        public static let promotional = OfferType(rawValue: "promotional")
        /// A win-back offer (iOS 18).
        public static let winBack = OfferType(rawValue: "winBack")
    }
    /// The offer's kind: introductory offers have no identifier, the others one (win-back offers,
    /// which also have one, exist only in `winBackOffers`, which is empty here).
    public var type: OfferType { id == nil ? .introductory : .promotional }
}

extension Product.SubscriptionInfo {
    /// The win-back offers (iOS 18): none without the App Store.
    public var winBackOffers: [Product.SubscriptionOffer] { [] }
}
