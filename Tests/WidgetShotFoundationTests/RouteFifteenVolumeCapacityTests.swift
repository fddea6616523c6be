import Foundation
import Testing
import WidgetShotFoundation

/// Issue 20 (saoudrizwan/Disk in DanXi's widget): iOS 11's capacities for important and
/// opportunistic usage compile and answer with the volume's available capacity (Linux purges
/// nothing on an app's behalf), measured by corelibs for the URL asked about.
@Suite struct RouteFifteenVolumeCapacityTests {
    @Test func importantAndOpportunisticCapacitiesAreTheAvailableCapacity() throws {
        let url = URL(fileURLWithPath: NSTemporaryDirectory())
        let values = try url.resourceValues(forKeys: [.volumeAvailableCapacityForImportantUsageKey])
        let important = try #require(values.volumeAvailableCapacityForImportantUsage)
        #expect(important > 0 && important == values.volumeAvailableCapacity.map(Int64.init))
        var stats = statvfs()
        #expect(statvfs(url.path, &stats) == 0)
        let free = Int64(stats.f_bavail) * Int64(stats.f_frsize)
        #expect(abs(important - free) < 64 << 20, "\(important) vs statvfs \(free)")   // within 64 MiB of what statvfs says now
        let opportunistic = try url.resourceValues(forKeys: [.volumeAvailableCapacityForOpportunisticUsageKey])
        #expect((opportunistic.volumeAvailableCapacityForOpportunisticUsage ?? 0) > 0)
        #expect(try url.resourceValues(forKeys: [.nameKey]).volumeAvailableCapacityForImportantUsage == nil)
    }
}
