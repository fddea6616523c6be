import Foundation

// The details of a StoreKit 2 transaction (https://developer.apple.com/documentation/storekit/transaction).
// No transaction exists on this device (`Transaction.all` is empty); these are the types and
// members code reading one compiles against, with Apple's raw values.

extension Transaction {
    /// Why a transaction happened — StoreKit's `Transaction.Reason` (iOS 17).
    public struct Reason: RawRepresentable, Hashable, Sendable {
        /// Apple's raw value.
        public let rawValue: String
        /// The reason with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The customer bought it.
        public static let purchase = Reason(rawValue: "PURCHASE")
        /// A subscription renewed.
        public static let renewal = Reason(rawValue: "RENEWAL")
    }

    /// Why a transaction was revoked — StoreKit's `Transaction.RevocationReason`.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        /// Apple's raw value.
        public let rawValue: Int
        /// The reason with `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// An issue with the app.
        public static let developerIssue = RevocationReason(rawValue: 1)
        /// Another reason.
        public static let other = RevocationReason(rawValue: 0)
    }

    /// The bundle identifier of the app that made the purchase.
    public var bundleID: String { Bundle.main.bundleIdentifier ?? "" }
    /// The environment's name (iOS 15's spelling of `environment`).
    public var environmentStringRepresentation: String { environment.rawValue }
    /// The storefront's country code (iOS 15's spelling of `storefront.countryCode`).
    public var storefrontCountryCode: String { storefront.countryCode }

    /// The transaction as JSON, with the App Store's field names (dates in milliseconds since 1970).
    public var jsonRepresentation: Data {
        var fields: [String: Any] = [
            "transactionId": String(id), "originalTransactionId": String(originalID), "productId": productID,
            "bundleId": bundleID, "purchaseDate": Int((purchaseDate.timeIntervalSince1970 * 1000).rounded()),
            "quantity": purchasedQuantity, "type": productType.rawValue, "inAppOwnershipType": ownershipType.rawValue,
            "environment": environment.rawValue, "storefront": storefront.countryCode, "storefrontId": storefront.id,
            "transactionReason": reason.rawValue,
        ]
        if let expirationDate { fields["expiresDate"] = Int((expirationDate.timeIntervalSince1970 * 1000).rounded()) }
        if let revocationDate { fields["revocationDate"] = Int((revocationDate.timeIntervalSince1970 * 1000).rounded()) }
        if let offerType { fields["offerType"] = offerType.rawValue }
        if let subscriptionGroupID { fields["subscriptionGroupIdentifier"] = subscriptionGroupID }
        return (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
    }
}

extension VerificationResult {
    /// The signed value as the App Store sent it (a compact JWS). WidgetShot holds no signed
    /// values (nothing was bought), so there is no signature to give: empty.
    public var jwsRepresentation: String { "" }
}
