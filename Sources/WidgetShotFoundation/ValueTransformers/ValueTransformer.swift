import Foundation

// Foundation's `ValueTransformer` (https://developer.apple.com/documentation/foundation/valuetransformer),
// which swift-corelibs-foundation lacks. Core Data models name one per `Transformable` attribute
// (`valueTransformerName`), and apps subclass it to archive arrays and colours. The registry and
// the named built-in transformers behave as Foundation documents them.

/// The name a value transformer is registered under.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Negates a Boolean (`NSNegateBoolean`).
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    /// Whether the value is nil (`NSIsNil`).
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    /// Whether the value is not nil (`NSIsNotNil`).
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    /// Unarchives `Data` (`NSUnarchiveFromData`).
    public static let unarchiveFromDataTransformerName = NSValueTransformerName("NSUnarchiveFromData")
    /// Unarchives keyed-archive `Data` (`NSKeyedUnarchiveFromData`).
    public static let keyedUnarchiveFromDataTransformerName = NSValueTransformerName("NSKeyedUnarchiveFromData")
    /// Unarchives keyed-archive `Data` securely (`NSSecureUnarchiveFromData`).
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

/// Transforms values from one representation to another: subclass it and override
/// ``transformedValue(_:)`` (and ``reverseTransformedValue(_:)`` when the reverse is not the same
/// transformation).
open class ValueTransformer: NSObject, @unchecked Sendable {
    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [NSValueTransformerName: ValueTransformer] = [
        .negateBooleanTransformerName: NegateBooleanTransformer(),
        .isNilTransformerName: NilTestTransformer(negated: false),
        .isNotNilTransformerName: NilTestTransformer(negated: true),
        .secureUnarchiveFromDataTransformerName: NSSecureUnarchiveFromDataTransformer(),
    ]
    /// The registered transformer this one forwards to (``init(forName:)``).
    private var registered: ValueTransformer?

    /// A transformer.
    public override init() { super.init() }

    /// The transformer registered under `name`, or nil when none is. Swift cannot return another
    /// object from an initialiser, so this one forwards every call to the registered transformer.
    public init?(forName name: NSValueTransformerName) {
        guard let target = Self.registered(name) else { return nil }
        registered = target
        super.init()
    }

    private static func registered(_ name: NSValueTransformerName) -> ValueTransformer? {
        registryLock.lock()
        defer { registryLock.unlock() }
        return registry[name]
    }

    /// Registers `transformer` under `name` (nil removes the name).
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        registryLock.lock()
        registry[name] = transformer
        registryLock.unlock()
    }

    /// The registered names.
    open class func valueTransformerNames() -> [NSValueTransformerName] {
        registryLock.lock()
        defer { registryLock.unlock() }
        return registry.keys.sorted { $0.rawValue < $1.rawValue }
    }

    /// The class of the transformed values (`NSObject` unless a subclass says otherwise).
    open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// Whether the reverse transformation exists (true unless a subclass says otherwise).
    open class func allowsReverseTransformation() -> Bool { true }

    /// The transformed `value`; the default returns `value` unchanged.
    open func transformedValue(_ value: Any?) -> Any? {
        if let registered { return registered.transformedValue(value) }
        return value
    }

    /// The reverse transformation of `value`. The default applies ``transformedValue(_:)``; it
    /// stops with a message when the class does not allow the reverse (Foundation raises).
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        if let registered { return registered.reverseTransformedValue(value) }
        guard type(of: self).allowsReverseTransformation() else {
            fatalError("\(type(of: self)) does not allow reverse transformation (allowsReverseTransformation() is false)")
        }
        return transformedValue(value)
    }
}

/// Unarchives keyed-archive `Data` of allowed classes, and archives the reverse
/// (https://developer.apple.com/documentation/foundation/nssecureunarchivefromdatatransformer).
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer, @unchecked Sendable {
    /// The classes an archive may hold at its top level (`NSArray`, `NSDictionary`, `NSSet`,
    /// `NSString`, `NSNumber`, `NSDate`, `NSData`, `NSURL`, `NSUUID`, `NSNull`, as Foundation's).
    open class var allowedTopLevelClasses: [AnyClass] {
        [NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self, NSDate.self,
         NSData.self, NSURL.self, NSUUID.self, NSNull.self]
    }

    open override class func allowsReverseTransformation() -> Bool { true }
    open override class func transformedValueClass() -> AnyClass { NSObject.self }

    /// The object `Data` unarchives to, or nil when it is not an archive of allowed classes.
    open override func transformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data else { return nil }
        return try? NSKeyedUnarchiver.unarchivedObject(ofClasses: type(of: self).allowedTopLevelClasses, from: data)
    }

    /// The keyed archive of `value`, or nil when it cannot be archived.
    open override func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
    }
}

/// `NSNegateBoolean`: `true` ↔ `false` (a non-Boolean is false, negated to true).
final class NegateBooleanTransformer: ValueTransformer, @unchecked Sendable {
    override class func transformedValueClass() -> AnyClass { NSNumber.self }
    override func transformedValue(_ value: Any?) -> Any? { NSNumber(value: !((value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false)) }
    override func reverseTransformedValue(_ value: Any?) -> Any? { transformedValue(value) }
}

/// `NSIsNil` / `NSIsNotNil`: whether the value is nil; one-way.
final class NilTestTransformer: ValueTransformer, @unchecked Sendable {
    let negated: Bool
    init(negated: Bool) { self.negated = negated; super.init() }
    override class func transformedValueClass() -> AnyClass { NSNumber.self }
    override class func allowsReverseTransformation() -> Bool { false }
    override func transformedValue(_ value: Any?) -> Any? {
        let isNil = value == nil || value is NSNull
        return NSNumber(value: negated ? !isNil : isNil)
    }
}
