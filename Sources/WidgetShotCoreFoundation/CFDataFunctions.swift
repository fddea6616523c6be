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

/// Copies the bytes of `range` into `buffer` — Core Foundation's `CFDataGetBytes(_:_:_:)` (a
/// range past the data's end is a programming error there too: it traps). bd452/swift-vibrant
/// copies a `CGImage`'s pixels so.
public func CFDataGetBytes(_ theData: CFData!, _ range: CFRange, _ buffer: UnsafeMutablePointer<UInt8>!) {
    precondition(range.location >= 0 && range.length >= 0 && range.location + range.length <= theData.length,
                 "CFDataGetBytes: range \(range.location)+\(range.length) is out of the data's \(theData.length) bytes")
    guard range.length > 0 else { return }
    theData.getBytes(buffer, range: NSRange(location: range.location, length: range.length))
}
