import Foundation
import WidgetShotZlib

/// `NSData.CompressionAlgorithm.zlib`: raw DEFLATE (RFC 1951, no zlib or gzip header), as Apple's
/// `COMPRESSION_ZLIB`, with the system zlib. Level 5, the level Apple documents for its zlib encoder
/// (developer.apple.com/documentation/compression/compression_zlib).
enum RawDeflate {
    /// The raw DEFLATE stream of `data`.
    static func deflate(_ data: Data) throws -> Data {
        var stream = z_stream()
        guard deflateInit2_(&stream, 5, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw NSDataCodec.unreadable("zlib could not start a raw DEFLATE stream")
        }
        defer { deflateEnd(&stream) }
        var input = [UInt8](data)
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 16)
        let status: Int32 = input.withUnsafeMutableBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                stream.next_in = src.baseAddress
                stream.avail_in = uInt(src.count)
                stream.next_out = dst.baseAddress
                stream.avail_out = uInt(dst.count)
                return WidgetShotZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw NSDataCodec.unreadable("zlib could not compress the data (status \(status))") }
        return Data(output.prefix(Int(stream.total_out)))
    }

    /// The bytes of a raw DEFLATE stream; throws when `data` is not one (or is cut short).
    static func inflate(_ data: Data) throws -> Data {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw NSDataCodec.unreadable("zlib could not start a raw DEFLATE stream")
        }
        defer { inflateEnd(&stream) }
        var input = [UInt8](data)
        var result = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { src in
            stream.next_in = src.baseAddress
            stream.avail_in = uInt(src.count)
            while status == Z_OK {
                let produced: Int = chunk.withUnsafeMutableBufferPointer { dst in
                    stream.next_out = dst.baseAddress
                    stream.avail_out = uInt(dst.count)
                    status = WidgetShotZlib.inflate(&stream, Z_NO_FLUSH)
                    return dst.count - Int(stream.avail_out)
                }
                result.append(contentsOf: chunk.prefix(produced))
                if status == Z_BUF_ERROR, stream.avail_in == 0 { break }   // input ended before the stream did
            }
        }
        guard status == Z_STREAM_END else { throw NSDataCodec.unreadable("the data is not a complete raw DEFLATE (zlib) stream") }
        return result
    }
}
