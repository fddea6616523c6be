import Foundation

// Target–selector timers (Foundation's `Timer(fireAt:interval:target:selector:userInfo:repeats:)`
// and friends). swift-corelibs-foundation has only the block-based initialisers: without the
// Objective-C runtime no method can be looked up from a selector. Design (written down in
// WidgetShotFoundation's "Objective-C on Linux" notes in the docs):
//
// - `#selector(setTimerEnded)` is rewritten by the extension build into `Selector("setTimerEnded")`
//   on the same line (``Selector``), and `@objc` is removed;
// - these initialisers make a real Foundation timer with the same fire date, interval and
//   repeat flag, so it is valid, can be added to a run loop, fires on schedule, invalidates itself
//   after firing when it does not repeat, and `invalidate()` stops it — everything app code can
//   observe of the timer itself;
// - firing cannot send the selector to the target: the firing is counted
//   (``Timer/_widgetShotSelectorFirings``) and nothing else happens. A render never runs the
//   app's run loop long enough for an app timer to fire, and a widget's picture comes from its
//   timeline entry, so the output is the one iOS draws.
// - `Timer()` (NSObject's `init()`, which an extension cannot redeclare) is rewritten by the
//   extension build into `Timer(widgetShotPlaceholder: ())`: a placeholder timer that is never
//   scheduled and invalid from the start, so the common `var timer = Timer()` …
//   `if !timer.isValid { start() }` idiom starts the real one.

extension Timer {
    /// A timer that first fires at `date` and sends `selector` to `target` (Foundation's
    /// `init(fireAt:interval:target:selector:userInfo:repeats:)`). Add it to a run loop to
    /// schedule it. The selector is not performed on Linux (see above).
    public convenience init(fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        let record = SelectorTimerRecord(target: target as AnyObject, selector: selector, userInfo: userInfo)
        self.init(fire: date, interval: interval, repeats: repeats) { timer in record.fired() }
        SelectorTimerRegistry.shared.add(record, for: self)
    }

    /// A timer that fires `interval` seconds from now and sends `selector` to `target`
    /// (Foundation's `init(timeInterval:target:selector:userInfo:repeats:)`); not scheduled.
    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.init(fireAt: Date(timeIntervalSinceNow: interval), interval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    }

    /// A timer scheduled on the current run loop in the default mode that sends `selector` to
    /// `target` every `interval` seconds (Foundation's
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`).
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// A placeholder timer: what `Timer()` (Objective-C's `[[NSTimer alloc] init]`) becomes in
    /// extension builds. Never scheduled and already invalid, so it never fires.
    public convenience init(widgetShotPlaceholder: Void) {
        self.init(fire: .distantFuture, interval: 0, repeats: false) { _ in }
        invalidate()
    }

    /// The selector a target–selector timer sends (`nil` for block timers); for tests and
    /// diagnostics.
    public var _widgetShotSelector: Selector? { SelectorTimerRegistry.shared.record(for: self)?.selector }

    /// The object given as `userInfo` to a target–selector initialiser (Foundation's `userInfo`
    /// on Linux answers `nil` for every timer).
    public var _widgetShotUserInfo: Any? { SelectorTimerRegistry.shared.record(for: self)?.userInfo }

    /// How many times a target–selector timer has fired (each firing would have sent its
    /// selector on iOS).
    public var _widgetShotSelectorFirings: Int { SelectorTimerRegistry.shared.record(for: self)?.firings ?? 0 }
}

/// What a target–selector timer was made with.
final class SelectorTimerRecord: @unchecked Sendable {
    weak var target: AnyObject?
    let selector: Selector
    let userInfo: Any?
    private let lock = NSLock()
    private var count = 0

    init(target: AnyObject, selector: Selector, userInfo: Any?) {
        self.target = target
        self.selector = selector
        self.userInfo = userInfo
    }

    func fired() { lock.lock(); count += 1; lock.unlock() }
    var firings: Int { lock.lock(); defer { lock.unlock() }; return count }
}

/// Target–selector timers and their records, dropped when the timer is deallocated.
final class SelectorTimerRegistry: @unchecked Sendable {
    static let shared = SelectorTimerRegistry()
    private struct Entry {
        weak var timer: Timer?
        let record: SelectorTimerRecord
    }
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func add(_ record: SelectorTimerRecord, for timer: Timer) {
        lock.lock(); defer { lock.unlock() }
        entries = entries.filter { $0.value.timer != nil }
        entries[ObjectIdentifier(timer)] = Entry(timer: timer, record: record)
    }

    func record(for timer: Timer) -> SelectorTimerRecord? {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(timer)], entry.timer === timer else { return nil }
        return entry.record
    }
}
