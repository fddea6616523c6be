// Render benchmark: the baseline scene of `shared/reference/performance.md` (a weather-style
// widget at @3x: diagonal gradient, per tile 3 rounded rects, a 120-px image in a 50-pt rounded
// clip and 2 text runs; small 1 tile, medium 2, large 4) written with WidgetShot's API, plus the
// NetEase demo widget. Render-only (layout + raster) and render + PNG encode, medians.
//
//   swift run -c release RenderBenchmark [--baseline] [--seconds S]
//   RenderBenchmark --iterations N [--scene small|medium|large|netease]
//
// With --iterations, each scene (or the one named) is rendered and PNG-encoded N times, untimed:
// for instruction counts (`.ci/bench/check-instructions` differences two values of N).
//
// With --baseline, `shared/perf/run_cairo_bench.sh` (raw C: cairo + Pango drawing the same scene,
// and its PNG encoders) runs right after in the same process tree and the ratios are printed.
import DemoWidgets
import Foundation
import WidgetShot

struct WeatherTile: View {
    let width: CGFloat
    let height: CGFloat
    let index: Int
    static let titles = ["Cupertino", "San Francisco", "New York", "London"]
    static let bodies = ["72° Partly Cloudy", "64° Fog", "55° Rain", "49° Drizzle"]

    var body: some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 14, style: .circular).fill(Color.white.opacity(0.18))
                .frame(width: width - 24, height: 70).offset(x: 12, y: 12)
            Capsule().fill(Color.white.opacity(0.25)).frame(width: width - 32, height: 8).offset(x: 16, y: height - 34)
            Capsule().fill(Color.white).frame(width: (width - 32) * 0.6, height: 8).offset(x: 16, y: height - 34)
            Image("weather-icon").resizable().frame(width: 50, height: 50)
                .clipShape(RoundedRectangle(cornerRadius: 10, style: .circular)).offset(x: width - 66, y: 18)
            Text(Self.titles[index & 3]).font(.system(size: 17, weight: .bold)).frame(width: width - 90, alignment: .leading)
                .offset(x: 20, y: 22)
            Text(Self.bodies[index & 3]).font(.system(size: 13)).frame(width: width - 32, alignment: .leading).offset(x: 16, y: 92)
        }
        .foregroundColor(.white)
        .frame(width: width, height: height, alignment: .topLeading)
    }
}

struct WeatherWidget: View {
    let size: CGSize
    let columns: Int
    let rows: Int
    var body: some View {
        let tw = size.width / CGFloat(columns), th = size.height / CGFloat(rows)
        VStack(spacing: 0) {
            ForEach(0..<rows) { r in
                HStack(spacing: 0) {
                    ForEach(0..<columns) { c in WeatherTile(width: tw, height: th, index: r * columns + c) }
                }
            }
        }
        .background(LinearGradient(colors: [Color(red: 0x4A / 255, green: 0x90 / 255, blue: 0xE2 / 255),
                                            Color(red: 0x90 / 255, green: 0x13 / 255, blue: 0xFE / 255)],
                                   startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}

/// The 120×120 px icon of the C scene (radial orange gradient with eight rays), as a PNG file.
struct WeatherIcon: View {
    var body: some View {
        ZStack {
            RadialGradient(stops: [.init(color: Color(red: 1, green: 0.85, blue: 0.2), location: 0),
                                   .init(color: Color(red: 1, green: 0.55, blue: 0, opacity: 0.9), location: 0.7),
                                   .init(color: Color(red: 1, green: 0.4, blue: 0, opacity: 0), location: 1)],
                           center: .center, startRadius: 5, endRadius: 60)
            ForEach(0..<8) { i in
                Capsule().fill(Color.white.opacity(0.8)).frame(width: 16, height: 4).offset(x: 48).rotationEffect(.degrees(Double(i) * 45))
            }
        }
    }
}

func median(seconds: Double, _ body: () throws -> Void) rethrows -> (median: Double, n: Int) {
    for _ in 0..<3 { try body() }
    var samples: [Double] = []
    let deadline = Date().addingTimeInterval(seconds)
    while samples.count < 15 || Date() < deadline {
        let t0 = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
        if samples.count >= 5000 { break }
    }
    samples.sort()
    return (samples[samples.count / 2], samples.count)
}

var seconds = 1.5
var runBaseline = false
var iterations: Int?
var onlyScene: String?
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--baseline": runBaseline = true
    case "--seconds": seconds = Double(args.popFirst() ?? "") ?? seconds
    case "--iterations":
        guard let n = args.popFirst().flatMap(Int.init), (0...100_000).contains(n) else {
            FileHandle.standardError.write(Data("--iterations needs a whole number from 0 to 100000\n".utf8))
            exit(2)
        }
        iterations = n
    case "--scene": onlyScene = args.popFirst()
    default:
        FileHandle.standardError.write(Data("usage: RenderBenchmark [--baseline] [--seconds S] | --iterations N [--scene small|medium|large|netease]\n".utf8))
        exit(2)
    }
}

let temp = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-render-bench-\(getpid())")
try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: temp) }
let renderer = try ViewRenderer()
try renderer.render(WeatherIcon(), size: CGSize(width: 120, height: 120), scale: 1).image
    .writePNG(to: temp.appendingPathComponent("weather-icon.png"))
renderer.images.addFolder(temp)
try DemoAssets.register(in: renderer.images)

let scenes: [(String, CGSize, AnyView)] = [
    ("small 510x510", CGSize(width: 170, height: 170), AnyView(WeatherWidget(size: CGSize(width: 170, height: 170), columns: 1, rows: 1))),
    ("medium 1092x510", CGSize(width: 364, height: 170), AnyView(WeatherWidget(size: CGSize(width: 364, height: 170), columns: 2, rows: 1))),
    ("large 1092x1146", CGSize(width: 364, height: 382), AnyView(WeatherWidget(size: CGSize(width: 364, height: 382), columns: 2, rows: 2))),
    ("netease small 510x510", CGSize(width: 170, height: 170), AnyView(DemoViews.netEaseDailyRecommendation)),
]
if let iterations {
    let chosen = scenes.filter { onlyScene == nil || $0.0.hasPrefix(onlyScene!) }
    guard !chosen.isEmpty else {
        FileHandle.standardError.write(Data("unknown scene '\(onlyScene ?? "")'; use small, medium, large or netease\n".utf8))
        exit(2)
    }
    for (_, size, view) in chosen {
        for _ in 0..<iterations { _ = try renderer.render(view, size: size, scale: 3).image.pngData() }
    }
    exit(0)
}
print("WidgetShot render, release build, @3x (medians)")
var ours: [String: (render: Double, total: Double)] = [:]
for (name, size, view) in scenes {
    let render = try median(seconds: seconds) { _ = try renderer.render(view, size: size, scale: 3) }
    let total = try median(seconds: seconds) { _ = try renderer.render(view, size: size, scale: 3).image.pngData() }
    ours[name] = (render.median, total.median)
    let sample = try renderer.render(view, size: size, scale: 3).image
    if let dir = ProcessInfo.processInfo.environment["RENDER_BENCH_KEEP"] { try sample.writePNG(to: URL(fileURLWithPath: dir).appendingPathComponent(name.replacingOccurrences(of: " ", with: "-") + ".png")) }
    print(String(format: "  %-24@ render %7.3f ms   render+encode %7.3f ms   (%d KB PNG)", name as NSString, render.median, total.median,
                 sample.pngData().count / 1024))
}

if runBaseline {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../shared/perf/run_cairo_bench.sh").standardized
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = [script.path]
    var env = ProcessInfo.processInfo.environment
    env["BUDGET_MS"] = env["BUDGET_MS"] ?? "400"
    env["OUT"] = temp.appendingPathComponent("c").path
    p.environment = env
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    func medianOf(_ needle: String) -> Double? {
        guard let line = out.split(separator: "\n").first(where: { $0.contains(needle) }),
              let r = line.range(of: #"median=\s*[0-9.]+"#, options: .regularExpression) else { return nil }
        return Double(line[r].split(separator: "=")[1].trimmingCharacters(in: .whitespaces))
    }
    print("Baseline, same run: \(script.path) (raw C, cairo + Pango, pinned to CPU 1)")
    for name in ["small 510x510", "medium 1092x510", "large 1092x1146"] {
        let size = name.split(separator: " ")[0]
        guard let render = medianOf("\(name) render (new surface)"), let encode = medianOf("\(size) mini+libdeflate RGB  L1 up (opaque)") else {
            print("  \(name): baseline rows not found (needs gcc, libspng-dev, libpng-dev, zlib1g-dev, libdeflate-dev)")
            continue
        }
        let floor = render + encode
        let o = ours[name]!
        print(String(format: "  %-16@ C render %6.3f ms  C render+encode %6.3f ms | ours/C render %.2f×  ours/C render+encode %.2f×",
                     name as NSString, render, floor, o.render / render, o.total / floor))
    }
}
