import Foundation

// Core Foundation's error accessors over `CFError` (`NSError` here, toll-free bridged on Apple
// platforms): KeychainAccess turns a `CFError` into an `NSError` with them.

/// Bit flags of Core Foundation's option types.
public typealias CFOptionFlags = UInt
/// An error domain.
public typealias CFErrorDomain = CFString

/// The error's domain.
public func CFErrorGetDomain(_ err: CFError!) -> CFErrorDomain! { err.domain as NSString }
/// The error's code.
public func CFErrorGetCode(_ err: CFError!) -> CFIndex { err.code }
/// A copy of the error's user info.
public func CFErrorCopyUserInfo(_ err: CFError!) -> CFDictionary! { NSDictionary(dictionary: err.userInfo) }
/// The error's localized description.
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! { err.localizedDescription as NSString }
/// CFNetwork's error domain (`kCFErrorDomainCFNetwork`, CFNetworkErrors.h); apps compare an
/// `NSError`'s domain with it (OneBusAway's App Transport Security check).
public let kCFErrorDomainCFNetwork: CFString = "kCFErrorDomainCFNetwork"
