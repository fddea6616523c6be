import Foundation

// `@NSManaged public var name: String` inside an extension (Xcode's Core Data code generation
// puts attributes in `Entity+CoreDataProperties.swift`, an extension). A property wrapper cannot
// be used in an extension, so the extension builder rewrites such a line, in place, into a
// computed property over these accessors: the same storage and casts as `@NSManagedProperty`.

extension NSManagedObject {
    /// The attribute `key` as `Value` (what `@NSManaged var key: Value` in an extension reads).
    public func _widgetShotManagedValue<Value>(forKey key: String) -> Value {
        ManagedValue.cast(value(forKey: key), as: Value.self, key: key, entity: entity.name ?? "\(type(of: self))")
    }

    /// Sets the attribute `key` (what `@NSManaged var key: Value` in an extension writes).
    public func _widgetShotSetManagedValue<Value>(_ newValue: Value, forKey key: String) {
        setValue(ManagedValue.unwrap(newValue), forKey: key)
    }
}
