import Foundation

/// Foundation's initialisers callable on a dynamic metatype, as on iOS.
///
/// On iOS Foundation's classes come from Objective-C, and Swift lets code call their initialisers
/// on a metatype it only knows dynamically: `self.init()` in a `class func` of an
/// `extension ISO8601DateFormatter` (LoopKit's NightscoutKit), `Self()` in a `static var` of an
/// `extension DateFormatter`, `.init(domain:code:userInfo:)` on a generic `Result: NSError`
/// (RevenueCat). swift-corelibs-foundation's initialisers are Swift ones and not `required`, so
/// Swift rejects those calls: "constructing an object of class type 'Self' with a metatype value
/// must use a 'required' initializer".
///
/// Swift accepts such a call when the initialiser is declared in a protocol extension. Every
/// `NSObject` conforms to this protocol, and the constrained extensions in this folder declare, for
/// the Foundation classes iOS code builds this way, their initialisers with Apple's signatures.
/// Where the class's own initialiser may be used (a static type: `DateFormatter()`,
/// `MyError(domain:code:)`), Swift keeps choosing it; these are chosen only on a dynamic metatype.
///
/// Each makes the instance with Foundation's initialiser. When the metatype is a subclass (iOS
/// would run the subclass's inherited initialiser), the subclass is made with its `required`
/// `init(coder:)` from the state the base class's initialiser produced (``InstanceStateCoder``),
/// so its stored properties get their defaults and its `init(coder:)` runs. A subclass that
/// cannot be made so stops with an error naming it.
public protocol _FoundationMetatypeInitializers {}

extension NSObject: _FoundationMetatypeInitializers {}

extension _FoundationMetatypeInitializers where Self: NSObject {
    /// `base` (made by the class's own initialiser) as `Self`: itself when `Self` is its class,
    /// else a `Self` decoded from `base`'s encoded state.
    static func _widgetShotInstance<Base: NSObject>(of base: Base, initializer: String) -> Self {
        if let exact = base as? Self { return exact }
        if let coding = Self.self as? NSCoding.Type, let encodable = base as? NSCoding,
           let made = coding.init(coder: InstanceStateCoder(encoding: encodable)) as? Self {
            return made
        }
        fatalError("WidgetShot: \(Self.self).\(initializer) called on a metatype: \(Self.self) is a subclass of \(Base.self) that cannot be made on Linux (its init(coder:) failed); iOS would run its inherited initializer")
    }
}

extension _FoundationMetatypeInitializers where Self: NSError {
    /// `NSError.init(domain:code:userInfo:)` on a dynamic metatype (`Result(domain:code:userInfo:)`
    /// with `Result: NSError`; `Self(domain:code:userInfo:)`).
    public init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) {
        self = Self._widgetShotInstance(of: NSError(domain: domain, code: code, userInfo: dict), initializer: "init(domain:code:userInfo:)")
    }
}

extension _FoundationMetatypeInitializers where Self: NSRegularExpression {
    /// `NSRegularExpression.init(pattern:options:)` on a dynamic metatype.
    public init(pattern: String, options: NSRegularExpression.Options = []) throws {
        self = Self._widgetShotInstance(of: try NSRegularExpression(pattern: pattern, options: options), initializer: "init(pattern:options:)")
    }
}

extension _FoundationMetatypeInitializers where Self: NSAttributedString {
    /// `NSAttributedString.init(string:)` on a dynamic metatype.
    public init(string: String) {
        self = Self._widgetShotInstance(of: NSAttributedString(string: string), initializer: "init(string:)")
    }

    /// `NSAttributedString.init(string:attributes:)` on a dynamic metatype.
    public init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) {
        self = Self._widgetShotInstance(of: NSAttributedString(string: string, attributes: attributes), initializer: "init(string:attributes:)")
    }
}

extension _FoundationMetatypeInitializers where Self: NSMutableAttributedString {
    /// `NSMutableAttributedString.init(string:)` on a dynamic metatype.
    public init(string: String) {
        self = Self._widgetShotInstance(of: NSMutableAttributedString(string: string), initializer: "init(string:)")
    }

    /// `NSMutableAttributedString.init(string:attributes:)` on a dynamic metatype.
    public init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) {
        self = Self._widgetShotInstance(of: NSMutableAttributedString(string: string, attributes: attributes), initializer: "init(string:attributes:)")
    }
}

extension _FoundationMetatypeInitializers where Self: UserDefaults {
    /// `UserDefaults.init(suiteName:)` on a dynamic metatype (`Self(suiteName:)` in an extension of
    /// `UserDefaults`). `UserDefaults` does not adopt `NSCoding`, so a subclass cannot be made from
    /// Foundation's instance: then this returns nil, as the initialiser does for a suite it cannot open.
    public init?(suiteName suitename: String?) {
        guard let made = UserDefaults(suiteName: suitename) as? Self else { return nil }
        self = made
    }
}

extension _FoundationMetatypeInitializers where Self: NSNumber {
    /// `NSNumber.init(value:)` with an `Int64` on a dynamic metatype (GRDB's
    /// `NSNumber.fromDatabaseValue`: `self.init(value: int64)`).
    public init(value: Int64) { self = Self._widgetShotInstance(of: NSNumber(value: value), initializer: "init(value:)") }
    /// `NSNumber.init(value:)` with an `Int` on a dynamic metatype.
    public init(value: Int) { self = Self._widgetShotInstance(of: NSNumber(value: value), initializer: "init(value:)") }
    /// `NSNumber.init(value:)` with a `Double` on a dynamic metatype.
    public init(value: Double) { self = Self._widgetShotInstance(of: NSNumber(value: value), initializer: "init(value:)") }
    /// `NSNumber.init(value:)` with a `Bool` on a dynamic metatype.
    public init(value: Bool) { self = Self._widgetShotInstance(of: NSNumber(value: value), initializer: "init(value:)") }
}

extension _FoundationMetatypeInitializers where Self: NSUUID {
    /// `NSUUID.init(uuidString:)` on a dynamic metatype (GRDB's `NSUUID.fromDatabaseValue`): nil
    /// for a string that is not a UUID.
    public init?(uuidString: String) {
        guard let uuid = NSUUID(uuidString: uuidString) else { return nil }
        self = Self._widgetShotInstance(of: uuid, initializer: "init(uuidString:)")
    }

    /// `NSUUID.init(uuidBytes:)` on a dynamic metatype, with Apple's signature (an optional
    /// pointer to 16 bytes; nil gives the null UUID, as Foundation's `uuid_clear`).
    public init(uuidBytes bytes: UnsafePointer<UInt8>?) {
        let null = [UInt8](repeating: 0, count: 16)
        let uuid = null.withUnsafeBufferPointer { NSUUID(uuidBytes: bytes ?? $0.baseAddress!) }
        self = Self._widgetShotInstance(of: uuid, initializer: "init(uuidBytes:)")
    }
}
