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
        self.init(name: name, family: family, widget: widget) { context in
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
        self.init(name: name, family: family, widget: widget) { context in
            await withCheckedContinuation { continuation in
                box.value.1().getTimeline(for: box.value.0, in: context) { continuation.resume(returning: $0.entries.map { $0 as any TimelineEntry }) }
            }
        }
    }
}

/// Carries a preview's provider factory (and intent) into the async entries closure.
struct PreviewBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
