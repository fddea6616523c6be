import Foundation
import WidgetShotBuild
import WidgetShotSnapshotCore
#if canImport(Glibc)
import Glibc
#endif

/// Lists an extension program's previews in a probe process before this one lists them, so a
/// `PreviewProvider` whose `previews` crashes (a force-unwrapped sample, a `fatalError`) is
/// reported as a failed preview — naming it and its file — instead of ending the whole run.
///
/// The probe is this program again (its command line, with ``variable`` set): it lists the
/// previews with ``PreviewListing/observer`` writing a marker before and after each provider,
/// then exits. A probe that ends without its final marker crashed in the provider it began and
/// did not end: that provider is skipped (``PreviewListing/skipped``, also passed to the program's
/// workers through the environment) and the probe runs again, until one lists everything else.
/// Only the program's own process probes (not its workers), once, when the previews are first
/// listed; a program whose probe cannot start lists in-process as before.
enum PreviewListingProbe {
    /// Set to `1` in the probe process.
    static let variable = "WIDGETSHOT_PREVIEW_PROBE"
    static let begin = "\u{1}widgetshot-preview-begin ", end = "\u{1}widgetshot-preview-end ", done = "\u{1}widgetshot-preview-done"
    /// Probes at most this many times (each finds one crashing provider).
    static let maximumRounds = 25
    /// Seconds a probe may take before its last begun provider is taken to hang.
    static let timeout: Double = 300

    /// Probe side: when this process is a probe, lists `previews` with markers and exits.
    static func runIfProbe(_ previews: () -> [Preview], environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment[variable] == "1" else { return }
        PreviewListing.observer = { key, begins in
            FileHandle.standardOutput.write(Data(((begins ? begin : end) + key + "\n").utf8))
        }
        _ = previews()
        FileHandle.standardOutput.write(Data((done + "\n").utf8))
        exit(0)
    }

    /// The program's previews, probed first (once, in the program's own process).
    static func guarded(_ previews: @escaping () -> [Preview]) -> () -> [Preview] {
        final class Once: @unchecked Sendable { var probed = false }
        let once = Once()
        return {
            if !once.probed, !WorkerMode.isWorker, ProcessInfo.processInfo.environment[variable] == nil {
                once.probed = true
                isolate()
            }
            return previews()
        }
    }

    /// What one probe found.
    enum Outcome: Equatable {
        /// Everything not skipped was listed.
        case listed
        /// It ended while listing the provider `key`: why.
        case failed(key: String, why: String)
        /// It ended outside any provider (or could not run): nothing to skip.
        case inconclusive
    }

    /// Probes until a probe lists everything not skipped; records the skipped providers.
    static func isolate(executable: URL? = PrebuiltWidgetShot.runningExecutable(), arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                        environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let executable else { return }
        var skipped = PreviewListing.skipped
        for _ in 0..<maximumRounds {
            guard case .failed(let key, let why) = probe(executable: executable, arguments: arguments, environment: environment, skipped: skipped) else { break }
            skipped[key] = why
        }
        guard !skipped.isEmpty else { return }
        PreviewListing.skipped = skipped
        // Workers list the previews again: they skip the same providers.
        if let data = try? JSONEncoder().encode(skipped) { setenv(PreviewListing.environmentVariable, String(decoding: data, as: UTF8.self), 1) }
    }

    /// Runs one probe with `skipped` and reads how it ended.
    static func probe(executable: URL, arguments: [String], environment: [String: String], skipped: [String: String]) -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var variables = environment
        variables[variable] = "1"
        variables[ProgramWatch.stateVariable] = nil   // the launcher watches the program, not its probe
        variables["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? "enable=no"
        if let data = try? JSONEncoder().encode(skipped) { variables[PreviewListing.environmentVariable] = String(decoding: data, as: UTF8.self) }
        process.environment = variables
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return .inconclusive }
        final class Collected: @unchecked Sendable { var errors = Data() }
        let collected = Collected()
        let readErrors = DispatchGroup()
        readErrors.enter()
        Thread.detachNewThread { collected.errors = errors.fileHandleForReading.readDataToEndOfFile(); readErrors.leave() }
        let pid = process.processIdentifier
        let killer = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        killer.cancel()
        readErrors.wait()
        return outcome(markers: text, ending: process.terminationReason == .uncaughtSignal ? .signaled(process.terminationStatus) : .exited(process.terminationStatus),
                       standardError: String(decoding: collected.errors, as: UTF8.self))
    }

    /// How a probe ended, from its markers and its ending.
    static func outcome(markers: String, ending: CrashReport.Ending, standardError: String) -> Outcome {
        var open: [String] = []
        for line in markers.split(separator: "\n").map(String.init) {
            if line == done { return .listed }
            if line.hasPrefix(begin) { open.append(String(line.dropFirst(begin.count))) }
            if line.hasPrefix(end), let last = open.last, last == String(line.dropFirst(end.count)) { open.removeLast() }
        }
        guard let key = open.last else { return .inconclusive }
        let report = CrashReport(ending: ending, standardError: standardError)
        let why = ending == .signaled(SIGKILL) && report.message == nil
            ? "did not finish listing its previews in \(Int(timeout)) s"
            : "\(report.description) while its previews were listed"
        return .failed(key: key, why: why)
    }
}
