import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// iOS 15's async `URLSession` methods without a delegate
// (https://developer.apple.com/documentation/foundation/urlsession/data(from:)). Apple declares
// `data(from:)` and `data(from:delegate:)` separately; swift-corelibs-foundation has only the
// second, with a defaulted delegate, which a call matches but a protocol requirement does not
// (RevenueCat: `protocol FontDownloadSession { func data(from url: URL) async throws -> (Data, URLResponse) }`
// with `extension URLSession: FontDownloadSession {}`).

extension URLSession {
    /// Loads the contents of `url` — `data(from:delegate:)` without a task delegate.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(for: URLRequest(url: url))
    }

    /// Loads `request` — `data(for:delegate:)` without a task delegate.
    ///
    /// Cancelling the calling task ends the wait at once with `URLError(.cancelled)`, as on iOS,
    /// but the load itself is left to end on its own (offline, an outside host fails at once):
    /// swift-corelibs-foundation's `URLSessionTask.cancel()` either deadlocks in its
    /// `workQueue.sync` or, when the load ends at the same moment, traps with "Trying to access a
    /// behaviour for a task that in not in the registry" (TaskRegistry.swift:118). Bitkit's
    /// weather widget met both: three `async let` loads, the first failure cancelling the other
    /// two, hung its timeline (10-s timeouts) or crashed the render.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let load = AsyncDataLoad(url: request.url)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard load.begin(continuation) else { return }
                dataTask(with: request) { data, response, error in load.end(data: data, response: response, error: error) }.resume()
            }
        } onCancel: {
            load.cancel()
        }
    }
}

/// One async load's continuation, resumed exactly once: by the load's end or by cancellation,
/// whichever comes first.
private final class AsyncDataLoad: @unchecked Sendable {
    private let lock = NSLock()
    private let url: URL?
    private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
    private var cancelled = false

    init(url: URL?) { self.url = url }

    /// Keeps `continuation` for the load; false (and the continuation resumed with
    /// `URLError(.cancelled)`) when the task was cancelled before the load began.
    func begin(_ continuation: CheckedContinuation<(Data, URLResponse), any Error>) -> Bool {
        lock.lock()
        guard !cancelled else {
            lock.unlock()
            continuation.resume(throwing: cancelledError)
            return false
        }
        self.continuation = continuation
        lock.unlock()
        return true
    }

    /// The load ended: its data and response, or its error.
    func end(data: Data?, response: URLResponse?, error: (any Error)?) {
        guard let continuation = take() else { return }
        if let error {
            continuation.resume(throwing: error)
        } else if let response {
            continuation.resume(returning: (data ?? Data(), response))
        } else {
            continuation.resume(throwing: URLError(.badServerResponse))
        }
    }

    /// The calling task was cancelled.
    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
        take()?.resume(throwing: cancelledError)
    }

    private func take() -> CheckedContinuation<(Data, URLResponse), any Error>? {
        lock.lock()
        defer { lock.unlock() }
        let c = continuation
        continuation = nil
        return c
    }

    /// `URLError(.cancelled)` naming the URL, as Apple's `data(for:)` throws on cancellation.
    private var cancelledError: URLError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: "cancelled"]
        if let url {
            info[NSURLErrorFailingURLErrorKey] = url
            info[NSURLErrorFailingURLStringErrorKey] = url.absoluteString
        }
        return URLError(.cancelled, userInfo: info)
    }
}
