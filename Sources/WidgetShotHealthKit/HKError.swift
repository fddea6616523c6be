import Foundation

/// The domain of HealthKit's errors.
public let HKErrorDomain = "com.apple.healthkit"

/// An error HealthKit reports (https://developer.apple.com/documentation/healthkit/hkerror).
public struct HKError: Error, CustomNSError, Hashable, Sendable {
    /// The error codes.
    public enum Code: Int, Sendable {
        case errorHealthDataUnavailable = 1, errorHealthDataRestricted = 2, errorInvalidArgument = 3
        case errorAuthorizationDenied = 4, errorAuthorizationNotDetermined = 5, errorDatabaseInaccessible = 6
        case errorUserCanceled = 7, errorAnotherWorkoutSessionStarted = 8, errorUserExitedWorkoutSession = 9
        case errorRequiredAuthorizationDenied = 10, errorNoData = 11, errorWorkoutActivityNotAllowed = 12
        case errorDataSizeExceeded = 13, errorBackgroundWorkoutSessionNotAllowed = 14, errorNotPermissibleForGuestUserMode = 15
    }

    /// The error's code.
    public let code: Code
    let message: String

    /// An error with `code`.
    public init(_ code: Code, message: String? = nil) {
        self.code = code
        self.message = message ?? "\(code)"
    }

    public static var errorDomain: String { HKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    public var localizedDescription: String { message }

    public static let errorNoData = Code.errorNoData
    public static let errorAuthorizationNotDetermined = Code.errorAuthorizationNotDetermined
    public static let errorAuthorizationDenied = Code.errorAuthorizationDenied
    public static let errorHealthDataUnavailable = Code.errorHealthDataUnavailable
    public static let errorInvalidArgument = Code.errorInvalidArgument
}

extension HKError.Code {
    /// Matches an error against a code (`catch HKError.errorNoData`).
    public static func ~= (code: HKError.Code, error: Error) -> Bool { (error as? HKError)?.code == code }
}
