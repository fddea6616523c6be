import Foundation

// `@NSManaged public var name: String` inside an extension (Xcode's Core Data code generation
// puts attributes in `Entity+CoreDataProperties.swift`, an extension). A property wrapper cannot
// be used in an extension, so the extension builder rewrites such a line, in place, into a
// computed property over these accessors: the same storage and casts as `@NSManagedProperty`.

extension NSManagedObject {
    /// The attribute `key` as `Value` (what `@NSManaged var key: Value` in an extension reads).
    /// A `primitiveName` property is the primitive accessor of attribute `name` (``ManagedValue/accessor(_:)``).
    public func _widgetShotManagedValue<Value>(forKey key: String) -> Value {
        let (attribute, primitive) = ManagedValue.accessor(key)
        let stored = primitive ? primitiveValue(forKey: attribute) : value(forKey: attribute)
        return ManagedValue.cast(stored, as: Value.self, key: attribute, entity: entity.name ?? "\(type(of: self))")
    }

    /// Sets the attribute `key` (what `@NSManaged var key: Value` in an extension writes); a
    /// `primitiveName` property sets attribute `name` without recording a change.
    public func _widgetShotSetManagedValue<Value>(_ newValue: Value, forKey key: String) {
        let (attribute, primitive) = ManagedValue.accessor(key)
        if primitive { setPrimitiveValue(ManagedValue.unwrap(newValue), forKey: attribute) } else { setValue(ManagedValue.unwrap(newValue), forKey: attribute) }
    }
}

/// A managed object whose `awakeFromInsert()` override is written in an extension of a class
/// declared in another file (Solstice's `public extension SavedLocation { override func
/// awakeFromInsert() … }` on a class generated from the model). Swift without the Objective-C
/// runtime cannot override there, so the extension builder renames the body and declares this
/// conformance (``ExtensionOverrideRewrite`` in WidgetShotBuild); the context calls it on insert
/// in place of `awakeFromInsert()`.
public protocol _WidgetShotInsertAwakening: NSManagedObject {
    /// The extension's `awakeFromInsert()` body.
    func _widgetShotOverride_awakeFromInsert()
}
