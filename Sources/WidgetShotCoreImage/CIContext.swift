import Foundation
import WidgetShotUI
import WidgetShotUIKit

/// Options of a context — Core Image's `CIContextOption`.
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Whether to use the software renderer (WidgetShot always does).
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    /// The working colour space (WidgetShot always works in linear sRGB).
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    /// The output colour space (WidgetShot always outputs sRGB).
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    /// Whether to cache intermediates.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    /// The priority.
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
}

/// Renders `CIImage`s to pixels — Core Image's `CIContext` (on the CPU, in linear sRGB, output sRGB).
///
/// ```swift
/// let blurred = CIImage(image: photo)!.clampedToExtent().applyingGaussianBlur(sigma: 12).cropped(to: extent)
/// let cgImage = CIContext().createCGImage(blurred, from: extent)!
/// ```
open class CIContext: NSObject, @unchecked Sendable {
    /// A context.
    public override init() { super.init() }
    /// A context with options (all accepted; the rendering is always the same).
    public convenience init(options: [CIContextOption: Any]?) { self.init() }

    /// The pixels of `image` inside `fromRect` (Core Image coordinates), or `nil` for an
    /// infinite or empty rectangle, as Core Image returns.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard !fromRect.isInfinite, !fromRect.isNull, fromRect.width >= 1, fromRect.height >= 1,
              fromRect.width * fromRect.height <= 100_000_000 else { return nil }
        let rect = fromRect.standardized.integral
        return CGImage(bitmap: image.pixels(in: rect).bitmap(scale: 1, name: "CIContext"))
    }

    /// PNG data of `image` (colour space and options are ignored: sRGB).
    open func pngRepresentation(of image: CIImage, format: CIFormat, colorSpace: AnyObject?, options: [AnyHashable: Any] = [:]) -> Data? {
        guard let cg = createCGImage(image, from: image.extent) else { return nil }
        return UIImage(cgImage: cg).pngData()
    }
    /// JPEG data of `image`.
    open func jpegRepresentation(of image: CIImage, colorSpace: AnyObject?, options: [AnyHashable: Any] = [:]) -> Data? {
        guard let cg = createCGImage(image, from: image.extent) else { return nil }
        return UIImage(cgImage: cg).jpegData(compressionQuality: 0.9)
    }
}

/// A pixel format — Core Image's `CIFormat` (WidgetShot writes 8-bit RGBA).
public struct CIFormat: Hashable, Sendable {
    let rawValue: Int32
    /// 8-bit RGBA.
    public static let RGBA8 = CIFormat(rawValue: 24)
    /// 8-bit BGRA.
    public static let BGRA8 = CIFormat(rawValue: 23)
}
