import Foundation

/// The unified log's entries, read back by the process that wrote them — OSLog's `OSLogStore`
/// (https://developer.apple.com/documentation/oslog/oslogstore).
///
/// Every message written through WidgetShot's `Logger`, `os_log` and `OSLog` in this process is
/// kept (the latest 10,000; the store on a device keeps days), whether or not `WIDGETSHOT_LOG`
/// prints it. A render is one process, so both scopes read the same entries.
///
/// ```swift
/// let store = try OSLogStore(scope: .currentProcessIdentifier)
/// let entries = try store.getEntries(at: store.position(timeIntervalSinceLatestBoot: 0),
///                                    matching: NSPredicate(format: "subsystem == %@", "com.example.app"))
/// ```
public final class OSLogStore: NSObject, @unchecked Sendable {
    /// Which entries a store reads — OSLog's `OSLogStore.Scope`.
    public enum Scope: Int, Sendable {
        /// The whole system's log (in a render: this process's).
        case system = 0
        /// The calling process's entries.
        case currentProcessIdentifier = 1
    }

    /// The scope the store was opened with.
    let scope: Scope

    /// Opens the log for `scope`.
    public init(scope: Scope) throws {
        self.scope = scope
        super.init()
    }

    /// The entries from `position` (the oldest when nil) that `predicate` accepts (all when nil),
    /// oldest first (newest first with `.reverse`). The predicate is evaluated on each entry's
    /// values by key: `subsystem`, `category`, `composedMessage`, `date`, `level` (the raw value),
    /// `process`, `processIdentifier`, `sender`, `formatString`.
    public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                           matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        var entries = LogRecorder.shared.entries(from: position?.date)
        if let predicate { entries = entries.filter { predicate.evaluate(with: $0.predicateValues) } }
        if options.contains(.reverse) { entries.reverse() }
        return AnySequence(entries.map { $0 as OSLogEntry })
    }

    /// The position of the first entry at or after `date`.
    public func position(date: Date) -> OSLogPosition { OSLogPosition(date: date) }
    /// The position `seconds` before the newest entry.
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Date(timeIntervalSinceNow: -abs(seconds)))
    }
    /// The position `seconds` after the latest boot (a render's boot is the process's start).
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: LogRecorder.shared.start.addingTimeInterval(seconds))
    }
}

/// A place in the log to read from — OSLog's `OSLogPosition`.
public final class OSLogPosition: NSObject, @unchecked Sendable {
    let date: Date
    init(date: Date) {
        self.date = date
        super.init()
    }
}

/// How a store enumerates — OSLog's `OSLogEnumerator` (its options).
public final class OSLogEnumerator: NSObject, @unchecked Sendable {
    /// Enumeration options.
    public struct Options: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest entries first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// One entry of the log — OSLog's `OSLogEntry`.
public class OSLogEntry: NSObject, @unchecked Sendable {
    /// Where the entry is stored — OSLog's `OSLogEntry.StoreCategory`.
    public enum StoreCategory: Int, Sendable {
        /// Apple's categories, by how long the system keeps an entry.
        case undefined = 0, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7, longTerm14, longTerm30
    }
    /// The message with its arguments in place.
    public let composedMessage: String
    /// When it was written.
    public let date: Date
    /// How long the system keeps it (a render's entries are short-term).
    public var storeCategory: StoreCategory { .shortTerm }

    init(composedMessage: String, date: Date) {
        self.composedMessage = composedMessage
        self.date = date
        super.init()
    }
}

/// An entry's process — OSLog's `OSLogEntryFromProcess`.
public protocol OSLogEntryFromProcess {
    /// The process's name.
    var process: String { get }
    /// The process's identifier.
    var processIdentifier: Int32 { get }
    /// The library or executable that wrote the entry.
    var sender: String { get }
    /// The thread that wrote it.
    var threadIdentifier: UInt64 { get }
}

/// An entry's subsystem, category and format — OSLog's `OSLogEntryWithPayload`.
public protocol OSLogEntryWithPayload {
    /// The logger's subsystem.
    var subsystem: String { get }
    /// The logger's category.
    var category: String { get }
    /// The message before its arguments were put in.
    var formatString: String { get }
}

/// A message written through a logger — OSLog's `OSLogEntryLog`.
public final class OSLogEntryLog: OSLogEntry, OSLogEntryFromProcess, OSLogEntryWithPayload, @unchecked Sendable {
    /// An entry's level — OSLog's `OSLogEntryLog.Level`.
    public enum Level: Int, Sendable {
        /// Apple's levels, least to most severe.
        case undefined = 0, debug, info, notice, error, fault
    }
    /// The level it was written at (`Logger.log`/`notice` and `os_log`'s default are `.notice`).
    public let level: Level
    /// The logger's subsystem.
    public let subsystem: String
    /// The logger's category.
    public let category: String
    /// The message (WidgetShot keeps messages composed: the same text).
    public var formatString: String { composedMessage }
    /// This process's name.
    public var process: String { ProcessInfo.processInfo.processName }
    /// This process's identifier.
    public var processIdentifier: Int32 { ProcessInfo.processInfo.processIdentifier }
    /// The executable that wrote the entry (this process's).
    public var sender: String { ProcessInfo.processInfo.processName }
    /// The thread that wrote it.
    public let threadIdentifier: UInt64

    init(level: Level, subsystem: String, category: String, message: String, date: Date, thread: UInt64) {
        self.level = level
        self.subsystem = subsystem
        self.category = category
        self.threadIdentifier = thread
        super.init(composedMessage: message, date: date)
    }

    /// The values a store's predicate reads, by key.
    var predicateValues: [String: Any] {
        ["subsystem": subsystem, "category": category, "composedMessage": composedMessage, "date": date, "level": level.rawValue,
         "process": process, "processIdentifier": processIdentifier, "sender": sender, "formatString": formatString]
    }
}

/// The entries this process logged, for `OSLogStore`.
final class LogRecorder: @unchecked Sendable {
    static let shared = LogRecorder()
    static let capacity = 10_000
    let start = Date()
    private let lock = NSLock()
    private var stored: [OSLogEntryLog] = []

    /// `LogSink`'s level names and the entry levels they are.
    static let levels: [String: OSLogEntryLog.Level] = ["debug": .debug, "info": .info, "default": .notice, "notice": .notice, "error": .error, "fault": .fault]

    func record(_ subsystem: String, _ category: String, _ level: String, _ message: String) {
        let levels = Self.levels
        var thread: UInt64 = 0
        #if canImport(Glibc)
        thread = UInt64(pthread_self())
        #endif
        let entry = OSLogEntryLog(level: levels[level] ?? .undefined, subsystem: subsystem, category: category, message: message, date: Date(), thread: thread)
        lock.lock()
        defer { lock.unlock() }
        stored.append(entry)
        if stored.count > Self.capacity { stored.removeFirst(stored.count - Self.capacity) }
    }

    func entries(from date: Date?) -> [OSLogEntryLog] {
        lock.lock()
        defer { lock.unlock() }
        guard let date else { return stored }
        return stored.filter { $0.date >= date }
    }
}
