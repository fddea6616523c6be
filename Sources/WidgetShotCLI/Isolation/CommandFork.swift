import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts a ``CommandWorker`` with `fork()` instead of re-launching the executable, when that is
/// safe: the worker is a copy of this process after it parsed the command line, so a one-shot
/// `widgetshot render` pays process start-up once (dynamic loading of ~40 libraries, the first
/// protocol-conformance look-ups, argument parsing: about 200 M instructions per process, issue 21)
/// and keeps the worker's guarantees — a crash, `exit()`, an endless loop or an endless allocation
/// in widget code ends only the worker, and the parent reports it.
///
/// What the child gets is what an exec'd worker gets: its own process group, `/dev/null` as
/// standard input, standard error into the parent's pipe, the minimal environment of
/// ``WorkerEnvironment`` (`HOME`/`TMPDIR` in the run folder, no secrets), the address-space
/// limit and the parent watch (``WorkerMode/prepareIfWorker(environment:)``), and the default
/// action for the crash signals (as `exec` would reset them; the runtime's backtracer stays only
/// when the user set `SWIFT_BACKTRACE`). The difference: state this process built before the fork
/// is inherited instead of rebuilt — the parsed command, the widget list (the bundle's `body` ran
/// in this process in both designs), the runtime's caches. Values libraries read from the
/// environment *before* the fork are not re-read; nothing before the fork reads `HOME`, `TMPDIR`
/// or fontconfig (the renderer is made in the worker). The inherited variables' text is blanked
/// (it is what `/proc/<pid>/environ` shows), but copies Foundation made of them before the fork may
/// remain in the worker's memory: code that scans its own memory could find them — as any process
/// of the user can read the parent's `/proc/<pid>/environ` in either design. The minimal
/// environment keeps secrets out of what widget code reads by accident (`ProcessInfo`, logs), as before.
///
/// `fork()` copies only the calling thread: a lock another thread held would stay locked in the
/// child. So it is used only while this process has a single thread (`/proc/self/task`); an
/// extension program (whose parent watch is a thread) and other platforms re-launch the executable
/// as before. `WIDGETSHOT_COMMAND_WORKER=exec` forces the re-launch (to compare, or should a library
/// misbehave after a fork).
enum CommandFork {
    /// `exec` re-launches the executable for every command worker.
    static let modeVariable = "WIDGETSHOT_COMMAND_WORKER"

    /// Which side of the fork this process is on.
    enum Side {
        /// The worker: run the command here, then ``CommandWorker/finish(status:)``.
        case child
        /// The parent, with its worker.
        case parent(StartedWorker)
    }

    /// Forks a worker with `environment`, or `nil` when a fork is not safe or not wanted here
    /// (the caller then re-launches the executable).
    static func start(environment: [String: String], parentEnvironment: [String: String] = ProcessInfo.processInfo.environment) -> Side? {
        #if os(Linux)
        guard parentEnvironment[modeVariable] != "exec", threadCount() == 1 else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        let keepsBacktracer = parentEnvironment["SWIFT_BACKTRACE"] != nil
        fflush(nil)   // what this process buffered must not be written twice
        let pid = fork()
        if pid < 0 {
            close(ends[0]); close(ends[1])
            return nil
        }
        if pid == 0 {
            becomeWorker(errors: ends[1], readEnd: ends[0], environment: environment, keepsBacktracer: keepsBacktracer)
            return .child
        }
        close(ends[1])
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        return .parent(StartedWorker(pid: pid, errors: ends[0], wait: { waitForExit(pid) }))
        #else
        return nil
        #endif
    }

    #if os(Linux)
    /// The number of threads of this process.
    static func threadCount() -> Int {
        guard let folder = opendir("/proc/self/task") else { return Int.max }
        defer { closedir(folder) }
        var count = 0
        while let entry = readdir(folder) {
            let first = withUnsafeBytes(of: entry.pointee.d_name) { $0[0] }
            if first != UInt8(ascii: ".") { count += 1 }
        }
        return count
    }

    /// The signals whose default action ends the process with a crash, reset in the worker.
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGQUIT, SIGSYS]

    /// Child side, right after the fork.
    private static func becomeWorker(errors: Int32, readEnd: Int32, environment: [String: String], keepsBacktracer: Bool) {
        _ = setpgid(0, 0)   // its own group, as a re-launched worker: the parent stops it with killpg
        close(readEnd)
        dup2(errors, STDERR_FILENO)
        close(errors)
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 { dup2(null, STDIN_FILENO); close(null) }
        // The inherited variables' text is what /proc/<pid>/environ shows: blank it before leaving it.
        let inherited: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        if var entry = inherited {
            while let text = entry.pointee {
                memset(text, 0, strlen(text))
                entry += 1
            }
        }
        clearenv()
        for (name, value) in environment { setenv(name, value, 1) }
        if !keepsBacktracer { for number in crashSignals { signal(number, SIG_DFL) } }
        WorkerMode.prepareIfWorker(environment: environment)   // address-space limit, parent watch
    }

    /// Waits for the worker and says how it ended.
    private static func waitForExit(_ pid: pid_t) -> CrashReport.Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .exited(1) }
        }
        let signal = status & 0x7f   // WTERMSIG; 0 when it exited (WIFEXITED)
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
    #endif
}

/// A running command worker: its process (and process group) id, the read end of its standard
/// error, and how to wait for its end.
struct StartedWorker {
    let pid: pid_t
    let errors: Int32
    let wait: () -> CrashReport.Ending
}
