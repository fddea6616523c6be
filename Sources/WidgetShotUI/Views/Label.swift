import Foundation

/// A title with an icon — SwiftUI's `Label`. Drawn by the `labelStyle` in the environment
/// (title and icon side by side by default, as on iOS).
///
/// ```swift
/// Label("Rain", systemImage: "cloud.rain")
/// Label { Text("3 °C") } icon: { Image(systemName: "thermometer") }
/// Label("Now", systemImage: "clock").labelStyle(.iconOnly)
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// Set by `init(_ configuration:)`: a style's own label is drawn title-and-icon, not by the
    /// style again.
    var fixedStyle: AnyLabelStyle?

    /// A label from title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\.labelStyle) private var style

    public var body: some View {
        let title = self.title, icon = self.icon
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(resolve: { Resolver.nodes(title, $0) }),
            icon: LabelStyleConfiguration.Icon(resolve: { Resolver.nodes(icon, $0) }))
        return (fixedStyle ?? style).makeBody(configuration)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    /// A label with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    /// A label with a string title and an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
    /// A label with a string title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label with a localized title and an asset catalog's generated image symbol
    /// (`Label("Open", image: .appLogo)`, iOS 17; an image or symbol set).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
    /// A label with a string title and an asset catalog's generated image symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a style configuration (inside a custom `LabelStyle`), drawn with the default
    /// title-and-icon arrangement.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        fixedStyle = AnyLabelStyle(TitleAndIconLabelStyle())
    }
}

/// What a `LabelStyle` receives: the label's title and icon as views.
public struct LabelStyleConfiguration {
    /// The title view of a label.
    public struct Title: View, PrimitiveView {
        let resolve: (ResolveContext) -> [LayoutNode]
        public typealias Body = Never
        public var body: Never { primitiveBody(Self.self) }
        public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
        func makeNodes(_ context: ResolveContext) -> [LayoutNode] { resolve(context) }
    }
    /// The icon view of a label.
    public struct Icon: View, PrimitiveView {
        let resolve: (ResolveContext) -> [LayoutNode]
        public typealias Body = Never
        public var body: Never { primitiveBody(Self.self) }
        public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }
        func makeNodes(_ context: ResolveContext) -> [LayoutNode] { resolve(context) }
    }
    /// The label's title.
    public var title: Title
    /// The label's icon.
    public var icon: Icon
}

/// A way to draw every `Label` in a view — SwiftUI's `LabelStyle`.
///
/// ```swift
/// struct VerticalLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View
    /// The configuration: the label's title and icon.
    typealias Configuration = LabelStyleConfiguration
    /// Draws a label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The platform's label style: title and icon on iOS.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

/// Title and icon side by side: the icon leading, centred vertically, at the default spacing.
/// (Apple publishes no spacing; the default spacing of an HStack is our choice.)
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's style (title and icon on iOS).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Title and icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A type-erased label style held by the environment.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView
    init<S: LabelStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = AnyLabelStyle(DefaultLabelStyle()) }

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.labelStyle = AnyLabelStyle(style) })
    }
}
