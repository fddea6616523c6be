import Foundation

/// How SiriKit resolved a parameter — Intents' `INIntentResolutionResult` and its subclasses.
/// Generated code returns them from `resolve…` methods; WidgetShot never asks for resolution.
open class INIntentResolutionResult: NSObject {
    /// A result.
    public required override init() { super.init() }
    /// The user must give a value.
    open class func needsValue() -> Self { Self() }
    /// The parameter is not needed.
    open class func notRequired() -> Self { Self() }
    /// The value is not supported.
    open class func unsupported() -> Self { Self() }
    /// The raw value of the app's reason, for a result made with one (generated
    /// `unsupported(forReason:)`); nil otherwise.
    var reasonCode: Int?
    /// The value is not supported, for one of the parameter's reasons — Intents'
    /// `INIntentResolutionResult+Custom` `unsupportedWithReason:`, refined for Swift as
    /// `class func __unsupported(withReason reason: Int) -> Self` (iOS 13); the
    /// `unsupported(forReason:)` of Xcode-generated `<Intent><Parameter>ResolutionResult`s calls it.
    open class func __unsupported(withReason reason: Int) -> Self { let r = Self(); r.reasonCode = reason; return r }
    /// Ask the user to confirm an item, for one of the parameter's reasons —
    /// `class func __confirmationRequiredWithItem(toConfirm itemToConfirm: Any, forReason reason: Int) -> Self` (iOS 13).
    open class func __confirmationRequiredWithItem(toConfirm itemToConfirm: Any, forReason reason: Int) -> Self {
        let r = Self(); r.reasonCode = reason; return r
    }
}

/// The resolution of a string parameter.
open class INStringResolutionResult: INIntentResolutionResult {
    /// The value.
    public private(set) var resolvedValue: String?
    /// Resolved to a value.
    open class func success(with resolvedString: String) -> Self { let r = Self(); r.resolvedValue = resolvedString; return r }
    /// Ask the user to confirm a value.
    open class func confirmationRequired(with stringToConfirm: String?) -> Self { let r = Self(); r.resolvedValue = stringToConfirm; return r }
    /// Ask the user to choose.
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self { Self() }
}

/// The resolution of an integer parameter.
open class INIntegerResolutionResult: INIntentResolutionResult {
    /// The value.
    public private(set) var resolvedValue: Int?
    /// Resolved to a value.
    open class func success(with resolvedValue: Int) -> Self { let r = Self(); r.resolvedValue = resolvedValue; return r }
    /// Ask the user to confirm.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self() }
}

/// The resolution of a Boolean parameter.
open class INBooleanResolutionResult: INIntentResolutionResult {
    /// The value.
    public private(set) var resolvedValue: Bool?
    /// Resolved to a value.
    open class func success(with resolvedValue: Bool) -> Self { let r = Self(); r.resolvedValue = resolvedValue; return r }
    /// Ask the user to confirm.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self() }
}

/// The resolution of a decimal parameter.
open class INDoubleResolutionResult: INIntentResolutionResult {
    /// Resolved to a value.
    open class func success(with resolvedValue: Double) -> Self { Self() }
    /// Ask the user to confirm.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self() }
}

/// The resolution of a decimal-number parameter.
open class INDecimalNumberResolutionResult: INIntentResolutionResult {
    /// Resolved to a value.
    open class func success(with resolvedDecimalNumber: NSDecimalNumber) -> Self { Self() }
    /// Ask the user to confirm.
    open class func confirmationRequired(with decimalNumberToConfirm: NSDecimalNumber?) -> Self { Self() }
}

/// The resolution of a date-components parameter.
open class INDateComponentsResolutionResult: INIntentResolutionResult {
    /// Resolved to a value.
    open class func success(with resolvedDateComponents: DateComponents) -> Self { Self() }
    /// Ask the user to confirm.
    open class func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self { Self() }
    /// Ask the user to choose.
    open class func disambiguation(with dateComponentsToDisambiguate: [DateComponents]) -> Self { Self() }
}

/// The resolution of a URL parameter.
open class INURLResolutionResult: INIntentResolutionResult {
    /// Resolved to a value.
    open class func success(with resolvedURL: URL) -> Self { Self() }
    /// Ask the user to confirm.
    open class func confirmationRequired(with urlToConfirm: URL?) -> Self { Self() }
    /// Ask the user to choose.
    open class func disambiguation(with urlsToDisambiguate: [URL]) -> Self { Self() }
}

/// The resolution of a duration parameter.
open class INTimeIntervalResolutionResult: INIntentResolutionResult {
    /// Resolved to a value.
    open class func success(with resolvedTimeInterval: TimeInterval) -> Self { Self() }
    /// Ask the user to confirm.
    open class func confirmationRequired(with timeIntervalToConfirm: TimeInterval) -> Self { Self() }
}

/// The resolution of a custom-type parameter; generated `<Type>ResolutionResult`s subclass it.
open class INObjectResolutionResult: INIntentResolutionResult {
    /// The resolved object.
    public internal(set) var resolvedObject: INObject?
    /// Resolved to an object.
    open class func success(with resolvedObject: INObject) -> Self { let r = Self(); r.resolvedObject = resolvedObject; return r }
    /// Ask the user to choose.
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self { Self() }
    /// Ask the user to confirm.
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self { let r = Self(); r.resolvedObject = objectToConfirm; return r }
}

/// The resolution of an enum parameter; generated `<Enum>ResolutionResult`s subclass it.
open class INEnumResolutionResult: INIntentResolutionResult {
    /// The resolved raw value.
    public internal(set) var resolvedValue: Int?
    /// Resolved to a raw value.
    open class func success(with resolvedValue: Int) -> Self { let r = Self(); r.resolvedValue = resolvedValue; return r }
    /// Ask the user to confirm.
    open class func confirmationRequired(with valueToConfirm: Int) -> Self { let r = Self(); r.resolvedValue = valueToConfirm; return r }
}
