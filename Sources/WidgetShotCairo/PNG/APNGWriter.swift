import CCodecs
import Foundation

/// Animated PNG (APNG), written one frame at a time: frames of one size shown in a loop; viewers
/// without APNG support show the first frame. Uses the same scanline filtering and compression as
/// `PNGEncoder`, always as 8-bit RGBA (straight alpha), so no frame has to wait for the others.
///
/// Only the frame being added is in memory: its compressed rows go straight to a temporary file
/// beside the target, and ``finish()`` writes the frame count into the `acTL` chunk and renames
/// the file over the target (``AtomicFile``'s rules: a reader never sees a partial file, and only
/// a regular file is replaced). A writer dropped before ``finish()`` removes its temporary file.
///
/// ```swift
/// let writer = try APNGWriter(to: folder.appendingPathComponent("clock.apng.png"), delay: 0.5)
/// for frame in frames { try writer.add(frame) }
/// try writer.finish()
/// ```
public final class APNGWriter {
    /// Where ``finish()`` puts the animation.
    public let url: URL
    private let temporary: URL
    private let file: FileHandle
    private let delayMilliseconds: UInt16
    private let level: Int32
    private var size: (width: Int, height: Int)?
    private var frames: UInt32 = 0
    private var sequence: UInt32 = 0
    private var finished = false
    /// Where the `acTL` chunk starts: after the signature (8 bytes) and the `IHDR` chunk (25).
    private static let animationControlOffset: UInt64 = 33

    /// Starts an animation at `url`, each frame shown for `delay` seconds (clamped to APNG's
    /// 1 ms…65.535 s; not a number: 1 s), looping forever. Throws ``RasterError/writeFailed(path:reason:)``
    /// when the folder does not exist or is not writable, or when `url` is not a regular file.
    public init(to url: URL, delay: Double = 1, level: Int32 = 1) throws {
        try AtomicFile.checkReplaceable(url)
        self.url = url
        self.level = level
        delayMilliseconds = UInt16(delay.isNaN ? 1000 : min(max(delay * 1000, 1), 65535))
        temporary = AtomicFile.temporaryURL(beside: url)
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary.path) else {
            throw RasterError.writeFailed(path: url.path, reason: "cannot create \(temporary.lastPathComponent) beside it")
        }
        file = handle
    }

    deinit {
        if !finished {
            try? file.close()
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// Appends one frame; every frame must have the first one's pixel size.
    public func add(_ frame: RasterImage) throws {
        precondition(!finished, "APNGWriter.add after finish")
        var png = Data()
        if let size {
            guard size == (frame.width, frame.height) else {
                throw RasterError.writeFailed(path: url.path, reason: "frame \(frames) is \(frame.width)×\(frame.height) px; the animation's frames are \(size.width)×\(size.height) px")
            }
        } else {
            size = (frame.width, frame.height)
            png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            PNGEncoder.appendChunk("IHDR", PNGEncoder.header(frame, opaque: false), to: &png)
            PNGEncoder.appendChunk("acTL", Self.animationControl(frames: 0), to: &png)   // the count is written by finish()
        }
        var control = Data()
        control.appendBigEndian(sequence)
        sequence += 1
        control.appendBigEndian(UInt32(frame.width))
        control.appendBigEndian(UInt32(frame.height))
        control.appendBigEndian(0)
        control.appendBigEndian(0)
        // delay as a fraction (ms / 1000), dispose none, blend source
        control.append(contentsOf: [UInt8(delayMilliseconds >> 8), UInt8(delayMilliseconds & 0xFF), 0x03, 0xE8, 0, 0])
        PNGEncoder.appendChunk("fcTL", control, to: &png)
        let rows = PNGEncoder.compress(PNGEncoder.filteredRows(frame, opaque: false), level: level)
        if frames == 0 {
            PNGEncoder.appendChunk("IDAT", rows, to: &png)
        } else {
            var data = Data()
            data.appendBigEndian(sequence)
            sequence += 1
            data.append(rows)
            PNGEncoder.appendChunk("fdAT", data, to: &png)
        }
        try write(png)
        frames += 1
    }

    /// Ends the animation and moves it to ``url``. An animation needs at least one frame.
    public func finish() throws {
        guard !finished else { return }
        guard frames > 0 else { throw RasterError.writeFailed(path: url.path, reason: "an animated PNG needs at least one frame") }
        var end = Data()
        PNGEncoder.appendChunk("IEND", Data(), to: &end)
        try write(end)
        var control = Data()
        PNGEncoder.appendChunk("acTL", Self.animationControl(frames: frames), to: &control)
        do {
            try file.seek(toOffset: Self.animationControlOffset)
            try file.write(contentsOf: control)
            try file.close()
        } catch {
            throw RasterError.writeFailed(path: url.path, reason: "\(error)")
        }
        try AtomicFile.move(temporary, over: url)
        finished = true
    }

    private func write(_ data: Data) throws {
        do { try file.write(contentsOf: data) } catch { throw RasterError.writeFailed(path: url.path, reason: "\(error)") }
    }

    private static func animationControl(frames: UInt32) -> Data {
        var data = Data()
        data.appendBigEndian(frames)
        data.appendBigEndian(0)   // loop forever
        return data
    }
}
