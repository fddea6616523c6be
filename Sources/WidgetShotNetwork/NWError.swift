import Foundation

/// Why a connection could not be made or used — Network's `NWError`
/// (https://developer.apple.com/documentation/network/nwerror). Bridged to `NSError` with the
/// underlying code (`error as NSError).code` is the errno, as apps check for 61, `ECONNREFUSED`).
public enum NWError: Error, Equatable, CustomDebugStringConvertible, CustomNSError, LocalizedError, Sendable {
    /// A POSIX error (errno).
    case posix(POSIXErrorCode)
    /// A DNS-SD error.
    case dns(DNSServiceErrorType)
    /// A TLS error (a Security `OSStatus`).
    case tls(OSStatus)

    public static var errorDomain: String { "NWErrorDomain" }
    public var errorCode: Int {
        switch self {
        case .posix(let code): return Int(code.rawValue)
        case .dns(let code), .tls(let code): return Int(code)
        }
    }
    public var errorDescription: String? {
        switch self {
        case .posix(let code): return "The operation couldn’t be completed. (\(String(cString: strerror(code.rawValue))))"
        case .dns(let code): return "The operation couldn’t be completed. (DNS error \(code))"
        case .tls(let code): return "The operation couldn’t be completed. (TLS error \(code))"
        }
    }
    public var debugDescription: String {
        switch self {
        case .posix(let code): return "POSIXErrorCode(rawValue: \(code.rawValue)): \(String(cString: strerror(code.rawValue)))"
        case .dns(let code): return "DNSServiceErrorType(rawValue: \(code))"
        case .tls(let code): return "TLS error \(code)"
        }
    }
}

/// A DNS Service Discovery error code (dns_sd.h's `DNSServiceErrorType`).
public typealias DNSServiceErrorType = Int32
