import Foundation
import WidgetShotCairo

/// PDF or SVG bytes → the vector decoder asset catalogs' PDF/SVG image sets and custom symbol
/// templates go through (poppler-glib, librsvg): it must throw or draw, never crash, and never
/// allocate past the pixel limit.
func fuzzOne(_ bytes: [UInt8]) {
    if let image = try? BitmapCodec.rasterizeVector(Data(bytes), scale: 2, name: "fuzz") {
        precondition(image.width * image.height <= ImageLimits.maxPixels, "drew past the pixel limit")
    }
}
