import Foundation
import Testing
import WidgetShot

/// The chunks of a PNG file: type and data, with each CRC checked.
private func chunks(_ png: Data) throws -> [(type: String, data: [UInt8])] {
    let bytes = [UInt8](png)
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var result: [(String, [UInt8])] = [], offset = 8
    func u32(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
    while offset < bytes.count {
        let length = Int(u32(offset)), end = offset + 12 + length
        try #require(end <= bytes.count, "chunk at \(offset) runs past the end")
        let body = Array(bytes[offset + 4..<end - 4])
        #expect(crc32(body) == u32(end - 4), "CRC of chunk at \(offset)")
        result.append((String(decoding: body.prefix(4), as: UTF8.self), Array(body.dropFirst(4))))
        offset = end
    }
    return result
}

/// CRC-32 as PNG defines it (ISO 3309), bit by bit: independent of the encoder's libdeflate.
private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
}

private func frame(_ color: Color, width: CGFloat = 20, height: CGFloat = 10) throws -> RasterImage {
    try render(color, width, height, scale: 1).image
}

private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-apng-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// `APNGWriter`: `widgetshot timeline`'s animation, written one frame at a time.
@Suite struct LeadThirteenAPNGWriterTests {
    @Test("frames go to disk as they are added; finish writes the count and moves the file into place")
    func streamsFramesThenMovesIntoPlace() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("clock.apng.png")
        let frames = try [frame(.red), frame(.green.opacity(0.5)), frame(.blue)]
        let writer = try APNGWriter(to: target, delay: 0.25)
        var sizes: [Int] = []
        for f in frames {
            try writer.add(f)
            let hidden = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            #expect(hidden.count == 1 && hidden[0].hasPrefix(".clock.apng.png."), "\(hidden)")
            sizes.append(try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(hidden[0]).path)[.size] as! Int)
            #expect(!FileManager.default.fileExists(atPath: target.path), "no partial animation at the target")
        }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 < $1 }, "each frame is written when added: \(sizes)")
        try writer.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["clock.apng.png"])

        let png = try Data(contentsOf: target)
        let parts = try chunks(png)
        #expect(parts.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(parts[0].data[9] == 6, "RGBA")
        #expect(parts[1].data == [0, 0, 0, 3, 0, 0, 0, 0], "three frames, looping forever")
        // Sequence numbers run through fcTL and fdAT without gaps; each delay is 250/1000 s.
        let sequences = parts.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.data.prefix(4).reduce(0) { $0 << 8 | Int($1) } }
        #expect(sequences == [0, 1, 2, 3, 4])
        for control in parts.filter({ $0.type == "fcTL" }) { #expect(Array(control.data[20..<24]) == [0, 250, 0x03, 0xE8]) }
        // Viewers without APNG support show the first frame: it decodes as a plain PNG.
        let first = try RasterImage(pngData: png, name: "clock.apng.png")
        #expect(first.width == 20 && first.height == 10)
        #expect(first.allPixels == frames[0].allPixels)
    }

    @Test("a frame of another size is refused, naming both sizes")
    func mismatchedFrameIsRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = try APNGWriter(to: dir.appendingPathComponent("a.png"))
        try writer.add(frame(.red))
        #expect(throws: RasterError.writeFailed(path: dir.appendingPathComponent("a.png").path,
                                                reason: "frame 1 is 30×10 px; the animation's frames are 20×10 px")) {
            try writer.add(frame(.red, width: 30))
        }
    }

    @Test("an animation never finished, or with no frame, leaves nothing behind")
    func abandonedWriterLeavesNothing() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        do {
            let writer = try APNGWriter(to: dir.appendingPathComponent("a.png"))
            try writer.add(frame(.red))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        do {
            let empty = try APNGWriter(to: dir.appendingPathComponent("b.png"))
            #expect(throws: RasterError.self) { try empty.finish() }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test("a folder at the target, or a missing folder, is refused before any frame")
    func unwritableTargetsAreRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("taken.png"), withIntermediateDirectories: false)
        #expect(throws: RasterError.self) { try APNGWriter(to: dir.appendingPathComponent("taken.png")) }
        #expect(throws: RasterError.self) { try APNGWriter(to: dir.appendingPathComponent("missing/a.png")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["taken.png"])
    }
}
