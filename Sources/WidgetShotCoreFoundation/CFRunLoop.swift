import Foundation

// WidgetShotCoreFoundation: Core Foundation's run-loop timers. On Apple platforms
// `CFRunLoopTimer` is toll-free bridged with `Timer` (code such as nightscout/nightguard's
// `Timer.schedule` returns the one as the other); here it *is* `Timer`, and adding it to a run
// loop schedules it on that thread's Foundation `RunLoop`, so it fires when that loop runs, as on
// a device. Signatures: developer.apple.com/documentation/corefoundation/cfrunlooptimer.

/// Core Foundation's run-loop timer: `Timer` (toll-free bridged on Apple platforms).
public typealias CFRunLoopTimer = Timer

/// A thread's run loop — Core Foundation's `CFRunLoop`, here the thread's Foundation `RunLoop`.
public final class CFRunLoop: @unchecked Sendable {
    /// The Foundation run loop this stands for.
    let runLoop: RunLoop
    init(_ runLoop: RunLoop) { self.runLoop = runLoop }
}

/// A run-loop mode name — Core Foundation's `CFRunLoopMode`.
public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode with this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default mode (`kCFRunLoopDefaultMode`).
    public static let defaultMode: CFRunLoopMode! = CFRunLoopMode(rawValue: "kCFRunLoopDefaultMode")
    /// The common modes (`kCFRunLoopCommonModes`): a timer added here fires in every common mode.
    public static let commonModes: CFRunLoopMode! = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")

    /// The Foundation mode of the same name.
    var foundationMode: RunLoop.Mode {
        switch rawValue {
        case "kCFRunLoopDefaultMode": return .default
        case "kCFRunLoopCommonModes": return .common
        default: return RunLoop.Mode(rawValue)
        }
    }
}

/// The calling thread's run loop (`CFRunLoopGetCurrent`).
public func CFRunLoopGetCurrent() -> CFRunLoop! { CFRunLoop(RunLoop.current) }

/// The main thread's run loop (`CFRunLoopGetMain`).
public func CFRunLoopGetMain() -> CFRunLoop! { CFRunLoop(RunLoop.main) }

/// A timer that calls `block` first at `fireDate` (a `CFAbsoluteTime`) and then every `interval`
/// seconds, or once when `interval` is 0 or less (`CFRunLoopTimerCreateWithHandler`). `flags` and
/// `order` are ignored, as Apple documents. It fires only once added to a run loop.
public func CFRunLoopTimerCreateWithHandler(
    _ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
    _ flags: CFOptionFlags, _ order: CFIndex, _ block: ((CFRunLoopTimer?) -> Void)!
) -> CFRunLoopTimer! {
    Timer(fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: max(interval, 0),
          repeats: interval > 0) { timer in block?(timer) }
}

/// Schedules `timer` on `rl` in `mode` (`CFRunLoopAddTimer`).
public func CFRunLoopAddTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    rl.runLoop.add(timer, forMode: mode.foundationMode)
}

/// Stops `timer` for good: it never fires again (`CFRunLoopTimerInvalidate`).
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) { timer.invalidate() }

/// Whether `timer` can still fire (`CFRunLoopTimerIsValid`).
public func CFRunLoopTimerIsValid(_ timer: CFRunLoopTimer!) -> Bool { timer.isValid }

/// When `timer` fires next, as a `CFAbsoluteTime` (`CFRunLoopTimerGetNextFireDate`).
public func CFRunLoopTimerGetNextFireDate(_ timer: CFRunLoopTimer!) -> CFAbsoluteTime {
    timer.fireDate.timeIntervalSinceReferenceDate
}
