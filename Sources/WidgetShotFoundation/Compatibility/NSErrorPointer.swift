import Foundation

/// The out-parameter type of Foundation's `error:` methods — `NSErrorPointer`, missing on Linux
/// (Apple's is an `AutoreleasingUnsafeMutablePointer<NSError?>?`, which needs the Objective-C
/// runtime). Callers pass `&error` for a `var error: NSError?` either way.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
