import DemoWidgets
import Foundation
import WidgetShot

// The main job until the full CLI lands: render the built-in demo widget to a PNG and write its
// geometry (the placed tree, canvas points) beside it.
//
//   widgetshot [--size 170x170] [--scale 3] [--output widgetshot-out]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("widgetshot: error: \(message)\n".utf8))
    exit(2)
}

var size = CGSize(width: 170, height: 170)
var scale: CGFloat = 3
var output = URL(fileURLWithPath: "widgetshot-out")
var args = CommandLine.arguments.dropFirst()
while let arg = args.popFirst() {
    switch arg {
    case "--size":
        guard let v = args.popFirst() else { fail("--size needs a value like 170x170") }
        let parts = v.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { fail("--size '\(v)' is not WIDTHxHEIGHT (for example 170x170)") }
        size = CGSize(width: parts[0], height: parts[1])
    case "--scale":
        guard let v = args.popFirst(), let s = Double(v) else { fail("--scale needs a number (1, 2 or 3)") }
        scale = s
    case "--output":
        guard let v = args.popFirst() else { fail("--output needs a folder") }
        output = URL(fileURLWithPath: v)
    case "--make-demo-assets":
        do {
            try DemoAssetArt.write(to: DemoAssets.catalog, renderer: try ViewRenderer())
            print("wrote the demo images into \(DemoAssets.catalog.path)")
            exit(0)
        } catch { fail("\(error)") }
    case "-h", "--help":
        print("usage: widgetshot [--size WIDTHxHEIGHT] [--scale 1|2|3] [--output FOLDER]\nRenders the NetEase demo widget to FOLDER/netease-daily.png and its geometry to FOLDER/netease-daily.json.")
        exit(0)
    default:
        fail("unknown argument '\(arg)' (try --help)")
    }
}

do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let renderer = try ViewRenderer()
    try DemoAssets.register(in: renderer.images)
    let result = try renderer.render(DemoViews.netEaseDailyRecommendation, size: size, scale: scale)
    let png = output.appendingPathComponent("netease-daily.png")
    try result.image.writePNG(to: png)
    try AtomicFile.write(Data(result.tree.jsonString().utf8), to: output.appendingPathComponent("netease-daily.json"))
    for w in result.warnings { FileHandle.standardError.write(Data("widgetshot: warning: \(w)\n".utf8)) }
    print("wrote \(png.path) (\(result.image.width)×\(result.image.height) px) and its geometry")
} catch {
    fail("\(error)")
}
