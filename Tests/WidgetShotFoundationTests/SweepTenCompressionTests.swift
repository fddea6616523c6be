import Foundation
import Testing
import WidgetShotFoundation

/// `NSData.compressed(using:)`/`decompressed(using:)`, written as archivable/package (Moon Health's
/// widget) calls them: `(data as NSData).compressed(using: .lzfse) as Data`.
struct SweepTenCompressionTests {
    let text = Data("WidgetShot WidgetShot WidgetShot!".utf8)

    @Test func zlibIsRawDeflateBothWays() throws {
        // Python's zlib.compressobj(6, DEFLATED, -15) of the text: a raw DEFLATE stream from another encoder.
        let foreign = Data([11, 207, 76, 73, 79, 45, 9, 206, 200, 47, 81, 8, 199, 198, 84, 4, 0])
        #expect(try (foreign as NSData).decompressed(using: .zlib) as Data == text)
        let packed = try (text as NSData).compressed(using: .zlib) as Data
        #expect(packed.first != 0x78)   // no zlib header, as Apple's COMPRESSION_ZLIB
        #expect(packed.count < text.count)
        #expect(try (packed as NSData).decompressed(using: .zlib) as Data == text)
        #expect(throws: CocoaError.self) { try (foreign.prefix(5) as NSData).decompressed(using: .zlib) }
    }

    @Test func lz4ReadsAHandWrittenAppleFrame() throws {
        // bv41, 21 bytes decoded, 13 bytes of LZ4: "abcd" + match (offset 4, length 12) + last literals "xyz!!"; bv4$.
        var frame = Data("bv41".utf8) + Data([21, 0, 0, 0, 13, 0, 0, 0])
        frame += Data([0x48]) + Data("abcd".utf8) + Data([4, 0]) + Data([0x50]) + Data("xyz!!".utf8)
        frame += Data("bv4$".utf8)
        #expect(try (frame as NSData).decompressed(using: .lz4) as Data == Data("abcdabcdabcdabcdxyz!!".utf8))
    }

    @Test func lz4CompressesAndRoundTripsAcrossBlocks() throws {
        let lines = (0..<6000).map { "entry \($0 % 97): water \($0 * 7 % 13) glasses\n" }.joined()
        let data = Data(lines.utf8)
        #expect(data.count > 2 * 65536)
        let packed = try (data as NSData).compressed(using: .lz4) as Data
        #expect(packed.prefix(4) == Data("bv41".utf8))
        #expect(packed.count < data.count / 3)
        #expect(try (packed as NSData).decompressed(using: .lz4) as Data == data)
        #expect(try (Data() as NSData).compressed(using: .lz4).decompressed(using: .lz4).length == 0)
    }

    @Test func lzfseWritesStoredBlocksAndRefusesWhatItCannotDecode() throws {
        let packed = try (text as NSData).compressed(using: .lzfse) as Data
        #expect(packed == Data("bvx-".utf8) + Data([33, 0, 0, 0]) + text + Data("bvx$".utf8))
        #expect(try (packed as NSData).decompressed(using: .lzfse) as Data == text)
        let lzvn = Data("bvxn".utf8) + Data(repeating: 0, count: 12)
        let error = #expect(throws: CocoaError.self) { try (lzvn as NSData).decompressed(using: .lzfse) }
        #expect(error?.code == .coderReadCorrupt)
        #expect(throws: CocoaError.self) { try (text as NSData).compressed(using: .lzma) }
    }

    @Test func mutableDataStaysMutableAndCompressesInPlace() throws {
        let data = NSMutableData(data: text)
        let copy = try data.compressed(using: .zlib)
        #expect(copy is NSMutableData)
        try data.compress(using: .lz4)
        #expect((data as Data).prefix(4) == Data("bv41".utf8))
        try data.decompress(using: .lz4)
        #expect(data as Data == text)
        #expect(NSData.CompressionAlgorithm.zlib.rawValue == 3 && NSData.CompressionAlgorithm.lzfse.rawValue == 0)
    }
}
