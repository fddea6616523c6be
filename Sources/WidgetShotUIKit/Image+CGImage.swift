import Foundation
import WidgetShotUI

extension Image {
    /// An image of a Core Graphics image, ignored by accessibility — SwiftUI's
    /// `Image(decorative:scale:orientation:)`.
    ///
    /// `scale` is pixels per point (the image is `width / scale` points wide; a non-positive or
    /// non-finite scale counts as 1), and the pixels are drawn turned to `orientation`.
    ///
    /// ```swift
    /// Image(decorative: noiseTile, scale: 1, orientation: .up)
    /// ```
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(bitmap: cgImage.bitmap.oriented(exif: orientation.exifValue, scale: scale.isFinite && scale > 0 ? scale : 1), label: nil)
    }

    /// An image of a Core Graphics image with an accessibility label — SwiftUI's
    /// `Image(_:scale:orientation:label:)`.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(bitmap: cgImage.bitmap.oriented(exif: orientation.exifValue, scale: scale.isFinite && scale > 0 ? scale : 1), label: label)
    }
}
