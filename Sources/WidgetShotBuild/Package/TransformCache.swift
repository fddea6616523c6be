import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The transformed Swift files of one module, kept between runs in the cache, so that a re-run
/// whose sources did not change does not transform them again.
///
/// The transform is the slowest step of preparing a large project: the regular-expression rewrites
/// of ``SourceTransform`` ran at ~180 KB of source a second in the CLI's debug build, 13–15 s of
/// every run of an app with 2.3 MB of Swift (Islamic Center of Irvine, issue 21), warm or not.
///
/// An entry is used only when everything the transform reads is the same as when it was stored,
/// compared exactly, not by hash: the program (the running executable's device, inode, size and
/// modification time: a rebuilt WidgetShot transforms again), the generator's settings for the
/// module (``Inputs/settings``), and every file's path and text. Anything else — a missing,
/// unreadable or older entry — transforms as before and replaces the entry (one file per module,
/// set of files and settings, written atomically, under `<cache>/transforms/`).
struct TransformCache {
    /// The folder of entries (`<cache>/transforms`).
    var folder: URL

    /// What a module's transform reads.
    struct Inputs: Codable, Equatable {
        /// The program that transforms (``TransformCache/programIdentity``).
        var program: String
        /// The generator's settings for the module, one `name=value` per element, sets sorted.
        var settings: [String]
        /// The module's Swift files' paths, in plan order.
        var paths: [String]
        /// Their texts, as read.
        var texts: [String]
    }

    /// One file's transform (``SourceTransform/Output``), as stored.
    struct FileResult: Codable, Equatable {
        var text: String
        var mainType: String?
        var previewCount: Int
        var diagnostics: [Diagnostic]
        var registryProperty: String?

        struct Diagnostic: Codable, Equatable {
            var file: String
            var line: Int
            var severity: String
            var message: String
        }

        init(_ output: SourceTransform.Output) {
            text = output.text
            mainType = output.mainType
            previewCount = output.previewCount
            registryProperty = output.registryProperty
            diagnostics = output.diagnostics.map { Diagnostic(file: $0.file, line: $0.line, severity: $0.severity.rawValue, message: $0.message) }
        }

        /// The transform's output again (nil if a stored severity is unknown).
        var output: SourceTransform.Output? {
            var restored: [BuildDiagnostic] = []
            for d in diagnostics {
                guard let severity = BuildDiagnostic.Severity(rawValue: d.severity) else { return nil }
                restored.append(BuildDiagnostic(file: d.file, line: d.line, severity: severity, message: d.message))
            }
            return SourceTransform.Output(text: text, mainType: mainType, previewCount: previewCount, diagnostics: restored, registryProperty: registryProperty)
        }
    }

    private struct Entry: Codable {
        var inputs: Inputs
        var results: [FileResult]
    }

    /// The running program: device, inode, size and modification time of `/proc/self/exe`, or ""
    /// when they cannot be read (then nothing is cached).
    static let programIdentity: String = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "" }
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }()

    /// The entry file of module `module` of target `target` made from the files at `paths` with
    /// `settings`: a package built for an iOS and a watchOS extension in one run (SwiftSoup in
    /// Islamic Center of Irvine's widget and complication) keeps an entry per platform instead of
    /// replacing the other's.
    func entryURL(target: String, module: String, inputs: Inputs) -> URL {
        var hash = FNV1a()
        for part in inputs.settings + inputs.paths { hash.add(Data((part + "\u{0}").utf8)) }
        return folder.appendingPathComponent(SourceCopyNames.safe("\(target).\(module)") + "." + String(hash.value, radix: 16) + ".json")
    }

    /// The stored outputs when `inputs` are exactly those they were made from, else nil.
    func outputs(target: String, module: String, inputs: Inputs) -> [SourceTransform.Output]? {
        guard !inputs.program.isEmpty, let data = try? Data(contentsOf: entryURL(target: target, module: module, inputs: inputs)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.inputs == inputs, entry.results.count == inputs.paths.count else { return nil }
        let outputs = entry.results.compactMap(\.output)
        return outputs.count == entry.results.count ? outputs : nil
    }

    /// Stores `outputs` for `inputs` (best effort: a cache that cannot be written costs a transform next time).
    func store(target: String, module: String, inputs: Inputs, outputs: [SourceTransform.Output]) {
        guard !inputs.program.isEmpty, let data = try? JSONEncoder().encode(Entry(inputs: inputs, results: outputs.map(FileResult.init))) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: entryURL(target: target, module: module, inputs: inputs), options: .atomic)
    }
}
