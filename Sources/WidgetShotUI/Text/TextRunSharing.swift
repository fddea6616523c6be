import Foundation

/// The cheap paths of a text's resolve for the usual runs, those without attributes of their own
/// (a `Text("Song \(n)")` key's literal and number runs): each gives what the general path gives,
/// without copying every run's twenty fields (issue 21: copying `Text.Run`s was a third of a
/// text's resolve).
extension Text.Run {
    /// Whether inheriting from a run without attributes changes this run: only a hierarchical
    /// style's base colour, when the run has neither colour nor style, is dropped (see `inheriting`).
    var losesStyleBaseFromPlainOuter: Bool { foreground == nil && style == nil && styleBase != nil }

    /// `runs[range]` with each run replaced by `run.inheriting(outer)`, and made live when `live`,
    /// in place. From an outer run without attributes (the usual case) only the runs it changes
    /// are written.
    static func inherit(_ runs: inout [Text.Run], in range: Range<Int>, from outer: Text.Run, live: Bool = false) {
        if outer.hasNoAttributes && !live {
            for i in range where runs[i].losesStyleBaseFromPlainOuter { runs[i].styleBase = nil }
            return
        }
        for i in range {
            var r = runs[i].inheriting(outer)
            r.isLive = r.isLive || live
            runs[i] = r
        }
    }
}

extension Text {
    /// The flattened runs with adjacent runs without attributes joined into one. Such runs resolve
    /// to the same attributes, so `coalesced` would join them after resolving each; joined first,
    /// each is resolved once. Not under a `textCase`, which changes each run's string on its own.
    static func joiningPlainRuns(_ flat: [(run: Run, string: String)]) -> [(run: Run, string: String)] {
        guard flat.count > 1 else { return flat }
        var out: [(run: Run, string: String)] = []
        out.reserveCapacity(flat.count)
        var lastIsPlain = false
        for entry in flat {
            let isPlain = entry.run.hasNoAttributes
            if isPlain && lastIsPlain {
                out[out.count - 1].string += entry.string
                continue
            }
            out.append(entry)
            lastIsPlain = isPlain
        }
        return out
    }
}
