// The Objective-C runtime's integer type names, which Swift code on Apple platforms gets with
// Foundation (`objc.h`/`NSObjCRuntime.h`: `typedef long NSInteger; typedef unsigned long
// NSUInteger;` on 64-bit platforms — Apple's "NSUInteger" reference, Objective-C Runtime) and
// swift-corelibs-foundation does not declare (Kingfisher 7's `DisplayLinkCompatible` protocol:
// `var preferredFramesPerSecond: NSInteger { get }`).

/// A signed integer of the platform's word size — the Objective-C runtime's `NSInteger` (`Int`).
public typealias NSInteger = Int
/// An unsigned integer of the platform's word size — the Objective-C runtime's `NSUInteger` (`UInt`).
public typealias NSUInteger = UInt
