import Foundation

/// The kind of a signpost: the start or end of an interval, or a single event (`os`).
public struct OSSignpostType: Equatable, RawRepresentable, Sendable {
    /// The raw `os_signpost_type_t` value.
    public let rawValue: UInt8
    /// A type from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A single point of interest.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

/// An identifier that tells apart signposted intervals of the same name (`os`).
public struct OSSignpostID: Comparable, Hashable, Sendable {
    /// The `os_signpost_id_t` value.
    public let rawValue: UInt64
    /// An identifier for intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An identifier a failed call returns.
    public static let invalid = OSSignpostID(UInt64.max)
    /// The null identifier.
    public static let null = OSSignpostID(0)

    /// An identifier from the app's own value.
    public init(_ value: UInt64) { rawValue = value }
    /// A new identifier, unique among those made for `log`.
    public init(log: OSLog) { rawValue = lastSignpostID.withLock { $0 += 1; return $0 } }
    /// The identifier of `object`: the same for the same object, as with `os_signpost_id_make_with_pointer`.
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

    public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool { a.rawValue < b.rawValue }
}

/// The counter behind ``OSSignpostID/init(log:)``.
private let lastSignpostID = OSAllocatedUnfairLock<UInt64>(initialState: 0x1000)

/// Marks a point of interest or an interval for Instruments (`os`). Signposts go to Instruments'
/// Points of Interest, not to the log a widget's console shows; a render records nothing, as a
/// device not being profiled does.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}

/// Marks a point of interest or an interval with a `printf`-style message (see the form without one).
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...) {}

/// The state of an interval ``OSSignposter/beginInterval(_:id:)`` started (iOS 15).
public final class OSSignpostIntervalState: @unchecked Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    init(signpostID: OSSignpostID) { self.signpostID = signpostID }
}

/// Signposts for Instruments through one log handle (iOS 15). As with ``os_signpost(_:dso:log:name:signpostID:)``,
/// nothing is recorded during a render; intervals still run their work and hand back their states.
///
/// ```swift
/// let signposter = OSSignposter(subsystem: "com.example.widget", category: .pointsOfInterest)
/// let entries = signposter.withIntervalSignpost("timeline") { makeEntries() }
/// ```
public struct OSSignposter: @unchecked Sendable {
    private let log: OSLog
    /// A signposter that records nothing.
    public static let disabled = OSSignposter(logHandle: .disabled)

    /// A signposter for a subsystem and category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter for a subsystem and one of the system's categories.
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter writing through a log handle.
    public init(logHandle: OSLog) { log = logHandle }
    /// A signposter writing where `logger` writes.
    public init(logger: Logger) { log = .default }

    /// Whether signposts are recorded: false, as on a device no tool is profiling.
    public var isEnabled: Bool { false }

    /// A new identifier.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    /// The identifier of `object`.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    /// Starts an interval.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    /// Starts an interval with a message.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    /// Starts an animation interval with a message.
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    /// Ends an interval with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    /// Marks a single event.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    /// Marks a single event with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
    /// Runs `task` inside an interval and returns its result.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }
    /// Runs `task` inside an interval with a message and returns its result.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
                                        around task: () throws -> T) rethrows -> T {
        try task()
    }
}
