import Foundation

/// Coordinates reads and writes of files shared between processes — Foundation's
/// `NSFileCoordinator`, missing on Linux. Apps and their widgets use it around files in the app
/// group container (jtbandes/SpacePOD caches the picture of the day there). A render is one
/// process with no other presenters, so each accessor runs at once, on the caller's thread, with
/// the URL it was given, and no error is reported.
open class NSFileCoordinator: NSObject, @unchecked Sendable {
    /// How a read is coordinated — Foundation's `NSFileCoordinator.ReadingOptions`.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Do not ask presenters to save first.
        public static let withoutChanges = ReadingOptions(rawValue: 1 << 0)
        /// Resolve a symbolic link at the URL.
        public static let resolvesSymbolicLink = ReadingOptions(rawValue: 1 << 1)
        /// Only metadata that is available at once is read.
        public static let immediatelyAvailableMetadataOnly = ReadingOptions(rawValue: 1 << 2)
        /// The item is read to be uploaded.
        public static let forUploading = ReadingOptions(rawValue: 1 << 3)
    }

    /// How a write is coordinated — Foundation's `NSFileCoordinator.WritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item is about to be deleted.
        public static let forDeleting = WritingOptions(rawValue: 1 << 0)
        /// The item is about to be moved.
        public static let forMoving = WritingOptions(rawValue: 1 << 1)
        /// The item's contents are merged.
        public static let forMerging = WritingOptions(rawValue: 1 << 2)
        /// The item is replaced.
        public static let forReplacing = WritingOptions(rawValue: 1 << 3)
        /// Only metadata that does not depend on the contents changes.
        public static let contentIndependentMetadataOnly = WritingOptions(rawValue: 1 << 4)
    }

    /// The presenter this coordinator acts for (none is ever notified here).
    public init(filePresenter: NSFilePresenter?) { super.init() }
    /// A coordinator for no presenter.
    public override convenience init() { self.init(filePresenter: nil) }

    /// Runs `reader` with `url`.
    open func coordinate(readingItemAt url: URL, options: ReadingOptions = [], error outError: NSErrorPointer, byAccessor reader: (URL) -> Void) {
        reader(url)
    }

    /// Runs `writer` with `url`.
    open func coordinate(writingItemAt url: URL, options: WritingOptions = [], error outError: NSErrorPointer, byAccessor writer: (URL) -> Void) {
        writer(url)
    }

    /// Runs `readerWriter` with both URLs.
    open func coordinate(readingItemAt readingURL: URL, options readingOptions: ReadingOptions = [], writingItemAt writingURL: URL,
                         options writingOptions: WritingOptions = [], error outError: NSErrorPointer, byAccessor readerWriter: (URL, URL) -> Void) {
        readerWriter(readingURL, writingURL)
    }

    /// Runs `writer` with both URLs.
    open func coordinate(writingItemAt url1: URL, options options1: WritingOptions = [], writingItemAt url2: URL,
                         options options2: WritingOptions = [], error outError: NSErrorPointer, byAccessor writer: (URL, URL) -> Void) {
        writer(url1, url2)
    }

    /// Cancels pending coordination (nothing is ever pending here).
    open func cancel() {}

    /// Registers a presenter (none is ever notified here).
    open class func addFilePresenter(_ filePresenter: NSFilePresenter) {}
    /// Unregisters a presenter.
    open class func removeFilePresenter(_ filePresenter: NSFilePresenter) {}
    /// The registered presenters (none: nothing registers them for other processes here).
    open class var filePresenters: [NSFilePresenter] { [] }
}

/// An object that presents a file to the user and is told when others change it — Foundation's
/// `NSFilePresenter`. Nothing changes files behind a render, so none of its methods is called.
public protocol NSFilePresenter: AnyObject {
    /// The presented item.
    var presentedItemURL: URL? { get }
    /// The queue presenter messages run on.
    var presentedItemOperationQueue: OperationQueue { get }
}
