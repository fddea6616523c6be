import Foundation

/// Coordinates reads and writes of files shared with other processes — Foundation's
/// `NSFileCoordinator` (https://developer.apple.com/documentation/foundation/nsfilecoordinator),
/// which swift-corelibs-foundation lacks. A render is the only process touching its files, so
/// each accessor runs at once, on the calling thread, with the URL it was given (as iOS does when
/// nobody else holds the file). `error:` takes `nil` or `&anNSErrorOptional`, as `NSErrorPointer` does on iOS.
open class NSFileCoordinator: NSObject {
    /// Options of a coordinated read.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let withoutChanges = ReadingOptions(rawValue: 1 << 0)
        public static let resolvesSymbolicLink = ReadingOptions(rawValue: 1 << 1)
        public static let immediatelyAvailableMetadataOnly = ReadingOptions(rawValue: 1 << 2)
        public static let forUploading = ReadingOptions(rawValue: 1 << 3)
    }

    /// Options of a coordinated write.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let forDeleting = WritingOptions(rawValue: 1 << 0)
        public static let forMoving = WritingOptions(rawValue: 1 << 1)
        public static let forMerging = WritingOptions(rawValue: 1 << 2)
        public static let forReplacing = WritingOptions(rawValue: 1 << 3)
        public static let contentIndependentMetadataOnly = WritingOptions(rawValue: 1 << 4)
    }

    /// A coordinator acting for `filePresenterOrNil` (presenters are never notified here).
    public init(filePresenter filePresenterOrNil: AnyObject?) { super.init() }

    /// Reads the item at `url`.
    open func coordinate(readingItemAt url: URL, options: ReadingOptions = [], error outError: UnsafeMutablePointer<NSError?>?,
                         byAccessor reader: (URL) -> Void) {
        reader(url)
    }

    /// Writes the item at `url`.
    open func coordinate(writingItemAt url: URL, options: WritingOptions = [], error outError: UnsafeMutablePointer<NSError?>?,
                         byAccessor writer: (URL) -> Void) {
        writer(url)
    }

    /// Reads one item and writes another.
    open func coordinate(readingItemAt readingURL: URL, options readingOptions: ReadingOptions = [], writingItemAt writingURL: URL,
                         options writingOptions: WritingOptions = [], error outError: UnsafeMutablePointer<NSError?>?,
                         byAccessor readerWriter: (URL, URL) -> Void) {
        readerWriter(readingURL, writingURL)
    }

    /// Writes two items (a move).
    open func coordinate(writingItemAt url1: URL, options options1: WritingOptions = [], writingItemAt url2: URL,
                         options options2: WritingOptions = [], error outError: UnsafeMutablePointer<NSError?>?,
                         byAccessor writer: (URL, URL) -> Void) {
        writer(url1, url2)
    }

    /// Nothing to cancel: accessors run at once.
    open func cancel() {}
}
