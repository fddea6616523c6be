import Foundation

// Core Foundation's `CFData` functions, over `CFData` = `NSData` (``CFData``). Image code reads a
// `CGImage`'s pixels with them: `CFDataGetBytePtr(cgImage.dataProvider!.data!)` (Zed-Rustam's
// Pixel.Null samples a pixel's colour this way).

/// The data's bytes — Core Foundation's `CFDataGetBytePtr`. The pointer stays valid while the data
/// object lives, as on Apple platforms.
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    theData.length == 0 ? nil : theData.bytes.assumingMemoryBound(to: UInt8.self)
}

/// The number of bytes — Core Foundation's `CFDataGetLength`.
public func CFDataGetLength(_ theData: CFData!) -> CFIndex { theData.length }

/// A new data object with a copy of `length` bytes — Core Foundation's `CFDataCreate`.
public func CFDataCreate(_ allocator: AnyObject?, _ bytes: UnsafePointer<UInt8>!, _ length: CFIndex) -> CFData! {
    bytes == nil ? NSData() : NSData(bytes: bytes, length: length)
}
