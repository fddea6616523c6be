import DemoWidgets
import Foundation
import WidgetShot

// The main job until the full CLI lands: render the demo gallery (see Gallery.swift).
//
//   widgetshot [--output widgetshot-out]
//   widgetshot --make-demo-assets

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("widgetshot: error: \(message)\n".utf8))
    exit(2)
}

var output = URL(fileURLWithPath: "widgetshot-out")
var args = CommandLine.arguments.dropFirst()
while let arg = args.popFirst() {
    switch arg {
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
        print("""
            usage: widgetshot [--output FOLDER]      render the demo gallery (PNG + geometry + tap targets per variant, contact-sheet.png)
                   widgetshot --make-demo-assets     re-draw the demo widgets' images into their asset catalog
            """)
        exit(0)
    default:
        fail("unknown argument '\(arg)' (try --help)")
    }
}

do {
    let failures = try Gallery.run(output: output, scale: nil)
    exit(failures == 0 ? 0 : 1)
} catch {
    fail("\(error)")
}
