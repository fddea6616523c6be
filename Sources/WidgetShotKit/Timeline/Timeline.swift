import Foundation
import WidgetShotUI
import WidgetShotIntents

/// A type that specifies the date to display a widget, and, optionally, its relevance —
/// WidgetKit's `TimelineEntry`.
///
/// ```swift
/// struct SongEntry: TimelineEntry {
///     let date: Date
///     let title: String
/// }
/// ```
public protocol TimelineEntry {
    /// The date WidgetKit shows this entry from.
    var date: Date { get }
    /// How relevant the entry is (for Smart Stacks).
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// The relevance of an entry.
public struct TimelineEntryRelevance: Hashable, Codable, Sendable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks the provider for a new timeline — WidgetKit's `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case atEnd
        case after(Date)
        case never
    }
    let kind: Kind

    /// Reload after the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Never reload on its own (until the app asks with `WidgetCenter`).
    public static let never = TimelineReloadPolicy(kind: .never)
    /// Reload at (or after) a date.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

    /// The earliest date the system would ask for the next timeline, given the entries, or `nil`
    /// when it will not ask on its own. The system treats it as a lower bound and budgets reloads
    /// (roughly 40–70 a day), so real reloads may come later.
    public func nextReload<Entry: TimelineEntry>(after entries: [Entry]) -> Date? {
        switch kind {
        case .atEnd: return entries.map(\.date).max()
        case .after(let date): return date
        case .never: return nil
        }
    }

    public var description: String {
        switch kind {
        case .atEnd: return "atEnd: a new timeline is requested after the last entry's date"
        case .after(let d): return "after(\(ISO8601DateFormatter().string(from: d))): a new timeline is requested at that date"
        case .never: return "never: no new timeline until the app reloads the widget"
        }
    }
}

/// Entries and a reload policy — WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }

    /// The entry shown at `date`: the latest entry whose date is not after it. Before the first
    /// entry, WidgetKit shows the first entry (the timeline's start), so that is returned; `nil`
    /// only for an empty timeline.
    public func entry(at date: Date) -> EntryType? {
        let sorted = entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        return sorted.last { $0.date <= date } ?? sorted.first
    }

    /// The date of the next reload this timeline implies.
    public var nextReload: Date? { policy.nextReload(after: entries) }
}

/// What a provider is told about the widget it serves — WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    /// The family being rendered.
    public let family: WidgetFamily
    /// The widget's size in points.
    public let displaySize: CGSize
    /// True for the widget gallery preview (`getSnapshot`).
    public let isPreview: Bool
    public init(family: WidgetFamily, displaySize: CGSize, isPreview: Bool) {
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
    }
}

/// Advises WidgetKit when to update a widget — WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    /// A placeholder entry: shown redacted while the widget loads.
    func placeholder(in context: Context) -> Entry
    /// The entry for the widget gallery (`context.isPreview`).
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The timeline.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A provider driven by an App Intent configuration — WidgetKit's `AppIntentTimelineProvider`
/// (iOS 17). WidgetShot calls it with the intent's default values, each recommendation, or values
/// given as JSON (see `WidgetDefinition.configurations`).
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    /// A placeholder entry.
    func placeholder(in context: Context) -> Entry
    /// The entry for the widget gallery.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The timeline for a configuration.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preconfigured intents (watchOS and the iOS widget gallery's suggestions).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}
