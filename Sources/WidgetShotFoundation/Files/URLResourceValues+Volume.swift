import Foundation

// iOS 11's volume capacities for important and opportunistic usage (`URLResourceKey` and
// `URLResourceValues`), which swift-corelibs-foundation lacks (saoudrizwan/Disk, compiled into
// DanXi's widget, reads them). On iOS they add to the free space what the system could purge
// (caches of other apps) for the kind of data; Linux purges nothing on an app's behalf, so both
// are the volume's available capacity. The keys therefore ask corelibs for
// `volumeAvailableCapacityKey` (their raw value is that key's, not Apple's
// `NSURLVolumeAvailableCapacityFor…UsageKey`), and the values read it back as `Int64`.

extension URLResourceKey {
    /// The capacity for data the user asked for: on Linux the available capacity (see above).
    public static let volumeAvailableCapacityForImportantUsageKey = URLResourceKey.volumeAvailableCapacityKey
    /// The capacity for data the user may want: on Linux the available capacity (see above).
    public static let volumeAvailableCapacityForOpportunisticUsageKey = URLResourceKey.volumeAvailableCapacityKey
}

extension URLResourceValues {
    /// The volume's capacity in bytes for important resources (its available capacity on Linux);
    /// nil unless `volumeAvailableCapacityForImportantUsageKey` was requested.
    public var volumeAvailableCapacityForImportantUsage: Int64? { volumeAvailableCapacity.map(Int64.init) }
    /// The volume's capacity in bytes for opportunistic resources (its available capacity on Linux);
    /// nil unless `volumeAvailableCapacityForOpportunisticUsageKey` was requested.
    public var volumeAvailableCapacityForOpportunisticUsage: Int64? { volumeAvailableCapacity.map(Int64.init) }
}
