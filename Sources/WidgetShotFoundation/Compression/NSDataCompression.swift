import Foundation

// Foundation's in-memory compression (iOS 13): `NSData.CompressionAlgorithm`,
// `NSData.compressed(using:)`/`decompressed(using:)` and `NSMutableData.compress(using:)`/
// `decompress(using:)`, missing from swift-corelibs-foundation. `Data` reaches them by bridging
// (`(data as NSData).compressed(using: .lzfse) as Data`, as archivable/package does).
//
// What each algorithm does here (the formats are those of Apple's Compression framework, which
// NSData uses — developer.apple.com/documentation/compression/compression_algorithm):
// - `.zlib`: real, both ways — raw DEFLATE (RFC 1951, no zlib header) with the system zlib, level 5
//   as Apple's encoder.
// - `.lz4`: real, both ways — Apple's LZ4 frame (`bv41` blocks holding LZ4 block data, `bv4-`
//   stored blocks, `bv4$` end); see `AppleLZ4Stream`.
// - `.lzfse`: Apple's LZFSE frame. Compressing writes stored (`bvx-`) blocks, a valid LZFSE stream
//   that iOS decodes (no LZFSE/LZVN encoder or library is on this machine). Decompressing reads
//   stored blocks; a stream with LZFSE (`bvx1`/`bvx2`) or LZVN (`bvxn`) compressed blocks — what
//   iOS writes for real data — throws the Cocoa error iOS throws for data it cannot decode, rather
//   than inventing bytes. Decision: no home-made format (the data may come from an iOS device).
// - `.lzma`: Apple's LZMA is the xz container; liblzma is not among WidgetShot's dependencies
//   (`.ci/install-deps`), so both directions throw that error. Decision as for `.lzfse`.

extension NSData {
    /// An algorithm that indicates how to compress or decompress data (raw values as Apple's
    /// `NSDataCompressionAlgorithm`: lzfse 0, lz4 1, lzma 2, zlib 3).
    public enum CompressionAlgorithm: Int, @unchecked Sendable {
        /// Apple's LZFSE (here: stored blocks out, stored blocks in; see the file's notes).
        case lzfse = 0
        /// LZ4 in Apple's block frame.
        case lz4 = 1
        /// LZMA in the xz container (not available here: throws).
        case lzma = 2
        /// Raw DEFLATE (RFC 1951).
        case zlib = 3
    }

    /// Returns a new data object by compressing the data object's bytes.
    public func compressed(using algorithm: NSData.CompressionAlgorithm) throws -> Self {
        try _compressionResult(NSDataCodec.compress(Data(referencing: self), algorithm))
    }

    /// Returns a new data object by decompressing the data object's bytes; throws a Cocoa error
    /// when the bytes are not data compressed with `algorithm`.
    public func decompressed(using algorithm: NSData.CompressionAlgorithm) throws -> Self {
        try _compressionResult(NSDataCodec.decompress(Data(referencing: self), algorithm))
    }

    /// The result as the receiver's class (`NSMutableData` stays mutable), as Apple's `-> Self`.
    private func _compressionResult(_ bytes: Data) throws -> Self {
        let object: NSData = self is NSMutableData ? NSMutableData(data: bytes) : NSData(data: bytes)
        guard let result = object as? Self else {
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "WidgetShot cannot make a \(type(of: self)) for compressed data"])
        }
        return result
    }
}

extension NSMutableData {
    /// Compresses the data object's bytes in place.
    public func compress(using algorithm: NSData.CompressionAlgorithm) throws {
        setData(try NSDataCodec.compress(Data(referencing: self), algorithm))
    }

    /// Decompresses the data object's bytes in place.
    public func decompress(using algorithm: NSData.CompressionAlgorithm) throws {
        setData(try NSDataCodec.decompress(Data(referencing: self), algorithm))
    }
}

/// The algorithms behind `NSData`'s compression methods.
enum NSDataCodec {
    static func compress(_ data: Data, _ algorithm: NSData.CompressionAlgorithm) throws -> Data {
        switch algorithm {
        case .zlib: return try RawDeflate.deflate(data)
        case .lz4: return AppleLZ4Stream.encode(data)
        case .lzfse: return AppleLZFSEStream.encodeStored(data)
        case .lzma: throw unreadable("LZMA (xz) compression is not available in WidgetShot (no liblzma)")
        }
    }

    static func decompress(_ data: Data, _ algorithm: NSData.CompressionAlgorithm) throws -> Data {
        switch algorithm {
        case .zlib: return try RawDeflate.inflate(data)
        case .lz4: return try AppleLZ4Stream.decode(data)
        case .lzfse: return try AppleLZFSEStream.decodeStored(data)
        case .lzma: throw unreadable("LZMA (xz) decompression is not available in WidgetShot (no liblzma)")
        }
    }

    /// The error for bytes that cannot be decoded: `NSCocoaErrorDomain`, "isn't in the correct
    /// format" (`CocoaError.coderReadCorrupt`, 4864), with WidgetShot's reason.
    static func unreadable(_ reason: String) -> CocoaError {
        CocoaError(.coderReadCorrupt, userInfo: [NSLocalizedDescriptionKey: "The data couldn’t be read because it isn’t in the correct format.",
                                                  NSLocalizedFailureReasonErrorKey: reason])
    }
}
