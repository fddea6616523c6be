import Foundation
// libyaml, which Yams wraps (a C target of the Yams package, importable by its dependents): its
// event parser walks a document without recursion, which Yams' composer does not.
import CYaml

/// Refuses YAML whose shape would crash or hang the readers before Yams composes it:
///
/// - nesting deeper than ``maximumDepth`` — Yams composes recursively, about 1 KB of stack a
///   level in a debug build: `[` × 10,000 (20 KB of spec) overflowed the stack (found by
///   FuzzXcodeGen; 8 MB main-thread stack);
/// - aliases that multiply (the "billion laughs": ten anchors of ten aliases each of the one
///   before, 600 bytes) expanding past ``maximumNodes`` — composing shares the anchored node, but
///   reading the spec walks every expanded copy, which did not end (found by FuzzXcodeGen).
///
/// The walk uses libyaml's event parser (no recursion); a syntax error ends the check and is left
/// to Yams, which reports it with its line.
enum YAMLShapeCheck {
    /// Deeper than any XcodeGen spec (real ones nest about 8 levels) and than ``YAMLValue`` reads.
    static let maximumDepth = 128
    /// Nodes after alias expansion: a spec of a thousand targets stays far below.
    static let maximumNodes = 1_000_000

    /// Throws ``ProjectReadError`` naming `file` and the line for YAML too deep or too large once
    /// its aliases are expanded.
    static func check(_ text: String, file: String) throws {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        try bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            // Nodes inside each open collection (expanded), and the anchor it defines.
            var open: [(nodes: Int, anchor: String?)] = [(0, nil)]
            var anchors: [String: Int] = [:]
            var total = 0
            func add(_ nodes: Int, line: Int) throws {
                open[open.count - 1].nodes += nodes
                total += nodes
                guard total <= maximumNodes else {
                    throw ProjectReadError(file: file, line: line,
                                           message: "the YAML's aliases expand it to more than \(maximumNodes) nodes (an alias of an alias of …)")
                }
            }
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return }
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + 1
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return
                case YAML_SCALAR_EVENT:
                    if let anchor = string(event.data.scalar.anchor) { anchors[anchor] = 1 }
                    try add(1, line: line)
                case YAML_ALIAS_EVENT:
                    // An undefined alias is Yams' error to report.
                    try add(string(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1, line: line)
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    let anchor = event.type == YAML_SEQUENCE_START_EVENT ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
                    open.append((0, string(anchor)))
                    try add(1, line: line)
                    guard open.count - 1 <= maximumDepth else {
                        throw ProjectReadError(file: file, line: line, message: "the YAML nests deeper than \(maximumDepth) levels")
                    }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard open.count > 1 else { return }
                    let closed = open.removeLast()
                    if let anchor = closed.anchor { anchors[anchor] = closed.nodes }
                    open[open.count - 1].nodes += closed.nodes
                default:
                    continue
                }
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
