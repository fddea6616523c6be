import Foundation
import WidgetShotCairo
import WidgetShotUI

/// An object that creates images from SwiftUI views — SwiftUI's `ImageRenderer`.
///
/// The content is laid out at the size it chooses for `proposedSize` (by default its ideal size)
/// and drawn by WidgetShot's renderer, as the widget itself is: `cgImage` / `uiImage` hold its
/// pixels at `scale` (1 by default, as in SwiftUI), transparent where nothing is drawn unless
/// `isOpaque`. Each read renders anew.
///
/// ```swift
/// let renderer = ImageRenderer(content: Badge(count: 3))
/// renderer.scale = 3
/// if let image = renderer.uiImage { Image(uiImage: image) }
/// ```
@MainActor @preconcurrency
public final class ImageRenderer<Content: View> {
    /// The root view rendered.
    public var content: Content
    /// The accessibility label of the image (not drawn).
    public var label: Text?
    /// The size proposed to the root view (`.unspecified` by default: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point (1 by default).
    public var scale: CGFloat = 1
    /// Whether the image has no alpha channel: transparent pixels are drawn on black, as an
    /// opaque bitmap context shows them.
    public var isOpaque = false
    /// The working colour space and storage format (WidgetShot draws 8-bit sRGB whatever it says).
    public var colorMode: ColorRenderingMode = .nonLinear

    /// A renderer for `view`.
    public init(content view: Content) { content = view }

    /// The view drawn as an image, or `nil` when it cannot be drawn (an empty or infinite size,
    /// an invalid scale, fonts that cannot load).
    public var cgImage: CGImage? {
        guard let raster = try? SystemTypesetting.render(content, proposal: proposedSize, scale: scale, environment: EnvironmentValues()),
              raster.width > 0, raster.height > 0 else { return nil }
        var bytes = raster.bytes
        if isOpaque {
            // Premultiplied ARGB32: an opaque pixel keeps its colour over black; set alpha to 255.
            var i = 3
            while i < bytes.count { bytes[i] = 255; i += 4 }
        }
        return BitmapImage(width: raster.width, height: raster.height, stride: raster.stride, scale: scale, bytes: bytes,
                           name: "ImageRenderer").map(CGImage.init(bitmap:))
    }

    /// The view drawn as a `UIImage` at `scale`, or `nil` (see `cgImage`).
    public var uiImage: UIImage? {
        guard let image = cgImage else { return nil }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }
}
