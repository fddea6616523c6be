import Foundation

/// The name of an `NSException` — Foundation's `NSExceptionName`, missing on Linux.
public struct NSExceptionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// `NSGenericException`.
    public static let genericException = NSExceptionName("NSGenericException")
    /// `NSRangeException`.
    public static let rangeException = NSExceptionName("NSRangeException")
    /// `NSInvalidArgumentException`.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// `NSInternalInconsistencyException`.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// `NSMallocException`.
    public static let mallocException = NSExceptionName("NSMallocException")
}

/// Foundation's `NSException`, missing from swift-corelibs-foundation (it needs the Objective-C
/// runtime). Swift code cannot catch an Objective-C exception on iOS either: `raise()` ends the
/// program there (an uncaught exception), and here it stops it with the exception's name and
/// reason, as the crash log would show them.
open class NSException: NSObject, @unchecked Sendable {
    /// The exception's name.
    public let name: NSExceptionName
    /// Why it was raised.
    public let reason: String?
    /// Extra information.
    public let userInfo: [AnyHashable: Any]?

    /// An exception, not yet raised.
    public init(name: NSExceptionName, reason: String?, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.reason = reason
        self.userInfo = userInfo
        super.init()
    }

    /// Ends the program with the exception (iOS terminates an app on an uncaught exception).
    open func raise() -> Never {
        fatalError("*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'")
    }

    /// Creates and raises an exception.
    public class func raise(_ name: NSExceptionName, format: String, arguments: CVarArg...) -> Never {
        NSException(name: name, reason: String(format: format, arguments: arguments)).raise()
    }

    open override var description: String { reason ?? name.rawValue }
}
