import Foundation

/// A set whose members may be held weakly (Apple's `NSHashTable`, which swift-corelibs-foundation
/// lacks; delegate lists are kept in `weakObjects()` tables). A deallocated weak member is gone.
///
/// Apple declares `ObjectType: AnyObject`; there an `@objc` protocol's existential satisfies it
/// (`NSHashTable<LocationServiceDelegate>`, OneBusAway's delegate lists). Without the Objective-C
/// runtime no protocol existential is `AnyObject` in Swift's eyes, even a class-bound one, so the
/// parameter is unconstrained here and members are held as the objects they are (`as AnyObject`;
/// a value put in one would be boxed, and a weak table would drop the box at once).
open class NSHashTable<ObjectType>: NSObject {
    private let options: NSPointerFunctions.Options
    private var slots: [PointerSlot<AnyObject>] = []

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

    /// The member object equal to `object`, if any.
    private func memberObject(_ object: ObjectType?) -> AnyObject? {
        guard let object else { return nil }
        let reference = object as AnyObject
        let identity = options.comparesByIdentity
        let hash = PointerSlot.hash(of: reference, identity: identity)
        return slots.lazy.compactMap { slot in slot.hash == hash ? slot.member : nil }.first { PointerSlot.same($0, reference, identity: identity) }
    }

    /// The member equal to `object`, if any.
    open func member(_ object: ObjectType?) -> ObjectType? { memberObject(object) as? ObjectType }

    /// Whether a member equals `anObject`.
    open func contains(_ anObject: ObjectType?) -> Bool { memberObject(anObject) != nil }

    /// Adds `object` unless an equal member is there.
    open func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        purge()
        slots.append(PointerSlot(object as AnyObject, weak: options.isWeak, identity: options.comparesByIdentity))
    }

    /// Removes the member equal to `object`.
    open func remove(_ object: ObjectType?) {
        guard let found = memberObject(object) else { return }
        slots.removeAll { $0.member === found }
    }

    /// Removes every member.
    open func removeAllObjects() { slots.removeAll() }

    /// The live members.
    open var allObjects: [ObjectType] { slots.compactMap { $0.member as? ObjectType } }
    /// One live member.
    open var anyObject: ObjectType? { allObjects.first }
    /// The number of live members.
    open var count: Int { allObjects.count }
    /// The live members, as an enumerator.
    open func objectEnumerator() -> NSEnumerator { NSArray(array: allObjects).objectEnumerator() }
}
