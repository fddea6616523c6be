import Foundation

/// Biometric and passcode authentication (LocalAuthentication,
/// https://developer.apple.com/documentation/localauthentication/lacontext) on a device with no
/// passcode and no enrolled Face ID: policies cannot be evaluated (`LAError.passcodeNotSet`),
/// and a widget cannot show the prompt anyway.
open class LAContext: NSObject, @unchecked Sendable {
    /// The biometry the device has (known after `canEvaluatePolicy`): Face ID, as an iPhone.
    open private(set) var biometryType: LABiometryType = .none
    /// The reason text of the fallback button.
    open var localizedFallbackTitle: String?
    /// The cancel button's title.
    open var localizedCancelTitle: String?
    /// The reason shown with the prompt.
    open var localizedReason = ""
    /// How long a device unlock counts.
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// A context.
    public override init() {}

    /// Whether `policy` can be evaluated: no passcode is set, so false with `LAError.passcodeNotSet`
    /// (`error` takes `&anNSErrorOptional`, as `NSErrorPointer` does on iOS).
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        biometryType = .faceID
        error?.pointee = LAError(.passcodeNotSet) as NSError
        return false
    }
    /// Evaluates `policy`: fails with `LAError.passcodeNotSet`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { reply(false, LAError(.passcodeNotSet)) }
    }
    /// Evaluates `policy` (async): throws `LAError.passcodeNotSet`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { throw LAError(.passcodeNotSet) }
    /// Ends the context.
    open func invalidate() {}
}

/// Authentication policies.
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1, deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3, deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
}

/// Biometry kinds.
public enum LABiometryType: Int, Sendable { case none = 0, touchID = 1, faceID = 2, opticID = 4 }

/// LocalAuthentication errors.
public struct LAError: Error, CustomNSError, Hashable, Sendable {
    /// Error codes.
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
        case biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8, appCancel = -9
        case invalidContext = -10, notInteractive = -1004, watchNotAvailable = -11, biometryNotPaired = -12, biometryDisconnected = -13
        case invalidDimensions = -14
        public static let touchIDNotAvailable = Code.biometryNotAvailable
        public static let touchIDNotEnrolled = Code.biometryNotEnrolled
        public static let touchIDLockout = Code.biometryLockout
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { "com.apple.LocalAuthentication" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: code == .passcodeNotSet ? "Passcode not set." : "\(code)"] }
    public static let passcodeNotSet = Code.passcodeNotSet
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let userCancel = Code.userCancel
}

extension LAError.Code {
    /// Matches an error against a code.
    public static func ~= (code: LAError.Code, error: Error) -> Bool { (error as? LAError)?.code == code }
}
