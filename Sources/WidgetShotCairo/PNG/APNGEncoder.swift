import Foundation

/// Animated PNG (APNG): frames of one size shown in a loop; viewers without APNG support show
/// the first frame. Uses the same scanline filtering and compression as `PNGEncoder`.
public enum APNGEncoder {
    /// Encodes `frames` (all the same size), each shown for `delay` seconds, looping forever.
    public static func encode(_ frames: [RasterImage], delay: Double = 1, level: Int32 = 1) -> Data {
        guard let first = frames.first else { return Data() }
        let opaque = frames.allSatisfy(\.isOpaque)
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        PNGEncoder.appendChunk("IHDR", PNGEncoder.header(first, opaque: opaque), to: &png)
        var actl = Data()
        actl.appendBigEndian(UInt32(frames.count))
        actl.appendBigEndian(0) // loop forever
        PNGEncoder.appendChunk("acTL", actl, to: &png)
        var sequence: UInt32 = 0
        let delayMs = UInt16(delay.isNaN ? 1000 : min(max(delay * 1000, 1), 65535))
        for (i, frame) in frames.enumerated() {
            var fctl = Data()
            fctl.appendBigEndian(sequence)
            sequence += 1
            fctl.appendBigEndian(UInt32(frame.width))
            fctl.appendBigEndian(UInt32(frame.height))
            fctl.appendBigEndian(0)
            fctl.appendBigEndian(0)
            fctl.append(contentsOf: [UInt8(delayMs >> 8), UInt8(delayMs & 0xFF), 0x03, 0xE8, 0, 0]) // delay ms/1000, dispose none, blend source
            PNGEncoder.appendChunk("fcTL", fctl, to: &png)
            let data = PNGEncoder.compress(PNGEncoder.filteredRows(frame, opaque: opaque), level: level)
            if i == 0 {
                PNGEncoder.appendChunk("IDAT", data, to: &png)
            } else {
                var fdat = Data()
                fdat.appendBigEndian(sequence)
                sequence += 1
                fdat.append(data)
                PNGEncoder.appendChunk("fdAT", fdat, to: &png)
            }
        }
        PNGEncoder.appendChunk("IEND", Data(), to: &png)
        return png
    }
}
