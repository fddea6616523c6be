import Foundation

// WidgetShotSystemServices stands in for BackgroundTasks, WatchConnectivity, CoreSpotlight,
// CoreTelephony, AdSupport, AppTrackingTransparency, GameKit and CoreHaptics: each behaves as on
// an iPhone where nothing is authorised, paired or signed in; what is requested is recorded.

/// A background task request — BackgroundTasks' `BGTaskRequest`.
open class BGTaskRequest: NSObject, @unchecked Sendable {
    /// The identifier (listed in the app's `BGTaskSchedulerPermittedIdentifiers`).
    public let identifier: String
    /// The earliest time to run.
    open var earliestBeginDate: Date?
    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}
/// A refresh request — `BGAppRefreshTaskRequest`.
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// A request.
    public override init(identifier: String) { super.init(identifier: identifier) }
}
/// A processing request — `BGProcessingTaskRequest`.
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// Whether it needs the network.
    open var requiresNetworkConnectivity = false
    /// Whether it needs power.
    open var requiresExternalPower = false
    /// A request.
    public override init(identifier: String) { super.init(identifier: identifier) }
}
/// A running background task — `BGTask` (never launched in a widget).
open class BGTask: NSObject, @unchecked Sendable {
    /// The identifier.
    open var identifier: String { "" }
    /// Called when time runs out.
    open var expirationHandler: (() -> Void)?
    /// Marks the task finished.
    open func setTaskCompleted(success: Bool) {}
}
/// A refresh task — `BGAppRefreshTask`.
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}
/// A processing task — `BGProcessingTask`.
open class BGProcessingTask: BGTask, @unchecked Sendable {}

/// Schedules background work — BackgroundTasks' `BGTaskScheduler`. Submitted requests are
/// recorded (`pendingTaskRequests`) and never run while a widget is drawn; Apple's limits apply
/// (one refresh and ten processing requests pending: `tooManyPendingTaskRequests`).
open class BGTaskScheduler: NSObject, @unchecked Sendable {
    /// The scheduler.
    public static let shared = BGTaskScheduler()
    /// Scheduling errors — `BGTaskScheduler.Error` (Apple's codes, domain `BGTaskSchedulerErrorDomain`).
    public struct Error: Swift.Error, Sendable {
        /// The codes.
        public enum Code: Int, Sendable { case unavailable = 1, tooManyPendingTaskRequests = 2, notPermitted = 3 }
        /// The code.
        public let code: Code
        /// An error.
        public init(_ code: Code) { self.code = code }
    }
    private var pending: [BGTaskRequest] = []
    private var handlers: [String: (BGTask) -> Void] = [:]
    private let lock = NSLock()

    /// Registers a launch handler; `false` if the identifier already has one.
    @discardableResult
    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard handlers[identifier] == nil else { return false }
        handlers[identifier] = launchHandler
        return true
    }
    /// Records a request (replacing one with the same identifier).
    open func submit(_ taskRequest: BGTaskRequest) throws {
        lock.lock(); defer { lock.unlock() }
        pending.removeAll { $0.identifier == taskRequest.identifier }
        let refreshes = pending.filter { $0 is BGAppRefreshTaskRequest }.count, processing = pending.count - refreshes
        if taskRequest is BGAppRefreshTaskRequest ? refreshes >= 1 : processing >= 10 { throw Error(.tooManyPendingTaskRequests) }
        pending.append(taskRequest)
    }
    /// Cancels a request.
    open func cancel(taskRequestWithIdentifier identifier: String) { lock.lock(); pending.removeAll { $0.identifier == identifier }; lock.unlock() }
    /// Cancels every request.
    open func cancelAllTaskRequests() { lock.lock(); pending.removeAll(); lock.unlock() }
    /// The recorded requests.
    open func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) { completionHandler(recordedRequests()) }
    /// The recorded requests.
    open func pendingTaskRequests() async -> [BGTaskRequest] { recordedRequests() }
    private func recordedRequests() -> [BGTaskRequest] { lock.lock(); defer { lock.unlock() }; return pending }
}
