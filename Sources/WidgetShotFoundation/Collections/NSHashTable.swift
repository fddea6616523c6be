import Foundation

/// A set whose members may be held weakly (Apple's `NSHashTable`, which swift-corelibs-foundation
/// lacks; delegate lists are kept in `weakObjects()` tables). A deallocated weak member is gone.
open class NSHashTable<ObjectType: AnyObject>: NSObject {
    private let options: NSPointerFunctions.Options
    private var slots: [PointerSlot<ObjectType>] = []

    /// A table with the given memory and personality options.
    public init(options: NSPointerFunctions.Options = [], capacity initialCapacity: Int) {
        self.options = options
        super.init()
        slots.reserveCapacity(initialCapacity)
    }

    /// A table with the given memory and personality options.
    public convenience init(options: NSPointerFunctions.Options = []) { self.init(options: options, capacity: 0) }

    /// A table holding its members weakly.
    open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

    private func purge() { slots.removeAll { $0.member == nil } }

    /// The member equal to `object`, if any.
    open func member(_ object: ObjectType?) -> ObjectType? {
        guard let object else { return nil }
        let identity = options.comparesByIdentity
        let hash = PointerSlot.hash(of: object, identity: identity)
        return slots.lazy.compactMap { slot in slot.hash == hash ? slot.member : nil }.first { PointerSlot.same($0, object, identity: identity) }
    }

    /// Whether a member equals `anObject`.
    open func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

    /// Adds `object` unless an equal member is there.
    open func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        purge()
        slots.append(PointerSlot(object, weak: options.isWeak, identity: options.comparesByIdentity))
    }

    /// Removes the member equal to `object`.
    open func remove(_ object: ObjectType?) {
        guard let found = member(object) else { return }
        slots.removeAll { $0.member === found }
    }

    /// Removes every member.
    open func removeAllObjects() { slots.removeAll() }

    /// The live members.
    open var allObjects: [ObjectType] { slots.compactMap(\.member) }
    /// One live member.
    open var anyObject: ObjectType? { allObjects.first }
    /// The number of live members.
    open var count: Int { allObjects.count }
    /// The live members, as an enumerator.
    open func objectEnumerator() -> NSEnumerator { NSArray(array: allObjects).objectEnumerator() }
}
