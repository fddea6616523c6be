import Foundation
import Testing
import WidgetShot

/// OneBusAway's log export: messages written through `Logger` and `os_log` read back from the
/// process's `OSLogStore`, filtered by an `NSPredicate` on the subsystem.
struct SdkElevenOSLogStoreTests {
    @Test func entriesWrittenInProcessReadBackBySubsystem() throws {
        let subsystem = "org.example.sdkEleven.\(UUID().uuidString)"
        let before = Date()
        let log = Logger(subsystem: subsystem, category: "app")
        log.info("Loaded \(3) stops")
        log.error("Region lookup failed")
        Logger(subsystem: "org.example.other", category: "app").notice("not ours")
        os_log("Legacy %d", log: OSLog(subsystem: subsystem, category: "legacy"), type: .debug, 7)

        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let all = try store.getEntries(at: store.position(timeIntervalSinceLatestBoot: 0),
                                       matching: NSPredicate(format: "subsystem == %@", subsystem))
        let entries = all.compactMap { $0 as? OSLogEntryLog }
        #expect(entries.map(\.composedMessage) == ["Loaded 3 stops", "Region lookup failed", "Legacy 7"])
        #expect(entries.map(\.level) == [.info, .error, .debug])
        #expect(entries.map(\.category) == ["app", "app", "legacy"])
        #expect(entries.allSatisfy { $0.subsystem == subsystem && $0.date >= before })
        let newestFirst = try store.getEntries(with: .reverse, at: store.position(date: before),
                                               matching: NSPredicate(format: "subsystem == %@ AND category == %@", subsystem, "app"))
        #expect(newestFirst.map(\.composedMessage) == ["Region lookup failed", "Loaded 3 stops"])
        let later = try store.getEntries(at: store.position(date: Date().addingTimeInterval(60)))
        #expect(Array(later).isEmpty)
    }
}
