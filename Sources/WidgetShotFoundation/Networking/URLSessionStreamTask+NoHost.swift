import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// `URLSession.streamTask(withHostName:port:)` and `URLSessionStreamTask`'s reads and writes, which
// swift-corelibs-foundation declares unavailable. WidgetShot's device is offline
// (`WidgetShotOfflineNetwork`): the task never connects, and every read and write fails with
// `URLError(.notConnectedToInternet)` (−1009, as every other load of an outside host).
// These declarations shadow the unavailable ones, so code written for iOS compiles unchanged.

/// A stream task to a host that cannot be reached: resuming it completes it with the error.
final class UnreachableHostStreamTask: URLSessionStreamTask, @unchecked Sendable {
    /// The host and port asked for.
    let hostName: String, port: Int
    private let lock = NSLock()
    private var resumed = false

    init(hostName: String, port: Int) {
        self.hostName = hostName
        self.port = port
        super.init()
    }

    /// The connection error, once the task was resumed.
    static var connectionError: URLError { URLError(.notConnectedToInternet) }

    override func resume() {
        lock.lock()
        resumed = true
        lock.unlock()
    }
    override func cancel() { resume() }
    override var state: URLSessionTask.State {
        lock.lock()
        defer { lock.unlock() }
        return resumed ? .completed : .suspended
    }
    override var error: Error? { state == .completed ? Self.connectionError : nil }
}

extension URLSession {
    /// A stream task to `hostname:port` (Foundation's `streamTask(withHostName:port:)`). No host is
    /// reachable while rendering: reads and writes fail with `URLError(.notConnectedToInternet)`.
    public func streamTask(withHostName hostname: String, port: Int) -> URLSessionStreamTask {
        UnreachableHostStreamTask(hostName: hostname, port: port)
    }
}

extension URLSessionStreamTask {
    /// Writes data: fails with `URLError(.notConnectedToInternet)` (the device is offline).
    public func write(_ data: Data, timeout: TimeInterval, completionHandler: @escaping @Sendable (Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(UnreachableHostStreamTask.connectionError) }
    }
    /// Writes data (async): throws `URLError(.notConnectedToInternet)`.
    public func write(_ data: Data, timeout: TimeInterval) async throws {
        throw UnreachableHostStreamTask.connectionError
    }
    /// Reads data: fails with `URLError(.notConnectedToInternet)`, no data, not at end of file.
    public func readData(ofMinLength minBytes: Int, maxLength maxBytes: Int, timeout: TimeInterval,
                         completionHandler: @escaping @Sendable (Data?, Bool, Error?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, false, UnreachableHostStreamTask.connectionError) }
    }
    /// Reads data (async): throws `URLError(.notConnectedToInternet)`.
    public func readData(ofMinLength minBytes: Int, maxLength maxBytes: Int, timeout: TimeInterval) async throws -> (Data?, Bool) {
        throw UnreachableHostStreamTask.connectionError
    }
    /// Closes the read side (nothing is open).
    public func closeRead() {}
    /// Closes the write side (nothing is open).
    public func closeWrite() {}
    /// Starts TLS (nothing is connected).
    public func startSecureConnection() {}
    /// Stops TLS (nothing is connected).
    public func stopSecureConnection() {}
}
