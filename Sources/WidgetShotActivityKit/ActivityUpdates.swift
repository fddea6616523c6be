import Foundation

extension Activity {
    /// The activity's state changes, as they happen — ActivityKit's `activityStateUpdates`
    /// (https://developer.apple.com/documentation/activitykit/activity/activitystateupdates): each
    /// `end` yields `.ended` (or `.dismissed` for `.immediate`), then the sequence finishes. Nobody
    /// dismisses an activity in WidgetShot, so app code waiting for `.dismissed` waits forever, as
    /// on a phone whose user never swipes it away.
    public var activityStateUpdates: AsyncStream<ActivityState> { observers.stateStream() }
    /// The activity's content changes — ActivityKit's `contentUpdates`: each `update` and `end`
    /// with content yields it; the sequence finishes when the activity ends.
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { observers.contentStream() }
    /// The push tokens the system issues — ActivityKit's `pushTokenUpdates`: WidgetShot issues none,
    /// so the sequence finishes at once.
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
}

/// The continuations of an activity's update streams.
final class ActivityObservers<State: Codable & Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    private var states: [AsyncStream<ActivityState>.Continuation] = []
    private var contents: [AsyncStream<ActivityContent<State>>.Continuation] = []
    private var finished = false

    func stateStream() -> AsyncStream<ActivityState> {
        AsyncStream { continuation in
            lock.lock(); defer { lock.unlock() }
            if finished { continuation.finish() } else { states.append(continuation) }
        }
    }

    func contentStream() -> AsyncStream<ActivityContent<State>> {
        AsyncStream { continuation in
            lock.lock(); defer { lock.unlock() }
            if finished { continuation.finish() } else { contents.append(continuation) }
        }
    }

    /// Yields a new content and, when `state` is given (the activity ended), the state, then
    /// finishes every stream.
    func changed(state: ActivityState?, content: ActivityContent<State>) {
        lock.lock()
        let (s, c) = (states, contents)
        if state != nil { finished = true; states = []; contents = [] }
        lock.unlock()
        for continuation in c { continuation.yield(content) }
        guard let state else { return }
        for continuation in s { continuation.yield(state); continuation.finish() }
        for continuation in c { continuation.finish() }
    }
}
