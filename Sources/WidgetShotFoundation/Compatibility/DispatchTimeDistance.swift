import Dispatch

// Apple's Dispatch overlay gives `DispatchTime` a distance and an advance (iOS 13; the Swift
// project's stdlib/public/Darwin/Dispatch/Time.swift), which swift-corelibs-libdispatch lacks.
// RevenueCat times its requests with `startTime.distance(to: .now())`.

extension DispatchTime {
    /// The interval from this time to `other`, in nanoseconds (negative when `other` is earlier).
    public func distance(to other: DispatchTime) -> DispatchTimeInterval {
        let from = uptimeNanoseconds, to = other.uptimeNanoseconds
        return to >= from ? .nanoseconds(Int(clamping: to - from)) : .nanoseconds(-Int(clamping: from - to))
    }

    /// This time moved by `n`.
    public func advanced(by n: DispatchTimeInterval) -> DispatchTime { self + n }
}
