import Foundation
import WidgetShotCairo

/// What a worker process sees: a minimal environment and a private folder.
///
/// Widget code runs in the worker, so it must not see the parent's environment (a CI job's
/// secrets, tokens, cloud credentials) nor write into the user's home or working directory. The
/// worker gets only:
/// - `PATH`, and `LD_LIBRARY_PATH` when set (the Swift runtime libraries may live there);
/// - `HOME` (and `CFFIXED_USER_HOME`, which Foundation's `NSHomeDirectory()` reads on Linux) →
///   `<sandbox>/home` and `TMPDIR` → `<sandbox>/tmp`, inside a per-run folder whose `work` folder
///   is the worker's working directory (but while it reads its command line) and that is removed
///   after the run;
/// - `LANG`, `LANGUAGE`, `LC_*` and `TZ` when set (no secrets; renders pin their own locale and
///   time zone anyway);
/// - `FONTCONFIG_FILE`, `FONTCONFIG_PATH` when set (how the machine's fontconfig starts);
/// - every `WIDGETSHOT_*` variable (the renderer's settings: fonts, record mode, artefacts, image
///   limits, logging) and `WIDGETSHOT_APP_GROUPS`, set to the parent's app-group root so
///   `containerURL(forSecurityApplicationGroupIdentifier:)` finds the same files as before;
/// - `WIDGETSHOT_FONT_CACHE_DIR`, the caller's fontconfig cache folder (`FontScanCache`);
/// - `SWIFT_BACKTRACE=enable=no` unless set: a crash is then reported in milliseconds, without the
///   backtracer's symbolication (seconds per crash);
/// - the worker variables (`WorkerMode`).
struct WorkerEnvironment {
    /// The per-run folder (`widgetshot-run-<uuid>` in the temporary directory).
    let root: URL
    var home: URL { root.appendingPathComponent("home") }
    var temporary: URL { root.appendingPathComponent("tmp") }
    var work: URL { root.appendingPathComponent("work") }

    /// Creates the folders.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-run-\(UUID().uuidString)")
        for folder in [home, temporary, work] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    }

    /// Removes the folder and everything widget code left in it.
    func remove() { try? FileManager.default.removeItem(at: root) }

    /// The variables passed through from the parent's environment.
    static func passesThrough(_ name: String) -> Bool {
        if name.hasPrefix(WorkerMode.batchVariable) { return false }   // a worker's own, set below
        // The run's CI report files are the parent's to write, for all variants at once.
        if name == "WIDGETSHOT_JUNIT" || name == "WIDGETSHOT_MARKDOWN" { return false }
        return ["PATH", "LD_LIBRARY_PATH", "LANG", "LANGUAGE", "TZ", "FONTCONFIG_FILE", "FONTCONFIG_PATH", "SWIFT_BACKTRACE"].contains(name)
            || name.hasPrefix("LC_") || name.hasPrefix("WIDGETSHOT_")
    }

    /// The fontconfig cache folder of the caller (``FontScanCache``), named explicitly: the
    /// folder derives from `HOME`, which is per-run here.
    static func fontCacheFolder(parent: [String: String]) -> String {
        FontScanCache.folder(environment: parent)?.path ?? "none"
    }

    /// The worker's environment for `batch`.
    func variables(batch: Int, limits: VariantLimits, parent: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var result = parent.filter { Self.passesThrough($0.key) }
        result["PATH"] = result["PATH"] ?? "/usr/bin:/bin"
        result["HOME"] = home.path
        // Foundation on Linux takes NSHomeDirectory(), homeDirectoryForCurrentUser and the
        // Documents folder from the password database, not HOME; CoreFoundation honours this first.
        result["CFFIXED_USER_HOME"] = home.path
        result["TMPDIR"] = temporary.path + "/"
        // The worker starts in `work` (widget code run while the bundle is built writes there) and
        // reads its command line from here (ProgramEnvironment.enterCallerDirectory).
        result[ProgramEnvironment.callerDirectoryVariable] = FileManager.default.currentDirectoryPath
        result["WIDGETSHOT_APP_GROUPS"] = parent["WIDGETSHOT_APP_GROUPS"]
            ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("widgetshot-app-groups").path
        result["SWIFT_BACKTRACE"] = parent["SWIFT_BACKTRACE"] ?? "enable=no"
        result[FontScanCache.folderVariable] = Self.fontCacheFolder(parent: parent)
        result[WorkerMode.batchVariable] = String(batch)
        result[WorkerMode.sandboxVariable] = work.path
        result[WorkerMode.memoryVariable] = String(limits.memoryMiB)
        return result
    }
}
