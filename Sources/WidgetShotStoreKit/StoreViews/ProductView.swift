import Foundation
import WidgetShotUI

// StoreKit's product view and its styles (iOS 17; https://developer.apple.com/documentation/storekit/productview,
// https://developer.apple.com/documentation/storekit/productviewstyle). Products load from the
// App Store, which does not answer here (`Product.products(for:)` finds none): a product view's
// task ends `.unavailable`, and the style draws that state — the automatic styles draw nothing,
// a custom style draws what its `makeBody` returns for `.unavailable`.

extension Product {
    /// The state of a task that loads a product — StoreKit's `Product.TaskState`.
    public enum TaskState: Sendable {
        /// Loading.
        case loading
        /// Loaded.
        case success(Product)
        /// The product is unavailable in the storefront.
        case unavailable
        /// Loading failed.
        case failure(any Error)

        /// The product, when loaded.
        public var product: Product? {
            if case .success(let product) = self { return product }
            return nil
        }
    }
}

/// What a product view style draws — StoreKit's `ProductViewStyleConfiguration`.
public struct ProductViewStyleConfiguration {
    /// The product's icon (the view's `icon`, or its placeholder).
    public struct Icon: View {
        let content: AnyView
        /// The icon.
        public var body: some View { content }
    }
    /// The loading state.
    public let state: Product.TaskState
    /// The product, when loaded.
    public var product: Product? { state.product }
    /// Whether the user owns the product: no (nothing was bought on this device).
    public var hasCurrentEntitlement: Bool { false }
    /// The icon.
    public let icon: Icon
    /// Starts buying the product (no product loads here, so there is nothing to buy).
    public func purchase() {}
}

/// How product views look — StoreKit's `ProductViewStyle`.
@MainActor @preconcurrency
public protocol ProductViewStyle {
    /// The view a product view becomes.
    associatedtype Body: View
    /// The configuration.
    typealias Configuration = ProductViewStyleConfiguration
    /// Draws a product view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The platform's product view style: a loaded product's icon, name, description and buy
/// button; an unavailable product draws nothing.
public struct AutomaticProductViewStyle: ProductViewStyle {
    /// The style.
    public init() {}
    /// Draws the state: the icon while loading, nothing when unavailable or failed.
    public func makeBody(configuration: Configuration) -> some View {
        if case .loading = configuration.state { configuration.icon }
    }
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    /// The platform's style.
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
    /// A compact style (drawn as the automatic one: no product loads here).
    public static var compact: AutomaticProductViewStyle { AutomaticProductViewStyle() }
    /// The regular style.
    public static var regular: AutomaticProductViewStyle { AutomaticProductViewStyle() }
    /// A large style (drawn as the automatic one: no product loads here).
    public static var large: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}

/// A type-erased product view style held by the environment.
struct AnyProductViewStyle: @unchecked Sendable {
    let makeBody: (ProductViewStyleConfiguration) -> AnyView
    init<S: ProductViewStyle>(_ style: S) { makeBody = { configuration in MainActor.assumeIsolated { AnyView(style.makeBody(configuration: configuration)) } } }
}

private struct ProductViewStyleKey: EnvironmentKey { static let defaultValue = AnyProductViewStyle(AutomaticProductViewStyle()) }

extension EnvironmentValues {
    var productViewStyle: AnyProductViewStyle {
        get { self[ProductViewStyleKey.self] }
        set { self[ProductViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of product views in this view.
    public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View {
        environment(\.productViewStyle, AnyProductViewStyle(style))
    }
}

/// A view that loads a product and offers it — StoreKit's `ProductView`.
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let state: Product.TaskState
    let icon: AnyView
    /// Made from a style's configuration: drawn in the automatic style (not the environment's,
    /// which would draw itself again).
    var drawsAutomatic = false
    @Environment(\.productViewStyle) private var style

    /// A view of the product `id`, with an icon and a placeholder while it loads.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        // The App Store does not answer here: `Product.products(for: [id])` finds nothing.
        state = .unavailable
        self.icon = AnyView(placeholderIcon())
    }
    /// A view of `product`.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) where PlaceholderIcon == EmptyView {
        state = .success(product)
        self.icon = AnyView(icon())
    }

    /// The style's drawing of the state.
    public var body: some View {
        let configuration = ProductViewStyleConfiguration(state: state, icon: .init(content: icon))
        return drawsAutomatic ? AnyView(AutomaticProductViewStyle().makeBody(configuration: configuration)) : style.makeBody(configuration)
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// A view of the product `id`.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false) {
        self.init(id: id, prefersPromotionalIcon: prefersPromotionalIcon, icon: { EmptyView() }, placeholderIcon: { EmptyView() })
    }
    /// A view of `product`.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) {
        self.init(product, prefersPromotionalIcon: prefersPromotionalIcon, icon: { EmptyView() })
    }
}

extension ProductView where Icon == ProductViewStyleConfiguration.Icon, PlaceholderIcon == EmptyView {
    /// The view a style's configuration describes (a custom style falling back to the default look).
    public init(_ configuration: ProductViewStyleConfiguration) {
        state = configuration.state
        icon = AnyView(configuration.icon)
        drawsAutomatic = true
    }
}
