import Foundation

// SiriKit's errors (Intents/INIntentErrors.h; the codes are Apple's, as the SDK header and the
// Intents documentation list them: https://developer.apple.com/documentation/intents/inintenterror/code).
// An intent handler throws them (`throw INIntentError(.missingInformation)`).

/// The error domain of the Intents framework.
public let INIntentErrorDomain = "IntentsErrorDomain"

/// An error of the Intents framework — Swift's bridged `INIntentError`.
public struct INIntentError: Error, CustomNSError, Hashable, Sendable {
    /// What went wrong (Apple's raw values).
    public enum Code: Int, Hashable, Sendable {
        case interactionOperationNotSupported = 1900
        case donatingInteraction = 1901
        case deletingAllInteractions = 1902
        case deletingInteractionWithIdentifiers = 1903
        case deletingInteractionWithGroupIdentifier = 1904
        case intentSupportedByMultipleExtension = 2001
        case restrictedIntentsNotSupportedByExtension = 2002
        case noHandlerProvidedForIntent = 2003
        case invalidIntentName = 2004
        case noAppAvailable = 2005
        case requestTimedOut = 3001
        case missingInformation = 3002
        case invalidUserVocabularyFileLocation = 4000
        case extensionLaunchingTimeout = 5000
        case extensionBringUpFailed = 5001
        case imageGeneric = 6000
        case imageNoServiceAvailable = 6001
        case imageStorageFailed = 6002
        case imageLoadingFailed = 6003
        case imageRetrievalFailed = 6004
        case imageProxyLoop = 6005
        case imageProxyInvalid = 6006
        case imageProxyTimeout = 6007
        case imageServiceFailure = 6008
        case imageScalingFailed = 6009
        case permissionDenied = 6010
        case voiceShortcutCreationFailed = 7000
        case voiceShortcutGetFailed = 7001
        case voiceShortcutDeleteFailed = 7002
        case encodingGeneric = 8000
        case encodingFailed = 8001
        case decodingGeneric = 9000
        case unableToCreateAppIntentRepresentation = 10000
        case noAppIntent = 10001
    }

    /// The error's code.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// `IntentsErrorDomain`.
    public static var errorDomain: String { INIntentErrorDomain }
    /// The raw code.
    public var errorCode: Int { code.rawValue }

    /// The request timed out.
    public static var requestTimedOut: Code { .requestTimedOut }
    /// Information is missing.
    public static var missingInformation: Code { .missingInformation }
    /// No handler was provided for the intent.
    public static var noHandlerProvidedForIntent: Code { .noHandlerProvidedForIntent }
    /// The operation is not supported.
    public static var interactionOperationNotSupported: Code { .interactionOperationNotSupported }
    /// Permission was denied.
    public static var permissionDenied: Code { .permissionDenied }
}
