import Foundation

// The Objective-C runtime's associated objects (`objc_setAssociatedObject` and friends, which
// Foundation re-exports from the `ObjectiveC` module): values attached to an object under a key
// pointer, as libraries use them to add stored properties in extensions. Linux has no
// Objective-C runtime, so WidgetShot keeps the associations in a process-wide table keyed by the
// object's identity and the key pointer. An association lives while its object does: each entry
// holds the object weakly and entries of deallocated objects are dropped (so a new object that
// reuses the address never sees them).

/// How an associated value is held — the Objective-C runtime's `objc_AssociationPolicy`, with
/// Apple's raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference (the runtime's unretained reference; WidgetShot's is zeroing, so a
    /// deallocated value reads as `nil` instead of crashing).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, not atomic.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`), not atomic.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, atomic.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy (`NSCopying`), atomic.
    case OBJC_ASSOCIATION_COPY = 771
}

/// The process-wide table of associations (every access under its lock, which makes every
/// policy atomic).
private enum AssociationTable {
    final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }
    enum Value {
        case strong(Any)
        case weak(WeakBox)
        var value: Any? {
            switch self {
            case .strong(let v): return v
            case .weak(let box): return box.object
            }
        }
    }
    final class WeakBox { weak var object: AnyObject?; init(_ object: AnyObject) { self.object = object } }

    static let lock = NSLock()
    nonisolated(unsafe) static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) static var writesSincePrune = 0

    /// The live entry of `owner` (an entry whose owner died belongs to an earlier object).
    static func entry(_ owner: AnyObject, create: Bool) -> Entry? {
        let id = ObjectIdentifier(owner)
        if let e = entries[id], e.owner === owner { return e }
        entries[id] = nil
        guard create else { return nil }
        let e = Entry(owner: owner)
        entries[id] = e
        return e
    }

    /// Drops the entries of deallocated objects now and then (their values are released then).
    static func pruneIfNeeded() {
        writesSincePrune += 1
        guard writesSincePrune >= 256 else { return }
        writesSincePrune = 0
        entries = entries.filter { $0.value.owner != nil }
    }
}

/// Associates `value` with `object` under `key` (`nil` removes the association) — the Objective-C
/// runtime's `objc_setAssociatedObject`. A value type as `object` is boxed on each call, so, as on
/// iOS, nothing stays associated with it.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    AssociationTable.lock.lock()
    defer { AssociationTable.lock.unlock() }
    AssociationTable.pruneIfNeeded()
    guard let value else {
        AssociationTable.entry(owner, create: false)?.values[key] = nil
        return
    }
    let held: AssociationTable.Value
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
        held = .weak(AssociationTable.WeakBox(value as AnyObject))
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        held = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        held = .strong(value)
    }
    AssociationTable.entry(owner, create: true)?.values[key] = held
}

/// The value associated with `object` under `key`, or `nil` — the Objective-C runtime's
/// `objc_getAssociatedObject`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    AssociationTable.lock.lock()
    defer { AssociationTable.lock.unlock() }
    return AssociationTable.entry(owner, create: false)?.values[key]?.value
}

/// Removes every association of `object` — the Objective-C runtime's `objc_removeAssociatedObjects`.
public func objc_removeAssociatedObjects(_ object: Any) {
    let owner = object as AnyObject
    AssociationTable.lock.lock()
    defer { AssociationTable.lock.unlock() }
    if AssociationTable.entry(owner, create: false) != nil { AssociationTable.entries[ObjectIdentifier(owner)] = nil }
}
