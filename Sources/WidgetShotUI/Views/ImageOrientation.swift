import Foundation

extension Image {
    /// How stored pixels relate to the image's intended display — SwiftUI's `Image.Orientation`.
    ///
    /// The raw values are Apple's (`UInt8`; `up` 0, `left` 1, `upMirrored` 2, …), as in the
    /// SwiftUI interface. `Image(decorative:scale:orientation:)` and `Image(_:scale:orientation:label:)`
    /// with a `CGImage` draw the pixels turned to this orientation.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// The pixels are already upright.
        case up = 0
        /// A horizontal flip of the pixels.
        case upMirrored = 2
        /// A 180° rotation of the pixels.
        case down = 6
        /// A vertical flip of the pixels.
        case downMirrored = 4
        /// A 90° counterclockwise rotation of the pixels.
        case left = 1
        /// A 90° clockwise rotation and a horizontal flip of the pixels.
        case leftMirrored = 3
        /// A 90° clockwise rotation of the pixels.
        case right = 7
        /// A 90° counterclockwise rotation and a horizontal flip of the pixels.
        case rightMirrored = 5

        /// The EXIF (TIFF tag 274) value for this orientation, 1…8 — the mapping `UIImage.Orientation`
        /// and `CGImagePropertyOrientation` share (Apple: "CGImagePropertyOrientation", whose
        /// cases are the EXIF values: up 1, upMirrored 2, down 3, downMirrored 4, leftMirrored 5,
        /// right 6, rightMirrored 7, left 8).
        package var exifValue: Int {
            switch self {
            case .up: return 1
            case .upMirrored: return 2
            case .down: return 3
            case .downMirrored: return 4
            case .leftMirrored: return 5
            case .right: return 6
            case .rightMirrored: return 7
            case .left: return 8
            }
        }
    }
}

/// Turns stored pixels upright for an EXIF orientation (1…8), the one pixel walk `Image`'s
/// orientations, `UIImage`'s and Core Image's `oriented(forExifOrientation:)` share.
///
/// EXIF orientation names where the stored image's 0th row and 0th column are displayed
/// (TIFF 6.0, tag 274): 1 top/left, 2 top/right, 3 bottom/right, 4 bottom/left, 5 left/top,
/// 6 right/top, 7 right/bottom, 8 left/bottom. Values outside 1…8 leave the pixels as they are.
package enum ExifOrientation {
    /// Whether the displayed image swaps width and height (orientations 5–8).
    package static func swapsAxes(_ exif: Int) -> Bool { (5...8).contains(exif) }

    /// The stored pixel shown at display position (`dx`, `dy`) of an image stored `width` ×
    /// `height` pixels.
    package static func source(dx: Int, dy: Int, width w: Int, height h: Int, exif: Int) -> (x: Int, y: Int) {
        switch exif {
        case 2: return (w - 1 - dx, dy)
        case 3: return (w - 1 - dx, h - 1 - dy)
        case 4: return (dx, h - 1 - dy)
        case 5: return (dy, dx)
        case 6: return (dy, h - 1 - dx)
        case 7: return (w - 1 - dy, h - 1 - dx)
        case 8: return (w - 1 - dy, dx)
        default: return (dx, dy)
        }
    }

    /// `values` (rows top-down, `rowLength` elements per row, `channels` per pixel) displayed
    /// upright: the new elements (tightly packed), width and height.
    package static func reorient<T>(_ values: [T], width: Int, height: Int, rowLength: Int, channels: Int,
                                    exif: Int) -> (values: [T], width: Int, height: Int) {
        guard (2...8).contains(exif), width > 0, height > 0 else { return (values, width, height) }
        let (ow, oh) = swapsAxes(exif) ? (height, width) : (width, height)
        var out = [T]()
        out.reserveCapacity(ow * oh * channels)
        for dy in 0..<oh {
            for dx in 0..<ow {
                let s = source(dx: dx, dy: dy, width: width, height: height, exif: exif)
                let i = s.y * rowLength + s.x * channels
                out.append(contentsOf: values[i..<i + channels])
            }
        }
        return (out, ow, oh)
    }
}

extension BitmapImage {
    /// These pixels displayed upright for an EXIF orientation (1…8); `self` for 1 or an unknown value.
    package func oriented(exif: Int, scale newScale: CGFloat? = nil) -> BitmapImage {
        let s = newScale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? scale
        guard (2...8).contains(exif) else {
            return s == scale ? self : BitmapImage(width: width, height: height, stride: stride, scale: s, bytes: bytes, name: name) ?? self
        }
        let r = ExifOrientation.reorient(bytes, width: width, height: height, rowLength: stride, channels: 4, exif: exif)
        return BitmapImage(width: r.width, height: r.height, scale: s, bytes: r.values, name: name) ?? self
    }
}
