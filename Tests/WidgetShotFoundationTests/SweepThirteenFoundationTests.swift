import Foundation
import Testing
import WidgetShotFoundation
#if canImport(Glibc)
import Glibc
#endif

/// sweep-13 (vinhnx/Clendar's widget links SwiftDate and swift-log): Foundation's
/// `NSCalendar.range(of:start:interval:for:)`, `DateComponentsFormatter.collapsesLargestUnit` and
/// its phrases, and swift-log's `pthread_mutexattr_settype(&attr, .init(PTHREAD_MUTEX_ERRORCHECK))`.
struct SweepThirteenFoundationTests {
    @Test func nsCalendarRangeWritesTheUnitsStartAndLength() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Rome")!
        let ns = calendar as NSCalendar
        let date = try #require(calendar.date(from: DateComponents(year: 2024, month: 2, day: 10, hour: 15, minute: 30)))
        var start: NSDate?
        var interval: TimeInterval = 0
        #expect(ns.range(of: .month, start: &start, interval: &interval, for: date))
        #expect(start.map { $0 as Date } == calendar.date(from: DateComponents(year: 2024, month: 2, day: 1)))
        #expect(interval == 29 * 86_400)   // February 2024 (leap year, no DST change in Rome)
        #expect(ns.range(of: .day, start: &start, interval: nil, for: date))
        #expect(start.map { $0 as Date } == calendar.date(from: DateComponents(year: 2024, month: 2, day: 10)))
    }

    @Test func collapsesLargestUnitWritesApplesDocumentedExample() {
        let f = DateComponentsFormatter()
        f.unitsStyle = .abbreviated
        f.allowedUnits = [.minute, .second]
        f.locale = Locale(identifier: "en_US")
        #expect(f.string(from: 63) == "1m 3s")
        f.collapsesLargestUnit = true
        #expect(f.string(from: 63) == "63s")          // Apple's documentation: "63s"
        #expect(f.string(from: 123) == "2m 3s")       // only a largest unit of 1 collapses
        f.allowedUnits = [.hour, .minute]
        #expect(f.string(from: 4_200) == "70m")
    }

    @Test func approximationAndTimeRemainingPhrases() {
        let f = DateComponentsFormatter()
        f.unitsStyle = .full
        f.allowedUnits = [.minute]
        f.locale = Locale(identifier: "en_US")
        f.includesApproximationPhrase = true
        f.includesTimeRemainingPhrase = true
        #expect(f.string(from: 300) == "About 5 minutes remaining")   // the class overview's example
        f.includesApproximationPhrase = false
        #expect(f.string(from: 300) == "5 minutes remaining")
        f.includesTimeRemainingPhrase = false
        #expect(f.string(from: 300) == "5 minutes")
    }

    @Test func swiftLogsImplicitInitMutexTypeCompilesAndChecksErrors() {
        let attr = UnsafeMutablePointer<pthread_mutexattr_t>.allocate(capacity: 1)
        defer { attr.deallocate() }
        pthread_mutexattr_init(attr)
        defer { pthread_mutexattr_destroy(attr) }
        #expect(pthread_mutexattr_settype(attr, .init(PTHREAD_MUTEX_ERRORCHECK)) == 0)
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        defer { mutex.deallocate() }
        pthread_mutex_init(mutex, attr)
        defer { pthread_mutex_destroy(mutex) }
        #expect(pthread_mutex_lock(mutex) == 0)
        #expect(pthread_mutex_lock(mutex) == EDEADLK)   // an error-checking mutex refuses a second lock
        pthread_mutex_unlock(mutex)
    }
}
