import Foundation

/// A Tuist project read without Tuist: its `Project.swift` (with `Tuist/ProjectDescriptionHelpers`)
/// is compiled with WidgetShot's `ProjectDescription` stand-in (``TuistProjectDescription``) into
/// a program that prints the project as an XcodeGen spec, which the XcodeGen reader reads.
///
/// The manifests are copied into a folder of the temporary directory named by their contents'
/// hash (never written beside them). The stand-in is compiled as the module `ProjectDescription`
/// (a static library), then `Project.swift` — its `import ProjectDescriptionHelpers` lines
/// blanked —, the helpers and a `main.swift` as one program against it: the helpers' own types
/// shadow ProjectDescription's (SNUTT declares an `InfoPlist` of its own), as in Tuist. A second
/// read of unchanged manifests reuses the spec. Tuist's `Tuist/Package.swift` externals
/// (`.external(name:)`) are not read: such dependencies are left out of the spec.
///
/// ```swift
/// let spec = try TuistManifest.generatedSpec(for: URL(fileURLWithPath: "/src/MyApp"))
/// // …/widgetshot-tuist-<hash>/project.yml, read as any XcodeGen spec
/// ```
enum TuistManifest {
    /// The XcodeGen spec `folder`'s `Project.swift` describes, generated on first use. Throws a
    /// ``ProjectReadError`` naming the manifest when it does not compile or run with the stand-in.
    static func generatedSpec(for folder: URL, swift: String = ExtensionBuilder.findSwift()) throws -> URL {
        let manifest = folder.appendingPathComponent("Project.swift")
        let helpersFolder = folder.appendingPathComponent("Tuist/ProjectDescriptionHelpers")
        let helpers = ((try? FileManager.default.contentsOfDirectory(atPath: helpersFolder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { helpersFolder.appendingPathComponent($0) }
        guard let manifestText = try? String(contentsOf: manifest, encoding: .utf8) else {
            throw ProjectReadError(file: manifest.path, message: "cannot read this Tuist manifest")
        }
        var files: [String: String] = [
            "Project.swift": manifestText.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) == "import ProjectDescriptionHelpers" ? "" : String($0) }
                .joined(separator: "\n"),
            "main.swift": "import ProjectDescription\nprint(project.widgetShotSpecJSON)\n",
        ]
        for helper in helpers {
            files["Helper_" + helper.lastPathComponent] = (try? String(contentsOf: helper, encoding: .utf8)) ?? ""
        }
        var hasher = StableHash()
        hasher.add(TuistProjectDescription.source)
        for name in files.keys.sorted() { hasher.add(name); hasher.add(files[name]!) }
        hasher.add(folder.standardizedFileURL.path)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-tuist-\(hasher.hex)")
        let spec = work.appendingPathComponent("project.yml")
        if FileManager.default.fileExists(atPath: spec.path) { return spec }

        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let program = work.appendingPathComponent("manifest")
        let swiftc = URL(fileURLWithPath: swift).deletingLastPathComponent().appendingPathComponent("swiftc").path
        let standIn = work.appendingPathComponent("StandIn")
        try FileManager.default.createDirectory(at: standIn, withIntermediateDirectories: true)
        try TuistProjectDescription.source.write(to: standIn.appendingPathComponent("ProjectDescription.swift"), atomically: true, encoding: .utf8)
        let library = try run(swiftc, ["-parse-as-library", "-module-name", "ProjectDescription", "-emit-module",
                                       "-emit-module-path", standIn.appendingPathComponent("ProjectDescription.swiftmodule").path,
                                       "-emit-library", "-static", "-o", standIn.appendingPathComponent("libProjectDescription.a").path,
                                       "-suppress-warnings", standIn.appendingPathComponent("ProjectDescription.swift").path], environment: [:])
        guard library.status == 0 else {
            throw ProjectReadError(file: manifest.path, message: "WidgetShot's ProjectDescription stand-in did not compile: \(library.output.prefix(300))")
        }
        let compile = try run(swiftc, ["-module-name", "TuistManifest", "-I", standIn.path, "-L", standIn.path, "-lProjectDescription",
                                       "-o", program.path, "-suppress-warnings"]
                              + files.keys.sorted().map { work.appendingPathComponent($0).path }, environment: [:])
        guard compile.status == 0 else {
            let first = compile.output.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? compile.output
            throw ProjectReadError(file: manifest.path, message: "this Tuist manifest does not compile with WidgetShot's ProjectDescription stand-in "
                                   + "(\(first.replacingOccurrences(of: work.path + "/", with: ""))); run `tuist generate` and pass the generated .xcodeproj")
        }
        let evaluation = try run(program.path, [], environment: ["TUIST_MANIFEST_ROOT": folder.standardizedFileURL.path])
        guard evaluation.status == 0, evaluation.output.hasPrefix("{") else {
            throw ProjectReadError(file: manifest.path, message: "evaluating this Tuist manifest failed: \(evaluation.output.prefix(300))")
        }
        try evaluation.output.write(to: spec, atomically: true, encoding: .utf8)
        return spec
    }

    /// Runs a program; its standard output (and error, merged) and exit status.
    private static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw ExtensionBuildError.cannotRun("\(executable): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// FNV-1a over strings: a hash stable across runs (Swift's `Hasher` is seeded per process).
struct StableHash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ string: String) {
        for byte in string.utf8 + [0] { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    }
    var hex: String { String(value, radix: 16) }
}
