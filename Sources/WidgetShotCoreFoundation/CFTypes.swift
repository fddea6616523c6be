import Foundation

// WidgetShotCoreFoundation: the Core Foundation type names Apple's C APIs take (the keychain's
// `CFDictionary` queries, ImageIO's option dictionaries, `kUTType…` strings). On Apple platforms
// each is toll-free bridged with its Foundation class; here it *is* that class, so widget code's
// `query as CFDictionary`, `kSecClass as String` and `item as? Data` compile and work on Linux.

/// Core Foundation's dictionary: `NSDictionary` (toll-free bridged on Apple platforms).
public typealias CFDictionary = NSDictionary
/// Core Foundation's mutable dictionary: `NSMutableDictionary`.
public typealias CFMutableDictionary = NSMutableDictionary
/// Core Foundation's string: `NSString`.
public typealias CFString = NSString
/// Core Foundation's data: `NSData`.
public typealias CFData = NSData
/// Core Foundation's array: `NSArray`.
public typealias CFArray = NSArray
/// Core Foundation's number: `NSNumber`.
public typealias CFNumber = NSNumber
/// Core Foundation's boolean: `NSNumber` (`kCFBooleanTrue`/`kCFBooleanFalse`).
public typealias CFBoolean = NSNumber
/// Core Foundation's URL: `NSURL`.
public typealias CFURL = NSURL
/// Any Core Foundation object: `AnyObject`, as in Swift on Apple platforms.
public typealias CFTypeRef = AnyObject
/// Core Foundation's index type.
public typealias CFIndex = Int
/// A status code of Apple's C APIs (`noErr` is 0).
public typealias OSStatus = Int32

/// Core Foundation's true — declared implicitly unwrapped, as Apple's Swift interface has it
/// (`let kCFBooleanTrue: CFBoolean!`), so keychain queries written `kSecReturnData: kCFBooleanTrue!`
/// (rainbow-me/rainbow's price widget) compile.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// Core Foundation's false (`let kCFBooleanFalse: CFBoolean!`, as on Apple platforms).
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
/// No error.
public let noErr: OSStatus = 0

/// Core Foundation's allocator (only the default one exists: pass `nil` or `kCFAllocatorDefault`).
public final class CFAllocator: @unchecked Sendable {}
/// The default allocator: `nil`, as in Swift on Apple platforms.
public let kCFAllocatorDefault: CFAllocator? = nil

/// Core Foundation's mutable data: `NSMutableData` (toll-free bridged on Apple platforms).
public typealias CFMutableData = NSMutableData

/// A new, empty mutable data object — Core Foundation's `CFDataCreateMutable` (the allocator
/// is the default one whatever is passed; `capacity` is a hint, 0 meaning none).
public func CFDataCreateMutable(_ allocator: CFAllocator?, _ capacity: CFIndex) -> CFMutableData! {
    NSMutableData(capacity: max(capacity, 0)) ?? NSMutableData()
}
