// Layout benchmark: build + layout + read of the flexbox baseline's tree shapes
// (`shared/perf/layout_bench.py`: a padded column of rows, each row cycling a 40×40 "image",
// a flexible 20-pt "text" and a 30×10 "badge" with 2-pt margins), expressed in SwiftUI terms.
//
//   swift run -c release LayoutBenchmark [--baseline PYTHON] [--seconds S]
//
// With --baseline, `PYTHON ../shared/perf/layout_bench.py yoga` runs in the same process
// tree right after, and ratios against it are printed. Reference native-Yoga figures from
// `shared/reference/performance.md` (measured on this kind of machine) are printed beside.
import Foundation
import WidgetShotUI

struct Row: View {
    let leaves: Int
    let rowIndex: Int
    var body: some View {
        HStack(alignment: .center, spacing: 0) {
            ForEach(0..<leaves) { k in
                switch k % 3 {
                case 0: Color.gray.frame(width: 40, height: 40)
                case 1: Text("Song \(rowIndex)-\(k)").lineLimit(1).frame(maxWidth: .infinity).frame(height: 20)
                default: Color.red.frame(width: 30, height: 10).padding(2)
                }
            }
        }
        .padding(4)
        .padding(.bottom, 8)
    }
}

struct Scene: View {
    let rows: Int
    let leaves: Int
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { r in Row(leaves: leaves, rowIndex: r) }
        }
        .padding(16)
    }
}

/// Reads every placed frame (the "read" step of the baseline, `readAll` in `.ci/bench/yoga_bench.c`):
/// each node's x, y, width and height are added to `checksum`; returns the number of nodes.
func count(_ node: PlacedNode?, _ checksum: inout Double) -> Int {
    guard let node else { return 0 }
    return withUnsafePointer(to: node) { read($0, &checksum) }
}

/// `count` for one node. Nodes are read where they are stored, as Yoga's reader follows node
/// pointers: `for child in node.children` copied each `PlacedNode` out of its array (a retain of
/// every field, then a release), which was most of this step's cost.
func read(_ node: UnsafePointer<PlacedNode>, _ checksum: inout Double) -> Int {
    let frame = node.pointee.frame
    checksum += frame.origin.x + frame.origin.y + frame.size.width + frame.size.height
    return node.pointee.children.withUnsafeBufferPointer { children in
        var n = 1
        if let first = children.baseAddress {
            for i in 0..<children.count { n += read(first + i, &checksum) }
        }
        return n
    }
}

func measure(seconds: Double, _ body: () throws -> Void) rethrows -> (median: Double, min: Double, n: Int) {
    for _ in 0..<3 { try body() }
    var samples: [Double] = []
    let deadline = Date().addingTimeInterval(seconds)
    while (samples.count < 20 || Date() < deadline) && samples.count < 20000 {
        let t0 = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
    }
    samples.sort()
    return (samples[samples.count / 2], samples[0], samples.count)
}

var baselinePython: String?
var seconds = 1.5
var countIterations: Int?
var countTree = "50"
var printsJSON = false
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--baseline": baselinePython = args.popFirst()
    case "--seconds": seconds = Double(args.popFirst() ?? "") ?? seconds
    case "--iterations": countIterations = Int(args.popFirst() ?? "")
    case "--tree": countTree = args.popFirst() ?? countTree
    case "--json": printsJSON = true
    default:
        FileHandle.standardError.write(Data("usage: LayoutBenchmark [--baseline PYTHON] [--seconds S] | --iterations N [--tree 50|1000] [--json]\n".utf8))
        exit(2)
    }
}

let engine = LayoutEngine()
let canvas = CGSize(width: 364, height: 2200)

// Instruction-count mode (see README, Benchmarks): exactly N untimed iterations of one tree, so
// that `valgrind --tool=callgrind` run with two values of N gives the instructions of one
// iteration as the difference divided by the difference of N (start-up cancels out).
if let n = countIterations {
    guard n >= 0, let shape = ["50": (7, 6), "1000": (37, 26)][countTree] else {
        FileHandle.standardError.write(Data("LayoutBenchmark: --iterations wants N ≥ 0 and --tree 50 or 1000\n".utf8))
        exit(2)
    }
    var placed = 0
    var checksum = 0.0
    var last: PlacedTree?
    for _ in 0..<n {
        let tree = try engine.layout(Scene(rows: shape.0, leaves: shape.1), in: canvas)
        placed &+= count(tree.root, &checksum)
        last = tree
    }
    // `--json`: the last tree's geometry, to compare two builds (an optimisation keeps it byte for byte).
    if printsJSON, let last { print(last.jsonString()) }
    print("\(n) iterations of the \(countTree)-view tree, \(n == 0 ? 0 : placed / n) placed nodes each, checksum \(n == 0 ? 0 : checksum / Double(n))")
    exit(0)
}
var ours: [String: Double] = [:]
print("WidgetShot layout (build view + resolve + size + place + read placed tree), release build")
for (name, rows, leaves) in [("50", 7, 6), ("1000", 37, 26)] {
    var nodeCount = 0
    var checksum = 0.0
    let r = try measure(seconds: seconds) {
        let tree = try engine.layout(Scene(rows: rows, leaves: leaves), in: canvas)
        nodeCount = count(tree.root, &checksum)
    }
    ours[name] = r.median
    print(String(format: "  %5@-view tree (%4d placed nodes): median %8.3f ms  min %8.3f ms  n=%5d  %8.0f layouts/s",
                 name as NSString, nodeCount, r.median, r.min, r.n, 1000 / r.median))
}

let nativeYoga = ["50": 0.059, "1000": 1.32]
print("Reference: native Yoga build+layout+read+free (performance.md): 50 → 0.059 ms, 1000 → 1.32 ms")
for name in ["50", "1000"] {
    print(String(format: "  ratio ours / native Yoga (%@): %.2f×", name as NSString, ours[name]! / nativeYoga[name]!))
}

if let python = baselinePython {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../shared/perf/layout_bench.py").standardized.path
    let p = Process()
    p.executableURL = URL(fileURLWithPath: python)
    p.arguments = [script, "yoga"]
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    print("Baseline, same run: \(python) \(script) yoga")
    for line in out.split(separator: "\n") where line.contains("build+layout+read") {
        print("  " + line.trimmingCharacters(in: .whitespaces))
        let name = line.contains(" 50 nodes") ? "50" : "1000"
        if let m = line.range(of: #"median=\s*([0-9.]+)"#, options: .regularExpression) {
            let v = Double(line[m].split(separator: "=")[1].trimmingCharacters(in: .whitespaces)) ?? .nan
            print(String(format: "    ratio ours / poga Yoga (%@): %.2f×", name as NSString, ours[name]! / v))
        }
    }
}
