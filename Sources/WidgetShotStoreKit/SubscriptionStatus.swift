import Foundation

// StoreKit 2's subscription details (https://developer.apple.com/documentation/storekit/product/subscriptioninfo):
// statuses with their signed transaction and renewal info, periods, offers. On the stand-in's
// device nothing was ever bought: no status exists and the update stream waits forever.

extension Product {
    /// A subscription's length — StoreKit's `Product.SubscriptionPeriod`.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// A unit of time — `Product.SubscriptionPeriod.Unit`.
        public enum Unit: Int, Hashable, Sendable, CaseIterable {
            case day = 0, week = 1, month = 2, year = 3

            /// The unit's name ("Day", "Week", "Month", "Year" in English, as StoreKit's
            /// `localizedDescription`).
            public var localizedDescription: String {
                switch self {
                case .day: return "Day"
                case .week: return "Week"
                case .month: return "Month"
                case .year: return "Year"
                }
            }

            /// Formats a unit ("month") — `Product.SubscriptionPeriod.Unit.FormatStyle`.
            public struct FormatStyle: Foundation.FormatStyle, Hashable, Codable, Sendable {
                public init() {}
                /// The unit's lowercase English name.
                public func format(_ value: Unit) -> String { value.localizedDescription.lowercased() }
            }

            /// The unit formatted with a style.
            public func formatted(_ style: FormatStyle) -> String { style.format(self) }
        }
        /// The unit.
        public let unit: Unit
        /// How many units.
        public let value: Int
        /// A period.
        public init(value: Int, unit: Unit) {
            self.value = value
            self.unit = unit
        }
        /// Seven days.
        public static let weekly = SubscriptionPeriod(value: 1, unit: .week)
        /// One month.
        public static let monthly = SubscriptionPeriod(value: 1, unit: .month)
        /// One year.
        public static let yearly = SubscriptionPeriod(value: 1, unit: .year)

        /// Formats a period ("1 month", "3 months") — `Product.SubscriptionPeriod.FormatStyle`.
        public struct FormatStyle: Foundation.FormatStyle, Hashable, Codable, Sendable {
            public init() {}
            /// The count and the English unit, plural when not 1.
            public func format(_ value: SubscriptionPeriod) -> String {
                let unit = value.unit.localizedDescription.lowercased()
                return "\(value.value) \(unit)\(value.value == 1 ? "" : "s")"
            }
        }

        /// The period formatted with a style.
        public func formatted(_ style: FormatStyle) -> String { style.format(self) }
    }

    /// A subscription offer — StoreKit's `Product.SubscriptionOffer`.
    public struct SubscriptionOffer: Hashable, Sendable {
        /// How an offer is paid — `Product.SubscriptionOffer.PaymentMode`.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let payAsYouGo = PaymentMode(rawValue: "PayAsYouGo")
            public static let payUpFront = PaymentMode(rawValue: "PayUpFront")
            public static let freeTrial = PaymentMode(rawValue: "FreeTrial")
        }
        /// The offer's identifier (nil for introductory offers).
        public let id: String?
        /// The price.
        public let price: Decimal
        /// The localized price.
        public let displayPrice: String
        /// The period.
        public let period: SubscriptionPeriod
        /// How many periods.
        public let periodCount: Int
        /// The payment mode.
        public let paymentMode: PaymentMode
    }
}

extension Product.SubscriptionInfo {
    /// A subscription's renewal details — StoreKit's `Product.SubscriptionInfo.RenewalInfo`.
    public struct RenewalInfo: Hashable, Sendable {
        /// Why a subscription expired — `Product.SubscriptionInfo.RenewalInfo.ExpirationReason`.
        public struct ExpirationReason: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
            public static let billingError = ExpirationReason(rawValue: 2)
            public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
            public static let productUnavailable = ExpirationReason(rawValue: 4)
            public static let unknown = ExpirationReason(rawValue: 5)
        }
        /// The transaction the renewal info belongs to.
        public let originalTransactionID: UInt64
        /// The product the subscription is on now.
        public let currentProductID: String
        /// Whether it renews.
        public let willAutoRenew: Bool
        /// The product it renews to.
        public let autoRenewPreference: String?
        /// Why it expired.
        public let expirationReason: ExpirationReason?
        /// Whether billing is being retried.
        public let isInBillingRetry: Bool
        /// When the grace period ends.
        public let gracePeriodExpirationDate: Date?
        /// When it renews next.
        public let renewalDate: Date?
    }

    /// A subscription's status — StoreKit's `Product.SubscriptionInfo.Status`.
    public struct Status: Hashable, Sendable {
        /// The renewal state.
        public let state: RenewalState
        /// The latest transaction of the subscription.
        public let transaction: VerificationResult<Transaction>
        /// The renewal info.
        public let renewalInfo: VerificationResult<RenewalInfo>

        /// Status changes while the app runs: none arrives (nothing is subscribed); like
        /// StoreKit's, the sequence never ends.
        public static var updates: Statuses { Statuses() }

        /// A sequence of status updates — `Product.SubscriptionInfo.Status.Statuses`.
        public struct Statuses: AsyncSequence, Sendable {
            public typealias Element = Status
            public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
            /// Its iterator: waits until its task is cancelled.
            public struct AsyncIterator: AsyncIteratorProtocol {
                public mutating func next() async -> Status? { await StoreUpdates.waitForever() }
            }
        }
    }
}

extension VerificationResult: Equatable where SignedType: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.verified(let a), .verified(let b)): return a == b
        case (.unverified(let a, let e), .unverified(let b, let f)): return a == b && "\(e)" == "\(f)"
        default: return false
        }
    }
}

extension VerificationResult: Hashable where SignedType: Hashable {
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .verified(let v): hasher.combine(0); hasher.combine(v)
        case .unverified(let v, let e): hasher.combine(1); hasher.combine(v); hasher.combine("\(e)")
        }
    }
}

/// StoreKit's update streams on a device where nothing happens: each waits until its task is
/// cancelled, then ends.
enum StoreUpdates {
    static func waitForever<T>() async -> T? {
        while !Task.isCancelled { try? await Task.sleep(nanoseconds: 3_600_000_000_000) }
        return nil
    }
}
