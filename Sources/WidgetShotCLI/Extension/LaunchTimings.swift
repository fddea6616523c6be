import Foundation

/// `--timings`: where an `--extension`/`--project` run's time went — preparing the generated
/// package (source transform, manifest), resolving packages, compiling, and running the command
/// (rendering) — with counts (modules compiled, WidgetShot's among them) and the build route.
/// Printed once, after the command, to the launcher's log.
struct LaunchTimings {
    var enabled: Bool
    private var phases: [(name: String, seconds: Double)] = []
    private var counts: [(name: String, value: Int)] = []
    private var notes: [(name: String, value: String)] = []
    private var running: (name: String, started: Date)?
    private let began = Date()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Starts timing `phase` (a phase already running stops first).
    mutating func start(_ phase: String) {
        stop()
        running = (phase, Date())
    }

    /// Stops the running phase; a phase timed twice (several extensions of a project) adds up.
    mutating func stop() {
        guard let (name, started) = running else { return }
        running = nil
        let seconds = Date().timeIntervalSince(started)
        if let index = phases.firstIndex(where: { $0.name == name }) { phases[index].seconds += seconds } else { phases.append((name, seconds)) }
    }

    /// Adds `value` to the count `name`.
    mutating func count(_ name: String, _ value: Int) {
        if let index = counts.firstIndex(where: { $0.name == name }) { counts[index].value += value } else { counts.append((name, value)) }
    }

    /// Sets a note (the build route).
    mutating func note(_ name: String, _ value: String) {
        if let index = notes.firstIndex(where: { $0.name == name }) { notes[index].value = value } else { notes.append((name, value)) }
    }

    /// The report's lines.
    var lines: [String] {
        var lines = ["timings:"]
        func line(_ name: String, _ seconds: Double) -> String {
            "  " + name.padding(toLength: 9, withPad: " ", startingAt: 0) + String(format: "%7.2f s", seconds)
        }
        for phase in phases { lines.append(line(phase.name, phase.seconds)) }
        lines.append(line("total", Date().timeIntervalSince(began)))
        for count in counts { lines.append("  \(count.name): \(count.value)") }
        for note in notes { lines.append("  \(note.name): \(note.value)") }
        return lines
    }

    /// Prints the report when `--timings` was given.
    mutating func report(to log: (String) -> Void) {
        stop()
        guard enabled else { return }
        for line in lines { log(line) }
    }
}
