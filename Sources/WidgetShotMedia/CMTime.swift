import Foundation

/// A rational time value (CoreMedia, https://developer.apple.com/documentation/coremedia/cmtime).
public struct CMTime: Hashable, Comparable, Sendable {
    /// The numerator.
    public var value: Int64
    /// The denominator (units per second).
    public var timescale: Int32
    /// Validity and infinity flags.
    public var flags: CMTimeFlags
    /// The epoch (0).
    public var epoch: Int64

    /// Creates `value`/`timescale` seconds.
    public init(value: Int64, timescale: Int32) {
        self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
    }
    /// Creates a time with every field.
    public init(value: Int64, timescale: Int32, flags: CMTimeFlags, epoch: Int64) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }
    /// `seconds` at `preferredTimescale`, rounded to the nearest unit.
    public init(seconds: Double, preferredTimescale: Int32) {
        if seconds.isNaN { self = .invalid } else if seconds.isInfinite { self = seconds > 0 ? .positiveInfinity : .negativeInfinity }
        else { self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale) }
    }

    /// The time in seconds (NaN when invalid).
    public var seconds: Double {
        guard isValid else { return .nan }
        if flags.contains(.positiveInfinity) { return .infinity }
        if flags.contains(.negativeInfinity) { return -.infinity }
        return timescale == 0 ? .nan : Double(value) / Double(timescale)
    }
    /// Whether the time is valid.
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether the time is numeric (valid and finite).
    public var isNumeric: Bool { isValid && !flags.contains(.positiveInfinity) && !flags.contains(.negativeInfinity) && !flags.contains(.indefinite) }
    /// Whether the time is indefinite (a live stream's duration).
    public var isIndefinite: Bool { flags.contains(.indefinite) }
    /// Zero.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// An invalid time.
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// An indefinite time.
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Plus infinity.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Minus infinity.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
        (lhs.isValid == rhs.isValid) && (lhs.seconds == rhs.seconds || (lhs.seconds.isNaN && rhs.seconds.isNaN))
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(seconds.isNaN ? 0 : seconds) }
    /// The sum of two times.
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale, 1)) }
    /// The difference of two times.
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale, 1)) }
}

/// The flags of a `CMTime`.
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
}

/// A time range.
public struct CMTimeRange: Hashable, Sendable {
    /// The start.
    public var start: CMTime
    /// The length.
    public var duration: CMTime
    /// A range from `start` lasting `duration`.
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
    /// The end.
    public var end: CMTime { start + duration }
}

/// `value`/`timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// `seconds` at `preferredTimescale`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime { CMTime(seconds: seconds, preferredTimescale: preferredTimescale) }
/// The time in seconds.
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }
/// `kCMTimeZero`.
public let kCMTimeZero = CMTime.zero
