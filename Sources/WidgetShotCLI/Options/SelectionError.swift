import ArgumentParser

/// A selection that selects nothing — `--widgets`/`--widget` naming no widget, Live Activity or
/// control, `--families` that no selected widget supports, a previews `--filter` matching no
/// preview: the command renders nothing, so it stops with exit status 2 and lists what exists
/// (a run of 0 variants that exits 0 would pass a CI job that checks nothing).
struct SelectionError: Error, CustomStringConvertible {
    /// The exit status.
    static let exitCode = ExitCode(2)
    var description: String
    init(_ description: String) { self.description = description }
}
