import Foundation

// Core Foundation's `CFURL` creation functions, over `CFURL` = `NSURL` (``CFURL``).
// swift-corelibs-foundation's `NSURL(string:relativeTo:)` is Core Foundation's own URL parser (the
// open-source CFURL.c), so it parses as `CFURLCreateWithString` does on Apple platforms: a string
// that is not a legal RFC 2396 URL (a bare space) gives nil, and existing escapes are kept — it does
// not double-escape `%20` the way `URL(string:)` has done since iOS 17. scinfu/SwiftSoup resolves
// links with it for exactly that reason (its `StringUtil.urlFromString`).

/// A URL from a string, relative to `baseURL` when the string is relative — Core Foundation's
/// `CFURLCreateWithString(_:_:_:)`
/// (https://developer.apple.com/documentation/corefoundation/cfurlcreatewithstring(_:_:_:)).
/// Returns nil for a nil or illegal URL string. The allocator is the default one whatever is passed.
public func CFURLCreateWithString(_ allocator: CFAllocator!, _ URLString: CFString!, _ baseURL: CFURL!) -> CFURL! {
    guard let URLString else { return nil }
    return NSURL(string: URLString as String, relativeTo: baseURL.map { $0 as URL })
}
