import Foundation

/// Apple's `FileProtectionType` is `Hashable` (so `Equatable`); swift-corelibs-foundation's is only
/// `RawRepresentable`, so `attributes[.protectionKey] as? FileProtectionType != protectionType`
/// (LoopKit's store folder check) does not compile there.
extension FileProtectionType: @retroactive Hashable {}
