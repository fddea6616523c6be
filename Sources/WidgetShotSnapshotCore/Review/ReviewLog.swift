import Foundation

/// `review-log.jsonl` in the artefacts folder: one JSON line per decision, appended, so a team can
/// see what a review accepted, and a restarted review shows the decisions already made.
enum ReviewLog {
    static let fileName = "review-log.jsonl"

    struct Line: Codable {
        var time: String
        var decision: SnapshotReview.Decision
        var id: Int
        var name: String
        var golden: String
    }

    static func append(_ decision: SnapshotReview.Decision, id: Int, name: String, golden: String, in folder: URL) {
        let line = Line(time: ISO8601DateFormatter().string(from: Date()), decision: decision, id: id, name: name, golden: golden)
        guard var data = try? JSONEncoder().encode(line) else { return }
        data.append(0x0A)
        let url = folder.appendingPathComponent(fileName)
        if !FileManager.default.fileExists(atPath: url.path) { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        guard let handle = try? FileHandle(forWritingTo: url) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: data)
    }

    /// The decisions logged about the current report (made after it was written), oldest first;
    /// unreadable lines are skipped.
    static func decisions(in folder: URL) -> [(id: Int, name: String, decision: SnapshotReview.Decision)] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path) else { return [] }
        let report = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(ReportManifest.fileName).path))?[.modificationDate] as? Date
        let parser = ISO8601DateFormatter()
        // Log times have whole seconds.
        let since = report.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970.rounded(.down)) } ?? .distantPast
        return data.split(separator: 0x0A).compactMap { try? JSONDecoder().decode(Line.self, from: Data($0)) }
            .filter { (parser.date(from: $0.time) ?? .distantPast) >= since }
            .map { ($0.id, $0.name, $0.decision) }
    }
}
