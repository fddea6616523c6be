import Foundation

/// Resolves the generated package's remote dependencies before a build, so that a package that
/// cannot be fetched (offline, unknown, a version the mirror lacks) is one clear error naming it
/// and the way around it, not a page of SwiftPM output.
public struct PackageResolver {
    /// The `swift` executable.
    public var swift: String

    public init(swift: String = ExtensionBuilder.findSwift()) {
        self.swift = swift
    }

    /// Runs `swift package resolve` when one of `prepared`'s remote packages is not pinned in
    /// `Package.resolved` yet (nothing to do otherwise). A failure names the package(s) the output
    /// mentions — or all of the new ones — and suggests `--override-package NAME=DIR`.
    /// ``ExtensionWorkspace/resolvePackages(of:resolver:)`` also keeps a failure from staying in
    /// the shared package; prefer it.
    public func resolveIfNeeded(_ prepared: PreparedExtension) throws {
        let missing = Self.unpinned(prepared.remotePackages, packageRoot: prepared.packageRoot)
        guard !missing.isEmpty, let output = try run(packageRoot: prepared.packageRoot) else { return }
        throw Self.failure(output: output, culprits: Self.culprits(in: output, among: missing))
    }

    /// Runs `swift package resolve` in `packageRoot`: nil when it succeeds, else its output.
    func run(packageRoot: URL) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["package", "resolve", "--package-path", packageRoot.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw ExtensionBuildError.cannotRun("\(swift): \(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : output
    }

    /// The packages of `packages` (identity → URL) that `Package.resolved` in `packageRoot` does not pin.
    static func unpinned(_ packages: [String: String], packageRoot: URL) -> [String: String] {
        let resolved = packageRoot.appendingPathComponent("Package.resolved")
        let pinned = pinnedIdentities(in: (try? Data(contentsOf: resolved)) ?? Data())
        return packages.filter { !pinned.contains($0.key.lowercased()) }
    }

    /// The packages of `candidates` (identity → URL) that SwiftPM's failed output blames: those
    /// whose URL or quoted identity (`'defaults': …`) a line reporting an error names; all of them
    /// when it names none.
    static func culprits(in output: String, among candidates: [String: String]) -> [String: String] {
        // Only the lines that report a failure: progress lines ("Fetching https://…") name every package.
        let lowered = output.lowercased().split(separator: "\n").filter { $0.contains("error") || $0.contains("fatal:") }.joined(separator: "\n")
        let named = candidates.filter { identity, url in
            let bareURL = url.lowercased().hasSuffix(".git") ? String(url.lowercased().dropLast(4)) : url.lowercased()
            return (!bareURL.isEmpty && lowered.contains(bareURL)) || lowered.contains("'\(identity.lowercased())'")
        }
        return named.isEmpty ? candidates : named
    }

    /// The error for a failed resolution blaming `culprits`: the first `error:` line of SwiftPM's
    /// output (not a warning that mentions an error) and the `--override-package` way around it.
    static func failure(output: String, culprits: [String: String]) -> ExtensionBuildError {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let reason = lines.first { $0.hasPrefix("error:") } ?? lines.first { $0.contains("error:") } ?? "swift package resolve failed"
        let sorted = culprits.sorted { $0.key < $1.key }
        let names = sorted.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
        // Every package named needs its own override (Windscribe's widget: realm-swift and rxswift).
        let overrides = sorted.isEmpty ? "--override-package NAME=DIR" : sorted.map { "--override-package \($0.key)=DIR" }.joined(separator: " ")
        let advice = sorted.count > 1 ? "If this machine cannot fetch them, build each from a local checkout: " : "If this machine cannot fetch it, build it from a local checkout: "
        return ExtensionBuildError.packageError(names, "cannot be resolved: \(reason)\n\(advice)\(overrides)")
    }

    /// The identities `Package.resolved` pins (lower-cased).
    static func pinnedIdentities(in data: Data) -> Set<String> {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        let pins = json["pins"] as? [[String: Any]] ?? (json["object"] as? [String: Any])?["pins"] as? [[String: Any]] ?? []
        return Set(pins.compactMap { ($0["identity"] as? String ?? ($0["package"] as? String))?.lowercased() })
    }
}
