#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

extension URLSessionTaskDelegate {
    /// Apple's iOS 16 callback when a session creates a task, which swift-corelibs-foundation's
    /// protocol lacks (Nuke's `DataLoader` forwards it to the app's delegate). It does nothing:
    /// as an extension method, not a requirement, it is not the conformer's own implementation
    /// when called through the protocol — a render never starts a network task, so no session
    /// calls it either way.
    public func urlSession(_ session: URLSession, didCreateTask task: URLSessionTask) {}

    /// Apple's callback when a task waits for connectivity (`waitsForConnectivity`), which
    /// swift-corelibs-foundation's protocol lacks. Does nothing (see `urlSession(_:didCreateTask:)`).
    public func urlSession(_ session: URLSession, taskIsWaitingForConnectivity task: URLSessionTask) {}
}

extension URLSessionDelegate {
    /// Apple's callback when a background session has delivered all its events (iOS), which
    /// swift-corelibs-foundation's protocol lacks. Does nothing (see `urlSession(_:didCreateTask:)`):
    /// a widget render has no background sessions.
    public func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {}
}

/// The key of a data task's `prefersIncrementalDelivery` (its address is the key).
nonisolated(unsafe) private var prefersIncrementalDeliveryKey: UInt8 = 0

extension URLSessionTask {
    /// Whether the task hands data over as it arrives rather than all at once (iOS 14.5), which
    /// swift-corelibs-foundation lacks. Apple's default is true, false for download tasks and for
    /// tasks reporting to a completion handler; the task does not know which it was made with
    /// here, so only download tasks start false. The value is kept with the task and read back;
    /// a render's tasks fail offline before any data arrives.
    public var prefersIncrementalDelivery: Bool {
        get { objc_getAssociatedObject(self, &prefersIncrementalDeliveryKey) as? Bool ?? !(self is URLSessionDownloadTask) }
        set { objc_setAssociatedObject(self, &prefersIncrementalDeliveryKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
#endif
