import Foundation
import WidgetShot

let fuzzFonts = try! FontSystem()
let fuzzFile = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-fuzz-\(getpid()).jpg")

/// JPEG bytes → an `Image(fileURL:)` drawn by the renderer (header sizing, libjpeg-turbo decode,
/// the pixel limit, truncated-data warnings). A fresh image store each time (it caches by path).
func fuzzOne(_ bytes: [UInt8]) {
    try? Data(bytes).write(to: fuzzFile)
    guard let renderer = try? ViewRenderer(fonts: fuzzFonts, images: ImageStore()) else { return }
    _ = try? renderer.render(Image(fileURL: fuzzFile).resizable().frame(width: 12, height: 12), size: CGSize(width: 16, height: 16), scale: 1)
    _ = try? renderer.render(Image(fileURL: fuzzFile), size: CGSize(width: 16, height: 16), scale: 1)
}
