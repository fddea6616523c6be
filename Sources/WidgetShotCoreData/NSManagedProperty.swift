import Foundation

/// What `@NSManaged` does on Apple platforms: an attribute stored in the managed object by name.
///
/// `@NSManaged` type-checks on Linux but has no runtime to generate its accessors (linking fails),
/// so write (or let the extension builder rewrite to) `@NSManagedProperty`:
///
/// ```swift
/// final class Task: NSManagedObject {
///     @NSManagedProperty var title: String?
///     @NSManagedProperty var dueDate: Date?
///     @NSManagedProperty var isDone: Bool
/// }
/// ```
///
/// The attribute's key is the property's name (found once per object by reflection). Reading a
/// non-optional attribute that was never set gives the type's zero value for numbers and `Bool`,
/// `""` for strings and stops with a message naming the attribute otherwise (Core Data would
/// have returned `nil` where the type promised a value).
@propertyWrapper
public struct NSManagedProperty<Value> {
    private let slot = Slot()

    /// Creates the attribute.
    public init() {}

    /// Unavailable: the value lives in the enclosing managed object.
    @available(*, unavailable, message: "@NSManagedProperty is only for properties of classes (NSManagedObject or CALayer subclasses)")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes the attribute in the enclosing managed object; in another object, the
    /// value kept for it: a `CALayer` subclass declares its animatable properties `@NSManaged`
    /// (LoopKitUI's `SegmentedGaugeBarLayer`: `@NSManaged var progress: CGFloat`), and Core
    /// Animation keeps them per layer, zero until set. (One subscript: Swift allows a wrapper one.)
    public static subscript<Object: AnyObject>(_enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
                                               storage storageKeyPath: ReferenceWritableKeyPath<Object, Self>) -> Value {
        get {
            let wrapper = object[keyPath: storageKeyPath]
            guard let managed = object as? NSManagedObject else {
                return ManagedValue.cast(wrapper.slot.value, as: Value.self, key: "\(wrappedKeyPath)", entity: "\(Object.self)")
            }
            return managed._widgetShotManagedValue(forKey: wrapper.key(in: managed))
        }
        set {
            let wrapper = object[keyPath: storageKeyPath]
            guard let managed = object as? NSManagedObject else { wrapper.slot.value = newValue; return }
            managed._widgetShotSetManagedValue(newValue, forKey: wrapper.key(in: managed))
        }
    }

    private func key(in object: NSManagedObject) -> String {
        if let name = slot.name { return name }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            for child in m.children {
                if let wrapper = child.value as? NSManagedProperty<Value>, wrapper.slot === slot, var label = child.label {
                    if label.hasPrefix("_") { label.removeFirst() }
                    slot.name = label
                    return label
                }
            }
            mirror = m.superclassMirror
        }
        return "?"
    }

    /// The attribute's name, once found.
    final class Slot: @unchecked Sendable {
        var name: String?
        /// The value, for an object that is not a managed object.
        var value: Any?
    }
}

/// Conversions between attribute storage (`Any?`) and typed properties.
enum ManagedValue {
    /// The attribute a managed property stands for: `primitiveSyncVersion` is Core Data's primitive
    /// accessor of `syncVersion` (read and written without change notifications, as the accessors
    /// Core Data generates for `@NSManaged var primitiveX` are); any other name is the attribute.
    static func accessor(_ name: String) -> (attribute: String, primitive: Bool) {
        let prefix = "primitive"
        guard name.hasPrefix(prefix), let first = name.dropFirst(prefix.count).first, first.isUppercase else { return (name, false) }
        return (first.lowercased() + name.dropFirst(prefix.count + 1), true)
    }

    static func unwrap<T>(_ value: T) -> Any? {
        if let optional = value as? AnyOptional { return optional.wrapped }
        return value
    }

    static func cast<T>(_ stored: Any?, as type: T.Type, key: String, entity: String) -> T {
        if let value = stored as? T { return value }
        if let optionalType = T.self as? ExpressibleByNilLiteral.Type { return optionalType.init(nilLiteral: ()) as! T }
        let zero: Any?
        switch T.self {
        case is Bool.Type: zero = false
        case is Int.Type: zero = 0
        case is Int16.Type: zero = Int16(0)
        case is Int32.Type: zero = Int32(0)
        case is Int64.Type: zero = Int64(0)
        case is Double.Type: zero = 0.0
        case is Float.Type: zero = Float(0)
        case is CGFloat.Type: zero = CGFloat(0)
        case is String.Type: zero = ""
        default: zero = nil
        }
        if let zero = zero as? T { return zero }
        fatalError("\(entity).\(key) has no value of type \(T.self) (it was never set on this object)")
    }
}

/// Lets a generic value be unwrapped when it is an `Optional`.
protocol AnyOptional { var wrapped: Any? { get } }
extension Optional: AnyOptional {
    var wrapped: Any? {
        switch self {
        case .some(let v): return ManagedValue.unwrap(v)
        case .none: return nil
        }
    }
}
