import Foundation

/// A dictionary whose keys and values may be held weakly (Apple's `NSMapTable`, which
/// swift-corelibs-foundation lacks; LoopKit caches one object per `HKHealthStore` in a
/// `weakToStrongObjects()` table). An entry whose weak key or value was deallocated is gone.
/// Keys are compared with `isEqual(_:)` unless the key options say `.objectPointerPersonality`.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    private struct Entry {
        var key: PointerSlot<KeyType>
        var value: PointerSlot<ObjectType>
    }

    private let keyOptions: NSPointerFunctions.Options
    private let valueOptions: NSPointerFunctions.Options
    private var entries: [Entry] = []

    /// A table with the given memory and personality options.
    public init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [], capacity initialCapacity: Int) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
        super.init()
        entries.reserveCapacity(initialCapacity)
    }

    /// A table with the given memory and personality options.
    public convenience init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = []) {
        self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
    }

    /// Strong keys, strong values.
    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory) }
    /// Weak keys, strong values.
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory) }
    /// Strong keys, weak values.
    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory) }
    /// Weak keys, weak values.
    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory) }

    private func purge() { entries.removeAll { $0.key.member == nil || $0.value.member == nil } }

    private func index(of key: KeyType) -> Int? {
        let identity = keyOptions.comparesByIdentity
        let hash = PointerSlot<KeyType>.hash(of: key, identity: identity)
        return entries.firstIndex { entry in
            guard entry.key.hash == hash, let member = entry.key.member else { return false }
            return PointerSlot.same(member, key, identity: identity)
        }
    }

    /// The value for `aKey`.
    open func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey, let i = index(of: aKey) else { return nil }
        return entries[i].value.member
    }

    /// Sets (or with nil removes) the value for `aKey`.
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        guard let anObject else { return removeObject(forKey: aKey) }
        purge()
        let value = PointerSlot(anObject, weak: valueOptions.isWeak, identity: valueOptions.comparesByIdentity)
        if let i = index(of: aKey) {
            entries[i].value = value
        } else {
            entries.append(Entry(key: PointerSlot(aKey, weak: keyOptions.isWeak, identity: keyOptions.comparesByIdentity), value: value))
        }
    }

    /// Removes the value for `aKey`.
    open func removeObject(forKey aKey: KeyType?) {
        guard let aKey, let i = index(of: aKey) else { return }
        entries.remove(at: i)
    }

    /// Removes every entry.
    open func removeAllObjects() { entries.removeAll() }

    /// The number of live entries.
    open var count: Int {
        purge()
        return entries.count
    }

    /// The live keys.
    open func keyEnumerator() -> NSEnumerator {
        purge()
        return NSArray(array: entries.compactMap { $0.key.member }).objectEnumerator()
    }

    /// The live values.
    open func objectEnumerator() -> NSEnumerator? {
        purge()
        return NSArray(array: entries.compactMap { $0.value.member }).objectEnumerator()
    }

    /// The entries as a dictionary (keys that are not hashable objects are skipped).
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        purge()
        var result: [AnyHashable: ObjectType] = [:]
        for entry in entries {
            if let key = entry.key.member as? AnyHashable, let value = entry.value.member { result[key] = value }
        }
        return result
    }
}
