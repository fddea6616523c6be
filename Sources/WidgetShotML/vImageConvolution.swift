import Foundation

// Accelerate's vImage: the buffer type and the box convolution image libraries use to blur
// (Kingfisher's `BlurImageProcessor`), computed exactly: each output channel is the rounded mean
// of the kernel window, as vImage's integer box filter.

/// A count of pixels — vImage's `vImagePixelCount`.
public typealias vImagePixelCount = UInt
/// vImage's option flags — `vImage_Flags`.
public typealias vImage_Flags = UInt32
/// vImage's result code — `vImage_Error` (`kvImageNoError` or a negative error).
public typealias vImage_Error = Int

/// An image buffer — vImage's `vImage_Buffer`: `height` rows of `width` pixels, `rowBytes` apart.
public struct vImage_Buffer {
    /// The first row's first byte.
    public var data: UnsafeMutableRawPointer!
    /// Rows.
    public var height: vImagePixelCount
    /// Pixels per row.
    public var width: vImagePixelCount
    /// Bytes from one row to the next.
    public var rowBytes: Int

    /// An empty buffer.
    public init() { data = nil; height = 0; width = 0; rowBytes = 0 }
    /// A buffer over existing memory.
    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        self.data = data
        self.height = height
        self.width = width
        self.rowBytes = rowBytes
    }
}

// Flags (Apple's values).
/// No options.
public let kvImageNoFlags: vImage_Flags = 0
/// Leave the alpha channel unchanged.
public let kvImageLeaveAlphaUnchanged: vImage_Flags = 1
/// Edges: copy the source pixel where the kernel does not fit.
public let kvImageCopyInPlace: vImage_Flags = 2
/// Edges: pixels outside the image are the background colour.
public let kvImageBackgroundColorFill: vImage_Flags = 4
/// Edges: pixels outside the image repeat the nearest edge pixel.
public let kvImageEdgeExtend: vImage_Flags = 8
/// Do not split the work into tiles.
public let kvImageDoNotTile: vImage_Flags = 16
/// Higher-quality resampling.
public let kvImageHighQualityResampling: vImage_Flags = 32
/// Edges: use only the part of the kernel inside the image.
public let kvImageTruncateKernel: vImage_Flags = 64
/// Return the temporary buffer size instead of working.
public let kvImageGetTempBufferSize: vImage_Flags = 128

// Errors (Apple's values).
/// Success.
public let kvImageNoError: vImage_Error = 0
/// The region of interest is larger than the source.
public let kvImageRoiLargerThanInputBuffer: vImage_Error = -21766
/// The kernel has an even or zero size.
public let kvImageInvalidKernelSize: vImage_Error = -21767
/// Not exactly one edge option was given.
public let kvImageInvalidEdgeStyle: vImage_Error = -21768
/// A buffer pointer is missing.
public let kvImageNullPointerArgument: vImage_Error = -21772
/// A parameter is invalid.
public let kvImageInvalidParameter: vImage_Error = -21773

/// Box-blurs an 8-bit, four-channel image: each channel of each destination pixel is the mean
/// (rounded) of the `kernel_height`×`kernel_width` window centred on the source pixel at the
/// region-of-interest offset — Accelerate's `vImageBoxConvolve_ARGB8888`. The channel order does
/// not matter. Exactly one edge option is required (`kvImageEdgeExtend`,
/// `kvImageBackgroundColorFill`, `kvImageCopyInPlace`, `kvImageTruncateKernel`).
@discardableResult
public func vImageBoxConvolve_ARGB8888(_ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
                                       _ tempBuffer: UnsafeMutableRawPointer?, _ srcOffsetToROI_X: vImagePixelCount,
                                       _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
                                       _ backgroundColor: UnsafePointer<UInt8>?, _ flags: vImage_Flags) -> vImage_Error {
    if flags & kvImageGetTempBufferSize != 0 { return 0 }
    let edges = [kvImageEdgeExtend, kvImageBackgroundColorFill, kvImageCopyInPlace, kvImageTruncateKernel].filter { flags & $0 != 0 }
    guard edges.count == 1, let edge = edges.first else { return kvImageInvalidEdgeStyle }
    guard kernel_height % 2 == 1, kernel_width % 2 == 1 else { return kvImageInvalidKernelSize }
    let s = src.pointee, d = dest.pointee
    guard let srcData = s.data, let destData = d.data else { return kvImageNullPointerArgument }
    if edge == kvImageBackgroundColorFill && backgroundColor == nil { return kvImageNullPointerArgument }
    let sw = Int(s.width), sh = Int(s.height), dw = Int(d.width), dh = Int(d.height)
    let ox = Int(srcOffsetToROI_X), oy = Int(srcOffsetToROI_Y)
    guard ox + dw <= sw, oy + dh <= sh else { return kvImageRoiLargerThanInputBuffer }
    guard dw > 0, dh > 0 else { return kvImageNoError }
    let rx = Int(kernel_width / 2), ry = Int(kernel_height / 2)
    let background = (0..<4).map { backgroundColor?[$0] ?? 0 }
    let keepAlpha = flags & kvImageLeaveAlphaUnchanged != 0
    let source = srcData.assumingMemoryBound(to: UInt8.self)
    // The source padded by the kernel's reach on each side (edge pixels repeated, or the
    // background colour), then a summed-area table per channel: each window sum is 4 reads.
    // `present` counts real pixels (for the truncated kernel). The source is read before
    // anything is written: the destination may be the same memory.
    let pw = sw + 2 * rx, ph = sh + 2 * ry
    var table = [Int](repeating: 0, count: (pw + 1) * (ph + 1) * 5)
    func at(_ x: Int, _ y: Int, _ c: Int) -> Int { (y * (pw + 1) + x) * 5 + c }
    for py in 0..<ph {
        for px in 0..<pw {
            let x = px - rx, y = py - ry
            let inside = x >= 0 && x < sw && y >= 0 && y < sh
            for c in 0..<5 {
                var v = 0
                if c == 4 { v = inside ? 1 : 0 }
                else if inside { v = Int(source[y * s.rowBytes + x * 4 + c]) }
                else if edge == kvImageEdgeExtend { v = Int(source[min(max(y, 0), sh - 1) * s.rowBytes + min(max(x, 0), sw - 1) * 4 + c]) }
                else if edge == kvImageBackgroundColorFill { v = Int(background[c]) }
                table[at(px + 1, py + 1, c)] = v + table[at(px, py + 1, c)] + table[at(px + 1, py, c)] - table[at(px, py, c)]
            }
        }
    }
    func windowSum(_ cx: Int, _ cy: Int, _ c: Int) -> Int {
        // Padded coordinates of the window [cx - rx, cx + rx] are [cx, cx + 2rx].
        let x0 = cx, y0 = cy, x1 = cx + 2 * rx + 1, y1 = cy + 2 * ry + 1
        return table[at(x1, y1, c)] - table[at(x0, y1, c)] - table[at(x1, y0, c)] + table[at(x0, y0, c)]
    }
    var original = [UInt8](repeating: 0, count: dw * dh * 4)
    for y in 0..<dh { for x in 0..<dw * 4 { original[y * dw * 4 + x] = source[(y + oy) * s.rowBytes + ox * 4 + x] } }
    let fullCount = Int(kernel_width * kernel_height)
    let out = destData.assumingMemoryBound(to: UInt8.self)
    for y in 0..<dh {
        for x in 0..<dw {
            let cx = x + ox, cy = y + oy
            let fits = cx - rx >= 0 && cx + rx < sw && cy - ry >= 0 && cy + ry < sh
            for c in 0..<4 {
                let index = y * d.rowBytes + x * 4 + c
                let own = original[(y * dw + x) * 4 + c]
                if (keepAlpha && c == 3) || (!fits && edge == kvImageCopyInPlace) { out[index] = own; continue }
                let count = edge == kvImageTruncateKernel ? windowSum(cx, cy, 4) : fullCount
                out[index] = UInt8(count == 0 ? 0 : (windowSum(cx, cy, c) + count / 2) / count)
            }
        }
    }
    return kvImageNoError
}
