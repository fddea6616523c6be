import Foundation

extension Data.WritingOptions {
    /// Foundation's Objective-C name for `.atomic` (`NSDataWritingAtomic`), which Swift code on iOS
    /// can also write as `.atomicWrite`; swift-corelibs-foundation has only `.atomic`.
    public static let atomicWrite: Data.WritingOptions = .atomic
}
