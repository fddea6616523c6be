import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a worker ended before answering: what the Swift runtime printed, where, and how the
/// process ended.
struct CrashReport: Equatable {
    /// How the process ended.
    enum Ending: Equatable {
        /// It called `exit(status)` (or returned from `main`).
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)
    }

    var ending: Ending
    /// The runtime's message ("Unexpectedly found nil while unwrapping an Optional value"), if any.
    var message: String?
    /// `File.swift:12` when the runtime named one.
    var location: String?
    /// The address-space limit the worker ran under (MiB, 0: none), named when an allocation failed.
    var memoryLimitMiB = 0

    /// Reads the runtime's last fatal message from what the process wrote to standard error.
    /// Swift prints `File.swift:12: Fatal error: message` (Swift 5.4 and later) or
    /// `Fatal error: message: file File.swift, line 12` (earlier), and a failed `as!` prints
    /// `Could not cast value of type 'A' (0x…) to 'B' (0x…).` with no location.
    init(ending: Ending, standardError: String, memoryLimitMiB: Int = 0) {
        self.ending = ending
        self.memoryLimitMiB = memoryLimitMiB
        if let (failure, frame) = Self.backtrace(in: standardError) {
            message = failure
            location = frame
            return
        }
        for raw in standardError.split(whereSeparator: \.isNewline).reversed() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if let range = line.range(of: ": Fatal error: ") ?? line.range(of: ": Fatal error") {
                let head = line[..<range.lowerBound]
                if let colon = head.lastIndex(of: ":"), Int(head[head.index(after: colon)...]) != nil {
                    location = Self.userLocation(String(head))
                    message = String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
                    break
                }
            }
            if line.hasPrefix("Fatal error: ") {
                var text = String(line.dropFirst("Fatal error: ".count))
                if let file = text.range(of: ": file ", options: .backwards), let comma = text.range(of: ", line ", range: file.upperBound..<text.endIndex) {
                    location = Self.userLocation("\(text[file.upperBound..<comma.lowerBound]):\(text[comma.upperBound...])")
                    text = String(text[..<file.lowerBound])
                }
                message = text
                break
            }
            if line.hasPrefix("Could not cast value of type") || line.lowercased().contains("could not allocate memory")
                || line.lowercased().hasPrefix("fatal error") {
                message = line
                break
            }
        }
    }

    /// The failure and the first frame of the user's code that the runtime's backtracer printed
    /// (with `SWIFT_BACKTRACE=enable=yes`): `*** Swift runtime failure: force unwrapped a nil value
    /// ***`, then under `Thread 7 crashed:` frames ending `at /path/File.swift:178:104`. A trap the
    /// compiler inlined (a force-unwrap in a debug build) prints no `Fatal error` line, so this is
    /// the only place naming it (rainbow-me/rainbow's PriceWidget, offline). WidgetShot's own
    /// frames and compiler-generated ones are skipped; nil when there is no backtrace.
    static func backtrace(in standardError: String) -> (failure: String, location: String?)? {
        let lines = standardError.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let failureLine = lines.first(where: { $0.hasPrefix("*** Swift runtime failure: ") }) else { return nil }
        let failure = failureLine.dropFirst("*** Swift runtime failure: ".count).replacingOccurrences(of: " ***", with: "")
        guard let crashed = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") }) else { return (failure, nil) }
        for line in lines[(crashed + 1)...] {
            if line.hasPrefix("Thread ") || line.hasPrefix("Registers:") || line.hasPrefix("Images") { break }
            guard let at = line.range(of: " at /", options: .backwards) else { continue }
            let place = String(line[line.index(before: at.upperBound)...])
            if place.contains("<compiler-generated>") || place.contains("/Sources/WidgetShot") || place.contains("/swift/stdlib/") { continue }
            // `/path/File.swift:178:104` → `/path/File.swift:178`
            let parts = place.split(separator: ":")
            if parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil {
                return (failure, parts.dropLast().joined(separator: ":"))
            }
            return (failure, place)
        }
        return (failure, nil)
    }

    /// An extension build's module is `Ext<folder>_<16 hex digits>` (the generated package's
    /// target): a location in it is named with the extension folder instead.
    static func userLocation(_ location: String) -> String {
        guard location.hasPrefix("Ext"), let slash = location.firstIndex(of: "/") else { return location }
        let module = location[location.index(location.startIndex, offsetBy: 3)..<slash]
        guard let underscore = module.lastIndex(of: "_"), module.distance(from: underscore, to: module.endIndex) == 17,
              module[module.index(after: underscore)...].allSatisfy(\.isHexDigit) else { return location }
        return String(module[..<underscore]) + location[slash...]
    }

    /// Whether a line of standard error belongs to the runtime's stack dump (`Current stack
    /// trace:` and its numbered frames), which is left out of what the user sees.
    static func isStackTraceLine(_ line: String) -> Bool {
        if line.hasPrefix("Current stack trace:") || line.hasPrefix("Stack dump:") { return true }
        let parts = line.split(separator: " ", omittingEmptySubsequences: true)
        return parts.count >= 3 && Int(parts[0]) != nil && parts[2].hasPrefix("0x")
    }

    /// A worker's standard-error line as the user sees it: `nil` for the runtime's stack dump (its
    /// message is reported), the generated module's name in a runtime message replaced by the
    /// extension folder's.
    static func presentable(_ line: String) -> String? {
        if isStackTraceLine(line) { return nil }
        guard let range = line.range(of: ": Fatal error") else { return line }
        return userLocation(String(line[..<range.lowerBound])) + line[range.lowerBound...]
    }

    /// The failure as the gallery lists it.
    var description: String {
        var text: String
        switch ending {
        case .exited(let status):
            text = "the widget code ended the process with exit(\(status)) before the variant finished (widget code must not call exit())"
        case .signaled(let signal):
            text = "crashed (\(Self.name(of: signal)))"
            if message == nil, let explanation = Self.explanation(of: signal) {
                text += ": " + explanation
                // Workers run without the backtracer (a crash is reported at once); it names the line.
                if [SIGILL, SIGTRAP, SIGSEGV, SIGBUS].contains(signal) { text += "; run again with SWIFT_BACKTRACE=enable=yes to see where" }
            }
        }
        if let message { text += ": " + (message.isEmpty ? "Fatal error" : message) }
        if let location { text += " at \(location)" }
        if memoryLimitMiB > 0, message?.lowercased().contains("allocat") == true || ending == .signaled(SIGKILL) {
            text += " (workers may use \(memoryLimitMiB) MiB of address space: --memory-limit)"
        }
        return text
    }

    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGSEGV: return "SIGSEGV"
        case SIGBUS: return "SIGBUS"
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        case SIGTERM: return "SIGTERM"
        default: return "signal \(signal)"
        }
    }

    static func explanation(of signal: Int32) -> String? {
        switch signal {
        case SIGSEGV, SIGBUS: return "a stack overflow (endless recursion in a view or provider) or a bad memory access"
        case SIGILL, SIGTRAP: return "a Swift runtime trap (force-unwrap of nil, fatalError, precondition, out-of-range index)"
        case SIGABRT: return "abort() (or a failed allocation)"
        case SIGKILL: return "killed from outside (the system's out-of-memory killer?)"
        default: return nil
        }
    }
}
