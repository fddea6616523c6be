import Foundation

/// Filters SwiftPM's build output into what the user reads: each compiler diagnostic once, with
/// its source excerpt numbered as the user's file is.
///
/// - **Once.** SwiftPM's batch-mode frontend jobs each report the diagnostics of the files they
///   type-check, the module-emitting job reports them again, and the build summary repeats them:
///   one error showed 5–12 times. A diagnostic is its header `path:line:column: severity: message`;
///   a header seen before is dropped with the excerpt block under it.
/// - **Numbered right.** The transform puts `#sourceLocation(file:line: 1)` on a line of its own
///   above the user's first line, so the header's line is the user's, but the compiler prints the
///   excerpt from the compiled copy with the copy's line numbers, one more than the user's. An
///   excerpt whose lines match the user's file one line up (read from the header's path) is
///   renumbered; an excerpt of another file (generated code, WidgetShot) is left as printed.
///   Lines the transform changed (the `#sourceLocation` line itself, the import line that gains
///   WidgetShot's imports) cannot tell the shift: the first line that matches decides it, and in a
///   renumbered excerpt the `#sourceLocation` line is dropped and a changed line other than the
///   diagnostic's own shows the user's text (seen on an error at line 2 of a real app's file,
///   whose excerpt started with the generated header).
public struct CompilerOutput {
    /// One diagnostic header.
    public struct Header: Equatable {
        public var path: String
        public var line: Int
        public var column: Int
        public var severity: String
        public var message: String
    }

    private var seen: Set<String> = []
    private var skipping = false
    /// The gutter shift of the current excerpt block (`nil`: not determined yet).
    private var shift: Int?
    private var header: Header?
    /// Lines held until the block's shift is known (excerpt lines before the first that tells).
    private var held: [String] = []
    private var fileLines: [String: [String]] = [:]
    /// The files with errors, in order of first error.
    public private(set) var filesWithErrors: [String] = []

    /// Reads the user's file for renumbering (replaceable for tests).
    var readLines: (String) -> [String]? = { path in
        (try? String(contentsOfFile: path, encoding: .utf8)).map { $0.components(separatedBy: "\n") }
    }

    public init() {}

    /// Parses `path:line:column: error|warning|note|remark: message`, and Clang's
    /// `fatal error:` (a missing header: `'Foundation/Foundation.h' file not found`) as an error.
    public static func header(_ line: String) -> Header? {
        for severity in ["fatal error", "error", "warning", "note", "remark"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let column = Int(location[location.count - 1]), let number = Int(location[location.count - 2]) else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            guard !path.isEmpty, !path.hasPrefix("[") else { continue }
            return Header(path: path, line: number, column: column, severity: severity == "fatal error" ? "error" : severity,
                          message: String(line[marker.upperBound...]))
        }
        return nil
    }

    /// An excerpt line's gutter number and text: `  12 | text` → (12, "text"); `     | …` → (nil, …).
    static func excerpt(_ line: String) -> (number: Int?, gutterWidth: Int, text: String)? {
        guard let bar = line.firstIndex(of: "|") else { return nil }
        let gutter = line[..<bar]
        let trimmed = gutter.trimmingCharacters(in: .whitespaces)
        guard trimmed.isEmpty || Int(trimmed) != nil else { return nil }
        var text = line[line.index(after: bar)...]
        if text.first == " " { text = text.dropFirst() }
        return (Int(trimmed), gutter.count, String(text))
    }

    /// Takes one output line (already judged worth showing); returns the lines to show now.
    public mutating func take(_ line: String) -> [String] {
        if let parsed = Self.header(line) {
            var out = flush()
            let key = "\(parsed.path):\(parsed.line):\(parsed.column): \(parsed.severity): \(parsed.message)"
            skipping = seen.contains(key)
            seen.insert(key)
            header = parsed
            shift = nil
            if parsed.severity == "error", !filesWithErrors.contains(parsed.path) { filesWithErrors.append(parsed.path) }
            if !skipping { out.append(line) }
            return out
        }
        if let excerpt = Self.excerpt(line) {
            if skipping { return [] }
            if shift == nil, let number = excerpt.number, !excerpt.text.trimmingCharacters(in: .whitespaces).isEmpty {
                shift = determineShift(number: number, text: excerpt.text)
            }
            held.append(line)
            return shift == nil ? [] : flush()
        }
        // Anything else ends the block (a summary line, "error: emit-module command failed", …).
        var out = flush()
        skipping = false
        header = nil
        out.append(line)
        // A compiler crash's stack dump names the file it was compiling (``CompilerCrash``).
        if let compiled = CompilerCrash.crashedFile(in: line) {
            let path = CompilerCrash.userPath(of: compiled)
            if !filesWithErrors.contains(path) {
                filesWithErrors.append(path)
                out.append(CompilerCrash.note(for: path))
            }
        }
        return out
    }

    /// The held lines, renumbered.
    public mutating func flush() -> [String] {
        let lines = held.compactMap { renumber($0, by: shift ?? 0) }
        held = []
        return lines
    }

    /// 0 when the excerpt line matches the header file's line `number`, −1 when it matches the
    /// line above (the `#sourceLocation` copy), nil when neither (a line the transform changed,
    /// or another file's excerpt: the next line tells).
    private mutating func determineShift(number: Int, text: String) -> Int? {
        guard let header else { return 0 }
        let lines = userLines(header.path)
        func matches(_ n: Int) -> Bool { n >= 1 && n <= lines.count && lines[n - 1].trimmingCharacters(in: .whitespaces) == text.trimmingCharacters(in: .whitespaces) }
        if matches(number) { return 0 }
        if matches(number - 1) { return -1 }
        return nil
    }

    private mutating func userLines(_ path: String) -> [String] {
        if fileLines[path] == nil { fileLines[path] = readLines(path) ?? [] }
        return fileLines[path]!
    }

    /// The excerpt line renumbered by `shift`; nil for the copy's `#sourceLocation` line (no line
    /// of the user's); a context line the transform changed shows the user's text.
    private mutating func renumber(_ line: String, by shift: Int) -> String? {
        guard shift != 0, let excerpt = Self.excerpt(line), let number = excerpt.number else { return line }
        let bar = line.firstIndex(of: "|")!
        let userNumber = number + shift
        guard userNumber >= 1 else { return nil }
        let label = String(userNumber)
        let padded = String(repeating: " ", count: max(0, excerpt.gutterWidth - label.count - 1)) + label + " "
        if let header, userNumber != header.line {
            let lines = userLines(header.path)
            if userNumber <= lines.count, lines[userNumber - 1] != excerpt.text {
                return padded + "| " + lines[userNumber - 1]
            }
        }
        return padded + line[bar...]
    }
}
