import Foundation
import WidgetShotUI
import WidgetShotIntents

/// Errors from running widgets.
public enum WidgetError: Error, CustomStringConvertible, Equatable {
    case unsupportedFamily(kind: String, family: WidgetFamily, supported: [WidgetFamily])
    case familyNotOnDevice(family: WidgetFamily, device: String)
    case providerTimedOut(kind: String, call: String, seconds: Double)
    case emptyTimeline(kind: String)
    case entryTypeMismatch(kind: String, entry: String)
    /// A timeline entry was asked for by index, and the timeline is shorter.
    case entryOutOfRange(kind: String, index: Int, count: Int)

    public var description: String {
        switch self {
        case .unsupportedFamily(let k, let f, let s):
            return "widget '\(k)' does not support \(f); it supports \(s.map(\.description).joined(separator: ", "))"
        case .familyNotOnDevice(let f, let d): return "\(d) has no \(f) widgets"
        case .providerTimedOut(let k, let c, let s):
            return "widget '\(k)': the provider's \(c) did not call its completion within \(s) s"
        case .emptyTimeline(let k): return "widget '\(k)': the provider returned a timeline with no entries"
        case .entryTypeMismatch(let k, let e): return "widget '\(k)': a preview entry of type \(e) is not the widget's entry type"
        case .entryOutOfRange(let k, let i, let n):
            return "widget '\(k)': entry \(i) is out of range: the timeline has \(n) entr\(n == 1 ? "y" : "ies")"
        }
    }
}

/// An entry with the view it renders to.
public struct RenderableEntry {
    /// The entry's date.
    public let date: Date
    /// The entry's relevance.
    public let relevance: TimelineEntryRelevance?
    /// The entry itself.
    public let entry: any TimelineEntry
    /// The widget's view for this entry.
    public let view: AnyView
}

/// A widget resolved into plain values — kind, names, families, margins and a type-erased
/// provider — which is what WidgetShot renders from.
public struct WidgetDefinition {
    public var kind: String
    /// The Swift type of the `Widget` this came from (`WeatherWidget`), when it came from a bundle
    /// or an `@main` widget: `--widgets` accepts it as well as the kind.
    public var typeName: String?
    public var displayName: String
    public var description: String
    /// The families the widget supports (all system families unless restricted).
    public var supportedFamilies: [WidgetFamily]
    /// `.contentMarginsDisabled()`.
    public var contentMarginsDisabled: Bool
    /// `.containerBackgroundRemovable(_:)`.
    public var containerBackgroundRemovable: Bool
    /// `.promptsForUserConfiguration()` (iOS 18): iOS opens the configuration sheet right after the
    /// widget is added; a render draws the widget as configured, so this is only recorded.
    public var promptsForUserConfiguration = false
    /// Decodes timeline entries from JSON, for widgets whose entries are `Decodable` (`nil`
    /// otherwise): render data variants without recompiling.
    public var decodeEntries: ((Data) throws -> [RenderableEntry])?
    /// The configuration rendered, for configurable widgets: `nil` for the intent's defaults,
    /// else a recommendation's description or the JSON values (see `IntentConfigurations.swift`).
    public internal(set) var configurationName: String?
    /// How to rebuild this widget with another configuration (`nil` for static widgets).
    var configurationAxis: ConfigurationAxis?
    var source: TimelineSource
    /// The Live Activity (`ActivityConfiguration`) this is, `nil` for a widget.
    public var liveActivity: LiveActivityDefinition? = nil
    /// The control (`ControlWidget` in a bundle) this is, `nil` for a widget.
    public var control: ControlDefinition? = nil

    /// The families of a widget whose configuration calls no `supportedFamilies(_:)`: the four
    /// home-screen families, or the watch's accessory families in a watchOS extension (set by
    /// `ExtensionPlatform.current`).
    nonisolated(unsafe) public static var defaultSupportedFamilies: [WidgetFamily] = homeScreenFamilies
    /// The four home-screen families: an iOS widget's families when its configuration names none.
    public static let homeScreenFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]

    init(kind: String, source: TimelineSource) {
        self.kind = kind
        displayName = kind
        description = ""
        supportedFamilies = Self.defaultSupportedFamilies
        contentMarginsDisabled = false
        containerBackgroundRemovable = true
        self.source = source
    }

    /// The placeholder entry.
    public func placeholder(in context: TimelineProviderContext) -> RenderableEntry { source.placeholder(context) }

    /// The gallery snapshot entry (the context should have `isPreview == true`).
    public func snapshot(in context: TimelineProviderContext, timeout: TimeInterval = 10) throws -> RenderableEntry {
        try source.calls.withLock { try Completion.wait(kind: kind, call: "getSnapshot", timeout: timeout) { source.snapshot(context, $0) } }
    }

    /// The timeline's entries and reload policy. An empty timeline is an error.
    public func timeline(in context: TimelineProviderContext, timeout: TimeInterval = 10) throws -> (entries: [RenderableEntry], policy: TimelineReloadPolicy) {
        let result = try source.calls.withLock {
            try Completion.wait(kind: kind, call: "getTimeline", timeout: timeout) { done in source.timeline(context) { done(($0, $1)) } }
        }
        guard !result.0.isEmpty else { throw WidgetError.emptyTimeline(kind: kind) }
        return result
    }

    /// The entry shown at `date`: the latest entry whose date is not after it, or the first entry
    /// when `date` is before every entry (WidgetKit shows a timeline's first entry until the next).
    public static func entry(at date: Date, in entries: [RenderableEntry]) -> RenderableEntry? {
        let sorted = entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        return sorted.last { $0.date <= date } ?? sorted.first
    }

    /// Throws unless the widget supports `family`.
    public func check(_ family: WidgetFamily) throws {
        guard supportedFamilies.contains(family) else {
            throw WidgetError.unsupportedFamily(kind: kind, family: family, supported: supportedFamilies)
        }
    }
}

/// A provider with its types erased.
struct TimelineSource {
    let placeholder: (TimelineProviderContext) -> RenderableEntry
    let snapshot: (TimelineProviderContext, @escaping (RenderableEntry) -> Void) -> Void
    let timeline: (TimelineProviderContext, @escaping ([RenderableEntry], TimelineReloadPolicy) -> Void) -> Void
    /// The widget's view for an entry of its own type (nil for other types): previews' entries.
    let wrapAny: (any TimelineEntry) -> RenderableEntry?
    /// Held for each `getSnapshot`/`getTimeline` call until it completes or times out: calls to
    /// one provider instance are serialised, as in an iOS extension process, so parallel renders
    /// of one widget never call it concurrently (a provider that keeps one Combine subscription
    /// or continuation per instance would cancel its first call's). Worker processes hold their
    /// own instances (WidgetShotCLI's `VariantRunner`).
    let calls = NSLock()

    init<P: TimelineProvider, V: View>(_ provider: P, content: @escaping (P.Entry) -> V) {
        func wrap(_ e: P.Entry) -> RenderableEntry { RenderableEntry(date: e.date, relevance: e.relevance, entry: e, view: AnyView(content(e))) }
        wrapAny = { ($0 as? P.Entry).map(wrap) }
        placeholder = { wrap(provider.placeholder(in: $0)) }
        snapshot = { context, done in provider.getSnapshot(in: context) { done(wrap($0)) } }
        timeline = { context, done in provider.getTimeline(in: context) { done($0.entries.map(wrap), $0.policy) } }
    }

    /// An App Intents provider with the intent it is configured with (`intent` is called once
    /// per provider call: prepare the intent there).
    init<P: AppIntentTimelineProvider, V: View>(_ provider: P, intent: @escaping () async -> P.Intent, content: @escaping (P.Entry) -> V) {
        func wrap(_ e: P.Entry) -> RenderableEntry { RenderableEntry(date: e.date, relevance: e.relevance, entry: e, view: AnyView(content(e))) }
        wrapAny = { ($0 as? P.Entry).map(wrap) }
        let box = UncheckedBox((provider, intent))
        placeholder = { wrap(provider.placeholder(in: $0)) }
        snapshot = { context, done in
            Task(executorPreference: ProviderExecutor.shared) {
                let e = await box.value.0.snapshot(for: await box.value.1(), in: context)
                done(wrap(e))
            }
        }
        timeline = { context, done in
            Task(executorPreference: ProviderExecutor.shared) {
                let t = await box.value.0.timeline(for: await box.value.1(), in: context)
                done(t.entries.map(wrap), t.policy)
            }
        }
    }

    /// A SiriKit `IntentTimelineProvider` with its intent.
    init<P: IntentTimelineProvider, V: View>(_ provider: P, intent: P.Intent, content: @escaping (P.Entry) -> V) {
        func wrap(_ e: P.Entry) -> RenderableEntry { RenderableEntry(date: e.date, relevance: e.relevance, entry: e, view: AnyView(content(e))) }
        wrapAny = { ($0 as? P.Entry).map(wrap) }
        placeholder = { wrap(provider.placeholder(in: $0)) }
        snapshot = { context, done in provider.getSnapshot(for: intent, in: context) { done(wrap($0)) } }
        timeline = { context, done in provider.getTimeline(for: intent, in: context) { done($0.entries.map(wrap), $0.policy) } }
    }
}

/// Runs async providers on their own dispatch queue, not on Swift's cooperative pool: the caller
/// waits synchronously for the result, and a blocked cooperative thread (2 on a 2-core machine)
/// must never be the one the provider needs.
final class ProviderExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = ProviderExecutor()
    private let queue = DispatchQueue(label: "widgetshot.providers", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { unowned.runSynchronously(on: executor) }
    }
}

/// Carries a non-Sendable value into a task (providers are used from one render at a time).
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Waits for a completion handler, with a time limit.
enum Completion {
    final class Slot<T>: @unchecked Sendable {
        var value: T?
        let lock = NSLock()
        let done = DispatchSemaphore(value: 0)
        func fill(_ v: T) {
            lock.lock()
            defer { lock.unlock() }
            guard value == nil else { return }
            value = v
            done.signal()
        }
    }

    static func wait<T>(kind: String, call: String, timeout: TimeInterval, _ start: (@escaping (T) -> Void) -> Void) throws -> T {
        let slot = Slot<T>()
        start { slot.fill($0) }
        guard waitTurningMainRunLoop(slot.done, timeout: timeout) else {
            throw WidgetError.providerTimedOut(kind: kind, call: call, seconds: timeout)
        }
        slot.lock.lock()
        defer { slot.lock.unlock() }
        return slot.value!
    }

    /// Waits for `semaphore`; on the main thread, keeps the main run loop (and so the main dispatch
    /// queue) turning meanwhile, so providers that answer through `DispatchQueue.main.async` or a
    /// Combine pipeline with `receive(on: DispatchQueue.main)` complete instead of timing out.
    static func waitTurningMainRunLoop(_ semaphore: DispatchSemaphore, timeout: TimeInterval) -> Bool {
        guard Thread.isMainThread else { return semaphore.wait(timeout: .now() + timeout) == .success }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if semaphore.wait(timeout: .now() + .milliseconds(2)) == .success { return true }
            guard Date() < deadline else { return false }
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.002))
        }
    }
}
