import Foundation
import WidgetShotUI

/// The configuration and content of a widget — WidgetKit's `Widget`.
///
/// ```swift
/// struct DailyWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "daily", provider: DailyProvider()) { entry in DailyView(entry: entry) }
///             .configurationDisplayName("每日推荐")
///             .supportedFamilies([.systemSmall])
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    /// Creates the widget (WidgetKit instantiates widgets itself; so do previews and extension builds).
    init()
    var body: Body { get }
}

extension Widget {
    /// Entry point on Apple platforms; WidgetShot renders widgets through `WidgetRenderer`, so this does nothing.
    public static func main() {}
}

/// A widget's configuration — WidgetKit's `WidgetConfiguration`.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The configuration a composed configuration is made of (`Never` for WidgetKit's own
    /// configurations, such as `StaticConfiguration`).
    associatedtype Body: WidgetConfiguration = Never
    /// A configuration made of others, as on iOS: a type of the app's that declares only
    /// `var body: some WidgetConfiguration { StaticConfiguration(…) }` is a configuration.
    var body: Body { get }
    /// The resolved description WidgetShot renders from (a composed configuration's is its body's).
    var definition: WidgetDefinition { get }
}

extension WidgetConfiguration {
    /// A composed configuration renders as its body.
    public var definition: WidgetDefinition { body.definition }
}

extension WidgetConfiguration where Body == Never {
    /// WidgetKit's own configurations have no body (as on iOS, reading it is a programming error).
    public var body: Never { fatalError("\(Self.self) is a primitive widget configuration and has no body") }
}

extension Never: WidgetConfiguration {
    /// `Never` is the body of primitive configurations; it has no definition.
    public var definition: WidgetDefinition { fatalError("Never has no widget definition") }
}

/// A group of widgets — WidgetKit's `WidgetBundle`.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    /// Creates the bundle.
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// Entry point on Apple platforms; does nothing in WidgetShot.
    public static func main() {}
    /// Every widget of the bundle, in order (without its Live Activities and controls).
    public var widgets: [WidgetDefinition] { WidgetCollection.definitions(of: body).filter { $0.liveActivity == nil && $0.control == nil } }
}

/// Builds the `body` of a `WidgetBundle`.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> WidgetGroup {
        var all: [WidgetDefinition] = []
        for w in repeat each widgets { all += WidgetCollection.definitions(of: w) }
        return WidgetGroup(definitions: all)
    }
    public static func buildOptional<W: Widget>(_ widget: W?) -> WidgetGroup {
        WidgetGroup(definitions: widget.map { WidgetCollection.definitions(of: $0) } ?? [])
    }
    /// `if #available(…) { … }` without `else`: the branch is a `buildLimitedAvailability` group,
    /// which the generic form above cannot infer from an absent value.
    public static func buildOptional(_ group: WidgetGroup?) -> WidgetGroup { group ?? WidgetGroup() }
    public static func buildEither<A: Widget>(first: A) -> WidgetGroup { WidgetGroup(definitions: WidgetCollection.definitions(of: first)) }
    public static func buildEither<B: Widget>(second: B) -> WidgetGroup { WidgetGroup(definitions: WidgetCollection.definitions(of: second)) }
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> WidgetGroup { WidgetGroup(definitions: WidgetCollection.definitions(of: widget)) }
}

/// Several widgets of a bundle.
public struct WidgetGroup: Widget {
    let definitions: [WidgetDefinition]
    /// An empty group.
    public init() { definitions = [] }
    init(definitions: [WidgetDefinition]) { self.definitions = definitions }
    public var body: GroupConfiguration { GroupConfiguration(definitions: definitions) }
}

/// The configuration of a `WidgetGroup` (its first widget; the group is enumerated instead).
public struct GroupConfiguration: WidgetConfiguration {
    let definitions: [WidgetDefinition]
    public var definition: WidgetDefinition { definitions[0] }
}

enum WidgetCollection {
    static func definitions<W: Widget>(of widget: W) -> [WidgetDefinition] {
        if let group = widget as? WidgetGroup { return group.definitions }
        var definition = widget.body.definition
        // The text `String(describing: W.self)` gives (the standard library prints a metatype with
        // `_typeName(_:qualified: false)`), without its Mirror and three conformance casts: each
        // cast of a new type scans every conformance record of the process (~0.4 M instructions a
        // widget at start-up, issue 21).
        definition.typeName = definition.typeName ?? _typeName(W.self, qualified: false)
        return [definition]
    }
}
