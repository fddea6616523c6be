import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `widgetshot diff A B`: two PNGs or two folders of PNGs → diff images, side-by-side strips and
/// an HTML report; exit 0 when everything matches, 1 when something differs or is missing.
///
/// Folders are compared recursively by relative path (`Snapshots/S/x.png` in A with the same path
/// in B); a PNG on one side only fails; comparing zero files is an error; nothing is ever read
/// from the output folder, which may not be A or B (or hold them).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diff", abstract: "Compare two PNGs or two folders; exit code 1 if they differ.")
    @Argument(help: "The expected PNG or folder.") var expected: String
    @Argument(help: "The actual PNG or folder.") var actual: String
    @Option(name: .shortAndLong, help: "Where diff images and report.html go.") var output = "widgetshot-diff"
    @Option(help: "Per-pixel CIEDE2000 tolerance (≥ 0).") var deltaE: Double = 0
    @Option(help: "Allowed share (0…1) of differing pixels.") var share: Double = 0
    @Flag(help: "Ignore anti-aliased pixels (pixelmatch's detection).") var ignoreAntialiasing = false

    func validate() throws {
        guard deltaE.isFinite, deltaE >= 0 else { throw ValidationError("--delta-e \(deltaE) must be a finite number ≥ 0") }
        guard share.isFinite, (0...1).contains(share) else { throw ValidationError("--share \(share) must be between 0 and 1") }
    }

    func run() throws {
        let a = URL(fileURLWithPath: expected), b = URL(fileURLWithPath: actual)
        var isDirA: ObjCBool = false, isDirB: ObjCBool = false
        guard FileManager.default.fileExists(atPath: a.path, isDirectory: &isDirA) else { throw ValidationError("\(a.path) does not exist") }
        guard FileManager.default.fileExists(atPath: b.path, isDirectory: &isDirB) else { throw ValidationError("\(b.path) does not exist") }
        guard isDirA.boolValue == isDirB.boolValue else { throw ValidationError("compare two files or two folders, not a file with a folder") }
        let out = URL(fileURLWithPath: output)
        let pairs: [(name: String, left: URL, right: URL)]
        if isDirA.boolValue {
            for input in [a, b] where Self.contains(out, input) {
                throw ValidationError("the output folder \(out.path) is or holds the input \(input.path): choose another -o")
            }
            pairs = try Self.pairs(a, b, excluding: out)
            guard !pairs.isEmpty else { throw ValidationError("no PNG files in \(a.path) or \(b.path) (searched recursively): nothing to compare") }
        } else {
            pairs = [(a.lastPathComponent, a, b)]
        }
        try OutputFolder.prepare(out)
        let tolerance = DiffTolerance(perPixelDeltaE: deltaE, differingShare: share, ignoresAntialiasing: ignoreAntialiasing)
        var entries: [ReportEntry] = []
        for (name, left, right) in pairs {
            entries.append(compare(name, left, right, tolerance: tolerance, out: out))
        }
        let failed = entries.filter { $0.status != .passed }
        for entry in failed { print("\(entry.name): \(entry.message)") }
        print("\(entries.count - failed.count) of \(entries.count) match; report: \(out.appendingPathComponent("report.html").path)")
        let page = PageFonts.embed(HTMLReport.render(entries: entries, title: "widgetshot diff", relativeTo: out), into: out)
        try AtomicFile.write(Data(page.utf8), to: out.appendingPathComponent("report.html"))
        if !failed.isEmpty { throw ExitCode(1) }
    }

    /// Whether `inner` is `outer` or inside it (after resolving links and `..`).
    static func contains(_ outer: URL, _ inner: URL) -> Bool {
        let o = outer.resolvingSymlinksInPath().standardizedFileURL.path, i = inner.resolvingSymlinksInPath().standardizedFileURL.path
        return i == o || i.hasPrefix(o.hasSuffix("/") ? o : o + "/")
    }

    /// The PNGs of both folders by relative path (recursively, hidden files skipped), sorted;
    /// anything inside `excluding` is left out.
    static func pairs(_ a: URL, _ b: URL, excluding: URL?) throws -> [(name: String, left: URL, right: URL)] {
        let names = try Set(pngs(in: a, excluding: excluding)).union(pngs(in: b, excluding: excluding)).sorted()
        return names.map { ($0, a.appendingPathComponent($0), b.appendingPathComponent($0)) }
    }

    private static func pngs(in folder: URL, excluding: URL?) throws -> [String] {
        let base = folder.resolvingSymlinksInPath().standardizedFileURL
        var failure: Error?
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles],
                                                          errorHandler: { _, error in failure = error; return false }) else { return [] }
        var names: [String] = []
        for case let url as URL in walker where url.pathExtension.lowercased() == "png" {
            if let excluding, contains(excluding, url) { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base.path + "/") else { continue }
            names.append(String(path.dropFirst(base.path.count + 1)))
        }
        if let failure { throw ValidationError("cannot list \(folder.path): \(failure.localizedDescription)") }
        return names
    }

    private func compare(_ name: String, _ left: URL, _ right: URL, tolerance: DiffTolerance, out: URL) -> ReportEntry {
        let fm = FileManager.default
        if !fm.fileExists(atPath: left.path) || !fm.fileExists(atPath: right.path) {
            let side = fm.fileExists(atPath: left.path) ? "only in \(expected) (missing from \(actual))" : "only in \(actual) (missing from \(expected))"
            return ReportEntry(name: name, status: .failed, golden: left.path, actual: right.path, message: side)
        }
        func load(_ url: URL) throws -> RasterImage {
            guard let data = fm.contents(atPath: url.path) else { throw ValidationError("\(url.path) cannot be read") }
            return try RasterImage(pngData: data, name: url.path)
        }
        do {
            let e = try load(left), a = try load(right)
            let result = try PixelDiff.compare(expected: e, actual: a, tolerance: tolerance)
            if result.matches { return ReportEntry(name: name, status: .passed, golden: left.path) }
            let base = (name as NSString).deletingPathExtension
            let diffURL = out.appendingPathComponent(base + ".diff.png"), stripURL = out.appendingPathComponent(base + ".side-by-side.png")
            try fm.createDirectory(at: diffURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let diff = PixelDiff.diffImage(expected: e, actual: a, result: result)
            try diff.writePNG(to: diffURL)
            try PixelDiff.sideBySide(expected: e, diff: diff, actual: a).writePNG(to: stripURL)
            return ReportEntry(name: name, status: .failed, golden: left.path, actual: right.path, diff: diffURL.path, strip: stripURL.path, message: result.summary)
        } catch {
            return ReportEntry(name: name, status: .failed, golden: left.path, actual: right.path, message: "\(error)")
        }
    }
}
