import Foundation
import WidgetShotCairo

/// What the extension program the launcher builds sees: the same minimal environment as its
/// workers (``WorkerEnvironment``), so widget code that runs in the program itself — a
/// `WidgetBundle`'s `body`, a widget's `body`, static initialisers, `#Preview` closures — reads no
/// CI secret and writes nothing into the user's home or working directory.
///
/// The program starts in `<run folder>/work` with `HOME` and `TMPDIR` inside the run folder (a
/// temporary folder the launcher removes after the run). Once the bundle has been read, it moves
/// to the caller's folder (``callerDirectoryVariable``) to read the command line, so relative
/// `-o`/`--root` paths mean what the user meant; each variant then renders in a worker that works
/// in its own run folder.
enum ProgramEnvironment {
    /// The caller's working directory, for the command line's relative paths.
    static let callerDirectoryVariable = "WIDGETSHOT_CALLER_DIRECTORY"

    /// The program's environment: the variables ``WorkerEnvironment/passesThrough(_:)`` lets
    /// through, `HOME`/`TMPDIR` in `sandbox`, the app-group root the caller would use, and the
    /// launcher's marks.
    static func variables(parent: [String: String], sandbox: WorkerEnvironment, callerDirectory: String) -> [String: String] {
        var result = parent.filter { WorkerEnvironment.passesThrough($0.key) }
        result["PATH"] = result["PATH"] ?? "/usr/bin:/bin"
        result["HOME"] = sandbox.home.path
        result["CFFIXED_USER_HOME"] = sandbox.home.path   // NSHomeDirectory() on Linux (WorkerEnvironment)
        result["TMPDIR"] = sandbox.temporary.path + "/"
        // The app groups stay where the caller's process finds them (TMPDIR moved).
        result["WIDGETSHOT_APP_GROUPS"] = parent["WIDGETSHOT_APP_GROUPS"]
            ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("widgetshot-app-groups").path
        result[FontScanCache.folderVariable] = WorkerEnvironment.fontCacheFolder(parent: parent)
        result[ExtensionLauncher.launchedVariable] = "1"
        result[callerDirectoryVariable] = callerDirectory
        return result
    }

    /// In the program, before the command line is read: back to the caller's folder.
    static func enterCallerDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let folder = environment[callerDirectoryVariable], !folder.isEmpty else { return }
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
    }
}
