import Foundation

// The to-many relationship accessors Core Data generates at run time for the `@NSManaged func`
// declarations of Xcode's `+CoreDataProperties.swift` ("Generated accessors for items"):
// `addToItems(_:)`, `removeFromItems(_:)` and, for ordered relationships, `insertIntoItems(_:at:)`,
// `removeFromItems(at:)`, `replaceItems(at:with:)`. Linux has no runtime to generate them, so the
// extension builder gives each declaration a body calling these, over the relationship's stored
// `NSSet` / `NSOrderedSet` (what `@NSManaged var items: NSSet?` reads). The inverse relationship
// is not updated (this store keeps no model of inverses).

extension NSManagedObject {
    /// Adds `value` (an object, an `NSSet` or an `NSOrderedSet` of objects) to the to-many
    /// relationship `key` — `addToItems(_:)`. `ordered` says the relationship is ordered (the
    /// model's generated accessors know it): the first object added to an empty ordered
    /// relationship must start an `NSOrderedSet`, or a later `insertIntoItems(_:at:)` loses it.
    public func _widgetShotAdd(_ value: Any, toRelationship key: String, ordered isOrdered: Bool = false) {
        let added = Self.members(of: value)
        let current = self.value(forKey: key)
        if current == nil, isOrdered || value is NSOrderedSet {
            setValue(NSOrderedSet(array: added), forKey: key)
        } else if let ordered = current as? NSOrderedSet {
            let copy = ordered.mutableCopy() as! NSMutableOrderedSet
            for object in added where !copy.contains(object) { copy.add(object) }
            setValue(copy.copy(), forKey: key)
        } else {
            let copy = (current as? NSSet)?.mutableCopy() as? NSMutableSet ?? NSMutableSet()
            for object in added { copy.add(object) }
            setValue(copy.copy(), forKey: key)
        }
    }

    /// Removes `value` (an object or a set of objects) from the to-many relationship `key` —
    /// `removeFromItems(_:)`.
    public func _widgetShotRemove(_ value: Any, fromRelationship key: String) {
        let removed = Self.members(of: value)
        if let ordered = self.value(forKey: key) as? NSOrderedSet {
            let copy = ordered.mutableCopy() as! NSMutableOrderedSet
            for object in removed { copy.remove(object) }
            setValue(copy.copy(), forKey: key)
        } else if let set = self.value(forKey: key) as? NSSet {
            let copy = set.mutableCopy() as! NSMutableSet
            for object in removed { copy.remove(object) }
            setValue(copy.copy(), forKey: key)
        }
    }

    /// Inserts `value` at `index` of the ordered relationship `key` — `insertIntoItems(_:at:)`.
    public func _widgetShotInsert(_ value: Any, at index: Int, intoRelationship key: String) {
        let copy = orderedCopy(key)
        copy.insert(value, at: index)
        setValue(copy.copy(), forKey: key)
    }

    /// Inserts `values` at `indexes` of the ordered relationship `key` — `insertIntoItems(_:at:)`.
    public func _widgetShotInsert(_ values: [Any], at indexes: NSIndexSet, intoRelationship key: String) {
        let copy = orderedCopy(key)
        copy.insert(values, at: indexes as IndexSet)
        setValue(copy.copy(), forKey: key)
    }

    /// Removes the object at `index` of the ordered relationship `key` — `removeFromItems(at:)`.
    public func _widgetShotRemove(at index: Int, fromRelationship key: String) {
        let copy = orderedCopy(key)
        copy.removeObject(at: index)
        setValue(copy.copy(), forKey: key)
    }

    /// Removes the objects at `indexes` of the ordered relationship `key` — `removeFromItems(at:)`.
    public func _widgetShotRemove(at indexes: NSIndexSet, fromRelationship key: String) {
        let copy = orderedCopy(key)
        copy.removeObjects(at: indexes as IndexSet)
        setValue(copy.copy(), forKey: key)
    }

    /// Replaces the object at `index` of the ordered relationship `key` — `replaceItems(at:with:)`.
    public func _widgetShotReplace(at index: Int, with value: Any, inRelationship key: String) {
        let copy = orderedCopy(key)
        copy.replaceObject(at: index, with: value)
        setValue(copy.copy(), forKey: key)
    }

    /// Replaces the objects at `indexes` of the ordered relationship `key` — `replaceItems(at:with:)`.
    public func _widgetShotReplace(at indexes: NSIndexSet, with values: [Any], inRelationship key: String) {
        let copy = orderedCopy(key)
        copy.replaceObjects(at: indexes as IndexSet, with: values)
        setValue(copy.copy(), forKey: key)
    }

    private func orderedCopy(_ key: String) -> NSMutableOrderedSet {
        (value(forKey: key) as? NSOrderedSet)?.mutableCopy() as? NSMutableOrderedSet ?? NSMutableOrderedSet()
    }

    private static func members(of value: Any) -> [Any] {
        if let set = value as? NSSet { return set.allObjects }
        if let ordered = value as? NSOrderedSet { return ordered.array }
        if let set = value as? Set<AnyHashable> { return Array(set) }
        return [value]
    }
}
