import Dispatch

#if !canImport(Darwin)
extension DispatchSource {
    /// The memory-pressure levels a ``DispatchSourceMemoryPressure`` reports (Dispatch on Apple
    /// platforms; Linux's Dispatch has no memory-pressure sources).
    public struct MemoryPressureEvent: OptionSet, Sendable {
        /// The `DISPATCH_MEMORYPRESSURE_*` bits.
        public let rawValue: UInt
        /// A level from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pressure is back to normal.
        public static let normal = MemoryPressureEvent(rawValue: 0x1)
        /// Pressure is high: free what can be rebuilt (caches).
        public static let warning = MemoryPressureEvent(rawValue: 0x2)
        /// Pressure is critical.
        public static let critical = MemoryPressureEvent(rawValue: 0x4)
        /// Every level.
        public static let all: MemoryPressureEvent = [.normal, .warning, .critical]
    }

    /// A source that reports the system's memory pressure — image caches (Nuke's `Cache`) clear
    /// themselves on `.warning`. A render is short and never under pressure, as a widget
    /// extension's timeline call rarely is, so the source's handler never runs; its handlers,
    /// `resume()` and `cancel()` work as on any source.
    ///
    /// ```swift
    /// let source = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical], queue: .main)
    /// source.setEventHandler { cache.removeAll() }
    /// source.resume()
    /// ```
    public class func makeMemoryPressureSource(eventMask: MemoryPressureEvent, queue: DispatchQueue? = nil) -> DispatchSourceMemoryPressure {
        MemoryPressureSource(mask: eventMask, queue: queue)
    }
}

/// A dispatch source of memory-pressure events (see ``DispatchSource/makeMemoryPressureSource(eventMask:queue:)``).
/// On Linux it is its own protocol with the members of `DispatchSourceProtocol` that code calls:
/// Dispatch's `DispatchSourceProtocol` methods there only work on Dispatch's own sources.
public protocol DispatchSourceMemoryPressure: AnyObject {
    /// The levels reported since the handler last ran.
    var data: DispatchSource.MemoryPressureEvent { get }
    /// The levels the source watches.
    var mask: DispatchSource.MemoryPressureEvent { get }
    /// Whether the source was cancelled.
    var isCancelled: Bool { get }
    /// Sets the block run for each event.
    func setEventHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?)
    /// Sets the block run once the source is cancelled.
    func setCancelHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?)
    /// Sets the block run once the source is registered.
    func setRegistrationHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?)
    /// Activates an inactive source.
    func activate()
    /// Stops the source; its cancel handler runs.
    func cancel()
    /// Resumes the source.
    func resume()
    /// Suspends the source.
    func suspend()
}

extension DispatchSourceMemoryPressure {
    /// Sets the block run for each event, at the default quality of service.
    public func setEventHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: DispatchSourceHandler?) {
        setEventHandler(qos: qos, flags: flags, handler: handler)
    }
    /// Sets the block run once the source is cancelled, at the default quality of service.
    public func setCancelHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: DispatchSourceHandler?) {
        setCancelHandler(qos: qos, flags: flags, handler: handler)
    }
    /// Sets the block run once the source is registered, at the default quality of service.
    public func setRegistrationHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: DispatchSourceHandler?) {
        setRegistrationHandler(qos: qos, flags: flags, handler: handler)
    }
}

/// A real Dispatch source (user data, never merged) standing in for the memory-pressure source.
private final class MemoryPressureSource: DispatchSourceMemoryPressure, @unchecked Sendable {
    let mask: DispatchSource.MemoryPressureEvent
    private let source: DispatchSourceUserDataOr

    init(mask: DispatchSource.MemoryPressureEvent, queue: DispatchQueue?) {
        self.mask = mask
        source = DispatchSource.makeUserDataOrSource(queue: queue)
    }

    var data: DispatchSource.MemoryPressureEvent { DispatchSource.MemoryPressureEvent(rawValue: source.data).intersection(mask) }
    var isCancelled: Bool { source.isCancelled }
    func setEventHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        source.setEventHandler(qos: qos, flags: flags, handler: handler)
    }
    func setCancelHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        source.setCancelHandler(qos: qos, flags: flags, handler: handler)
    }
    func setRegistrationHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        source.setRegistrationHandler(qos: qos, flags: flags, handler: handler)
    }
    func activate() { source.activate() }
    func cancel() { source.cancel() }
    func resume() { source.resume() }
    func suspend() { source.suspend() }
}
#endif
