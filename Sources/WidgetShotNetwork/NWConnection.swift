import Foundation

/// A TCP or TLS connection — Network's `NWConnection`
/// (https://developer.apple.com/documentation/network/nwconnection).
///
/// A render opens no sockets and no TLS sessions (it must not depend on, or reach, outside
/// servers), so a connection behaves as on a device whose network is down: `start(queue:)`
/// reports `.preparing`, then `.waiting(.posix(.ENETDOWN))` — Apple documents `.waiting` as "the
/// connection is waiting for a network path change" with a non-fatal error, which is what an
/// offline device's connection reports (it does not fail; the app's own timeout gives up, as on
/// the device). Sends and receives complete at once with that error; `cancel()` ends in
/// `.cancelled`. Its `currentPath` is unsatisfied, as `NWPathMonitor`'s is: one offline device
/// (WidgetShotFoundation's `WidgetShotOfflineNetwork`; `URLSession` fails with −1009).
public final class NWConnection: @unchecked Sendable, CustomDebugStringConvertible {
    /// A connection's life: setup → preparing → waiting/ready → failed/cancelled.
    public enum State: Equatable, Sendable {
        /// Created, not started.
        case setup
        /// Waiting for a usable network path; the error says why (not fatal).
        case waiting(NWError)
        /// Resolving and connecting.
        case preparing
        /// Connected.
        case ready
        /// Failed for good.
        case failed(NWError)
        /// Cancelled by the app.
        case cancelled
    }

    /// Context of sent or received content — Network's `NWConnection.ContentContext`.
    public final class ContentContext: @unchecked Sendable {
        /// The context's identifier.
        public let identifier: String
        /// Whether the content ends the connection's sending.
        public let isFinal: Bool
        /// A context.
        public init(identifier: String, isFinal: Bool = false) { self.identifier = identifier; self.isFinal = isFinal }
        /// A message in a stream that goes on.
        public static let defaultMessage = ContentContext(identifier: "defaultMessage")
        /// The last message: the sending side closes after it.
        public static let finalMessage = ContentContext(identifier: "finalMessage", isFinal: true)
        /// A stream's content.
        public static let defaultStream = ContentContext(identifier: "defaultStream", isFinal: true)
    }

    /// What to do when a send completes.
    public enum SendCompletion: Sendable {
        /// Call the closure once the content is processed, with the error if it could not be sent.
        case contentProcessed(@Sendable (NWError?) -> Void)
        /// No callback (content may be sent more than once, as in TCP Fast Open data).
        case idempotent
    }

    /// Where the connection goes.
    public let endpoint: NWEndpoint
    /// How it is made.
    public let parameters: NWParameters
    /// The current state.
    public private(set) var state: State = .setup
    /// Called on the connection's queue at each state change.
    public var stateUpdateHandler: ((State) -> Void)?
    /// Called when the path changes.
    public var pathUpdateHandler: ((NWPath) -> Void)?
    /// Called when a better path appears.
    public var betterPathUpdateHandler: ((Bool) -> Void)?
    /// Called when the path becomes viable or not.
    public var viabilityUpdateHandler: ((Bool) -> Void)?
    /// The queue given to `start(queue:)`.
    public private(set) var queue: DispatchQueue?
    /// The path the connection would use: unsatisfied once started (no network in a render).
    public private(set) var currentPath: NWPath?
    /// A longest message the protocol allows (TCP: a stream, so the largest `Int`).
    public var maximumDatagramSize: Int { Int.max }

    private let lock = NSLock()
    /// The error an offline device's connection reports.
    static let offline = NWError.posix(.ENETDOWN)

    /// A connection to `endpoint` with `parameters`.
    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
    }
    /// A connection to `host`:`port` with `parameters`.
    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }

    /// Starts connecting; state changes are reported on `queue`. Twice is ignored, as on iOS.
    public func start(queue: DispatchQueue) {
        guard self.queue == nil else { return }
        self.queue = queue
        currentPath = NWPath(status: .unsatisfied, availableInterfaces: [], isConstrained: false, remoteEndpoint: endpoint)
        move(to: .preparing, on: queue)
        move(to: .waiting(Self.offline), on: queue)
    }

    /// Tries again now (a waiting connection stays waiting: the network is still down).
    public func restart() {
        guard let queue, case .waiting = state else { return }
        move(to: .preparing, on: queue)
        move(to: .waiting(Self.offline), on: queue)
    }

    /// Closes the connection: the state becomes `.cancelled` (once).
    public func cancel() {
        let queue = self.queue ?? .global()
        move(to: .cancelled, on: queue)
    }
    /// Closes without a graceful shutdown (the same here: nothing was open).
    public func forceCancel() { cancel() }
    /// Cancels the current attempt (a no-op: no attempt ever connects).
    public func cancelCurrentEndpoint() {}

    /// Sends `content`; the completion reports the error, since nothing can be sent offline
    /// (`ECANCELED` after `cancel()`, as Network reports).
    public func send(content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true, completion: SendCompletion) {
        guard case .contentProcessed(let done) = completion else { return }
        let error = currentError
        (queue ?? .global()).async { done(error) }
    }

    /// Receives between `minimumIncompleteLength` and `maximumLength` bytes; offline, the
    /// completion gets no data, no context, not complete, and the error.
    public func receive(minimumIncompleteLength: Int, maximumLength: Int, completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {
        let error = currentError
        (queue ?? .global()).async { completion(nil, nil, false, error) }
    }

    /// Receives a whole message (as `receive` with the protocol's message bounds).
    public func receiveMessage(completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {
        receive(minimumIncompleteLength: 1, maximumLength: Int.max, completion: completion)
    }

    public var debugDescription: String { "[C] \(endpoint.debugDescription) \(parameters.debugDescription)" }

    /// The error a send or receive completes with now.
    private var currentError: NWError {
        lock.lock(); defer { lock.unlock() }
        if case .cancelled = state { return .posix(.ECANCELED) }
        return Self.offline
    }

    /// Sets the state and tells the handler on `queue`; nothing follows `.cancelled`.
    private func move(to newState: State, on queue: DispatchQueue) {
        queue.async { [self] in
            lock.lock()
            if case .cancelled = state { lock.unlock(); return }
            state = newState
            lock.unlock()
            stateUpdateHandler?(newState)
        }
    }
}
