import ArgumentParser
import Foundation
import WidgetShotBuild

/// `--extension DIR [--include PATH]…` or `--project PATH [--target NAME]` on any rendering
/// command: builds the widget extension in WidgetShot's cache (``ExtensionWorkspace``), then runs
/// the same command in the built program, which holds the extension's widgets, previews, asset
/// catalogs and string tables, from the extension's bundle (``ExtensionBundle``).
enum ExtensionLauncher {
    /// The options the launcher takes out of the command line.
    struct Request: Equatable {
        var extensionFolder: String?
        var includes: [String] = []
        var project: String?
        var target: String?
        /// `--override-package NAME=DIR`, by lower-cased package identity.
        var packageOverrides: [String: String] = [:]
        /// `--info KEY=VALUE`.
        var info: [String: String] = [:]
        var verbose = false
        /// `--timings`: print where the time went (prepare, resolve, compile, render).
        var timings = false
        /// `--build-configuration debug|release` (nil: the CLI's own build's, reused as it is).
        var configuration: String?
        /// The command line without the launcher's options (the program name dropped).
        var forwarded: [String] = []
    }

    /// Whether the command line asks for an extension build (`--extension` or `--project`).
    static func wantsExtension(_ arguments: [String]) -> Bool {
        arguments.dropFirst().contains { $0 == "--extension" || $0.hasPrefix("--extension=") || $0 == "--project" || $0.hasPrefix("--project=") }
    }

    /// The commands that render (and so can build a project found in the current folder).
    static let renderingCommands: Set<String> = ["gallery", "previews", "render", "geometry", "timeline", "snapshots"]

    /// The project the `widgetshot` tool builds when given no `--project`/`--extension`: the one
    /// ``ProjectPlans/locateProject(in:)`` finds in the current folder — unless the folder is a
    /// Swift package (WidgetShot's own checkout, a team's package: `swift run widgetshot` there
    /// renders the demo, so a stray project never hijacks CI), `WIDGETSHOT_FIND_PROJECT=0`, or
    /// the command does not render (`diff`, `devices`, `--help`).
    static func discoveredProject(_ arguments: [String], in folder: URL,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL? {
        if environment["WIDGETSHOT_FIND_PROJECT"] == "0" { return nil }
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return nil }
        let rest = arguments.dropFirst()
        if rest.contains(where: { ["--help", "-h", "help", "--version"].contains($0) }) { return nil }
        if let command = rest.first, !command.hasPrefix("-"), !renderingCommands.contains(command) { return nil }
        return try ProjectPlans.locateProject(in: folder)
    }

    /// Splits the launcher's options from the rest.
    static func parse(_ arguments: [String]) throws -> Request {
        var request = Request()
        let rest = Array(arguments.dropFirst())
        func value(_ name: String, _ index: inout Int) throws -> String {
            let arg = rest[index]
            if let eq = arg.firstIndex(of: "=") { return String(arg[arg.index(after: eq)...]) }
            guard index + 1 < rest.count else { throw ValidationError("\(name) needs a value") }
            index += 1
            return rest[index]
        }
        func pair(_ name: String, _ text: String) throws -> (String, String) {
            guard let eq = text.firstIndex(of: "="), eq != text.startIndex else { throw ValidationError("\(name) takes NAME=VALUE, not '\(text)'") }
            return (String(text[..<eq]), String(text[text.index(after: eq)...]))
        }
        func matches(_ arg: String, _ name: String) -> Bool { arg == name || arg.hasPrefix(name + "=") }
        var i = 0
        while i < rest.count {
            let arg = rest[i]
            if arg == "--" { request.forwarded += rest[i...]; break }
            if matches(arg, "--extension") {
                guard request.extensionFolder == nil else { throw ValidationError("--extension can be given once") }
                request.extensionFolder = try value("--extension", &i)
            } else if matches(arg, "--include") {
                request.includes.append(try value("--include", &i))
            } else if matches(arg, "--project") {
                guard request.project == nil else { throw ValidationError("--project can be given once") }
                request.project = try value("--project", &i)
            } else if matches(arg, "--target") {
                guard request.target == nil else { throw ValidationError("--target can be given once (without it, every widget extension is rendered)") }
                request.target = try value("--target", &i)
            } else if matches(arg, "--override-package") {
                let (name, folder) = try pair("--override-package", try value("--override-package", &i))
                request.packageOverrides[name.lowercased()] = folder
            } else if matches(arg, "--info") {
                let (key, text) = try pair("--info", try value("--info", &i))
                request.info[key] = text
            } else if arg == "--verbose-build" {
                request.verbose = true
            } else if arg == "--timings" {
                request.timings = true
            } else if matches(arg, "--build-configuration") {
                let configuration = try value("--build-configuration", &i)
                guard ["debug", "release"].contains(configuration) else { throw ValidationError("--build-configuration takes debug or release, not '\(configuration)'") }
                request.configuration = configuration
            } else {
                request.forwarded.append(arg)
            }
            i += 1
        }
        if let folder = request.extensionFolder, folder.isEmpty { throw ValidationError("--extension needs a folder") }
        if request.project?.isEmpty == true { throw ValidationError("--project needs a path") }
        if request.extensionFolder != nil && request.project != nil { throw ValidationError("give --extension or --project, not both") }
        if request.extensionFolder == nil && request.project == nil { throw ValidationError("--extension or --project is needed") }
        if request.project != nil && !request.includes.isEmpty { throw ValidationError("--include goes with --extension; a project names its own files") }
        if request.extensionFolder != nil && request.target != nil { throw ValidationError("--target goes with --project") }
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

    /// Builds and runs; returns the command's exit status (the first failing one when a project
    /// has several widget extensions). The build's messages go to `log` (standard error by
    /// default), the command's output to `output` (inherited by default). `plans` replaces the
    /// project reader (tests build a plan by hand). `environment` is what the built program starts
    /// with (this process's by default).
    static func launch(_ arguments: [String], log: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
                       output: Pipe? = nil, plans planned: [BuildPlan]? = nil,
                       environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
        let request = try parse(arguments)
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        func absolute(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL }
        var options = GenerationOptions(packageOverrides: request.packageOverrides.mapValues(absolute), infoOverrides: request.info)
        options.configuration = request.configuration ?? options.configuration
        // Only a folder WidgetShot owns (new, empty or marked) is written: never `/` or `$HOME`.
        try CacheOwnership.claim(ExtensionWorkspace.defaultCacheRoot())
        let routes = BuildRoutes(widgetShotRoot: try ExtensionWorkspace.locateWidgetShotRoot(), configuration: request.configuration,
                                 environment: environment)
        if let why = routes.unavailable, environment["WIDGETSHOT_PREBUILT"] != "0" {
            log("note: WidgetShot compiles in the cache for this build: \(why)")
        }
        var timings = LaunchTimings(enabled: request.timings)
        defer { timings.report(to: log) }
        if let folder = request.extensionFolder {
            let sources = try ExtensionSources.scan(extension: absolute(folder), includes: request.includes.map(absolute))
            for warning in sources.warnings { log("warning: \(warning)") }
            return try buildAndRun(request.forwarded, routes: routes, verbose: request.verbose, log: log, output: output,
                                   environment: environment, timings: &timings) { workspace in
                try workspace.prepare(sources, options: options)
            }
        }
        let project = absolute(request.project ?? "")
        let plans = try planned ?? ProjectPlans.load(path: project, target: request.target)
        if let target = request.target, plans.isEmpty { throw ExtensionBuildError.noSuchTarget(project.path, target) }
        options.knowsAllConditions = true
        return try runEach(plans, name: \.extensionModule.name, log: log) { plan in
            let forwarded = plans.count > 1 ? outputPerTarget(request.forwarded, target: plan.extensionModule.name) : request.forwarded
            return try buildAndRun(forwarded, routes: routes.forPlatform(of: plan), verbose: request.verbose, log: log, output: output,
                                   environment: environment, timings: &timings) { workspace in
                try workspace.prepare(plan, options: options)
            }
        }
    }

    /// Runs `run` for each of a project's widget extensions; returns the first non-zero status.
    /// With one extension its error is thrown as is. With several, one that does not build (a
    /// missing package, a compile error) is reported and costs only its own images: the others
    /// still build and render, and the status is 1 (seen in a real project whose widget target
    /// did not compile while its controls target would have).
    static func runEach<Plan>(_ plans: [Plan], name: (Plan) -> String, log: (String) -> Void, run: (Plan) throws -> Int32) throws -> Int32 {
        var status: Int32 = 0
        for plan in plans {
            do {
                let result = try run(plan)
                if status == 0 { status = result }
            } catch where plans.count > 1 {
                log(error is ExtensionBuildError ? "\(error)" : "widgetshot: error: \(WidgetShotTool.message(for: error))")
                log("\(name(plan)): not rendered; going on with the project's other widget extensions")
                if status == 0 { status = 1 }
            }
        }
        return status
    }

    /// Prepares (under the workspace lock), builds, puts the program into its bundle and runs it:
    /// on the prebuilt route first when there is one (``BuildRoutes``), and on the generated-package
    /// route when that fails for a reason of its own (not an error in the user's files).
    static func buildAndRun(_ forwarded: [String], routes: BuildRoutes, verbose: Bool, log: (String) -> Void, output: Pipe?,
                            environment: [String: String] = ProcessInfo.processInfo.environment, timings: inout LaunchTimings,
                            prepare: (ExtensionWorkspace) throws -> PreparedExtension) throws -> Int32 {
        var executable: URL?
        for (index, workspace) in routes.workspaces.enumerated() {
            let isLast = index == routes.workspaces.count - 1
            do {
                executable = try build(workspace: workspace, verbose: verbose, log: log, timings: &timings, prepare: prepare)
                break
            } catch let error where !isLast && BuildRoutes.fallsBack(after: error, widgetShotRoot: workspace.widgetShotRoot) {
                log("note: the fast route (WidgetShot as the CLI built it) did not build this extension (\(BuildRoutes.summary(of: error))); building WidgetShot in the cache instead")
            }
        }
        guard let executable else { throw ExtensionBuildError.cannotRun("no build route") }
        timings.start("render")
        defer { timings.stop() }
        let process = Process()
        process.executableURL = executable
        process.arguments = forwarded
        // A minimal environment, HOME/TMPDIR and the working directory in a run folder removed
        // afterwards (ProgramEnvironment); the program ends with this process if it is killed
        // outright (ParentWatch, started for WIDGETSHOT_LAUNCHED).
        let sandbox = try WorkerEnvironment()
        defer { sandbox.remove() }
        process.environment = ProgramEnvironment.variables(parent: environment, sandbox: sandbox,
                                                           callerDirectory: FileManager.default.currentDirectoryPath)
        process.currentDirectoryURL = sandbox.work
        if let output {
            process.standardOutput = output
            process.standardError = output
        }
        let state = sandbox.root.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        process.environment?[ProgramWatch.stateVariable] = state.path
        try process.run()
        // Foundation starts the program in its own process group, so a terminal's Ctrl-C does not
        // reach it: SIGINT, SIGTERM and SIGHUP are forwarded to it while it runs.
        let forwarding = SignalForwarding(to: process.processIdentifier)
        defer { forwarding.stop() }
        // A hang, crash or exit(0) while the program builds its widgets is reported (ProgramWatch).
        return ProgramWatch.wait(for: process, folder: state, log: log, bundleTimeout: ProgramWatch.bundleTimeout(environment: environment))
    }

    /// The command line of one of several extensions: its output under `<output>/<target>/`
    /// (the command's default output folder when none is given; `render`'s file keeps its name).
    static func outputPerTarget(_ arguments: [String], target: String) -> [String] {
        var out = arguments
        for (index, arg) in out.enumerated() {
            let value: String
            if arg == "-o" || arg == "--output", index + 1 < out.count { value = out[index + 1] }
            else if arg.hasPrefix("--output=") { value = String(arg.dropFirst("--output=".count)) }
            else { continue }
            let path = value as NSString
            let isFile = arguments.first == "render" && !value.hasSuffix("/")
            let moved = isFile ? ((path.deletingLastPathComponent as NSString).appendingPathComponent(target) as NSString).appendingPathComponent(path.lastPathComponent)
                : path.appendingPathComponent(target) + (value.hasSuffix("/") ? "/" : "")
            if arg.hasPrefix("--output=") { out[index] = "--output=" + moved } else { out[index + 1] = moved }
            return out
        }
        let defaults = ["gallery": "widgetshot-out", "previews": "widgetshot-previews", "timeline": "widgetshot-timeline", "render": ""]
        let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "gallery"
        guard let folder = defaults[command] else { return out }
        let insertAt = arguments.first == command ? 1 : 0
        out.insert(contentsOf: ["--output", folder.isEmpty ? "\(target)/" : "\(folder)/\(target)"], at: insertAt)
        return out
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
    @Option(help: ArgumentHelp("An Xcode project to build and render, as it is: .xcodeproj, .xcworkspace or XcodeGen's project.yml (see README).", valueName: "path"))
    var project: String?
    @Option(help: ArgumentHelp("The widget extension target of --project (default: every one, each under <output>/<target>/).", valueName: "name"))
    var target: String?
    @Option(help: ArgumentHelp("Build the Swift package NAME from a local folder instead (repeatable).", valueName: "name=dir"))
    var overridePackage: [String] = []
    @Option(help: ArgumentHelp("Set an Info.plist value (a string) of the built extension's Bundle.main (repeatable).", valueName: "key=value"))
    var info: [String] = []
    @Flag(help: "Show the extension build's progress lines.") var verboseBuild = false
    @Flag(help: "Print where the time went: prepare, resolve, compile, render (and what compiled).") var timings = false
    @Option(help: ArgumentHelp("Build the extension program in debug or release (default: as the CLI was built, reusing its WidgetShot).", valueName: "config"))
    var buildConfiguration: String?
}
