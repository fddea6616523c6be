import Foundation

// The block frames of Apple's Compression framework (libcompression; the LZFSE reference code at
// github.com/lzfse/lzfse, lzfse_internal.h): each block starts with a 4-byte little-endian magic,
// and a stream ends with an end-of-stream magic.
//   LZ4:   `bv41` u32 decodedSize, u32 payloadSize, LZ4 block data · `bv4-` u32 size, stored bytes · `bv4$`
//   LZFSE: `bvx-` u32 size, stored bytes · `bvx1`/`bvx2` LZFSE · `bvxn` LZVN · `bvx$`

/// A reader over the bytes of a block stream.
struct BlockStreamReader {
    let bytes: [UInt8]
    var position = 0

    /// The next little-endian 32-bit word, or nil at the end of the bytes.
    mutating func word() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        defer { position += 4 }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[position + $1]) << (8 * UInt32($1)) }
    }

    /// The next `count` bytes, or nil when fewer remain.
    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, position + count <= bytes.count else { return nil }
        defer { position += count }
        return bytes[position..<position + count]
    }
}

extension Array where Element == UInt8 {
    /// Appends a little-endian 32-bit word.
    mutating func appendWord(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }
}

/// Four ASCII characters as the little-endian word a block stream stores.
func blockMagic(_ text: StaticString) -> UInt32 {
    let p = text.utf8Start
    return (0..<4).reduce(UInt32(0)) { $0 | UInt32(p[$1]) << (8 * UInt32($1)) }
}

/// `NSData.CompressionAlgorithm.lzfse`: stored blocks (see NSDataCompression.swift for why).
enum AppleLZFSEStream {
    static let stored = blockMagic("bvx-"), end = blockMagic("bvx$")
    static let compressed: [UInt32: String] = [blockMagic("bvx1"): "LZFSE v1", blockMagic("bvx2"): "LZFSE v2", blockMagic("bvxn"): "LZVN"]

    /// `data` as an LZFSE stream of stored blocks (valid LZFSE; iOS decodes it).
    static func encodeStored(_ data: Data) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 16)
        let bytes = [UInt8](data)
        var start = 0
        while start < bytes.count {
            let count = Swift.min(bytes.count - start, 1 << 20)
            out.appendWord(stored)
            out.appendWord(UInt32(count))
            out.append(contentsOf: bytes[start..<start + count])
            start += count
        }
        out.appendWord(end)
        return Data(out)
    }

    /// The bytes of an LZFSE stream made of stored blocks; throws for compressed blocks.
    static func decodeStored(_ data: Data) throws -> Data {
        var reader = BlockStreamReader(bytes: [UInt8](data))
        var out: [UInt8] = []
        while true {
            guard let magic = reader.word() else { throw NSDataCodec.unreadable("the LZFSE stream ends without its end-of-stream block") }
            if magic == end { return Data(out) }
            if magic == stored {
                guard let size = reader.word(), let block = reader.take(Int(size)) else { throw NSDataCodec.unreadable("an LZFSE stored block is cut short") }
                out.append(contentsOf: block)
            } else if let kind = compressed[magic] {
                throw NSDataCodec.unreadable("the data holds \(kind) compressed blocks; WidgetShot has no LZFSE/LZVN decoder")
            } else {
                throw NSDataCodec.unreadable("the data is not an LZFSE stream (block magic 0x\(String(magic, radix: 16)))")
            }
        }
    }
}
