import Foundation

// Foundation API of Apple's platforms that swift-corelibs-foundation lacks and that packages
// compiled into widget extensions call (RevenueCat, Kingfisher; sweep 6, issue 20).

extension Progress {
    /// A progress with no parent and no total yet — what `Progress()` makes on Apple's platforms
    /// (NSObject's `init()`, which corelibs' `Progress` does not inherit and an extension cannot
    /// override: this initialiser's only parameter has a default, so `Progress()` and `.init()`
    /// call it).
    public convenience init(_ noArguments: Void = ()) { self.init(parent: nil, userInfo: nil) }
}

extension URL {
    /// The user's Documents folder (iOS 16: `FileManager`'s `.documentDirectory` in the user domain).
    public static var documentsDirectory: URL { userDirectory(.documentDirectory) }
    /// The Library folder.
    public static var libraryDirectory: URL { userDirectory(.libraryDirectory) }
    /// The Caches folder.
    public static var cachesDirectory: URL { userDirectory(.cachesDirectory) }
    /// The Application Support folder.
    public static var applicationSupportDirectory: URL { userDirectory(.applicationSupportDirectory) }

    private static func userDirectory(_ directory: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(String(describing: directory))
    }
}

/// An object whose memory the system may reclaim while nobody accesses it — Foundation's
/// `NSDiscardableContent` (NSCache and Kingfisher's memory storage use it).
public protocol NSDiscardableContent: AnyObject {
    /// Marks the content in use; `false` if it was already discarded.
    func beginContentAccess() -> Bool
    /// Marks the content no longer in use.
    func endContentAccess()
    /// Discards the content if nobody accesses it.
    func discardContentIfPossible()
    /// Whether the content was discarded.
    func isContentDiscarded() -> Bool
}
