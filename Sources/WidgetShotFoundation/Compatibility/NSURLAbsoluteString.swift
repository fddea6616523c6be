import Foundation

extension NSURL {
    /// The URL's absolute string as Apple's Foundation types it: optional (`var absoluteString: String? { get }`
    /// in NSURL's Swift interface; swift-corelibs-foundation's is a non-optional `String`). Code
    /// written for iOS chains on it (GRDB 6's `absoluteString?.databaseValue ?? .null`); disfavoured,
    /// so wherever a `String` type-checks too, corelibs' property is the one used.
    @_disfavoredOverload
    public var absoluteString: String? { (self as URL).absoluteString }
}
