import ArgumentParser
import Foundation
import WidgetShotBuild

/// `--extension DIR [--include PATH]…` on any rendering command: builds the widget extension in
/// WidgetShot's cache (``ExtensionWorkspace``), then runs the same command in the built program,
/// which holds the extension's widgets, previews, asset catalogs and string tables.
enum ExtensionLauncher {
    /// The options the launcher takes out of the command line.
    struct Request: Equatable {
        var extensionFolder: String
        var includes: [String]
        var verbose: Bool
        /// The command line without the launcher's options (the program name dropped).
        var forwarded: [String]
    }

    static func wantsExtension(_ arguments: [String]) -> Bool {
        arguments.dropFirst().contains { $0 == "--extension" || $0.hasPrefix("--extension=") }
    }

    /// Splits the launcher's options from the rest.
    static func parse(_ arguments: [String]) throws -> Request {
        var request = Request(extensionFolder: "", includes: [], verbose: false, forwarded: [])
        let rest = Array(arguments.dropFirst())
        var folder: String?
        func value(_ name: String, _ index: inout Int) throws -> String {
            let arg = rest[index]
            if let eq = arg.firstIndex(of: "=") { return String(arg[arg.index(after: eq)...]) }
            guard index + 1 < rest.count else { throw ValidationError("\(name) needs a value") }
            index += 1
            return rest[index]
        }
        var i = 0
        while i < rest.count {
            let arg = rest[i]
            if arg == "--" { request.forwarded += rest[i...]; break }
            if arg == "--extension" || arg.hasPrefix("--extension=") {
                guard folder == nil else { throw ValidationError("--extension can be given once") }
                folder = try value("--extension", &i)
            } else if arg == "--include" || arg.hasPrefix("--include=") {
                request.includes.append(try value("--include", &i))
            } else if arg == "--verbose-build" {
                request.verbose = true
            } else {
                request.forwarded.append(arg)
            }
            i += 1
        }
        guard let folder, !folder.isEmpty else { throw ValidationError("--extension needs a folder") }
        request.extensionFolder = folder
        return request
    }

    /// Builds the extension and runs the command in it; exits with its status.
    static func launchAndExit(_ arguments: [String]) -> Never {
        do {
            exit(try launch(arguments))
        } catch let error as ExtensionBuildError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        } catch {
            FileHandle.standardError.write(Data("widgetshot: error: \(WidgetShotTool.message(for: error))\n".utf8))
            exit(WidgetShotTool.exitCode(for: error).rawValue == 0 ? 1 : WidgetShotTool.exitCode(for: error).rawValue)
        }
    }

    /// Builds and runs; returns the command's exit status. The build's messages go to `log`
    /// (standard error by default), the command's output to `output` (inherited by default).
    static func launch(_ arguments: [String], log: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
                       output: Pipe? = nil) throws -> Int32 {
        let request = try parse(arguments)
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        func absolute(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL }
        let sources = try ExtensionSources.scan(extension: absolute(request.extensionFolder), includes: request.includes.map(absolute))
        let workspace = ExtensionWorkspace(widgetShotRoot: try ExtensionWorkspace.locateWidgetShotRoot())
        // Held while the shared package is written and built; the command itself runs unlocked.
        let lock = try WorkspaceLock(packageRoot: workspace.packageRoot)
        defer { lock.release() }
        let prepared = try workspace.prepare(sources)
        for warning in prepared.warnings { log("\(warning)") }
        let firstBuild = !FileManager.default.fileExists(atPath: prepared.packageRoot.appendingPathComponent(".build").path)
        log("building \(prepared.name) (\(sources.swiftFiles.count) files, \(prepared.previewCount) previews)"
            + (firstBuild ? "; the first build also compiles WidgetShot and takes a few minutes" : "") + "…")
        let started = Date()
        let executable = try ExtensionBuilder(verbose: request.verbose).build(prepared, log: log)
        log(String(format: "built %@ in %.1f s", prepared.name, Date().timeIntervalSince(started)))
        lock.release()
        let process = Process()
        process.executableURL = executable
        process.arguments = request.forwarded
        // The program ends with this process if it is killed outright (ParentWatch).
        process.environment = ProcessInfo.processInfo.environment.merging([launchedVariable: "1"]) { $1 }
        if let output {
            process.standardOutput = output
            process.standardError = output
        }
        try process.run()
        // Foundation starts the program in its own process group, so a terminal's Ctrl-C does not
        // reach it: SIGINT, SIGTERM and SIGHUP are forwarded to it while it runs.
        let forwarding = SignalForwarding(to: process.processIdentifier)
        process.waitUntilExit()
        forwarding.stop()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Set in the extension program's environment by the launcher.
    static let launchedVariable = "WIDGETSHOT_LAUNCHED"
}

/// The extension options, shown in every rendering command's help. `ExtensionLauncher` acts on
/// them before parsing, so a command never sees them set.
struct ExtensionOptions: ParsableArguments {
    @Option(name: .customLong("extension"), help: ArgumentHelp("A widget extension folder to build and render, as it is (see README).", valueName: "dir"))
    var extensionFolder: String?
    @Option(help: ArgumentHelp("App files or folders the extension uses (repeatable).", valueName: "path"))
    var include: [String] = []
    @Flag(help: "Show the extension build's progress lines.") var verboseBuild = false
}
