import Foundation

/// AVFoundation's error domain.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// An AVFoundation error — `AVError` (domain `AVFoundationErrorDomain`, Apple's codes).
public struct AVError: CustomNSError, Hashable, Sendable {
    /// The error code.
    public let code: Code
    /// The underlying error, if any (`NSUnderlyingErrorKey`).
    public let underlyingError: NSError?
    /// The error's user info.
    public var errorUserInfo: [String: Any] { underlyingError.map { [NSUnderlyingErrorKey: $0] } ?? [:] }

    /// An error with a code and, optionally, the error that caused it.
    public init(_ code: Code, underlyingError: NSError? = nil) {
        self.code = code
        self.underlyingError = underlyingError
    }
    public static func == (lhs: AVError, rhs: AVError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The error domain.
    public static var errorDomain: String { AVFoundationErrorDomain }
    /// The code as an integer.
    public var errorCode: Int { code.rawValue }

    /// AVFoundation's error codes (raw values as Apple's `AVError.Code`).
    public enum Code: Int, Sendable {
        case unknown = -11800
        case outOfMemory = -11801
        case mediaServicesWereReset = -11819
        case decodeFailed = -11821
        case fileAlreadyExists = -11823
        case fileFormatNotRecognized = -11828
        case fileFailedToParse = -11829
        case noImageAtTime = -11832
        case decoderNotFound = -11833
        case contentIsNotAuthorized = -11835
        case operationNotSupportedForAsset = -11838
        case noLongerPlayable = -11867

    }
}
