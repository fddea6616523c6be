import Foundation

/// A package product that needs an Objective-C target (`.m`/`.mm` files), which no route can
/// build on Linux (``CLanguageTarget/objectiveCFiles(of:)``): thrown by ``PackageTargets``
/// before anything of the product is generated, so the target depending on it can be checked.
///
/// DanXi-Dev/DanXi-swift's `Utils` package depends on kean/Pulse 5 (its product needs the
/// Objective-C target `PulseObjCHelpers`) and imports it only as `#if canImport(Pulse) import
/// Pulse #endif`: code written to build where Pulse is missing. When every import of the
/// product's modules in the depending target is guarded that way (or there is none), the
/// dependency is left out of the Linux build with a note, and the guards see the module missing,
/// as on a platform without it (``GuardedImports``). Otherwise it stops the build as before.
struct ObjectiveCTargetFound: Error {
    var package: String
    var identity: String
    var product: String
    var target: String
    var files: [String]
    /// The module names an import of the product can use (its targets', and the product's own).
    var modules: Set<String>

    /// The error when the product cannot be left out.
    var error: ExtensionBuildError {
        .packageError(package, CLanguageTarget.objectiveCMessage(target: target, files: files, identity: identity))
    }

    /// The note when the product is left out of `dependent`'s dependencies.
    func droppedNote(dependent: String, imported: Bool) -> String {
        let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
        let why = imported
            ? "every import of it in \(dependent) is under #if canImport(\(product))"
            : "no file of \(dependent) imports it"
        return "the target \(dependent) depends on the product \(product) of the package \(package), whose target \(target) is written in "
            + "Objective-C (\(shown)) and cannot be built on Linux; \(why): left out of the Linux build, "
            + "so those #if canImport checks are false, as on a platform without it"
    }
}

/// Whether a target's files import some modules only behind `#if canImport(…)` of them.
enum GuardedImports {
    /// What the files do with `modules`: nil when some `import` of one of them is not inside an
    /// `#if` branch whose condition requires `canImport` of one of them (a positive
    /// `canImport(M)`, in a condition without `||` — an `||` could hold without the module); else
    /// whether any guarded import was seen. A file that cannot be read counts as unguarded.
    static func guardedUse(of modules: Set<String>, in files: [URL]) -> (imported: Bool, guarded: Bool) {
        let transform = SourceTransform(originalPath: "", fileIndex: 0)
        var imported = false
        for file in files {
            guard let text = try? SwiftSourceReader.read(file) else { return (true, false) }
            // One entry per open `#if`: whether its current branch requires one of the modules.
            var branches: [Bool] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#if(") {
                    branches.append(requires(modules, ConditionRewriter.withoutComments(String(trimmed.dropFirst(3)))))
                } else if trimmed.hasPrefix("#elseif") {
                    if !branches.isEmpty { branches[branches.count - 1] = requires(modules, ConditionRewriter.withoutComments(String(trimmed.dropFirst(7)))) }
                } else if trimmed.hasPrefix("#else") {
                    if !branches.isEmpty { branches[branches.count - 1] = false }
                } else if trimmed.hasPrefix("#endif") {
                    _ = branches.popLast()
                } else if trimmed.contains("import") {
                    for statement in trimmed.split(separator: ";") {
                        guard let module = transform.importedModule(statement.trimmingCharacters(in: .whitespaces)),
                              modules.contains(module) else { continue }
                        imported = true
                        if !branches.contains(true) { return (true, false) }
                    }
                }
            }
        }
        return (imported, true)
    }

    /// Whether `condition` holds only when one of `modules` can be imported.
    static func requires(_ modules: Set<String>, _ condition: String) -> Bool {
        guard !condition.contains("||") else { return false }
        let compact = condition.replacingOccurrences(of: " ", with: "")
        return modules.contains { module in
            compact.range(of: #"(?<!!)canImport\(\#(NSRegularExpression.escapedPattern(for: module))[,)]"#, options: .regularExpression) != nil
        }
    }
}
