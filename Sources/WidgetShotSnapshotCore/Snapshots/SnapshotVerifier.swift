import Foundation
import WidgetShot

/// How one snapshot went.
public enum SnapshotOutcome: Equatable {
    case passed
    /// A golden was written (the test fails, saying so, as swift-snapshot-testing does).
    case recorded(message: String)
    case failed(message: String)

    public var message: String? {
        switch self {
        case .passed: return nil
        case .recorded(let m), .failed(let m): return m
        }
    }
}

/// Compares a rendered image (and its placed tree) with its golden, records per the record mode,
/// and writes failure artefacts. The core shared by every assertion API.
public enum SnapshotVerifier {
    /// Verifies `image` against `<root>/<suite>/<test>.<variant>.png`.
    public static func verify(image: RasterImage, tree: PlacedTree?, suite: String, test: String, variant: String,
                              configuration: SnapshotConfiguration = .current, record explicit: RecordMode? = nil,
                              tolerance: DiffTolerance? = nil, file: String = #filePath) -> SnapshotOutcome {
        let name = SnapshotNames.file(test: test, variant: variant), suiteFolder = SnapshotNames.folder(suite: suite)
        let folder = configuration.goldensRoot(file: file).appendingPathComponent(suiteFolder)
        let golden = folder.appendingPathComponent(name + ".png")
        let geometry = folder.appendingPathComponent(name + ".json")
        let fullName = "\(suiteFolder)/\(name)"
        let mode: RecordMode
        do { mode = try configuration.recordMode(explicit) } catch {
            let message = "\(fullName): \(error)"
            SnapshotLedger.shared.add(ReportEntry(name: fullName, status: .failed, golden: golden.path, message: message))
            return .failed(message: message)
        }
        let outcome = compare(image: image, tree: tree, golden: golden, geometry: geometry, fullName: fullName, mode: mode,
                              configuration: configuration, tolerance: tolerance ?? configuration.tolerance, file: file)
        return outcome
    }

    private static func record(_ image: RasterImage, _ tree: PlacedTree?, golden: URL, geometry: URL, level: Int32) throws {
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try image.writePNG(to: golden, compressionLevel: level)
        if let tree { try AtomicFile.write(Data(tree.jsonString().utf8), to: geometry) }
    }

    private static func compare(image: RasterImage, tree: PlacedTree?, golden: URL, geometry: URL, fullName: String, mode: RecordMode,
                                configuration: SnapshotConfiguration, tolerance: DiffTolerance, file: String) -> SnapshotOutcome {
        let ledger = SnapshotLedger.shared
        func finish(_ outcome: SnapshotOutcome, _ entry: ReportEntry) -> SnapshotOutcome {
            ledger.add(entry)
            if case .failed = outcome {
                HTMLReportWriter.writeQuietly(entries: ledger.entries, to: configuration.artefactsRoot(file: file),
                                              snapshotsRoot: configuration.goldensRoot(file: file))
            }
            let reports = CIReportFiles.fromEnvironment()
            if !reports.isEmpty { reports.writeQuietly(entries: ledger.entries, artefacts: configuration.artefactsRoot(file: file)) }
            return outcome
        }
        let exists = FileManager.default.fileExists(atPath: golden.path)
        if mode == .all || (!exists && mode != .never) {
            do {
                try record(image, tree, golden: golden, geometry: geometry, level: configuration.goldenCompression)
            } catch {
                return finish(.failed(message: "\(fullName): could not write the golden: \(error)"), ReportEntry(name: fullName, status: .failed, golden: golden.path, message: "\(error)"))
            }
            let message = "\(fullName): recorded a new golden at \(golden.path) (record mode \(mode.rawValue)); run again to compare"
            return finish(.recorded(message: message), ReportEntry(name: fullName, status: .recorded, golden: golden.path, message: message))
        }
        guard exists else {
            let message = "\(fullName): no golden at \(golden.path), and record mode is never (set WIDGETSHOT_RECORD=missing to record it)"
            var entry = ReportEntry(name: fullName, status: .failed, golden: golden.path, message: message)
            // The new image is kept, so a review can accept it as the golden.
            if let kept = try? keepActual(image, tree, fullName: fullName, configuration: configuration, file: file) { entry.actual = kept.path }
            return finish(.failed(message: message), entry)
        }
        let expected: RasterImage
        do {
            guard let data = FileManager.default.contents(atPath: golden.path) else { throw RasterError.imageNotFound(golden.path) }
            expected = try RasterImage(pngData: data, scale: image.scale, name: golden.path)
        } catch {
            let message = "\(fullName): the golden \(golden.path) cannot be read: \(error)"
            return finish(.failed(message: message), ReportEntry(name: fullName, status: .failed, golden: golden.path, message: message))
        }
        var problems: [String] = []
        let result: PixelDiffResult
        do {
            result = try PixelDiff.compare(expected: expected, actual: image, tolerance: tolerance)
        } catch {
            problems.append("\(error)")
            return fail(fullName, problems, expected: expected, actual: image, result: nil, golden: golden, mode: mode, tree: tree,
                        geometry: geometry, configuration: configuration, file: file, finish: finish)
        }
        if result.matches { return finish(.passed, ReportEntry(name: fullName, status: .passed, golden: golden.path)) }
        let goldenPrint = expected.metadata["WidgetShot-Fingerprint"], currentPrint = image.metadata["WidgetShot-Fingerprint"]
        if let g = goldenPrint, let c = currentPrint, g != c {
            problems.append("rendered with different fonts/libraries: the golden has \(g), this run \(c); pixel differences may come from that alone")
        }
        problems.append(result.summary)
        if let tree, let old = FileManager.default.contents(atPath: geometry.path) {
            problems.append(contentsOf: GeometryDiff.changes(goldenJSON: old, current: tree))
        }
        return fail(fullName, problems, expected: expected, actual: image, result: result, golden: golden, mode: mode, tree: tree,
                    geometry: geometry, configuration: configuration, file: file, finish: finish)
    }

    private static func fail(_ fullName: String, _ problems: [String], expected: RasterImage, actual: RasterImage, result: PixelDiffResult?,
                             golden: URL, mode: RecordMode, tree: PlacedTree?, geometry: URL, configuration: SnapshotConfiguration,
                             file: String, finish: (SnapshotOutcome, ReportEntry) -> SnapshotOutcome) -> SnapshotOutcome {
        var lines = problems
        var entry = ReportEntry(name: fullName, status: .failed, golden: golden.path)
        let folder = artefactFolder(fullName: fullName, configuration: configuration, file: file)
        do {
            let actualURL = try keepActual(actual, tree, fullName: fullName, configuration: configuration, file: file)
            let expectedURL = folder.appendingPathComponent("expected.png")
            try expected.writePNG(to: expectedURL)
            entry.actual = actualURL.path
            if let result {
                let diff = PixelDiff.diffImage(expected: expected, actual: actual, result: result)
                let diffURL = folder.appendingPathComponent("diff.png"), stripURL = folder.appendingPathComponent("side-by-side.png")
                try diff.writePNG(to: diffURL)
                try PixelDiff.sideBySide(expected: expected, diff: diff, actual: actual).writePNG(to: stripURL)
                entry.diff = diffURL.path
                entry.strip = stripURL.path
            }
            lines.append("artefacts: \(folder.path)")
        } catch {
            lines.append("could not write failure artefacts to \(folder.path): \(error)")
        }
        if mode == .failed {
            do {
                try record(actual, tree, golden: golden, geometry: geometry, level: configuration.goldenCompression)
                lines.append("record mode failed: the golden was rewritten")
            } catch { lines.append("could not rewrite the golden: \(error)") }
        }
        let message = "\(fullName) does not match its golden:\n  " + lines.joined(separator: "\n  ")
        entry.message = message
        return finish(.failed(message: message), entry)
    }
}

extension SnapshotVerifier {
    /// `<artefacts>/<suite>.<name>/`, the failure images' folder.
    static func artefactFolder(fullName: String, configuration: SnapshotConfiguration, file: String) -> URL {
        let artefactName = fullName.replacingOccurrences(of: "/", with: ".")
        return configuration.artefactsRoot(file: file)
            .appendingPathComponent(artefactName.utf8.count <= SnapshotName.maxComponentBytes ? artefactName : SnapshotName.component([artefactName]))
    }

    /// Writes the new image as `actual.png` (and its placed tree as `actual.json`, which accepting
    /// it in a review copies beside the golden) into the artefact folder; returns the PNG's URL.
    static func keepActual(_ image: RasterImage, _ tree: PlacedTree?, fullName: String, configuration: SnapshotConfiguration, file: String) throws -> URL {
        let folder = artefactFolder(fullName: fullName, configuration: configuration, file: file)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("actual.png")
        try image.writePNG(to: url)
        if let tree { try AtomicFile.write(Data(tree.jsonString().utf8), to: folder.appendingPathComponent("actual.json")) }
        return url
    }
}

/// Writes the HTML report without failing the assertion when it cannot.
enum HTMLReportWriter {
    /// Writes `report.html`, and `report.json` for `widgetshot review`.
    static func writeQuietly(entries: [ReportEntry], to folder: URL, snapshotsRoot: URL?) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = PageFonts.embed(HTMLReport.render(entries: entries, title: "WidgetShot snapshots", relativeTo: folder), into: folder)
        try? AtomicFile.write(Data(page.utf8), to: folder.appendingPathComponent("report.html"))
        try? ReportManifest(snapshotsRoot: snapshotsRoot?.standardizedFileURL.path, entries: entries).write(to: folder)
    }
}
