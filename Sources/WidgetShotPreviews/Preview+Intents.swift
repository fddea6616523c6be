import WidgetShotIntents
import WidgetShotKit
import WidgetShotUI

extension Preview {
    /// A configurable widget with an App Intent configuration, its timeline from a provider —
    /// `#Preview(_:as:using:widget:timelineProvider:)` (WidgetKit, iOS 17).
    public init<W: Widget, Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
        timelineProvider: @escaping () -> Provider
    ) {
        let box = PreviewBox((intent, timelineProvider))
        self.init(configured: name, family: family, widget: widget) { context in
            await box.value.1().timeline(for: box.value.0, in: context).entries.map { $0 as any TimelineEntry }
        }
    }

    /// A configurable widget with a SiriKit intent configuration, its timeline from a provider —
    /// `#Preview(_:as:using:widget:timelineProvider:)` for `IntentTimelineProvider`s.
    public init<W: Widget, Provider: IntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
        timelineProvider: @escaping () -> Provider
    ) {
        let box = PreviewBox((intent, timelineProvider))
        self.init(configured: name, family: family, widget: widget) { context in
            await withCheckedContinuation { continuation in
                box.value.1().getTimeline(for: box.value.0, in: context) { continuation.resume(returning: $0.entries.map { $0 as any TimelineEntry }) }
            }
        }
    }

    /// A widget preview whose entries come from an async source, shown with the widget's views.
    private init<W: Widget>(configured name: String?, family: WidgetFamily, widget: @escaping () -> W,
                            entries: @escaping (TimelineProviderContext) async -> [any TimelineEntry]) {
        let definition = widget().body.definition
        var traits = PreviewTraits()
        traits.family = family
        self.init(name: name, traits: traits, content: .widget(definition, family: family, entries: {
            let context = TimelineProviderContext(family: family, displaySize: .zero, isPreview: true)
            guard let made = BlockingWait.run(timeout: 10, { await entries(context) }) else {
                throw WidgetError.providerTimedOut(kind: definition.kind, call: "#Preview timelineProvider", seconds: 10)
            }
            return try made.map { entry in
                guard let r = definition.renderable(entry) else { throw WidgetError.entryTypeMismatch(kind: definition.kind, entry: "\(type(of: entry))") }
                return r
            }
        }))
    }
}

/// Carries a preview's intent and provider factory into the async entries closure.
struct PreviewBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
