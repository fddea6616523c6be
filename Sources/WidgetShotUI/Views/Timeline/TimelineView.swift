import Foundation

/// A view that updates according to a schedule — SwiftUI's `TimelineView`.
///
/// A widget's view is archived once per timeline entry: on iOS a `TimelineView` inside a widget
/// shows its content for the entry's date, and the schedule's later dates never redraw it (only
/// `Text` date styles stay live). WidgetShot builds the content once with `context.date` = the
/// render's date (`EnvironmentValues.renderDate`, the entry's date in a widget render) and
/// `context.cadence` = `.live`.
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// Information passed to a timeline view's content callback — SwiftUI's `TimelineView.Context`
    /// (the same type for every schedule, as SwiftUI's `TimelineViewDefaultContext`).
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let timeline = TimelineViewDefaultContext(date: context.environment.renderDate, cadence: .live)
        return context.environment.evaluating { Resolver.nodes(content(timeline), context) }
    }

    /// A timeline view updating with `schedule`, building `content` from the context.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

/// Information passed to a timeline view's content callback — SwiftUI's `TimelineView.Context`,
/// which `TimelineViewDefaultContext` names for every schedule (so helpers can take a context
/// without naming one).
public struct TimelineViewDefaultContext {
    /// The rate at which the timeline updates — SwiftUI's `TimelineView.Context.Cadence`.
    public enum Cadence: Comparable, Sendable {
        /// Updates as often as the schedule asks.
        case live
        /// At most once a second.
        case seconds
        /// At most once a minute.
        case minutes
    }
    /// The date from the schedule that triggered the current view update.
    public let date: Date
    /// The rate at which the timeline updates.
    public let cadence: Cadence
    /// Asks for the content to be rebuilt (no effect: a widget is drawn once per entry).
    public func invalidateTimelineContent() {}
}
