import Foundation

/// `NSData.CompressionAlgorithm.lz4`: LZ4 block data (the LZ4 block format,
/// github.com/lz4/lz4/blob/dev/doc/lz4_Block_format.md) in Apple's block frame.
enum AppleLZ4Stream {
    static let compressed = blockMagic("bv41"), stored = blockMagic("bv4-"), end = blockMagic("bv4$")
    /// Input per block: LZ4's 64 KiB match window.
    static let blockSize = 1 << 16

    /// `data` as `bv41` blocks compressed by a greedy hash-chain-free LZ4 encoder, then `bv4$`.
    static func encode(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var out: [UInt8] = []
        var start = 0
        while start < bytes.count {
            let count = Swift.min(bytes.count - start, blockSize)
            let payload = LZ4Block.compress(bytes[start..<start + count])
            out.appendWord(compressed)
            out.appendWord(UInt32(count))
            out.appendWord(UInt32(payload.count))
            out.append(contentsOf: payload)
            start += count
        }
        out.appendWord(end)
        return Data(out)
    }

    /// The bytes of an Apple LZ4 stream (matches may reach into earlier blocks, as Apple's do).
    static func decode(_ data: Data) throws -> Data {
        var reader = BlockStreamReader(bytes: [UInt8](data))
        var out: [UInt8] = []
        while true {
            guard let magic = reader.word() else { throw NSDataCodec.unreadable("the LZ4 stream ends without its end-of-stream block") }
            switch magic {
            case end: return Data(out)
            case stored:
                guard let size = reader.word(), let block = reader.take(Int(size)) else { throw NSDataCodec.unreadable("an LZ4 stored block is cut short") }
                out.append(contentsOf: block)
            case compressed:
                guard let decoded = reader.word(), let size = reader.word(), let block = reader.take(Int(size)) else {
                    throw NSDataCodec.unreadable("an LZ4 block is cut short")
                }
                let before = out.count
                try LZ4Block.decompress(block, into: &out)
                guard out.count - before == Int(decoded) else { throw NSDataCodec.unreadable("an LZ4 block decodes to \(out.count - before) bytes, its header says \(decoded)") }
            default:
                throw NSDataCodec.unreadable("the data is not an LZ4 stream (block magic 0x\(String(magic, radix: 16)))")
            }
        }
    }
}

/// The LZ4 block format: sequences of a token, literals, a 2-byte offset and a match length.
enum LZ4Block {
    /// Appends the bytes of one LZ4 block to `out` (offsets may reach bytes already in `out`).
    static func decompress(_ block: ArraySlice<UInt8>, into out: inout [UInt8]) throws {
        var i = block.startIndex
        func length(_ base: Int) throws -> Int {
            var n = base
            guard base == 15 else { return n }
            while true {
                guard i < block.endIndex else { throw NSDataCodec.unreadable("an LZ4 length runs past the block") }
                let b = block[i]; i += 1; n += Int(b)
                if b != 255 { return n }
            }
        }
        while i < block.endIndex {
            let token = block[i]; i += 1
            let literals = try length(Int(token >> 4))
            guard i + literals <= block.endIndex else { throw NSDataCodec.unreadable("LZ4 literals run past the block") }
            out.append(contentsOf: block[i..<i + literals]); i += literals
            if i == block.endIndex { return }   // the last sequence has literals only
            guard i + 2 <= block.endIndex else { throw NSDataCodec.unreadable("an LZ4 offset runs past the block") }
            let offset = Int(block[i]) | Int(block[i + 1]) << 8; i += 2
            let match = try length(Int(token & 15)) + 4
            guard offset > 0, offset <= out.count else { throw NSDataCodec.unreadable("an LZ4 match points before the data") }
            let from = out.count - offset
            for k in 0..<match { out.append(out[from + k]) }   // overlapping copies repeat bytes, as LZ4 means
        }
    }

    /// One LZ4 block of `input`: greedy matching through a hash of 4-byte sequences, keeping the
    /// format's end rules (the last 5 bytes are literals; no match starts in the last 12).
    static func compress(_ input: ArraySlice<UInt8>) -> [UInt8] {
        let src = Array(input)
        var out: [UInt8] = []
        var table = [Int](repeating: -1, count: 1 << 12)
        func read4(_ p: Int) -> UInt32 { UInt32(src[p]) | UInt32(src[p + 1]) << 8 | UInt32(src[p + 2]) << 16 | UInt32(src[p + 3]) << 24 }
        func hash(_ v: UInt32) -> Int { Int((v &* 2654435761) >> 20) }
        func putLength(_ n: Int) { var n = n; while n >= 255 { out.append(255); n -= 255 }; out.append(UInt8(n)) }
        func sequence(literals: ArraySlice<UInt8>, offset: Int?, match: Int) {
            let lit = literals.count, ml = match - 4
            out.append(UInt8(Swift.min(lit, 15) << 4 | (offset == nil ? 0 : Swift.min(ml, 15))))
            if lit >= 15 { putLength(lit - 15) }
            out.append(contentsOf: literals)
            guard let offset else { return }
            out.append(UInt8(offset & 0xFF)); out.append(UInt8(offset >> 8))
            if ml >= 15 { putLength(ml - 15) }
        }
        var anchor = 0, p = 0
        let matchLimit = src.count - 12, copyLimit = src.count - 5
        while p < matchLimit {
            let v = read4(p), h = hash(v), candidate = table[h]
            table[h] = p
            if candidate >= 0, p - candidate <= 65535, read4(candidate) == v {
                var length = 4
                while p + length < copyLimit, src[candidate + length] == src[p + length] { length += 1 }
                sequence(literals: src[anchor..<p], offset: p - candidate, match: length)
                p += length; anchor = p
            } else {
                p += 1
            }
        }
        sequence(literals: src[anchor...], offset: nil, match: 4)
        return out
    }
}
