import Foundation

/// Which module of the generated package compiles which of the user's files, so a failed build
/// names the module (and package) the compiler's errors are in — not the extension's executable
/// target, whatever failed. Seen in a real app: BusVal's build stopped in the package
/// SFSafeSymbols, and the error said "module ExtBusValWidgetExtension_… failed".
///
/// The compiler names files by the paths the transform writes in `#sourceLocation` (the user's
/// originals); remote packages are compiled by SwiftPM from `.build/checkouts/<name>/`.
public struct ModuleOwnership: Equatable {
    /// Standardized file path → the module (and, for package targets, its package) compiling it.
    private var owners: [String: String] = [:]

    /// No files recorded.
    public init() {}

    /// Records `files` as compiled by `module`; `package` names a package target's package.
    public mutating func record(module: String, package: String? = nil, files: [URL]) {
        let label = "module \(module)" + (package.map { " (package \($0))" } ?? "")
        for file in files { owners[file.standardizedFileURL.path] = label }
    }

    /// The modules that compile `files` (paths as the compiler prints them), in the order the
    /// files come, each once. A file in a remote package checkout names that package; a file
    /// nobody recorded names nothing.
    public func modules(compiling files: [String]) -> [String] {
        var result: [String] = []
        for file in files {
            let label = owners[URL(fileURLWithPath: file).standardizedFileURL.path] ?? Self.checkoutPackage(of: file).map { "package \($0)" }
                ?? Self.derivedModule(of: file).map { module in owners.values.first { $0 == "module \(module)" || $0.hasPrefix("module \(module) (") } ?? "module \(module)" }
            if let label, !result.contains(label) { result.append(label) }
        }
        return result
    }

    /// The package of a file in SwiftPM's checkouts (`…/.build/checkouts/<name>/…`).
    static func checkoutPackage(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let index = parts.firstIndex(of: "checkouts"), index > 0, parts[index - 1] == ".build", index + 2 < parts.count else { return nil }
        return String(parts[index + 1])
    }

    /// The module of a file SwiftPM generated for it (`…/.build/<triple>/debug/Base32.build/
    /// resource_bundle_accessor.h`, which an Objective-C target with resources includes).
    static func derivedModule(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let build = parts.firstIndex(of: ".build") else { return nil }
        guard let folder = parts[(build + 1)...].dropLast().last(where: { $0.hasSuffix(".build") && $0.count > 6 }) else { return nil }
        return String(folder.dropLast(6))
    }

    /// What a failed build blames: the modules compiling the files with errors ("module X",
    /// "module X (package Y)", "package Y"), else module `fallback` (the extension's target: its
    /// output named no file).
    public func blamed(for files: [String], fallback: String) -> String {
        let modules = modules(compiling: files)
        return modules.isEmpty ? "module \(fallback)" : modules.joined(separator: ", ")
    }
}
