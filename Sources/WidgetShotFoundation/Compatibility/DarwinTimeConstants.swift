// Darwin's time unit constants (<sys/time.h>'s and Dispatch's `NSEC_PER_SEC` family, imported into
// Swift from `Darwin` as `UInt64`), which Glibc does not define: iOS code writes
// `DispatchTime.now() + Double(Int64(seconds * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`
// (ivanschuetz/SwiftCharts). Values and types as Darwin's.

/// Nanoseconds per second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
