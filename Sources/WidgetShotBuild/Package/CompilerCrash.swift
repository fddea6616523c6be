import Foundation

/// A crash of the Swift compiler, read from its stack dump: the file it was type-checking.
///
/// When `swift-frontend` crashes (a compiler bug: "emit-module command failed due to signal 11",
/// then "Stack dump:"), no diagnostic names a file, so the build looked like a link failure and the
/// fast route fell back to compiling WidgetShot in the cache — minutes — only to crash again on the
/// same file (open-gluck/opengluck-swift-app's `CurrentDataGauge.swift`, Swift 6.3.1). The dump's
/// request line names the file being compiled:
/// `3.	While evaluating request TypeCheckPrimaryFileRequest(source_file "/…/Sources/App/Gauge.swift")`.
/// That file is the build's copy; its first line is the transform's
/// `#sourceLocation(file: "<the user's path>", line: 1)`, which gives the user's file back.
public enum CompilerCrash {
    /// The compiled file a stack-dump line names (`source_file "…"`), if any.
    public static func crashedFile(in line: String) -> String? {
        guard let start = line.range(of: "source_file \"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\""), rest[..<end].hasSuffix(".swift") else { return nil }
        return String(rest[..<end])
    }

    /// The user's file for a compiled copy: the path in its first line's `#sourceLocation(file:)`,
    /// else the path itself (a file the transform did not copy).
    public static func userPath(of compiled: String, readFirstLine: (String) -> String? = CompilerCrash.firstLine) -> String {
        guard let first = readFirstLine(compiled), first.hasPrefix("#sourceLocation(file: \""),
              let end = first.dropFirst("#sourceLocation(file: \"".count).firstIndex(of: "\"") else { return compiled }
        return String(first[first.index(first.startIndex, offsetBy: "#sourceLocation(file: \"".count)..<end])
    }

    /// The note shown under the stack dump, naming the file.
    public static func note(for path: String) -> String {
        "\(path): note: the Swift compiler crashed while compiling this file (a compiler bug, not an error in the code); "
            + "WidgetShot's other build route would crash the same way, so the build stops here"
    }

    /// The first line of a file (nil when unreadable).
    public static func firstLine(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let data = handle.readData(ofLength: 4096)
        return String(decoding: data, as: UTF8.self).split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
    }
}
