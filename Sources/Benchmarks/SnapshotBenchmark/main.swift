// Snapshot-verification benchmark: N goldens verified the way a test run does — render the
// widget (layout + raster), decode the golden PNG, compare pixels (byte-identical fast path, then
// per pixel), encode a PNG only on failure. Compare with the C floor of
// `shared/reference/performance.md` (render + libspng decode + compare: 5.5 ms small,
// 11.0 ms medium, 27–40 ms large, one core).
//
//   swift run -c release SnapshotBenchmark [--count 200]
import DemoWidgets
import Foundation
import WidgetShotTesting

var count = 200
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    if a == "--count", let v = args.popFirst().flatMap(Int.init) { count = v } else {
        FileHandle.standardError.write(Data("usage: SnapshotBenchmark [--count N]\n".utf8))
        exit(2)
    }
}

let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-snapshot-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: root) }
let config = SnapshotConfiguration(root: root.appendingPathComponent("goldens"), artefacts: root.appendingPathComponent("artefacts"))
let renderer = try WidgetRenderer()
try DemoAssets.register(in: renderer.views.images)

let cases: [(String, WidgetDefinition, WidgetFamily, Double)] = [
    ("small (NetEase, 510×510)", NetEaseDailyWidget().body.definition, .systemSmall, 5.5),
    ("medium (Ctrip, 1092×510)", CtripFlightWidget().body.definition, .systemMedium, 11.0),
    ("large (Kuwo, 1092×1146)", KuwoTapeWidget().body.definition, .systemLarge, 33.0),
]
print("Snapshot verification, release build, iPhone 16 Pro Max @3x, \(count) goldens per size")
for (name, definition, family, floor) in cases {
    func renderOnce() throws -> WidgetRender {
        try renderer.render(definition, family: family, device: .iPhone16ProMax, appearance: .light, entries: .placeholder)[0]
    }
    let first = try renderOnce()
    _ = SnapshotVerifier.verify(image: first.result.image, tree: first.result.tree, suite: "bench", test: name, variant: "",
                                configuration: config, record: .all)
    var failures = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count {
        let r = try renderOnce()
        let outcome = SnapshotVerifier.verify(image: r.image, tree: r.result.tree, suite: "bench", test: name, variant: "",
                                              configuration: config, record: .never)
        if outcome != .passed { failures += 1 }
    }
    let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let per = total / Double(count) * 1000
    print(String(format: "  %@: %d verified in %.2f s = %.2f ms each (C floor %.1f ms → %.2f×), %d failures",
                 name as NSString, count, total, per, floor, per / floor, failures))
}

extension WidgetRender {
    var image: RasterImage { result.image }
}
