import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches the extension program from the launcher for what worker isolation cannot see: widget
/// code that runs in the program itself (a `WidgetBundle`'s `init` or `body`, a widget's `body`,
/// a static initialiser) before any worker starts.
///
/// The program marks two moments in a folder of the launcher's run folder
/// (``stateVariable``): `bundle-read` once it holds the widgets, `finished` when the command
/// returned. The launcher then tells apart
/// - a program still reading its bundle after ``bundleTimeout(environment:)`` seconds (an endless loop or a
///   deadlock there): killed, reported, status 1 — never a CI job that hangs;
/// - a program that ended with status 0 without finishing its command (`exit(0)` in that code):
///   reported, status 1 — never a pass with no images and no message;
/// - a program that crashed while reading its bundle: reported as such.
enum ProgramWatch {
    /// The folder the program marks its progress in.
    static let stateVariable = "WIDGETSHOT_PROGRAM_STATE"
    /// Seconds the program may take to read its bundle (`WIDGETSHOT_BUNDLE_TIMEOUT` changes it).
    /// Reading it is building the widgets' configurations: milliseconds; a minute leaves room for
    /// a machine under heavy load.
    static func bundleTimeout(environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        environment["WIDGETSHOT_BUNDLE_TIMEOUT"].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 1 ? $0 : nil } ?? 60
    }

    // MARK: In the program

    /// Marks that the bundle has been read (called before the command line is parsed).
    static func markBundleRead(environment: [String: String] = ProcessInfo.processInfo.environment) {
        mark("bundle-read", environment: environment)
    }

    /// Marks that the command finished (called when it returns, and for a command worker's status 0).
    static func markFinished(environment: [String: String] = ProcessInfo.processInfo.environment) {
        mark("finished", environment: environment)
    }

    private static func mark(_ name: String, environment: [String: String]) {
        guard !WorkerMode.isWorker, !CommandWorker.isWorker, let folder = environment[stateVariable], !folder.isEmpty else { return }
        FileManager.default.createFile(atPath: (folder as NSString).appendingPathComponent(name), contents: Data())
    }

    // MARK: In the launcher

    /// Waits for `process` (started with ``stateVariable`` = `folder`); returns its exit status,
    /// or 1 with `log` told why when it hung in, crashed in or left its bundle or command early.
    static func wait(for process: Process, folder: URL, log: (String) -> Void, bundleTimeout: Double) -> Int32 {
        let started = Date()
        let bundleRead = folder.appendingPathComponent("bundle-read").path
        var sawBundle = false
        while process.isRunning {
            if !sawBundle {
                sawBundle = FileManager.default.fileExists(atPath: bundleRead)
                if !sawBundle && Date().timeIntervalSince(started) > bundleTimeout {
                    _ = killpg(process.processIdentifier, SIGKILL)
                    _ = sendSignal(process.processIdentifier, SIGKILL)
                    process.waitUntilExit()
                    log("widgetshot: error: the extension did not finish reading its widgets within \(Int(bundleTimeout)) s and was stopped: widget code that runs when the bundle is built (a WidgetBundle's init or body, a widget's body, a static initialiser) loops or waits forever")
                    return 1
                }
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        let signaled = process.terminationReason == .uncaughtSignal
        let status = signaled ? 128 + process.terminationStatus : process.terminationStatus
        let inBundle = !FileManager.default.fileExists(atPath: bundleRead)
        if signaled && inBundle && [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE].contains(process.terminationStatus) {
            log("widgetshot: error: the extension crashed (\(CrashReport.name(of: process.terminationStatus))) while building its widgets: in a WidgetBundle's init or body, a widget's body or a static initialiser (the runtime's message is above)")
            return status
        }
        if status == 0 && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("finished").path) {
            log("widgetshot: error: the extension program ended with status 0 before its command finished: widget code outside a variant called exit() (\(inBundle ? "while the widgets were built: a WidgetBundle's init or body, a widget's body or a static initialiser" : "while the command ran")); no output is complete")
            return 1
        }
        return status
    }
}
