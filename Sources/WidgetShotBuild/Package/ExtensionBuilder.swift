import Foundation

/// Builds a prepared extension with SwiftPM and reports the compiler's diagnostics, which name
/// the user's files and lines (the transform's `#sourceLocation`), each once, with excerpts
/// numbered as the user's files are (``CompilerOutput``).
public struct ExtensionBuilder {
    /// The `swift` executable.
    public var swift: String
    /// Show SwiftPM's progress lines too.
    public var verbose: Bool

    public init(swift: String = ExtensionBuilder.findSwift(), verbose: Bool = false) {
        self.swift = swift
        self.verbose = verbose
    }

    /// `swift` on PATH (or `$SWIFT_EXEC`-style override `WIDGETSHOT_SWIFT`).
    public static func findSwift(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let s = environment["WIDGETSHOT_SWIFT"], !s.isEmpty { return s }
        for dir in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(dir)/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swift"
    }

    /// Builds `prepared` in its configuration; returns the executable. `log` receives the build's
    /// output lines (the compiler's diagnostics; progress lines only when verbose); `progress`
    /// every line, the progress lines included (``compiledModule(in:)`` reads them).
    public func build(_ prepared: PreparedExtension, log: (String) -> Void, progress: (String) -> Void = { _ in }) throws -> URL {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["build", "--package-path", prepared.packageRoot.path, "--product", prepared.target, "-c", prepared.configuration]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw ExtensionBuildError.cannotRun("\(swift): \(error)") }
        var pending = Data()
        var diagnostics = CompilerOutput()
        var diskFull = false
        var familySwitches = WidgetFamilySwitchHint()
        func show(_ line: String) {
            progress(line)
            familySwitches.observe(line)
            if DiskFull.isReported(in: line) { diskFull = true }
            guard verbose || Self.isDiagnostic(line) else { return }
            for shown in diagnostics.take(line) { log(shown) }
        }
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                show(line)
            }
        }
        if !pending.isEmpty { show(String(decoding: pending, as: UTF8.self)) }
        for shown in diagnostics.flush() { log(shown) }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // The compiler's or linker's "No space left on device": the disk's fault, not the code's.
            if diskFull { throw ExtensionBuildError.cacheDiskFull(prepared.packageRoot.path) }
            for note in familySwitches.notes(platform: prepared.platform) { log(note) }
            throw ExtensionBuildError.compileErrors(extension: prepared.name, module: prepared.ownership.blamed(for: diagnostics.filesWithErrors, fallback: prepared.target),
                                                          files: diagnostics.filesWithErrors)
        }
        return prepared.packageRoot.appendingPathComponent(".build").appendingPathComponent(prepared.configuration).appendingPathComponent(prepared.target)
    }

    /// The module a SwiftPM progress line compiles (`[12/40] Compiling WidgetShotUI Text.swift`,
    /// `[3/9] Emitting module WidgetShotUI`), if it is one.
    public static func compiledModule(in line: String) -> String? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let words = line[line.index(after: close)...].split(separator: " ")
        var module: Substring?
        if words.count >= 3, words[0] == "Compiling", words[1] != "Swift" { module = words[1] }   // C files: "Compiling a_bitstr.c" (no module)
        if words.count >= 3, words[0] == "Emitting", words[1] == "module" { module = words[2] }
        guard let module, !module.contains("."), !module.contains("/") else { return nil }
        return String(module)
    }

    /// Whether a SwiftPM output line is worth showing: the compiler's errors, warnings and notes
    /// with their source excerpts, not progress counters.
    static func isDiagnostic(_ line: String) -> Bool {
        if line.hasPrefix("[") && line.contains("/") && line.contains("]") { return false }   // [12/400] Compiling …
        if line.hasPrefix("Building for") || line.hasPrefix("Build of product") || line.hasPrefix("Build complete")
            || line.hasPrefix("Compiling") || line.hasPrefix("Fetching") || line.hasPrefix("Fetched") || line.hasPrefix("Computing")
            || line.hasPrefix("Computed") || line.hasPrefix("Creating working copy") || line.hasPrefix("Working copy")
            || line.hasPrefix("Updating") || line.hasPrefix("Updated") || line.hasPrefix("Resolving") || line.contains("warning: 'main': found")
            || line.hasPrefix("warning: prohibited flag(s): -pthread")
            || line.contains("emit-module command failed with exit code") {   // the errors follow; "use -v" does not help   // pkg-config's cflags for cairo; harmless

            return false
        }
        return !line.trimmingCharacters(in: .whitespaces).isEmpty
    }
}
