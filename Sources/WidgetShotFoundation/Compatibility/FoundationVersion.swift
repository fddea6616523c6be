import Foundation

// `NSFoundationVersionNumber` and the per-release constants iOS code compares it with
// (KeychainAccess: `floor(NSFoundationVersionNumber) <= floor(NSFoundationVersionNumber_iOS_8_0)`).
// Named values from Foundation's `NSObjCRuntime.h` (iOS 7.0 1047.20, 7.1 1047.25, 8.0 1140.11, as
// devices report them: http://karmeye.com/2014/10/04/version-checking/). The SDK names no release
// after iOS 9; the running number here is a guess just above the last named one, so a check
// against any named release takes the current-OS branch, as on a recent device.

/// The running Foundation's version (a guess above `NSFoundationVersionNumber_iOS_9_x_Max`).
public nonisolated(unsafe) var NSFoundationVersionNumber: Double = 1300
/// iOS 7.0.
public let NSFoundationVersionNumber_iOS_7_0: Double = 1047.20
/// iOS 7.1.
public let NSFoundationVersionNumber_iOS_7_1: Double = 1047.25
/// iOS 8.0.
public let NSFoundationVersionNumber_iOS_8_0: Double = 1140.11
/// iOS 8.x (the last 8 release).
public let NSFoundationVersionNumber_iOS_8_x_Max: Double = 1199
/// iOS 9.0.
public let NSFoundationVersionNumber_iOS_9_0: Double = 1240.1
/// iOS 9.x (the last 9 release).
public let NSFoundationVersionNumber_iOS_9_x_Max: Double = 1299
