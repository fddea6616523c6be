import Foundation
import WidgetShotCairo

extension RasterImage {
    /// StandBy's night mode: every pixel's luminance (Rec. 709 weights) in the red channel, green
    /// and blue zero, alpha kept. Apple says only that night mode tints StandBy red (WWDC23
    /// "Design dynamic Live Activities"); the mapping is WidgetShot's.
    public func nightModeRed() -> RasterImage {
        var copy = self
        copy.bytes.withUnsafeMutableBufferPointer { px in
            for y in 0..<height {
                var i = y * stride
                for _ in 0..<width {
                    // Premultiplied BGRA bytes: a weighted sum of premultiplied channels stays premultiplied.
                    let l = 0.2126 * Double(px[i + 2]) + 0.7152 * Double(px[i + 1]) + 0.0722 * Double(px[i])
                    px[i] = 0
                    px[i + 1] = 0
                    px[i + 2] = UInt8(min(255, l.rounded()))
                    i += 4
                }
            }
        }
        return copy
    }
}
