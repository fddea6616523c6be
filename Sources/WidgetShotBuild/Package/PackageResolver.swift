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
    public func resolveIfNeeded(_ prepared: PreparedExtension) throws {
        let resolved = prepared.packageRoot.appendingPathComponent("Package.resolved")
        let pinned = Self.pinnedIdentities(in: (try? Data(contentsOf: resolved)) ?? Data())
        let missing = prepared.remotePackages.filter { !pinned.contains($0.key) }
        guard !missing.isEmpty else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["package", "resolve", "--package-path", prepared.packageRoot.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw ExtensionBuildError.cannotRun("\(swift): \(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return }
        let named = missing.filter { identity, url in output.lowercased().contains(identity) || output.contains(url) }
        let culprits = (named.isEmpty ? missing : named).sorted { $0.key < $1.key }
        let reason = output.split(separator: "\n").first { $0.contains("error:") }.map { $0.trimmingCharacters(in: .whitespaces) } ?? "swift package resolve failed"
        let names = culprits.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
        throw ExtensionBuildError.packageError(names, "cannot be resolved: \(reason)\nIf this machine cannot fetch it, build it from a local checkout: --override-package \(culprits[0].key)=DIR")
    }

    /// The identities `Package.resolved` pins (lower-cased).
    static func pinnedIdentities(in data: Data) -> Set<String> {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        let pins = json["pins"] as? [[String: Any]] ?? (json["object"] as? [String: Any])?["pins"] as? [[String: Any]] ?? []
        return Set(pins.compactMap { ($0["identity"] as? String ?? ($0["package"] as? String))?.lowercased() })
    }
}
