import Foundation
import WidgetShotUI

/// A running Live Activity — ActivityKit's `Activity`. WidgetShot has no system to show it in:
/// `request`, `update` and `end` change the object and append to `ActivityLog`, so app code that
/// starts activities compiles and can be checked in tests.
///
/// ```swift
/// let activity = try Activity.request(attributes: attrs, content: .init(state: state, staleDate: nil))
/// await activity.update(.init(state: newState, staleDate: nil))
/// ActivityLog.events   // [request, update]
/// ```
public final class Activity<Attributes: ActivityAttributes>: Identifiable {
    /// A unique identifier (a UUID string, as in ActivityKit).
    public let id: String
    /// The static data.
    public let attributes: Attributes
    /// The latest content.
    public private(set) var content: ActivityContent<Attributes.ContentState>
    /// The life-cycle state.
    public private(set) var activityState: ActivityState
    /// The push type it was requested with.
    public let pushType: PushType?
    /// The streams handed out by `activityStateUpdates` and `contentUpdates` (ActivityUpdates.swift).
    let observers = ActivityObservers<Attributes.ContentState>()

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType?) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
        self.pushType = pushType
        activityState = .active
    }

    /// The latest dynamic data (iOS 16.1 API).
    public var contentState: Attributes.ContentState { content.state }
    /// No push token in WidgetShot.
    public var pushToken: Data? { nil }

    /// The activities of this type requested and not yet ended or dismissed.
    public static var activities: [Activity<Attributes>] {
        ActivityLog.registry.all().compactMap { $0 as? Activity<Attributes> }.filter { $0.activityState == .active || $0.activityState == .stale }
    }

    /// Starts a Live Activity (recorded, never shown).
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil) throws -> Activity<Attributes> {
        let activity = Activity(attributes: attributes, content: content, pushType: pushType)
        ActivityLog.registry.add(activity)
        ActivityLog.record(.init(kind: .request, activityID: activity.id, attributesType: "\(Attributes.self)", state: Self.json(content.state)))
        return activity
    }

    /// Starts a Live Activity (iOS 16.1 API).
    public static func request(attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// Updates the content (recorded).
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        apply(content, kind: .update)
    }

    /// Updates the content with an alert (recorded; no alert is shown).
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        apply(content, kind: .update)
    }

    /// Updates the content (iOS 16.1 API).
    public func update(using contentState: Attributes.ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        apply(ActivityContent(state: contentState, staleDate: nil), kind: .update)
    }

    /// Ends the activity, optionally with final content (recorded).
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = dismissalPolicy == .immediate ? .dismissed : .ended
        observers.changed(state: activityState, content: self.content)
        ActivityLog.record(.init(kind: .end, activityID: id, attributesType: "\(Attributes.self)", state: Self.json(self.content.state),
                                 dismissalPolicy: dismissalPolicy.description))
    }

    /// Ends the activity (iOS 16.1 API).
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    private func apply(_ content: ActivityContent<Attributes.ContentState>, kind: ActivityEvent.Kind) {
        self.content = content
        observers.changed(state: ActivityState?.none, content: content)
        ActivityLog.record(.init(kind: kind, activityID: id, attributesType: "\(Attributes.self)", state: Self.json(content.state)))
    }

    static func json(_ state: Attributes.ContentState) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(state)).map { String(decoding: $0, as: UTF8.self) } ?? "\(state)"
    }
}

/// One recorded `Activity` call.
public struct ActivityEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable { case request, update, end }
    public var kind: Kind
    public var activityID: String
    /// The attributes type's name.
    public var attributesType: String
    /// The content state as JSON (sorted keys).
    public var state: String
    /// The dismissal policy of an `end`.
    public var dismissalPolicy: String?

    public var description: String { "\(kind.rawValue) \(attributesType) \(state)" + (dismissalPolicy.map { " (\($0))" } ?? "") }
}

/// What `Activity` did in this process: WidgetShot's stand-in for the system's activity list.
public enum ActivityLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var recorded: [ActivityEvent] = []

    /// Every request, update and end so far, in order.
    public static var events: [ActivityEvent] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Forgets every event and activity (between tests).
    public static func reset() {
        lock.lock()
        recorded = []
        lock.unlock()
        registry.removeAll()
    }

    static func record(_ event: ActivityEvent) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
    }

    static let registry = Registry()

    final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [AnyObject] = []
        func add(_ item: AnyObject) { lock.lock(); items.append(item); lock.unlock() }
        func all() -> [AnyObject] { lock.lock(); defer { lock.unlock() }; return items }
        func removeAll() { lock.lock(); items = []; lock.unlock() }
    }
}
