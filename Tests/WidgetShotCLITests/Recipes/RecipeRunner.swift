import Foundation

/// Runs the jobs of a CI recipe on this machine as the CI service would: each job in a new
/// workspace, its shell steps through `bash -eo pipefail` in order (a failed step skips the rest
/// except `if: always()` ones), artefacts carried from job to job.
///
/// What cannot run here is stood in for, and only that:
/// - `actions/checkout` of the team's repository (and GitLab's own clone) is `git clone` of a
///   local repository; the checkout of WidgetShot into `.widgetshot` is the checkout under test
///   (a symbolic link to it), with its build: it is what the recipes' cache steps restore.
/// - `swift build --package-path .widgetshot --product widgetshot` finds that build already done
///   (a `swift` on `PATH` that checks the command line and the built CLI, and passes every other
///   `swift` command to the real one): `swift test` holds `.build`'s lock while tests run, and
///   building WidgetShot a second time would not fit the test budget.
/// - The extension cache (`~/.cache/widgetshot`, restored by the cache step) is the test run's
///   shared cache (`WIDGETSHOT_CACHE_DIR`).
/// - `actions/upload-artifact` / `download-artifact` and GitLab's `artifacts:`/`needs:` copy
///   folders through a local store; `action-junit-report` checks the report exists and is JUnit.
struct RecipeRunner {
    /// The local repository the team's checkout clones.
    var teamRepository: URL
    /// The WidgetShot checkout under test (with its `.build`).
    var widgetShot: URL
    /// Where workspaces, artefacts and the `swift` stand-in live.
    var scratch: URL
    /// Variables every job sees (cache folder, CI's own variables).
    var environment: [String: String]

    /// One job's outcome: whether every step passed, and everything it printed.
    struct Outcome {
        var succeeded: Bool
        var log: String
        var workspace: URL
    }

    private var artifacts: URL { scratch.appendingPathComponent("artifacts") }
    /// Every `swift build` of `.widgetshot` the jobs ran, one workspace path per line.
    var buildLog: URL { scratch.appendingPathComponent("swift-build.log") }

    /// Writes the `swift` stand-in in front of the real one.
    func prepare() throws {
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let real = try Self.which("swift")
        let shim = """
            #!/bin/bash
            # Stand-in for `swift` in the recipe tests: the CLI build step finds the checkout's build.
            if [ "$*" = "build --package-path .widgetshot --product widgetshot" ]; then
              [ -x .widgetshot/.build/debug/widgetshot ] || { echo "recipe test: no built CLI at $PWD/.widgetshot/.build/debug/widgetshot" >&2; exit 1; }
              echo "$PWD" >> '\(buildLog.path)'
              exit 0
            fi
            exec '\(real)' "$@"

            """
        let url = bin.appendingPathComponent("swift")
        try Data(shim.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    /// Runs `job` for one shard with the recipe's variables; `github` selects the service's rules.
    func run(_ job: RecipeJob, shard: Int, recipeEnvironment: [String: String], github: Bool) throws -> Outcome {
        let workspace = scratch.appendingPathComponent("jobs/\(job.name.replacingOccurrences(of: ":", with: "-"))-\(shard)-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        var env = environment.merging(recipeEnvironment) { $1 }
        env["PATH"] = scratch.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        env["HOME"] = scratch.appendingPathComponent("home").path
        if github {
            env["GITHUB_WORKSPACE"] = workspace.path
            env["GITHUB_STEP_SUMMARY"] = workspace.appendingPathComponent("step-summary.md").path
        } else {
            // GitLab clones the repository before any script; `.widgetshot` comes from the cache.
            try Self.shell("git clone -q '\(teamRepository.path)' . && ln -s '\(widgetShot.path)' .widgetshot", in: workspace, env: env).check()
            env["CI_PROJECT_DIR"] = workspace.path
            env["CI_NODE_INDEX"] = "\(shard)"
            env["CI_NODE_TOTAL"] = "\(job.shards.count)"
            for (k, v) in env where v.contains("$CI_PROJECT_DIR") { env[k] = v.replacingOccurrences(of: "$CI_PROJECT_DIR", with: workspace.path) }
            for needed in job.needs { try copyArtifacts(of: needed, into: workspace) }
        }
        var log = "", failed = false
        for step in job.steps where !failed || step.always {
            switch step.kind {
            case .shell(let script):
                let result = try Self.shell(script.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)"), in: workspace, env: env)
                log += "$ \(script)\n\(result.output)"
                if result.status != 0 { failed = true; log += "(exit \(result.status))\n" }
            case .action(let name, let inputs):
                let inputs = inputs.mapValues { $0.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)") }
                if let problem = try action(name, inputs: inputs, in: workspace, env: env) { failed = true; log += "\(name): \(problem)\n" }
            }
        }
        if !github {
            for pattern in job.artifactPaths { try keep(pattern, from: workspace, as: job.name) }
        }
        return Outcome(succeeded: !failed, log: log, workspace: workspace)
    }

    /// An action's effect; a message when it fails.
    private func action(_ name: String, inputs: [String: String], in workspace: URL, env: [String: String]) throws -> String? {
        let fm = FileManager.default
        switch name.split(separator: "@").first.map(String.init) ?? name {
        case "actions/checkout":
            if let repository = inputs["repository"] {
                guard repository.hasSuffix("/widgetshot"), let path = inputs["path"] else { return "unexpected checkout of \(repository)" }
                try fm.createSymbolicLink(at: workspace.appendingPathComponent(path), withDestinationURL: widgetShot)
                return nil
            }
            let clone = try Self.shell("git clone -q '\(teamRepository.path)' .", in: workspace, env: env)
            return clone.status == 0 ? nil : clone.output
        case "actions/cache", "actions/cache/restore":
            return nil
        case "actions/upload-artifact":
            guard let artifact = inputs["name"], let path = inputs["path"] else { return "no name or path" }
            let source = workspace.appendingPathComponent(path)
            guard fm.fileExists(atPath: source.path) else { return nil }   // Actions warns and goes on
            try fm.copyItem(at: source, to: artifacts.appendingPathComponent(artifact))
            return nil
        case "actions/download-artifact":
            let pattern = inputs["pattern"] ?? "*"
            for artifact in try fm.contentsOfDirectory(atPath: artifacts.path) where fnmatch(pattern, artifact, 0) == 0 {
                try fm.copyItem(at: artifacts.appendingPathComponent(artifact), to: workspace.appendingPathComponent(artifact))
            }
            return nil
        case "mikepenz/action-junit-report":
            let report = workspace.appendingPathComponent(inputs["report_paths"] ?? "")
            guard let xml = try? String(contentsOf: report, encoding: .utf8), xml.contains("<testsuites") else { return "no JUnit report at \(report.path)" }
            return nil
        default:
            return "the recipe test does not know the action \(name)"
        }
    }

    /// Copies the workspace entries matching `pattern` to the store, under the job's name.
    private func keep(_ pattern: String, from workspace: URL, as job: String) throws {
        let folder = artifacts.appendingPathComponent(job.replacingOccurrences(of: ":", with: "-"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: workspace.path) where fnmatch(pattern, entry, 0) == 0 {
            let target = folder.appendingPathComponent(entry)
            if !FileManager.default.fileExists(atPath: target.path) {
                try FileManager.default.copyItem(at: workspace.appendingPathComponent(entry), to: target)
            }
        }
    }

    /// GitLab's `needs:`: the kept artefacts of every run of `job`, in the workspace.
    private func copyArtifacts(of job: String, into workspace: URL) throws {
        let folder = artifacts.appendingPathComponent(job.replacingOccurrences(of: ":", with: "-"))
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            try FileManager.default.copyItem(at: folder.appendingPathComponent(entry), to: workspace.appendingPathComponent(entry))
        }
    }

    struct ShellResult {
        var status: Int32
        var output: String
        func check() throws {
            if status != 0 { throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: output]) }
        }
    }

    /// `bash -eo pipefail -c script` in `folder` (GitHub's `run:` shell), output and errors together.
    static func shell(_ script: String, in folder: URL, env: [String: String]) throws -> ShellResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", "-c", script]
        process.currentDirectoryURL = folder
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ShellResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The absolute path of a program on `PATH`.
    static func which(_ program: String) throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }   // not resolved: `swift` is a link whose name picks the driver mode
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "\(program) is not on PATH"])
    }
}
