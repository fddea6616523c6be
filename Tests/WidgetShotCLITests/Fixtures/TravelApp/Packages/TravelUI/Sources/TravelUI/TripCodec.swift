import Foundation
import travel_codec   // the C target "travel-codec", by SwiftPM's module name
// GzipSwift's pattern: Linux's module map, else Apple's zlib module (the iOS branch is compiled).
#if os(Linux)
import zlibLinux
#else
import zlib
#endif

/// Deflates and inflates with zlib and checksums with a C target, as a package would.
public enum TripCodec {
    /// "<text> <deflated size>→<inflated text> crc <hex>": `text` compressed with `compress2`,
    /// uncompressed again, and its checksum from the C target.
    public static func summary(_ text: String) -> String {
        let input = Array(text.utf8)
        var compressedSize = compressBound(uLong(input.count))
        var compressed = [Bytef](repeating: 0, count: Int(compressedSize))
        guard compress2(&compressed, &compressedSize, input, uLong(input.count), Z_BEST_COMPRESSION) == Z_OK else { return "deflate failed" }
        var inflatedSize = uLongf(input.count)
        var inflated = [Bytef](repeating: 0, count: input.count)
        guard uncompress(&inflated, &inflatedSize, compressed, compressedSize) == Z_OK else { return "inflate failed" }
        let crc = String(travel_codec_checksum(text), radix: 16)
        return "\(compressedSize)→\(String(decoding: inflated.prefix(Int(inflatedSize)), as: UTF8.self)) crc \(crc)"
    }
}
