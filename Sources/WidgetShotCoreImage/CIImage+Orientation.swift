import Foundation
import WidgetShotUI

/// The intended display orientation of stored image data — ImageIO's `CGImagePropertyOrientation`.
/// The raw values are the EXIF orientation values (Apple's documentation: `up` = 1 … `left` = 8).
public enum CGImagePropertyOrientation: UInt32, Sendable, Hashable {
    /// The data is upright.
    case up = 1
    /// The data is flipped horizontally.
    case upMirrored = 2
    /// The data is rotated 180°.
    case down = 3
    /// The data is flipped vertically.
    case downMirrored = 4
    /// The data is flipped horizontally and rotated 90° counterclockwise.
    case leftMirrored = 5
    /// The data is rotated 90° clockwise (displayed turned 90° clockwise).
    case right = 6
    /// The data is flipped horizontally and rotated 90° clockwise.
    case rightMirrored = 7
    /// The data is rotated 90° counterclockwise.
    case left = 8
}

extension CIImage {
    /// The image turned upright for an EXIF orientation (1…8) — Core Image's
    /// `oriented(forExifOrientation:)`.
    ///
    /// For an image whose extent starts at the origin (every image made from a `UIImage`,
    /// `CGImage` or data) the result is iOS's: the extent at the origin, width and height swapped
    /// for orientations 5–8. An image elsewhere is placed at the origin too. Orientation 1, a
    /// value outside 1…8 and a colour image give the image unchanged.
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        let exif = Int(orientation)
        guard case .pixels(let p, _, let clamped) = content, (2...8).contains(exif) else { return self }
        let r = ExifOrientation.reorient(p.values, width: p.width, height: p.height, rowLength: p.width * 4, channels: 4, exif: exif)
        return CIImage(pixels: LinearPixels(width: r.width, height: r.height, values: r.values), clamped: clamped)
    }

    /// The image turned upright for an orientation — Core Image's `oriented(_:)`.
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        oriented(forExifOrientation: Int32(orientation.rawValue))
    }
}
