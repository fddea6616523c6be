import DemoWidgets
import Foundation
import WidgetShotUI

// The main job until the full CLI lands: lay out the built-in demo widget and print its
// geometry as JSON (the placed tree, canvas points).
//
//   widgetshot [--size 170x170] [--scale 2]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("widgetshot: error: \(message)\n".utf8))
    exit(2)
}

var size = CGSize(width: 170, height: 170)
var scale: CGFloat = 2
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
    case "-h", "--help":
        print("usage: widgetshot [--size WIDTHxHEIGHT] [--scale 1|2|3]\nLays out the NetEase demo widget and prints its geometry as JSON.")
        exit(0)
    default:
        fail("unknown argument '\(arg)' (try --help)")
    }
}

do {
    let tree = try LayoutEngine().layout(DemoViews.netEaseDailyRecommendation, in: size, scale: scale)
    print(tree.jsonString())
} catch {
    fail("\(error)")
}
