@testable import WidgetShotBuild

/// The user's lines of `source` after the transform (the `#sourceLocation` header dropped, the
/// appended preview registry cut off), for tests of single rewrites.
func transformedLines(_ source: String, localModules: Set<String> = []) -> [String] {
    let output = SourceTransform(originalPath: "/src/W.swift", fileIndex: 0, localModules: localModules).transform(source)
    return Array(output.text.components(separatedBy: "\n").dropFirst().prefix(source.components(separatedBy: "\n").count))
}
