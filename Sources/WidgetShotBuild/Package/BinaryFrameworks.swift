import Foundation

/// Prebuilt binary frameworks a target links: an `.xcframework` or `.framework` in the repository
/// (Frameworks phase, XcodeGen `framework:`), or a package's `binaryTarget`. Their code is
/// compiled for Apple platforms only, so no Linux build can link it:
///
/// - a compiled file of the target that imports one stops the build with one error at the import,
///   naming the framework and the target, and saying what to do: `--override-package NAME=DIR`
///   with a Swift package that stands in for it (for a package: its name; for a framework: the
///   framework's module name, which ``substituting(_:overrides:)`` turns into a local package);
/// - a framework linked but imported by none of the target's compiled files (a dependency of
///   another framework, a leftover) is left out with a note, as Xcode would link it unused.
public enum BinaryFrameworks {
    /// The module name of a framework bundle (`Frameworks/ClockRotationEffect.xcframework` →
    /// `ClockRotationEffect`).
    public static func moduleName(of framework: URL) -> String {
        framework.deletingPathExtension().lastPathComponent
    }

    /// What the error at an `import` of `framework` says after "imports NAME, ". A framework the
    /// repository does not hold (tutao/tutanota's `tutasdk.framework`, built from its Rust SDK by
    /// a build script) is named as made by the app's build, not as a checked-in binary.
    static func explanation(framework: URL, target: String) -> String {
        let name = moduleName(of: framework)
        if !FileManager.default.fileExists(atPath: framework.path) {
            return "a binary framework that the target \(target) links but the repository does not hold (\(framework.path)): the app's "
                + "build makes or downloads it (from Rust, Go or C++ code, or a vendor), for Apple platforms only. Stand a Swift package in "
                + "for it: --override-package \(name)=DIR, where DIR holds a Package.swift with a library product \(name) of the same API"
        }
        var text = "a prebuilt binary framework (\(framework.path)) that the target \(target) links: its code is compiled for Apple "
            + "platforms only, so it cannot be built on Linux. Stand a Swift package in for it: --override-package \(name)=DIR, where DIR "
            + "holds a Package.swift with a library product \(name) of the same API"
        if let interface = swiftInterface(in: framework) { text += " (the framework's API is in \(interface.path))" }
        return text
    }

    /// The note for a linked framework no compiled file of `target` imports.
    static func unusedNote(framework: URL, target: String) -> String {
        "the target \(target) links \(framework.lastPathComponent), a prebuilt binary framework for Apple platforms that none of its "
            + "compiled files imports: left out of the Linux build"
    }

    /// One `.swiftinterface` of the framework (an iOS slice first), if it has one.
    static func swiftInterface(in framework: URL) -> URL? {
        guard let walker = FileManager.default.enumerator(at: framework, includingPropertiesForKeys: nil) else { return nil }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "swiftinterface" && !url.lastPathComponent.hasSuffix(".private.swiftinterface") {
            found.append(url)
        }
        return found.sorted { a, b in
            let (ai, bi) = (a.path.contains("-apple-ios."), b.path.contains("-apple-ios."))
            return ai != bi ? ai : a.path < b.path
        }.first
    }

    /// The plan with every binary framework that `overrides` names (by module name, compared as
    /// package identities are: case-insensitively) replaced by that local package's product of
    /// the same name.
    public static func substituting(_ plan: BuildPlan, overrides: [String: URL]) -> BuildPlan {
        plan.standingIn(for: \.binaryFrameworks) { framework in
            let name = moduleName(of: framework)
            return overrides[name.lowercased()].map { (name, $0) }
        }
    }

    /// The first line of `files` that imports one of `modules` (`import X`, `@testable import X`,
    /// `import struct X.Y`), with its line number.
    static func firstImport(of modules: Set<String>, in files: [URL]) -> (file: URL, line: Int)? {
        let transform = SourceTransform(originalPath: "", fileIndex: 0)
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if let module = transform.importedModule(trimmed), modules.contains(module) { return (file, index + 1) }
            }
        }
        return nil
    }
}
