import Foundation
import WidgetShotUI

extension WidgetDefinition {
    /// The widget's view for `entry`, or nil when the entry is not of the widget's entry type
    /// (previews hand entries over as `any TimelineEntry`).
    public func renderable(_ entry: any TimelineEntry) -> RenderableEntry? { source.wrapAny(entry) }
}

/// Runs async work to completion from synchronous code (previews' `async` timeline closures),
/// on WidgetShot's provider executor so a waiting cooperative thread can never starve it.
public enum BlockingWait {
    /// The value of `body`, or `nil` when it takes longer than `timeout` seconds. Called on the
    /// main thread, the main run loop keeps turning while it waits, so work isolated to the main
    /// actor (a `PreviewModifier`'s `makeSharedContext()`) runs instead of waiting for the
    /// blocked main thread until the time limit.
    public static func run<T>(timeout: TimeInterval = 10, _ body: @escaping () async -> T) -> T? {
        let slot = Completion.Slot<T>()
        let box = UncheckedBox(body)
        Task(executorPreference: ProviderExecutor.shared) { slot.fill(await box.value()) }
        guard Completion.waitTurningMainRunLoop(slot.done, timeout: timeout) else { return nil }
        slot.lock.lock()
        defer { slot.lock.unlock() }
        return slot.value
    }
}

extension WidgetDefinition {
    /// A widget that always shows `view` (a preview of a widget's view in a family): every
    /// family is supported, and its placeholder, snapshot and timeline are the view.
    public static func showing(_ view: AnyView, kind: String, date: Date = Date(timeIntervalSinceReferenceDate: 0)) -> WidgetDefinition {
        let entry = RenderableEntry(date: date, relevance: nil, entry: StaticViewEntry(date: date), view: view)
        var definition = WidgetDefinition(kind: kind, source: TimelineSource(fixed: entry))
        definition.supportedFamilies = WidgetFamily.everyFamily
        return definition
    }
}

/// The entry of a widget that shows a fixed view.
struct StaticViewEntry: TimelineEntry {
    let date: Date
}

extension TimelineSource {
    init(fixed entry: RenderableEntry) {
        placeholder = { _ in entry }
        snapshot = { _, done in done(entry) }
        timeline = { _, done in done([entry], .never) }
        wrapAny = { _ in nil }
    }
}
