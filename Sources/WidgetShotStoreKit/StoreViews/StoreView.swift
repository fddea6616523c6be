import Foundation
import WidgetShotUI

// StoreKit's merchandising views (iOS 17; https://developer.apple.com/documentation/storekit/storeview,
// https://developer.apple.com/documentation/storekit/subscriptionstoreview). They load their
// products from the App Store, which does not answer here: a store view lists no product, and
// a subscription store view shows its marketing content without subscription options.

/// A view that loads products and offers them in a list — StoreKit's `StoreView`.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    /// The identifiers asked for.
    let ids: [Product.ID]

    /// A store of the products `ids`, each with an icon and a placeholder while it loads.
    public init(ids: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.ids = Array(ids)
    }
    /// A store of `products`.
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) where PlaceholderIcon == EmptyView {
        self.ids = products.map(\.id)
    }

    /// No product loads, so the list is empty.
    public var body: some View { EmptyView() }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// A store of the products `ids`.
    public init(ids: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false) {
        self.ids = Array(ids)
    }
    /// A store of `products`.
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) {
        self.ids = products.map(\.id)
    }
}

/// The marketing content StoreKit makes from App Store Connect's metadata — StoreKit's
/// `AutomaticSubscriptionStoreMarketingContent`. Without the App Store it has nothing to show.
public struct AutomaticSubscriptionStoreMarketingContent: View {
    /// Empty: the metadata comes from the App Store.
    public var body: some View { EmptyView() }
}

/// A view that offers a subscription group's plans — StoreKit's `SubscriptionStoreView`.
public struct SubscriptionStoreView<Content: View>: View {
    let content: Content

    /// The subscriptions of the group `groupID`, under `marketingContent`.
    public init(groupID: String, @ViewBuilder marketingContent: () -> Content) { content = marketingContent() }
    /// The subscriptions `productIDs`, under `marketingContent`.
    public init(productIDs: some Collection<Product.ID>, @ViewBuilder marketingContent: () -> Content) { content = marketingContent() }
    /// The subscriptions `subscriptions`, under `marketingContent`.
    public init(subscriptions: some Collection<Product>, @ViewBuilder marketingContent: () -> Content) { content = marketingContent() }

    /// The marketing content; no subscription option loads.
    public var body: some View { content }
}

extension SubscriptionStoreView where Content == AutomaticSubscriptionStoreMarketingContent {
    /// The subscriptions of the group `groupID`, with the App Store's marketing content.
    public init(groupID: String) { content = AutomaticSubscriptionStoreMarketingContent() }
    /// The subscriptions `productIDs`, with the App Store's marketing content.
    public init(productIDs: some Collection<Product.ID>) { content = AutomaticSubscriptionStoreMarketingContent() }
}

extension View {
    /// Runs `action` when a StoreKit view starts a purchase: never here (no product loads).
    public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }
    /// Runs `action` when a StoreKit view's purchase ends: never here (no purchase starts).
    public func onInAppPurchaseCompletion(perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)?) -> some View { self }
}
