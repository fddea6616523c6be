import Foundation
import WidgetShotUI

/// Key of a filter's input image.
public let kCIInputImageKey = "inputImage"
/// Key of a filter's output image.
public let kCIOutputImageKey = "outputImage"
/// Key of a blur's radius.
public let kCIInputRadiusKey = "inputRadius"
/// Key of a saturation.
public let kCIInputSaturationKey = "inputSaturation"
/// Key of a brightness.
public let kCIInputBrightnessKey = "inputBrightness"
/// Key of a contrast.
public let kCIInputContrastKey = "inputContrast"
/// Key of an intensity.
public let kCIInputIntensityKey = "inputIntensity"
/// Key of a colour.
public let kCIInputColorKey = "inputColor"
/// Key of an exposure value.
public let kCIInputEVKey = "inputEV"
/// Key of a transform.
public let kCIInputTransformKey = "inputTransform"
/// Key of a background image.
public let kCIInputBackgroundImageKey = "inputBackgroundImage"

/// An image filter — Core Image's `CIFilter`. `CIFilter(name:)` knows the filters widgets use
/// on photos (`CIGaussianBlur`, `CIColorControls`, `CIPhotoEffectMono`/`Tonal`/`Noir`,
/// `CIColorMonochrome`, `CISepiaTone`, `CIColorInvert`, `CIExposureAdjust`, `CIAffineClamp`,
/// `CISourceOverCompositing`) and returns `nil` for any other name, as Core Image does for
/// names it does not know. Parameters are set with `setValue(_:forKey:)` or the typed properties
/// of `CIFilter.gaussianBlur()` & co. (CoreImage.CIFilterBuiltins).
open class CIFilter: NSObject, @unchecked Sendable {
    /// The filter's name, such as `CIGaussianBlur`.
    public let name: String
    var parameters: [String: Any]
    let defaults: [String: Any]

    init(filterName: String, defaults: [String: Any]) {
        name = filterName
        self.defaults = defaults
        parameters = defaults
        super.init()
    }

    /// The filter with a name, or `nil` if WidgetShot does not implement it.
    public convenience init?(name: String) {
        guard let make = CIFilterRegistry.filters[name] else { return nil }
        let prototype = make()
        self.init(filterName: name, defaults: prototype.defaults)
    }
    /// The filter with a name and parameters.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// Sets a parameter (`kCIInputImageKey`, `kCIInputRadiusKey`…).
    open func setValue(_ value: Any?, forKey key: String) { parameters[key] = value }
    /// A parameter, or the output image for `kCIOutputImageKey`.
    open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : parameters[key] }
    /// Restores every parameter's default.
    open func setDefaults() { parameters = defaults }
    /// The input keys.
    open var inputKeys: [String] { ([kCIInputImageKey] + defaults.keys.sorted()).reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
    /// The output keys.
    open var outputKeys: [String] { [kCIOutputImageKey] }
    /// The filtered image (`nil` without an input image).
    open var outputImage: CIImage? {
        if name == "CIQRCodeGenerator" { return CIQRCodeGeneratorFilter.image(parameters) }   // a generator: no input image
        guard let input = parameters[kCIInputImageKey] as? CIImage else { return nil }
        return CIFilterRegistry.apply(name, to: input, parameters: parameters)
    }

    /// Number parameter.
    func number(_ key: String) -> Double {
        switch parameters[key] {
        case let n as NSNumber: return n.doubleValue
        case let d as Double: return d
        case let f as Float: return Double(f)
        case let f as CGFloat: return Double(f)
        case let i as Int: return Double(i)
        default: return (defaults[key] as? NSNumber)?.doubleValue ?? (defaults[key] as? Double) ?? 0
        }
    }

    /// The names of the filters WidgetShot implements, in a category (every category gives them all).
    open class func filterNames(inCategory category: String?) -> [String] { CIFilterRegistry.filters.keys.sorted() }
}

/// The filters WidgetShot implements, and their effect.
enum CIFilterRegistry {
    static let filters: [String: () -> CIFilter] = [
        "CIGaussianBlur": { CIFilter(filterName: "CIGaussianBlur", defaults: [kCIInputRadiusKey: 10.0]) },
        "CIColorControls": { CIFilter(filterName: "CIColorControls", defaults: [kCIInputSaturationKey: 1.0, kCIInputBrightnessKey: 0.0, kCIInputContrastKey: 1.0]) },
        "CIPhotoEffectMono": { CIFilter(filterName: "CIPhotoEffectMono", defaults: [:]) },
        "CIPhotoEffectTonal": { CIFilter(filterName: "CIPhotoEffectTonal", defaults: [:]) },
        "CIPhotoEffectNoir": { CIFilter(filterName: "CIPhotoEffectNoir", defaults: [:]) },
        "CIColorMonochrome": { CIFilter(filterName: "CIColorMonochrome", defaults: [kCIInputIntensityKey: 1.0, kCIInputColorKey: CIColor(red: 0.6, green: 0.45, blue: 0.3)]) },
        "CISepiaTone": { CIFilter(filterName: "CISepiaTone", defaults: [kCIInputIntensityKey: 1.0]) },
        "CIColorInvert": { CIFilter(filterName: "CIColorInvert", defaults: [:]) },
        "CIExposureAdjust": { CIFilter(filterName: "CIExposureAdjust", defaults: [kCIInputEVKey: 0.0]) },
        "CIAffineClamp": { CIFilter(filterName: "CIAffineClamp", defaults: [:]) },
        "CISourceOverCompositing": { CIFilter(filterName: "CISourceOverCompositing", defaults: [:]) },
        "CIQRCodeGenerator": { CIFilter(filterName: "CIQRCodeGenerator", defaults: [CIQRCodeGeneratorFilter.correctionLevelKey: "M"]) },
    ]

    /// Rec. 709 luma weights in linear light (Core Image's CIColorControls saturation uses them:
    /// https://developer.apple.com/documentation/coreimage/cicolorcontrols).
    static func luma(_ r: Float, _ g: Float, _ b: Float) -> Float { 0.2126 * r + 0.7152 * g + 0.0722 * b }

    static func apply(_ name: String, to input: CIImage, parameters: [String: Any]) -> CIImage? {
        let filter = CIFilter(filterName: name, defaults: filters[name]?().defaults ?? [:])
        filter.parameters = parameters
        switch name {
        case "CIGaussianBlur":
            return CIGaussianBlurFilter.blur(input, sigma: filter.number(kCIInputRadiusKey))
        case "CIColorControls":
            // Saturation mixes with luma, brightness adds, contrast scales around mid-grey.
            let s = Float(filter.number(kCIInputSaturationKey)), br = Float(filter.number(kCIInputBrightnessKey))
            let c = Float(filter.number(kCIInputContrastKey))
            return mapColors(input) { r, g, b in
                let y = luma(r, g, b)
                r = y + (r - y) * s + br; g = y + (g - y) * s + br; b = y + (b - y) * s + br
                r = (r - 0.5) * c + 0.5; g = (g - 0.5) * c + 0.5; b = (b - 0.5) * c + 0.5
            }
        case "CIPhotoEffectMono", "CIPhotoEffectTonal":
            return mapColors(input) { r, g, b in let y = luma(r, g, b); r = y; g = y; b = y }
        case "CIPhotoEffectNoir":
            // Mono with more contrast (WidgetShot's approximation of Apple's curve).
            return mapColors(input) { r, g, b in let y = min(max((luma(r, g, b) - 0.5) * 1.35 + 0.5, 0), 1); r = y; g = y; b = y }
        case "CIColorMonochrome":
            let color = (parameters[kCIInputColorKey] as? CIColor) ?? CIColor(red: 0.6, green: 0.45, blue: 0.3)
            let (cr, cg, cb, _) = color.linear
            let k = Float(filter.number(kCIInputIntensityKey))
            return mapColors(input) { r, g, b in
                let y = luma(r, g, b)
                r += (y * cr - r) * k; g += (y * cg - g) * k; b += (y * cb - b) * k
            }
        case "CISepiaTone":
            // The classic sepia matrix, mixed with the original by the intensity.
            let k = Float(filter.number(kCIInputIntensityKey))
            return mapColors(input) { r, g, b in
                let sr = 0.393 * r + 0.769 * g + 0.189 * b, sg = 0.349 * r + 0.686 * g + 0.168 * b, sb = 0.272 * r + 0.534 * g + 0.131 * b
                r += (sr - r) * k; g += (sg - g) * k; b += (sb - b) * k
            }
        case "CIColorInvert":
            return mapColors(input) { r, g, b in r = 1 - r; g = 1 - g; b = 1 - b }
        case "CIExposureAdjust":
            let f = powf(2, Float(filter.number(kCIInputEVKey)))
            return mapColors(input) { r, g, b in r *= f; g *= f; b *= f }
        case "CIAffineClamp":
            return input.clampedToExtent()
        case "CISourceOverCompositing":
            guard let background = parameters[kCIInputBackgroundImageKey] as? CIImage else { return input }
            return input.composited(over: background)
        default:
            return nil
        }
    }

    static func mapColors(_ image: CIImage, _ transform: (inout Float, inout Float, inout Float) -> Void) -> CIImage {
        switch image.content {
        case .color(let color):
            let px = CIImage(color: color).pixels(in: CGRect(x: 0, y: 0, width: 1, height: 1)).mappingColors(transform)
            let a = px.values[3]
            func srgb(_ c: Float) -> CGFloat { CGFloat(LinearPixels.toSRGB(a > 0 ? c / a : 0)) }
            return CIImage(color: CIColor(red: srgb(px.values[0]), green: srgb(px.values[1]), blue: srgb(px.values[2]), alpha: CGFloat(a)))
        case .pixels(let p, let origin, let clamped):
            return CIImage(pixels: p.mappingColors(transform), x: origin.x, y: origin.y, clamped: clamped)
        }
    }
}

enum CIGaussianBlurFilter {
    /// Blurs: an image with an extent grows by 3σ on each side (its edges fade to transparent);
    /// a clamped image stays clamped (its edges do not darken), as in Core Image. A sigma under
    /// 0.16 returns the image, as `applyingGaussianBlur(sigma:)` documents
    /// (https://developer.apple.com/documentation/coreimage/ciimage/applyinggaussianblur(sigma:)).
    /// `CIGaussianBlur`'s `inputRadius` is taken as that sigma (Apple documents it only as "the
    /// radius of the blur, in pixels"; WidgetShot's reading, not a measured equivalence).
    static func blur(_ image: CIImage, sigma: Double) -> CIImage {
        guard sigma >= 0.16, sigma.isFinite else { return image }
        switch image.content {
        case .color: return image
        case .pixels(let p, let origin, let clamped):
            let pad = Int((3 * sigma).rounded(.up))
            var padded = p.padded(by: pad, replicatingEdges: clamped)
            GaussianBlur.blur(&padded, sigma: sigma)
            if clamped {
                return CIImage(pixels: padded.region(x: pad, y: pad, width: p.width, height: p.height, replicatingEdges: false),
                               x: origin.x, y: origin.y, clamped: true)
            }
            return CIImage(pixels: padded, x: origin.x - pad, y: origin.y - pad)
        }
    }
}
