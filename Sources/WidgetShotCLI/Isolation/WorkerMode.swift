import Foundation
import WidgetShotUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hidden worker mode of every `widgetshot` executable (the demo tool, a team's
/// `WidgetShotCommand`, an extension build): the parent re-launches its own executable with its
/// own command line and `WIDGETSHOT_WORKER=<batch>` in the environment (see ``WorkerEnvironment``).
/// The worker parses the command as the parent did, so it computes the same variant list, and
/// when it reaches batch `<batch>` (``VariantRunner``) it serves variant indices read from
/// standard input, one per line, answering each with one JSON line on the protocol channel.
///
/// Standard output is the protocol channel: it is duplicated away at start-up and standard output
/// is pointed at standard error, so what widget code prints (`print`, `NSLog`) cannot corrupt it
/// and reaches the parent's standard error instead.
enum WorkerMode {
    /// The environment variable naming the batch a worker serves.
    static let batchVariable = "WIDGETSHOT_WORKER"
    /// The folder a worker works in (its working directory while it renders).
    static let sandboxVariable = "WIDGETSHOT_WORKER_SANDBOX"
    /// The worker's address-space limit in MiB.
    static let memoryVariable = "WIDGETSHOT_WORKER_MEMORY_MB"

    /// The batch this process serves, `nil` when it is not a worker.
    nonisolated(unsafe) private(set) static var batch: Int?
    /// Where the worker writes its answers.
    nonisolated(unsafe) private(set) static var channel: Int32 = -1

    /// Whether this process is a worker.
    static var isWorker: Bool { batch != nil }

    /// Whether the command should run batch `index`: every batch normally, only its own in a worker
    /// (a `gallery --locale en_US,de_DE` has one batch per locale).
    static func runs(batch index: Int) -> Bool { batch == nil || batch == index }

    /// Whether this worker serves the runner of batch `index` (a worker of another batch passes it by).
    static func serves(batch index: Int) -> Bool { batch != nil && batch == index }

    /// Enters worker mode when the environment asks for it; called first by every entry point,
    /// before any widget code runs.
    static func prepareIfWorker(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if environment[batchVariable] == CommandWorker.mode {
            // A whole single-variant command: its standard output is the user's.
            if let text = environment[memoryVariable], let mib = Int(text), mib > 0 { limitAddressSpace(mib: mib) }
            EnvironmentObjectCheck.checksBeforeBody = false
            ParentWatch.start()
            return
        }
        guard batch == nil, let value = environment[batchVariable], let index = Int(value) else { return }
        batch = index
        // A stop costs one variant here: views that declare an environment object they never
        // read draw, as on iOS (EnvironmentObjectCheck).
        EnvironmentObjectCheck.checksBeforeBody = false
        keepFreedMemory()
        fflush(stdout)
        channel = dup(STDOUT_FILENO)
        _ = fcntl(channel, F_SETFD, FD_CLOEXEC)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        // Widget code's `print`s reach the parent line by line, as they happen, instead of in
        // one block when the worker exits (a pipe is otherwise fully buffered).
        setvbuf(stdout, nil, _IOLBF, 0)
        if let text = environment[memoryVariable], let mib = Int(text), mib > 0 { limitAddressSpace(mib: mib) }
        ParentWatch.start()
    }

    /// Keeps memory a variant freed for the next, instead of glibc returning it to the system:
    /// every variant allocates image surfaces and PNG buffers of the same few sizes, and with
    /// glibc's defaults each came from a fresh `mmap` whose pages fault in again — about 180,000
    /// of a debug gallery's 260,000 page faults, and 3–8 % of its CPU time (`perf stat`, built-in
    /// gallery). A worker's peak is what it was; only its return to the system waits for its exit.
    static func keepFreedMemory() {
        #if canImport(Glibc)
        // `mallopt` and its constants are in <malloc.h>, which Swift's Glibc module leaves out.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_LAZY), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3   // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
        _ = mallopt(mmapThreshold, 64 << 20)   // blocks below 64 MiB come from the heap…
        _ = mallopt(trimThreshold, 1 << 30)    // …which is not trimmed back below 1 GiB free
        #endif
    }

    /// `setrlimit(RLIMIT_AS)`: an allocation past the limit fails (the Swift runtime then stops
    /// the process with "could not allocate memory", which the parent reports) instead of the
    /// machine running out of memory.
    static func limitAddressSpace(mib: Int) {
        var limit = rlimit(rlim_cur: rlim_t(mib) << 20, rlim_max: rlim_t(mib) << 20)
        #if canImport(Glibc)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        #else
        _ = setrlimit(RLIMIT_AS, &limit)
        #endif
    }

    /// Moves into the sandbox folder before the first variant (the command has resolved its
    /// relative paths by then), so widget code writes nowhere near the user's working directory.
    static func enterSandbox(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let folder = environment[sandboxVariable], !folder.isEmpty else { return }
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
    }

    /// The line a worker writes while a variant is still making progress (``heartbeat()``).
    static let heartbeatLine = "+"

    /// Tells the parent that the variant being rendered is making progress — one of its images
    /// is drawn and written — so its `--variant-timeout` starts again: the limit is on each image
    /// of a variant that draws many (a Live Activity state's presentations), not on their sum.
    /// Does nothing outside a worker.
    static func heartbeat() {
        guard isWorker else { return }
        send(Data(heartbeatLine.utf8))
    }

    /// Writes one line to the parent, all of it (`write(2)` directly: a closed pipe is an error
    /// to give up on, not a crash).
    static func send(_ line: Data) {
        var data = line
        data.append(0x0A)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let n = write(channel, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { exit(3) }   // the parent is gone
                offset += n
            }
        }
    }
}

/// Ends this process when its parent ends: a worker, or an extension program started by the
/// `widgetshot` launcher, must not outlive the process that started it (which may have been
/// killed with SIGKILL, leaving no chance to stop its children). Polls `getppid()`, which changes
/// when the parent dies (the child is re-parented), every 200 ms; portable where
/// `prctl(PR_SET_PDEATHSIG)` is Linux-only and not importable into Swift (a variadic C function).
enum ParentWatch {
    nonisolated(unsafe) private static var started = false

    static func start() {
        guard !started else { return }
        started = true
        let parent = getppid()
        let thread = Thread {
            while true {
                usleep(200_000)
                if getppid() != parent { _exit(1) }
            }
        }
        thread.stackSize = 64 << 10
        thread.start()
    }
}
