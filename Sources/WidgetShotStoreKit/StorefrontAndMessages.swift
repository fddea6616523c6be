import Foundation
import WidgetShotUIKit
import WidgetShotUI

/// The App Store storefront of the account — StoreKit's `Storefront`. The stand-in's account is in
/// the United States store (`USA`), which never changes.
public struct Storefront: Identifiable, Hashable, Sendable, CustomStringConvertible {
    /// The storefront's identifier (Apple's for the US store: "143441").
    public let id: String
    /// The ISO 3166-1 alpha-3 country code.
    public let countryCode: String
    /// The account's storefront.
    public static var current: Storefront? { get async { Storefront(id: "143441", countryCode: "USA") } }
    /// Storefront changes while the app runs: none; the sequence never ends.
    public static var updates: Storefronts { Storefronts() }
    public var description: String { "Storefront(id: \(id), countryCode: \(countryCode))" }

    /// A sequence of storefront changes — `Storefront.Storefronts`.
    public struct Storefronts: AsyncSequence, Sendable {
        public typealias Element = Storefront
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        /// Its iterator: waits until its task is cancelled.
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Storefront? { await StoreUpdates.waitForever() }
        }
    }
}

/// A message from the App Store (price increase, billing issue…) — StoreKit's `Message`. None
/// arrives on the stand-in's account.
public struct Message: Hashable, Sendable {
    /// Why the App Store sends a message — `Message.Reason`.
    public struct Reason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let generic = Reason(rawValue: "generic")
        public static let priceIncreaseConsent = Reason(rawValue: "priceIncreaseConsent")
        public static let billingIssue = Reason(rawValue: "billingIssue")
        public static let winBackOffer = Reason(rawValue: "winBackOffer")
    }
    /// Why the message was sent.
    public let reason: Reason
    /// Shows the message in `scene` — StoreKit's `display(in:)`. No message arrives on this
    /// device, and an extension presents nothing: it does nothing.
    @MainActor public func display(in scene: UIWindowScene) throws {}

    /// Messages while the app runs: none; the sequence never ends.
    public static var messages: Messages { Messages() }

    /// A sequence of messages — `Message.Messages`.
    public struct Messages: AsyncSequence, Sendable {
        public typealias Element = Message
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        /// Its iterator: waits until its task is cancelled.
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Message? { await StoreUpdates.waitForever() }
        }
    }
}

/// Shows a StoreKit message — StoreKit's `DisplayMessageAction`, read from
/// `EnvironmentValues.displayStoreKitMessage`. A widget cannot show one: calling it does nothing.
public struct DisplayMessageAction: Sendable {
    /// Shows `message` (nothing is shown in an extension).
    public func callAsFunction(_ message: Message) throws {}
}

private struct DisplayStoreKitMessageKey: EnvironmentKey { static let defaultValue = DisplayMessageAction() }

extension EnvironmentValues {
    /// The action that shows StoreKit messages.
    public var displayStoreKitMessage: DisplayMessageAction {
        get { self[DisplayStoreKitMessageKey.self] }
        set { self[DisplayStoreKitMessageKey.self] = newValue }
    }
}
