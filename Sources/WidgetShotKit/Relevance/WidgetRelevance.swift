import Foundation

// Smart Stack relevance (iOS 18 WidgetKit, RelevanceKit): a provider's `relevance()` tells the
// system when a widget, in which configuration, is worth surfacing
// (https://developer.apple.com/documentation/widgetkit/widgetrelevance, …/widgetrelevanceattribute,
// https://developer.apple.com/documentation/relevancekit/relevantcontext). Apple's note on every
// RelevanceKit entry: "functionality provided by RelevanceKit API is only available in watchOS.
// Calling its API on other platforms doesn't have any effect." WidgetShot renders iOS widgets, so
// relevances are kept as values (for code that builds and inspects them) and change no render.

/// The relevances of a widget kind, most important first — WidgetKit's `WidgetRelevance`.
public struct WidgetRelevance<Configuration> {
    /// The attributes, in the order given (the system may use only the first ones).
    public let attributes: [WidgetRelevanceAttribute<Configuration>]

    /// Relevances from attributes ordered by priority.
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) { self.attributes = attributes }
}

/// When one configuration of a widget is relevant — WidgetKit's `WidgetRelevanceAttribute`.
public struct WidgetRelevanceAttribute<Configuration> {
    /// The configuration (`Void` for widgets without one).
    public let configuration: Configuration
    /// When it is relevant.
    public let context: RelevantContext

    /// A configuration relevant in a context.
    public init(configuration: Configuration, context: RelevantContext) {
        self.configuration = configuration
        self.context = context
    }
}

extension WidgetRelevanceAttribute where Configuration == Void {
    /// A widget without configuration, relevant in a context.
    public init(context: RelevantContext) { self.init(configuration: (), context: context) }
}

/// A clue to when a widget is relevant — RelevanceKit's `RelevantContext` (the date clues).
public struct RelevantContext: Hashable, Sendable, CustomStringConvertible {
    /// How important a date clue is — RelevanceKit's `RelevantContext.DateKind`.
    public struct DateKind: Hashable, Sendable {
        let name: String
        /// Default priority.
        public static let `default` = DateKind(name: "default")
        /// Slightly lower priority: the widget shows content and needs no action.
        public static let informational = DateKind(name: "informational")
        /// Higher priority: important content or an action to take.
        public static let scheduled = DateKind(name: "scheduled")
    }

    /// The dates the widget is relevant over.
    public let interval: DateInterval
    /// The kind of date clue.
    public let kind: DateKind

    /// Relevant at one moment.
    public static func date(_ exact: Date) -> RelevantContext { date(exact, kind: .default) }
    /// Relevant at one moment, with a kind (iOS 26).
    public static func date(_ exact: Date, kind: DateKind) -> RelevantContext {
        RelevantContext(interval: DateInterval(start: exact, duration: 0), kind: kind)
    }
    /// Relevant between two dates (iOS 17; deprecated in iOS 26 for `date(range:kind:)`). A
    /// reversed pair is read from the earlier date.
    public static func date(from: Date, to: Date) -> RelevantContext {
        RelevantContext(interval: DateInterval(start: min(from, to), end: max(from, to)), kind: .default)
    }
    /// Relevant over a range of dates (iOS 26).
    public static func date(range: ClosedRange<Date>, kind: DateKind) -> RelevantContext {
        RelevantContext(interval: DateInterval(start: range.lowerBound, end: range.upperBound), kind: kind)
    }
    /// Relevant over an interval (iOS 26).
    public static func date(interval: DateInterval, kind: DateKind) -> RelevantContext {
        RelevantContext(interval: interval, kind: kind)
    }

    public var description: String { "\(kind.name) \(interval.start)–\(interval.end)" }
}

extension TimelineProvider {
    /// No relevances (WidgetKit's default).
    public func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }
}

extension AppIntentTimelineProvider {
    /// No relevances (WidgetKit's default).
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}
