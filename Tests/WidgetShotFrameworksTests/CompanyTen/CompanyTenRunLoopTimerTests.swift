import Foundation
import Testing
import WidgetShot

/// What nightscout/nightguard's `Timer.schedule` extension (compiled into its widget and watch
/// complication) calls: a Core Foundation run-loop timer made with a handler, added to the
/// current run loop in the common modes, returned as a `Timer`.
@Suite struct CompanyTenRunLoopTimerTests {
    final class Counter: @unchecked Sendable { var fired = 0 }

    @Test func aOneShotTimerFiresOnceWhenTheRunLoopRuns() {
        let counter = Counter()
        let timer: Timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + 0.01, 0, 0, 0) { _ in
            counter.fired += 1
        }
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)
        #expect(counter.fired == 0)   // nothing fires before the loop runs
        RunLoop.current.run(until: Date().addingTimeInterval(0.2))
        #expect(counter.fired == 1)
        #expect(!CFRunLoopTimerIsValid(timer))   // a one-shot timer is spent
    }

    @Test func aRepeatingTimerFiresUntilInvalidated() {
        let counter = Counter()
        let timer = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() + 0.01, 0.02, 0, 0) { t in
            counter.fired += 1
            if counter.fired == 3 { CFRunLoopTimerInvalidate(t) }
        }
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .defaultMode)
        #expect(CFRunLoopTimerGetNextFireDate(timer) > CFAbsoluteTimeGetCurrent() - 1)
        RunLoop.current.run(until: Date().addingTimeInterval(0.4))
        #expect(counter.fired == 3)
        #expect(!CFRunLoopTimerIsValid(timer))
    }
}
