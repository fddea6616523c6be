import Foundation

/// Apple's `FileManager` is an `NSObject`, so `Hashable` by identity (`isEqual(_:)` is `===`);
/// swift-corelibs-foundation's is a plain class, so a struct storing one cannot synthesize
/// `Hashable` there (Moya 15's `MultipartFormData`, which sparcs-kaist/app-ios' data package links).
extension FileManager: @retroactive Hashable {
    /// The same file manager object.
    public static func == (lhs: FileManager, rhs: FileManager) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
