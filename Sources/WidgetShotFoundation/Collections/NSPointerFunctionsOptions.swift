import Foundation

/// How a collection holds its members (Apple's `NSPointerFunctions`, of which only the options
/// are used by Swift code: `NSMapTable` and `NSHashTable` take them).
open class NSPointerFunctions: NSObject {
    /// Memory and personality options (raw values from `NSPointerFunctions.h`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Members are held strongly (the default).
        public static let strongMemory = Options([])
        /// Members are not retained.
        public static let opaqueMemory = Options(rawValue: 2 << 0)
        /// Members are malloc'd memory.
        public static let mallocMemory = Options(rawValue: 3 << 0)
        /// Members are Mach virtual memory.
        public static let machVirtualMemory = Options(rawValue: 4 << 0)
        /// Members are held weakly and removed when they are deallocated.
        public static let weakMemory = Options(rawValue: 5 << 0)
        /// Members are compared with `isEqual(_:)` and `hash` (the default).
        public static let objectPersonality = Options([])
        /// Members are pointers compared by value.
        public static let opaquePersonality = Options(rawValue: 1 << 8)
        /// Members are objects compared by identity.
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        /// Members are C strings.
        public static let cStringPersonality = Options(rawValue: 3 << 8)
        /// Members are structs.
        public static let structPersonality = Options(rawValue: 4 << 8)
        /// Members are integers.
        public static let integerPersonality = Options(rawValue: 5 << 8)
        /// Members are copied in.
        public static let copyIn = Options(rawValue: 1 << 16)

        var isWeak: Bool { rawValue & 0xFF == Options.weakMemory.rawValue }
        var comparesByIdentity: Bool { rawValue & 0xFF00 != 0 }
    }
}

/// One member of a map or hash table, held strongly or weakly, with the hash it was filed under.
struct PointerSlot<Member: AnyObject> {
    private weak var weakMember: Member?
    private let strongMember: Member?
    let hash: Int

    init(_ member: Member, weak: Bool, identity: Bool) {
        if weak { weakMember = member; strongMember = nil } else { weakMember = nil; strongMember = member }
        hash = PointerSlot.hash(of: member, identity: identity)
    }

    /// The member, or nil once a weak member was deallocated.
    var member: Member? { strongMember ?? weakMember }

    static func hash(of member: Member, identity: Bool) -> Int {
        if !identity, let object = member as? NSObject { return object.hash }
        return ObjectIdentifier(member).hashValue
    }

    static func same(_ a: Member, _ b: Member, identity: Bool) -> Bool {
        if a === b { return true }
        guard !identity, let a = a as? NSObject else { return false }
        return a.isEqual(b)
    }
}
