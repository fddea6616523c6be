import Foundation

/// A purchase the user started in the App Store (a promoted in-app purchase) — StoreKit's
/// `PurchaseIntent` (https://developer.apple.com/documentation/storekit/purchaseintent).
/// Nobody starts one on this device: `intents` waits and yields none.
public struct PurchaseIntent: Identifiable, Hashable, Sendable {
    /// The product the user chose.
    public let product: Product
    /// The subscription offer the user chose with it (iOS 18), if any.
    public var offer: Product.SubscriptionOffer? = nil
    /// The intent's identifier (the product's).
    public var id: Product.ID { product.id }

    /// The intents as they arrive: none arrives; like StoreKit's, the sequence never ends.
    public static var intents: PurchaseIntents { PurchaseIntents() }

    /// A sequence of purchase intents.
    public struct PurchaseIntents: AsyncSequence, Sendable {
        public typealias Element = PurchaseIntent
        /// Its iterator.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        /// Waits for intents that never come.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// Suspends until the task is cancelled, then ends.
            public mutating func next() async -> PurchaseIntent? {
                while !Task.isCancelled { try? await Task.sleep(nanoseconds: 3_600_000_000_000) }
                return nil
            }
        }
    }
}
