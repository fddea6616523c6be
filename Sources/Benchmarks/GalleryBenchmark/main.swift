// Gallery benchmark: the public CLI (`WidgetShotCommand.run`, exactly what `widgetshot gallery`
// runs) over the demo widgets, every timeline entry, on several devices and in every appearance
// (1,000+ PNGs), with `--jobs 1` and `--jobs 2`: images per second, the 2-core scaling and the
// peak memory of each run; then the cold start of `widgetshot render` (the built binary beside
// this one, spawned repeatedly); then, when it can run here, `shared/perf/chromium_bench.py` for
// headless Chromium's per-image cost on the same machine.
//
//   swift build -c release --product GalleryBenchmark && swift build -c release --product widgetshot
//   .build/release/GalleryBenchmark [--devices a,b,…] [--appearances all] [--jobs 1,2] [--repeat 3]
//                                   [--cold-runs 15] [--no-chromium] [--chromium-count 60] [--python PATH] [--chromium-script PATH]
//
// Goals (shared/reference/performance.md): 2 cores ≥ 1.8× one core; a cold render ≤ 100 ms;
// ≥ 10× Chromium's throughput.
import DemoWidgets
import Foundation
import WidgetShot
import WidgetShotCLI

/// The `widgetshot` commands over the demo gallery, as the built-in tool declares them.
struct DemoGallery: WidgetShotCommand {
    static let widgets = DemoWidgetBundle()
    static let assetCatalogs = [DemoAssets.catalog]
}

setvbuf(stdout, nil, _IOLBF, 0)   // line by line, also into a file

// MARK: - Options

var options: [String: String] = [:]
var flags: Set<String> = []
do {
    var args = CommandLine.arguments.dropFirst()[...]
    while let arg = args.popFirst() {
        if ["--no-chromium", "--help"].contains(arg) { flags.insert(arg); continue }
        guard arg.hasPrefix("--"), let value = args.popFirst() else {
            FileHandle.standardError.write(Data("GalleryBenchmark: unexpected argument '\(arg)' (see the header of main.swift)\n".utf8))
            exit(2)
        }
        options[String(arg.dropFirst(2))] = value
    }
}
if flags.contains("--help") {
    print("GalleryBenchmark [--devices a,b,…] [--appearances all] [--jobs 1,2] [--repeat 3] [--cold-runs 15] [--no-chromium] [--chromium-count 60] [--python PATH] [--chromium-script PATH]")
    exit(0)
}
let devices = options["devices"] ?? "iPhoneSE3,iPhone13mini,iPhone11,iPhone16,iPhone16Pro,iPhone16ProMax,iPadPro11,iPadPro12_9"
let appearances = options["appearances"] ?? "all"
let jobsList = (options["jobs"] ?? "1,2").split(separator: ",").compactMap { Int($0) }
let coldRuns = Int(options["cold-runs"] ?? "15") ?? 15
let repeats = Int(options["repeat"] ?? "3") ?? 3
let chromiumCount = Int(options["chromium-count"] ?? "60") ?? 60
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let chromiumScript = options["chromium-script"]
    ?? repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/perf/chromium_bench.py").path

let work = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-gallery-bench-\(getpid())")
try? FileManager.default.removeItem(at: work)
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

// MARK: - Helpers

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// A `/proc/self/status` field in MiB (VmHWM: peak resident set; VmRSS: current).
func procStatusMiB(_ field: String) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first
        return kb.map { $0 / 1024 }
    }
    return nil
}

/// Resets VmHWM to the current RSS (Linux ≥ 4.0), so each run's peak is its own.
func resetPeakMemory() -> Bool {
    let fd = open("/proc/self/clear_refs", O_WRONLY)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return write(fd, "5", 1) == 1
}

/// Runs `body` with standard output sent to /dev/null (the gallery prints a line per lint).
func silencingStdout<T>(_ body: () -> T) -> T {
    fflush(stdout)
    let saved = dup(1), null = open("/dev/null", O_WRONLY)
    dup2(null, 1)
    defer {
        fflush(stdout)
        dup2(saved, 1)
        close(saved)
        close(null)
    }
    return body()
}

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.isEmpty ? .nan : (s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2)
}

func f(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }
func goal(_ ok: Bool) -> String { ok ? "met" : "NOT met" }

/// Runs a program; returns its exit status and (when `capture`) standard output and error.
func spawn(_ path: String, _ arguments: [String], environment: [String: String]? = nil, capture: Bool) throws -> (Int32, String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    if let environment { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let pipe = Pipe()
    p.standardOutput = capture ? pipe : FileHandle.nullDevice
    p.standardError = capture ? pipe : FileHandle.nullDevice
    try p.run()
    let data = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

// MARK: - Gallery, --jobs 1 and 2

let widgets = DemoWidgetBundle().widgets
print("# GalleryBenchmark: \(widgets.count) demo widgets (\(widgets.map(\.kind).joined(separator: ", ")))")
print("# devices \(devices); appearances \(appearances); every timeline entry; \(ProcessInfo.processInfo.activeProcessorCount) cores")

/// Images per family of the last gallery (from the file names `<kind>.<device>.<family>.…png`).
var familyCounts: [String: Int] = [:]

func gallery(jobs: Int, devices: String, appearances: String) -> (seconds: Double, images: Int, status: Int32) {
    let out = work.appendingPathComponent("gallery-j\(jobs)")
    try? FileManager.default.removeItem(at: out)
    let t0 = now()
    let status = silencingStdout {
        DemoGallery.run(["gallery", "--devices", devices, "--appearances", appearances, "--all-entries",
                         "--jobs", String(jobs), "--output", out.path, "--quiet"])
    }
    let seconds = now() - t0
    let files = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
    let pngs = files.filter { $0.hasSuffix(".png") && $0.contains(".entry") }
    familyCounts = [:]
    for name in pngs { familyCounts[name.split(separator: ".").dropFirst(2).first.map(String.init) ?? "?", default: 0] += 1 }
    let images = pngs.count
    try? FileManager.default.removeItem(at: out)
    return (seconds, images, status)
}

_ = gallery(jobs: 2, devices: "iPhoneSE3", appearances: "light")   // warm-up: fonts, asset catalog, page cache
let peakResets = resetPeakMemory()
if !peakResets { print("# note: /proc/self/clear_refs is not writable, so VmHWM below is the process's peak so far") }

// Rounds alternate the job counts (1, 2, 1, 2, …) so that a slow spell of the machine hits both;
// each job count reports its best round (and the median), and the peak memory of its rounds.
var throughput: [Int: Double] = [:]
var seconds: [Int: [Double]] = [:], peaks: [Int: Double] = [:], rssBefore: [Int: Double] = [:], imageCount = 0
for round in 1...max(1, repeats) {
    for jobs in jobsList {
        _ = resetPeakMemory()
        let before = procStatusMiB("VmRSS") ?? .nan
        let run = gallery(jobs: jobs, devices: devices, appearances: appearances)
        let peak = procStatusMiB("VmHWM") ?? .nan
        guard run.status == 0 else {
            print("gallery --jobs \(jobs) failed with exit status \(run.status)")
            exit(1)
        }
        imageCount = run.images
        seconds[jobs, default: []].append(run.seconds)
        peaks[jobs] = max(peaks[jobs] ?? 0, peak)
        rssBefore[jobs] = max(rssBefore[jobs] ?? 0, before)
        print("# round \(round) --jobs \(jobs): \(f(run.seconds, 2)) s")
    }
}
for jobs in jobsList {
    let best = seconds[jobs]!.min()!, med = median(seconds[jobs]!)
    throughput[jobs] = Double(imageCount) / best
    print("gallery --jobs \(jobs): \(imageCount) images in \(f(best, 2)) s (best of \(seconds[jobs]!.count); median \(f(med, 2)) s) = \(f(Double(imageCount) / best)) images/s"
          + " (\(f(best * 1000 / Double(imageCount), 2)) ms each); peak RSS (VmHWM) \(f(peaks[jobs]!)) MiB, \(f(rssBefore[jobs]!)) MiB before the run")
}
if let one = throughput[1], let two = throughput[2] {
    let medianRatio = median(seconds[1]!) / median(seconds[2]!)
    print("scaling: 2 cores / 1 core = \(f(two / one, 2))× best to best, \(f(medianRatio, 2))× median to median (goal ≥ 1.8×: \(goal(two / one >= 1.8)))")
}

// MARK: - Cold render

let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
let widgetshot = URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("widgetshot").path
var coldMedian: Double?
if let small = widgets.first(where: { $0.supportedFamilies.contains(.systemSmall) }) {
    if FileManager.default.isExecutableFile(atPath: widgetshot) {
        let png = work.appendingPathComponent("cold.png").path
        let args = ["render", "--widget", small.kind, "--family", "systemSmall", "--device", "iPhone16Pro", "--output", png]
        let (status, output) = try spawn(widgetshot, args, capture: true)   // warm-up (page cache)
        if status != 0 {
            print("cold render: widgetshot \(args.joined(separator: " ")) failed: \(output)")
        } else {
            var times: [Double] = []
            for _ in 0..<max(1, coldRuns) {
                let t0 = now()
                _ = try spawn(widgetshot, args, capture: false)
                times.append((now() - t0) * 1000)
            }
            coldMedian = median(times)
            print("cold render (widgetshot render --widget \(small.kind) --family systemSmall --device iPhone16Pro, a new process each): "
                  + "median \(f(median(times))) ms, min \(f(times.min()!)), max \(f(times.max()!)) over \(times.count) runs (goal ≤ 100 ms: \(goal(median(times) <= 100)))")
        }
    } else {
        print("cold render: no widgetshot binary at \(widgetshot); build it in the same configuration: swift build -c release --product widgetshot")
    }
}

// MARK: - Chromium (shared/perf/chromium_bench.py), side by side

/// Why the Chromium script cannot run here, or nil when it can.
func chromiumBlocker(python: String) -> String? {
    if flags.contains("--no-chromium") { return "--no-chromium" }
    guard FileManager.default.fileExists(atPath: chromiumScript) else { return "no script at \(chromiumScript) (--chromium-script PATH)" }
    for binary in ["/usr/lib/chromium/chromium-headless-shell", "/usr/lib/chromium/chromium"] where !FileManager.default.isExecutableFile(atPath: binary) {
        return "\(binary) is missing (apt-get install chromium chromium-headless-shell)"
    }
    guard let (status, output) = try? spawn(python, ["-c", "import websocket, cairo"], capture: true) else { return "cannot run \(python) (--python PATH)" }
    if status != 0 {
        return "\(python) lacks the script's modules (pip install websocket-client pycairo): \(output.split(separator: "\n").last ?? "")"
    }
    return nil
}

let python = options["python"] ?? (FileManager.default.isExecutableFile(atPath: "/tmp/perfvenv/bin/python") ? "/tmp/perfvenv/bin/python" : "/usr/bin/python3")
if let blocker = chromiumBlocker(python: python) {
    print("chromium: not run: \(blocker)")
} else {
    print("chromium: \(python) \(chromiumScript) \(chromiumCount) process cdp")
    let out = work.appendingPathComponent("chromium").path
    let (status, output) = try spawn(python, [chromiumScript, String(chromiumCount), "process", "cdp"], environment: ["OUT": out], capture: true)
    for line in output.split(separator: "\n") { print("  | \(line)") }
    if status != 0 {
        print("chromium: the script failed (exit status \(status))")
    } else {
        /// (median wall ms, CPU ms per image of Chromium + client) of a row.
        func row(_ needle: String) -> (wall: Double, cpu: Double?)? {
            guard let line = output.split(separator: "\n").first(where: { $0.contains(needle) }) else { return nil }
            func number(after key: String) -> Double? {
                guard let r = line.range(of: key) else { return nil }
                return Double(line[r.upperBound...].drop(while: { $0 == " " }).prefix(while: { $0.isNumber || $0 == "." }))
            }
            guard let wall = number(after: "median=") else { return nil }
            let cpu = number(after: "chromium=").map { $0 + (number(after: "client=") ?? 0) } ?? number(after: "cpu_ms/img(median)=")
            return (wall, cpu)
        }
        // A persistent browser given new content per image (the cheapest way to make many
        // different PNGs with Chromium), weighted by our gallery's mix of families: small and
        // accessory families → Chromium's small scene, medium → medium, large and extra large → large.
        let sizes = ["small", "medium", "large"]
        let rows = sizes.compactMap { row("\($0) headless-shell CDP set body innerHTML + capture") }
        if rows.count == sizes.count, let ours = throughput[2] ?? throughput.values.max() {
            var share = [0.0, 0.0, 0.0]
            for (family, count) in familyCounts {
                share[family == "systemMedium" ? 1 : family == "systemLarge" || family == "systemExtraLarge" ? 2 : 0] += Double(count)
            }
            let total = max(1, share.reduce(0, +))
            share = share.map { $0 / total }
            let wallMs = zip(share, rows).map { $0 * $1.wall }.reduce(0, +)
            let cpuMs = rows.allSatisfy({ $0.cpu != nil }) ? zip(share, rows).map { $0 * $1.cpu! }.reduce(0, +) : .infinity
            let wallRate = 1000 / wallMs
            let cpuRate = Double(ProcessInfo.processInfo.activeProcessorCount) * 1000 / cpuMs
            let best = max(wallRate, cpuRate)
            print("chromium (headless-shell, one browser over DevTools, set content + capture): "
                  + rows.enumerated().map { "\(sizes[$0.offset]) \(f($0.element.wall)) ms wall, \(f($0.element.cpu ?? .nan)) ms CPU" }.joined(separator: "; "))
            print("chromium at our gallery's mix (\(f(share[0] * 100, 0))% small, \(f(share[1] * 100, 0))% medium, \(f(share[2] * 100, 0))% large): "
                  + "\(f(wallRate)) images/s in one session; \(f(cpuRate)) images/s if its CPU time filled every core")
            print("ours vs chromium: \(f(ours)) / \(f(best)) images/s = \(f(ours / best))× (goal ≥ 10×: \(goal(ours / best >= 10)))"
                  + " — Chromium draws the perf scene at @3x, we draw the demo widgets at each device's scale (@2x/@3x), both to PNG")
        } else {
            print("chromium: could not read the set-content rows from the script's output")
        }
        if let process = row("small chromium-headless-shell --screenshot (1 process/image)"), let coldMedian {
            print("cold: chromium-headless-shell --screenshot per image \(f(process.wall)) ms vs widgetshot render \(f(coldMedian)) ms = \(f(process.wall / coldMedian))×")
        }
    }
}
