import Foundation
import WidgetShotUIKit

// StoreKit 2's purchase and refund errors and statuses
// (https://developer.apple.com/documentation/storekit/product/purchaseerror,
// https://developer.apple.com/documentation/storekit/transaction/refundrequeststatus).

extension Product {
    /// Why a purchase could not start — StoreKit's `Product.PurchaseError`.
    public enum PurchaseError: Error, LocalizedError, Hashable, Sendable {
        /// The quantity is not valid.
        case invalidQuantity
        /// The product is not available in the storefront.
        case productUnavailable
        /// The user may not make purchases.
        case purchaseNotAllowed
        /// The user is not eligible for the offer.
        case ineligibleForOffer
        /// The offer identifier is not valid.
        case invalidOfferIdentifier
        /// The offer price is not valid.
        case invalidOfferPrice
        /// The offer's signature is not valid.
        case invalidOfferSignature
        /// Offer parameters are missing.
        case missingOfferParameters

        /// A description of the error.
        public var errorDescription: String? {
            switch self {
            case .invalidQuantity: return "Invalid quantity"
            case .productUnavailable: return "Product unavailable"
            case .purchaseNotAllowed: return "Purchase not allowed"
            case .ineligibleForOffer: return "Ineligible for offer"
            case .invalidOfferIdentifier: return "Invalid offer identifier"
            case .invalidOfferPrice: return "Invalid offer price"
            case .invalidOfferSignature: return "Invalid offer signature"
            case .missingOfferParameters: return "Missing offer parameters"
            }
        }
    }
}

extension Transaction {
    /// How a refund request ended — StoreKit's `Transaction.RefundRequestStatus`.
    public enum RefundRequestStatus: Hashable, Sendable {
        /// The user cancelled the sheet.
        case userCancelled
        /// The request was submitted.
        case success
    }

    /// Why a refund request failed — StoreKit's `Transaction.RefundRequestError`.
    public enum RefundRequestError: Error, LocalizedError, Hashable, Sendable {
        /// A request for the transaction was already made.
        case duplicateRequest
        /// The request failed.
        case failed

        /// A description of the error.
        public var errorDescription: String? {
            switch self {
            case .duplicateRequest: return "Duplicate refund request"
            case .failed: return "Refund request failed"
            }
        }
    }

    /// Asks for a refund of the transaction `transactionID` in `scene` — StoreKit's
    /// `beginRefundRequest(for:in:)`. No transaction exists on this device, so the request
    /// fails (`RefundRequestError.failed`) without showing a sheet.
    public static func beginRefundRequest(for transactionID: UInt64, in scene: UIWindowScene) async throws -> RefundRequestStatus {
        throw RefundRequestError.failed
    }

    /// Asks for a refund of this transaction — StoreKit's `beginRefundRequest(in:)`.
    public func beginRefundRequest(in scene: UIWindowScene) async throws -> RefundRequestStatus {
        try await Transaction.beginRefundRequest(for: id, in: scene)
    }

    /// Who owns the purchase — StoreKit's `Transaction.OwnershipType` (Apple's raw values).
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        /// Apple's raw value.
        public let rawValue: String
        /// The type with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The user bought it.
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// A family member shares it.
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// The offer a transaction used — StoreKit's `Transaction.OfferType` (the App Store's
    /// `offerType` values).
    public struct OfferType: RawRepresentable, Hashable, Sendable {
        /// Apple's raw value.
        public let rawValue: Int
        /// The type with `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// An introductory offer.
        public static let introductory = OfferType(rawValue: 1)
        /// A promotional offer.
        public static let promotional = OfferType(rawValue: 2)
        /// An offer code.
        public static let code = OfferType(rawValue: 3)
        /// A win-back offer.
        public static let winBack = OfferType(rawValue: 4)
    }
}
