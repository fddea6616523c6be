import Foundation
import WidgetShotCairo

/// PNG bytes → the decoder every PNG read goes through (goldens, diff, images): it must throw or
/// decode, never crash, and never allocate past the pixel limit.
func fuzzOne(_ bytes: [UInt8]) {
    let data = Data(bytes)
    if let image = try? RasterImage(pngData: data, name: "fuzz.png") {
        precondition(image.width * image.height <= ImageLimits.maxPixels, "decoded past the pixel limit")
        _ = image.pngData()
    }
}
