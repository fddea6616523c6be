import Foundation

// `Progress`'s typed accessors for its file and timing user-info keys (iOS 11; Apple's
// NSProgress.h: `estimatedTimeRemaining`, `throughput`, `fileOperationKind`, `fileURL`,
// `fileTotalCount`, `fileCompletedCount`). swift-corelibs-foundation has the keys
// (`ProgressUserInfoKey.fileTotalCountKey`…) and `Progress.FileOperationKind` but not the
// properties; as on Apple's platforms, each reads and writes its key of `userInfo`. Kiwix's
// download Live Activity builds its `Progress` with `fileTotalCount` and `fileOperationKind`
// (issue 20, company-9 sweep).

extension Progress {
    /// The estimated time, in seconds, until the work completes (`estimatedTimeRemainingKey`).
    public var estimatedTimeRemaining: TimeInterval? {
        get { number(.estimatedTimeRemainingKey)?.doubleValue }
        set { setUserInfoObject(newValue.map { NSNumber(value: $0) }, forKey: .estimatedTimeRemainingKey) }
    }

    /// The speed of the work, in bytes per second (`throughputKey`).
    public var throughput: Int? {
        get { number(.throughputKey)?.intValue }
        set { setUserInfoObject(newValue.map { NSNumber(value: $0) }, forKey: .throughputKey) }
    }

    /// What is done to the files: downloading, decompressing… (`fileOperationKindKey`).
    public var fileOperationKind: Progress.FileOperationKind? {
        get { userInfo[.fileOperationKindKey] as? Progress.FileOperationKind }
        set { setUserInfoObject(newValue, forKey: .fileOperationKindKey) }
    }

    /// The file the work is on (`fileURLKey`).
    public var fileURL: URL? {
        get { userInfo[.fileURLKey] as? URL }
        set { setUserInfoObject(newValue, forKey: .fileURLKey) }
    }

    /// How many files the work is on (`fileTotalCountKey`).
    public var fileTotalCount: Int? {
        get { number(.fileTotalCountKey)?.intValue }
        set { setUserInfoObject(newValue.map { NSNumber(value: $0) }, forKey: .fileTotalCountKey) }
    }

    /// How many of the files are done (`fileCompletedCountKey`).
    public var fileCompletedCount: Int? {
        get { number(.fileCompletedCountKey)?.intValue }
        set { setUserInfoObject(newValue.map { NSNumber(value: $0) }, forKey: .fileCompletedCountKey) }
    }

    private func number(_ key: ProgressUserInfoKey) -> NSNumber? {
        switch userInfo[key] {
        case let number as NSNumber: return number
        case let value as Int: return NSNumber(value: value)
        case let value as Double: return NSNumber(value: value)
        default: return nil
        }
    }
}
