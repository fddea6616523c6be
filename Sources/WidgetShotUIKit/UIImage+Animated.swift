import Foundation
import WidgetShotUI

// Animated images (UIKit's `animatedImage(with:duration:)`), alignment insets and right-to-left
// mirroring. An animated image draws its first frame, as a still of it does on iOS.

extension UIImage {
    /// An image cycling through `images` in `duration` seconds; `nil` for no images.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let image = UIImage(content: first.content, renderingMode: first.renderingMode, tint: first.tint)
        image.frames = images
        image.frameDuration = duration
        return image
    }

    /// The frames of an animated image (`nil` for a still image).
    public var images: [UIImage]? { frames }
    /// The length of one cycle of an animated image (0 for a still image).
    public var duration: TimeInterval { frameDuration }

    /// The insets from the image's bounds to its alignment rectangle.
    public var alignmentRectInsets: UIEdgeInsets { alignmentInsets }
    /// The same image with alignment insets.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        let image = copyKeepingPixels()
        image.alignmentInsets = alignmentInsets
        return image
    }

    /// Whether the image is drawn mirrored in right-to-left layouts.
    public var flipsForRightToLeftLayoutDirection: Bool { mirrorsForRightToLeft }
    /// The same image, mirrored when drawn in right-to-left layouts.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        let image = copyKeepingPixels()
        image.mirrorsForRightToLeft = true
        return image
    }

    /// A new image object with this one's pixels and metadata.
    func copyKeepingPixels() -> UIImage {
        let image = UIImage(content: content, renderingMode: renderingMode, tint: tint)
        image.variableValue = variableValue
        image.orientation = orientation
        image.unorientedBitmap = unorientedBitmap
        image.frames = frames
        image.frameDuration = frameDuration
        image.alignmentInsets = alignmentInsets
        image.mirrorsForRightToLeft = mirrorsForRightToLeft
        return image
    }
}
