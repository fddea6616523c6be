import Foundation

/// Apple's unified-logging `Logger` (https://developer.apple.com/documentation/os/logger).
///
/// Messages are kept for the process's `OSLogStore` (``OSLogStore``) and printed only when the
/// environment variable `WIDGETSHOT_LOG` is set (to anything but `0`): then each is written to
/// standard error as one line, `[subsystem:category] level: message`, so logging never changes
/// what a render prints.
///
/// ```swift
/// let log = Logger(subsystem: "com.example.weather", category: "provider")
/// log.info("Fetched \(count) forecasts for \(city, privacy: .private)")
/// log.error("Decoding failed: \(error.localizedDescription, privacy: .public)")
/// ```
public struct Logger: @unchecked Sendable {
    let subsystem: String
    let category: String

    /// A logger for the default subsystem and category.
    public init() { self.init(subsystem: "", category: "") }
    /// A logger for a subsystem (usually the bundle identifier) and a category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    /// A logger that writes to an `OSLog` handle.
    public init(_ logObj: OSLog) { self.init(subsystem: logObj.subsystem, category: logObj.category) }

    /// Logs at the default level.
    public func log(_ message: OSLogMessage) { LogSink.write(subsystem, category, "default", message.text) }
    /// Logs at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) { LogSink.write(subsystem, category, level.name, message.text) }
    /// Logs at the debug level.
    public func trace(_ message: OSLogMessage) { LogSink.write(subsystem, category, "debug", message.text) }
    /// Logs at the debug level.
    public func debug(_ message: OSLogMessage) { LogSink.write(subsystem, category, "debug", message.text) }
    /// Logs at the info level.
    public func info(_ message: OSLogMessage) { LogSink.write(subsystem, category, "info", message.text) }
    /// Logs at the default (notice) level.
    public func notice(_ message: OSLogMessage) { LogSink.write(subsystem, category, "notice", message.text) }
    /// Logs at the error level.
    public func warning(_ message: OSLogMessage) { LogSink.write(subsystem, category, "error", message.text) }
    /// Logs at the error level.
    public func error(_ message: OSLogMessage) { LogSink.write(subsystem, category, "error", message.text) }
    /// Logs at the fault level.
    public func critical(_ message: OSLogMessage) { LogSink.write(subsystem, category, "fault", message.text) }
    /// Logs at the fault level.
    public func fault(_ message: OSLogMessage) { LogSink.write(subsystem, category, "fault", message.text) }
}

/// A log level.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    /// The level's value in the unified logging system.
    public let rawValue: UInt8
    /// A level from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A level from its raw value.
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (notice).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help troubleshooting.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debug-only information.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault (a bug).
    public static let fault = OSLogType(rawValue: 0x11)

    var name: String {
        switch rawValue {
        case 0x01: return "info"
        case 0x02: return "debug"
        case 0x10: return "error"
        case 0x11: return "fault"
        default: return "default"
        }
    }
}

/// A log handle for a subsystem and category (`OSLog(subsystem:category:)`, `OSLog.default`).
public final class OSLog: NSObject, @unchecked Sendable {
    let subsystem: String
    let category: String

    /// A handle for a subsystem and a category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    /// A handle for a subsystem and one of the system's categories.
    public convenience init(subsystem: String, category: OSLog.Category) { self.init(subsystem: subsystem, category: category.rawValue) }

    /// The default handle.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A handle that drops everything.
    public static let disabled = OSLog(subsystem: "", category: "\u{0}disabled")

    /// Whether messages of `type` are written through this handle.
    public func isEnabled(type: OSLogType) -> Bool { self !== OSLog.disabled && LogSink.isEnabled }

    /// Categories with a meaning for the system (Instruments).
    public struct Category: RawRepresentable, Sendable {
        /// The category name.
        public let rawValue: String
        /// A category from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Points of interest shown in Instruments.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Dynamic tracing.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Dynamic stack tracing.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}

/// Logs a `printf`-style message (`%@`, `%d`, `%{public}@`…) through a handle.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    guard log !== OSLog.disabled else { return }
    LogSink.write(log.subsystem, log.category, type.name, LogSink.printf(message.description, args))
}

/// Logs a `printf`-style message at a level.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    guard log !== OSLog.disabled else { return }
    LogSink.write(log.subsystem, log.category, type.name, LogSink.printf(message.description, args))
}

/// Logs an interpolated message at a level.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    guard log !== OSLog.disabled else { return }
    LogSink.write(log.subsystem, log.category, type.name, message.text)
}

/// Where log lines go: the process's `OSLogStore` entries always, standard error when `WIDGETSHOT_LOG` is set.
enum LogSink {
    static let isEnabled: Bool = {
        guard let v = ProcessInfo.processInfo.environment["WIDGETSHOT_LOG"] else { return false }
        return !v.isEmpty && v != "0"
    }()
    private static let lock = NSLock()

    /// Records the message for `OSLogStore` (``LogRecorder``), and prints it when enabled.
    static func write(_ subsystem: String, _ category: String, _ level: String, _ text: @autoclosure () -> String) {
        let message = text()
        LogRecorder.shared.record(subsystem, category, level, message)
        guard isEnabled else { return }
        let line = "[\(subsystem):\(category)] \(level): \(message)\n"
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// `String(format:)` after removing the privacy annotations (`%{public}@` → `%@`).
    static func printf(_ format: String, _ args: [CVarArg]) -> String {
        let plain = format.replacingOccurrences(of: "%\\{[^}]*\\}", with: "%", options: .regularExpression)
        return String(format: plain, arguments: args)
    }
}
