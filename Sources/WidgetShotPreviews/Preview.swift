import WidgetShotKit
import WidgetShotUI

/// One preview — what `#Preview` declares (DeveloperToolsSupport's `Preview`) and what each view
/// of a `PreviewProvider`'s `previews` is.
///
/// In an extension build (`widgetshot previews --extension DIR`), every `#Preview` of the user's
/// files becomes a call of one of these initialisers and is found without registration:
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     WeatherWidget()
/// } timeline: {
///     WeatherEntry(date: .now, temperature: 21)
///     WeatherEntry(date: .now, temperature: 9)
/// }
/// ```
public struct Preview {
    /// The traits type of view previews (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// What the preview shows.
    public enum Content {
        /// A view, built when rendered.
        case view(() -> AnyView)
        /// A widget as `family`, with the entries to show (built when rendered).
        case widget(WidgetDefinition, family: WidgetFamily, entries: () throws -> [RenderableEntry])
        /// A Live Activity in a presentation, with its content states (built when rendered).
        case liveActivity(WidgetDefinition, attributes: Any, presentation: LiveActivityPresentation, states: () throws -> [Any])
    }

    /// The name given in code (`#Preview("Name")`, `.previewDisplayName`), if any.
    public var name: String?
    /// The name to show: the given name, else "File.swift:line" as Xcode shows unnamed previews.
    public var displayName: String
    /// The file and line that declare the preview, when known.
    public var source: String?
    public var line: Int?
    /// The preview's traits (family, layout, device…).
    public var traits: PreviewTraits
    /// The fully qualified `PreviewProvider` type ("Module.Type") for provider previews.
    public var typeName: String?
    /// What it shows.
    public var content: Content

    init(name: String?, traits: PreviewTraits, content: Content) {
        self.name = name
        displayName = name ?? "Preview"
        self.traits = traits
        self.content = content
    }

    // MARK: View previews

    /// A preview of a view — `#Preview(_:traits:body:)`.
    public init<V: View>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping () -> V) {
        var t = PreviewTraits()
        for trait in traits { trait.apply(&t) }
        let modifiers = t.modifiers
        self.init(name: name, traits: t, content: .view { modifiers.reduce(AnyView(body())) { view, modifier in modifier.apply(view) } })
    }

    // MARK: Widget previews

    /// A widget shown with a timeline of entries — `#Preview(_:as:widget:timeline:)`. The entries
    /// must be of the widget's entry type.
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                           @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) {
        self.init(name: name, family: family, widget: widget, entries: { _ in await timeline() })
    }

    /// A widget shown with the timeline of a provider — `#Preview(_:as:widget:timelineProvider:)`.
    public init<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                                timelineProvider: @escaping () -> P) {
        let box = PreviewBox(timelineProvider)
        self.init(name: name, family: family, widget: widget, entries: { context in
            await withCheckedContinuation { continuation in
                box.value().getTimeline(in: context) { continuation.resume(returning: $0.entries.map { $0 as any TimelineEntry }) }
            }
        })
    }

    /// A widget preview whose entries come from an async source (a timeline builder or a
    /// provider), shown with the widget's own views; entries of another type are an error.
    init<W: Widget>(name: String?, family: WidgetFamily, widget: @escaping () -> W,
                    entries: @escaping (TimelineProviderContext) async -> [any TimelineEntry]) {
        let definition = widget().body.definition
        var traits = PreviewTraits()
        traits.family = family
        self.init(name: name, traits: traits, content: .widget(definition, family: family, entries: {
            let context = TimelineProviderContext(family: family, displaySize: .zero, isPreview: true)
            guard let made = BlockingWait.run(timeout: 10, { await entries(context) }) else {
                throw WidgetError.providerTimedOut(kind: definition.kind, call: "#Preview timeline", seconds: 10)
            }
            return try made.map { entry in
                guard let r = definition.renderable(entry) else { throw WidgetError.entryTypeMismatch(kind: definition.kind, entry: "\(type(of: entry))") }
                return r
            }
        }))
    }

    // MARK: Registration

    /// This preview as declared at `source:line`, named `defaultName` unless it has a name (the
    /// extension build's registry calls this).
    public func registered(defaultName: String, source: String, line: Int) -> Preview {
        var p = self
        p.displayName = name ?? defaultName
        p.source = source
        p.line = line
        return p
    }

    /// The previews of a `PreviewProvider`: one per top-level view of its `previews` (none when
    /// the provider crashed while listed before: ``PreviewListing``).
    public static func previews<P: PreviewProvider>(of provider: P.Type, source: String? = nil, line: Int? = nil) -> [Preview] {
        PreviewListing.listing(type: "\(P.self)", source: source, line: line) { split(provider, source: source, line: line) }
    }

    private static func split<P: PreviewProvider>(_ provider: P.Type, source: String?, line: Int?) -> [Preview] {
        let parts = PreviewSplitter.split(P.previews)
        let typeName = "\(P.self)"
        return parts.enumerated().map { index, part in
            var p = Preview(name: part.traits.displayName, traits: part.traits, content: .view { part.view })
            p.displayName = part.traits.displayName ?? (parts.count == 1 ? typeName : "\(typeName) \(index + 1)")
            p.source = source
            p.line = line
            p.typeName = String(reflecting: P.self)
            if let activity = Preview.activityContent(of: part.view) { p.content = activity }
            return p
        }
    }
}

/// Builds the entries of a widget preview's timeline — WidgetKit's `PreviewTimelineBuilder`.
@resultBuilder
public enum PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] { entries }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] { accumulated + next }
    public static func buildBlock() -> [any TimelineEntry] { [] }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }
    public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
}
