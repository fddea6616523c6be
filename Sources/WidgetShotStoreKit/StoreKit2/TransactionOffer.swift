import Foundation

extension Transaction {
    /// The offer applied to a transaction — StoreKit's `Transaction.Offer` (iOS 17.2,
    /// https://developer.apple.com/documentation/storekit/transaction/offer-swift.struct).
    public struct Offer: Hashable, Sendable {
        /// How a subscription offer is paid — `Transaction.Offer.PaymentMode`; the raw values are
        /// the App Store's strings (`offerPaymentModeStringRepresentation`).
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// A free trial.
            public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
            /// A discounted price each period.
            public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
            /// One discounted payment for the offer's duration.
            public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")
        }
        /// The offer's identifier (nil for introductory offers).
        public let id: String?
        /// The type of offer.
        public let type: Transaction.OfferType
        /// The payment mode; nil when unknown.
        public let paymentMode: PaymentMode?
    }

    /// The offer that applies to the transaction, nil without one (iOS 17.2). The render's
    /// device has no purchases; a transaction made in code with an `offerType` reports it here,
    /// with an unknown payment mode.
    public var offer: Offer? { offerType.map { Offer(id: offerID, type: $0, paymentMode: nil) } }

    /// The offer's payment mode as the App Store's string (iOS 15–17.2, back-deployed).
    public var offerPaymentModeStringRepresentation: String? { offer?.paymentMode?.rawValue }
}
