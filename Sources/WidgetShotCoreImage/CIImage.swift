import Foundation
import WidgetShotUI
import WidgetShotUIKit
import WidgetShotCairo

// WidgetShotCoreImage stands in for CoreImage and ImageIO: images and the filters widgets apply
// to photos really filter pixels (in Core Image's linear working space), and a context renders
// them to `CGImage`s; ImageIO decodes PNG and JPEG and makes thumbnails.

/// A colour — Core Image's `CIColor` (components in sRGB, 0…1).
public final class CIColor: NSObject, @unchecked Sendable {
    /// Red.
    public let red: CGFloat
    /// Green.
    public let green: CGFloat
    /// Blue.
    public let blue: CGFloat
    /// Opacity.
    public let alpha: CGFloat
    /// A colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        super.init()
    }
    /// A UIKit colour's components (resolved with the current traits).
    public convenience init(color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }
    /// Black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Gray.
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    /// Fully transparent.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Premultiplied linear RGBA.
    var linear: (Float, Float, Float, Float) {
        func lin(_ c: CGFloat) -> Float { let v = Float(min(max(c, 0), 1)); return v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4) }
        let a = Float(min(max(alpha, 0), 1))
        return (lin(red) * a, lin(green) * a, lin(blue) * a, a)
    }
}

/// An image to filter — Core Image's `CIImage`. Coordinates are Core Image's: pixels, origin at
/// the bottom left. An image is either pixels over a finite `extent`, pixels clamped to their edges
/// (`clampedToExtent()`: infinite extent), or a solid colour (infinite extent).
public final class CIImage: NSObject, @unchecked Sendable {
    enum Content {
        /// Pixels whose bottom-left corner is at `origin` (integer CI coordinates).
        case pixels(LinearPixels, origin: (x: Int, y: Int), clamped: Bool)
        case color(CIColor)
    }
    let content: Content

    init(content: Content) {
        self.content = content
        super.init()
    }
    init(pixels: LinearPixels, x: Int = 0, y: Int = 0, clamped: Bool = false) {
        self.content = .pixels(pixels, origin: (x, y), clamped: clamped)
        super.init()
    }

    /// An image of a `UIImage`'s pixels (`nil` for SF Symbols and empty images).
    public convenience init?(image: UIImage) {
        guard let cg = image.cgImage, cg.width > 0, cg.height > 0 else { return nil }
        self.init(cgImage: cg)
    }
    /// An image of a `CGImage`'s pixels.
    public convenience init(cgImage: CGImage) { self.init(pixels: LinearPixels(bitmap: cgImage.bitmap)) }
    /// An image decoded from PNG or JPEG data (`nil` for anything else).
    public convenience init?(data: Data) {
        guard let bitmap = try? BitmapCodec.decode(data, scale: 1) else { return nil }
        self.init(pixels: LinearPixels(bitmap: bitmap))
    }
    /// An image decoded from a PNG or JPEG file.
    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }
    /// An infinite image of one colour.
    public convenience init(color: CIColor) { self.init(content: .color(color)) }
    /// An empty image.
    public static func empty() -> CIImage { CIImage(pixels: LinearPixels(width: 0, height: 0)) }

    /// The area the image covers, in pixels (bottom-left origin); `CGRect.infinite` for clamped
    /// images and colours.
    public var extent: CGRect {
        switch content {
        case .color: return .infinite
        case .pixels(let p, let origin, let clamped):
            return clamped ? .infinite : CGRect(x: origin.x, y: origin.y, width: p.width, height: p.height)
        }
    }

    /// The image cut to `rect` (rounded out to whole pixels).
    public func cropped(to rect: CGRect) -> CIImage {
        guard !rect.isInfinite else { return self }
        let r = rect.standardized.integral
        guard !r.isNull, r.width > 0, r.height > 0, r.width * r.height < 1e9 else { return .empty() }
        return CIImage(pixels: pixels(in: r), x: Int(r.minX), y: Int(r.minY))
    }

    /// The image with its edge pixels repeated forever (the `CIAffineClamp` filter with the identity).
    public func clampedToExtent() -> CIImage {
        guard case .pixels(let p, let origin, _) = content else { return self }
        return CIImage(pixels: p, x: origin.x, y: origin.y, clamped: true)
    }

    /// The image blurred — `CIGaussianBlur` with `inputRadius` = `sigma`.
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        CIGaussianBlurFilter.blur(self, sigma: sigma)
    }

    /// The image through a filter named `filterName` with `params`; an unknown filter gives the
    /// image unchanged (Apple's documented behaviour is undefined; WidgetShot logs nothing).
    public func applyingFilter(_ filterName: String, parameters params: [String: Any] = [:]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return self }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? self
    }

    /// This image drawn over `dest` (source-over).
    public func composited(over dest: CIImage) -> CIImage {
        let e = extent.union(dest.extent)
        guard !e.isInfinite else {
            // Over an infinite background, the result covers this image's data rectangle of the background.
            let r = extent.isInfinite ? dest.extent : extent
            return cropped(to: r.isInfinite ? .zero : r).composited(over: dest.cropped(to: r.isInfinite ? .zero : r))
        }
        let top = pixels(in: e), bottom = dest.pixels(in: e)
        var out = bottom
        for i in stride(from: 0, to: out.values.count, by: 4) {
            let a = top.values[i + 3]
            for c in 0..<4 { out.values[i + c] = top.values[i + c] + bottom.values[i + c] * (1 - a) }
        }
        return CIImage(pixels: out, x: Int(e.minX), y: Int(e.minY))
    }

    /// The pixels covering `rect` (integral, finite, CI coordinates), transparent outside the image.
    func pixels(in rect: CGRect) -> LinearPixels {
        let w = Int(rect.width), h = Int(rect.height)
        switch content {
        case .color(let color):
            let (r, g, b, a) = color.linear
            var p = LinearPixels(width: w, height: h)
            for i in stride(from: 0, to: p.values.count, by: 4) { p.values[i] = r; p.values[i + 1] = g; p.values[i + 2] = b; p.values[i + 3] = a }
            return p
        case .pixels(let p, let origin, let clamped):
            // Top-left of `rect` in the data's top-down rows.
            let x = Int(rect.minX) - origin.x
            let y = (origin.y + p.height) - Int(rect.maxY)
            return p.region(x: x, y: y, width: w, height: h, replicatingEdges: clamped)
        }
    }
}

extension UIImage {
    /// An image of a `CIImage` rendered over its extent (an infinite image gives an empty image).
    public convenience init(ciImage: CIImage) { self.init(ciImage: ciImage, scale: 1, orientation: .up) }
    /// An image of a `CIImage` rendered over its extent, at a scale.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        let e = ciImage.extent
        let bitmap = e.isInfinite || e.isEmpty
            ? BitmapImage(width: 0, height: 0, scale: 1, bytes: [])!
            : ciImage.pixels(in: e.integral).bitmap(scale: scale.isFinite && scale > 0 ? scale : 1, name: "CIImage")
        self.init(bitmap: bitmap)
    }
    /// The Core Image image behind this image: `nil`, as for images not made with `init(ciImage:)`
    /// on iOS (WidgetShot renders a `CIImage` when the `UIImage` is made).
    public var ciImage: CIImage? { nil }
}
