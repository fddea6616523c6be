import Foundation
import WidgetShot

/// "What moved": compares a golden's placed-tree JSON with the current tree and names views that
/// moved, resized, appeared or disappeared.
///
/// Views are matched by accessibility identifier when they have one, else by their path of kinds
/// and labels from the root (`VStack/Text 'Daily'#0`).
enum GeometryDiff {
    struct Node: Decodable {
        var kind: String
        var label: String?
        var id: String?
        var frame: [Double]
        var children: [Node]?
    }
    struct Document: Decodable { var root: Node? }

    static func flatten(_ node: Node, path: String, into out: inout [String: (String, [Double])]) {
        let title = node.kind + (node.label.map { " '\($0)'" } ?? "")
        let key = node.id.map { "#\($0)" } ?? path + "/" + title
        var unique = key, n = 1
        while out[unique] != nil { unique = key + "#\(n)"; n += 1 }
        out[unique] = (node.id.map { "\(title) [\($0)]" } ?? title, node.frame)
        for (i, child) in (node.children ?? []).enumerated() { flatten(child, path: path + "/" + title + "[\(i)]", into: &out) }
    }

    static func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v) }

    /// Lines like `Text 'Daily' moved from (14, 98) to (14, 102)`, leaves first, at most `limit`.
    static func changes(goldenJSON: Data, current: PlacedTree, limit: Int = 8) -> [String] {
        guard let old = try? JSONDecoder().decode(Document.self, from: goldenJSON),
              let new = try? JSONDecoder().decode(Document.self, from: Data(current.jsonString().utf8)) else { return [] }
        var a: [String: (String, [Double])] = [:], b: [String: (String, [Double])] = [:]
        if let r = old.root { flatten(r, path: "", into: &a) }
        if let r = new.root { flatten(r, path: "", into: &b) }
        var lines: [String] = []
        for key in a.keys.sorted() {
            let (title, f0) = a[key]!
            guard let (_, f1) = b[key] else { lines.append("\(title) disappeared"); continue }
            guard f0.count == 4, f1.count == 4 else { continue }
            if f0[0] != f1[0] || f0[1] != f1[1] {
                lines.append("\(title) moved from (\(fmt(f0[0])), \(fmt(f0[1]))) to (\(fmt(f1[0])), \(fmt(f1[1])))")
            }
            if f0[2] != f1[2] || f0[3] != f1[3] {
                lines.append("\(title) resized from \(fmt(f0[2]))×\(fmt(f0[3])) to \(fmt(f1[2]))×\(fmt(f1[3]))")
            }
        }
        for key in b.keys.sorted() where a[key] == nil { lines.append("\(b[key]!.0) appeared") }
        // Leaves (Text, Image, Color…) say most; containers follow.
        let leafFirst = lines.sorted { ($0.hasPrefix("Text") || $0.hasPrefix("Image") ? 0 : 1) < ($1.hasPrefix("Text") || $1.hasPrefix("Image") ? 0 : 1) }
        return Array(leafFirst.prefix(limit)) + (lines.count > limit ? ["… and \(lines.count - limit) more"] : [])
    }
}
