import Foundation

// CoreImage.CIFilterBuiltins: typed filters (`CIFilter.gaussianBlur()`) over the same
// implementations as `CIFilter(name:)`.

/// A filter with an input image.
public protocol CIFilterProtocol: AnyObject {
    /// The image to filter.
    var inputImage: CIImage? { get set }
    /// The filtered image.
    var outputImage: CIImage? { get }
}
/// `CIGaussianBlur`'s typed parameters.
public protocol CIGaussianBlur: CIFilterProtocol {
    /// The blur's standard deviation in pixels (default 10).
    var radius: Float { get set }
}
/// `CIColorControls`' typed parameters.
public protocol CIColorControls: CIFilterProtocol {
    /// Saturation (1 keeps it).
    var saturation: Float { get set }
    /// Brightness added (0 keeps it).
    var brightness: Float { get set }
    /// Contrast (1 keeps it).
    var contrast: Float { get set }
}
/// `CISepiaTone`'s typed parameters.
public protocol CISepiaTone: CIFilterProtocol {
    /// Strength, 0…1.
    var intensity: Float { get set }
}
/// `CIColorMonochrome`'s typed parameters.
public protocol CIColorMonochrome: CIFilterProtocol {
    /// The tint.
    var color: CIColor { get set }
    /// Strength, 0…1.
    var intensity: Float { get set }
}
/// `CIExposureAdjust`'s typed parameters.
public protocol CIExposureAdjust: CIFilterProtocol {
    /// Exposure in stops.
    var ev: Float { get set }
}
/// A filter with only an input image (`CIPhotoEffectMono`…).
public protocol CIPhotoEffect: CIFilterProtocol {}
/// `CIColorInvert`.
public protocol CIColorInvert: CIFilterProtocol {}
/// `CIAffineClamp` (identity transform only).
public protocol CIAffineClamp: CIFilterProtocol {}

/// `CIQRCodeGenerator`'s typed parameters (a generator: it ignores `inputImage`).
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The data to encode.
    var message: Data { get set }
    /// "L", "M" (the default), "Q" or "H": 7, 15, 25 or 30 % of the code can be restored.
    var correctionLevel: String { get set }
}

/// A typed builtin filter.
final class BuiltinFilter: CIFilter, CIGaussianBlur, CIColorControls, CISepiaTone, CIColorMonochrome, CIExposureAdjust,
                           CIPhotoEffect, CIColorInvert, CIAffineClamp, CIQRCodeGenerator, @unchecked Sendable {
    var inputImage: CIImage? {
        get { parameters[kCIInputImageKey] as? CIImage }
        set { parameters[kCIInputImageKey] = newValue }
    }
    private func float(_ key: String) -> Float { Float(number(key)) }
    var radius: Float { get { float(kCIInputRadiusKey) } set { parameters[kCIInputRadiusKey] = Double(newValue) } }
    var saturation: Float { get { float(kCIInputSaturationKey) } set { parameters[kCIInputSaturationKey] = Double(newValue) } }
    var brightness: Float { get { float(kCIInputBrightnessKey) } set { parameters[kCIInputBrightnessKey] = Double(newValue) } }
    var contrast: Float { get { float(kCIInputContrastKey) } set { parameters[kCIInputContrastKey] = Double(newValue) } }
    var intensity: Float { get { float(kCIInputIntensityKey) } set { parameters[kCIInputIntensityKey] = Double(newValue) } }
    var ev: Float { get { float(kCIInputEVKey) } set { parameters[kCIInputEVKey] = Double(newValue) } }
    var color: CIColor {
        get { (parameters[kCIInputColorKey] as? CIColor) ?? CIColor(red: 0.6, green: 0.45, blue: 0.3) }
        set { parameters[kCIInputColorKey] = newValue }
    }
    var message: Data {
        get { (parameters[CIQRCodeGeneratorFilter.messageKey] as? Data) ?? Data() }
        set { parameters[CIQRCodeGeneratorFilter.messageKey] = newValue }
    }
    var correctionLevel: String {
        get { (parameters[CIQRCodeGeneratorFilter.correctionLevelKey] as? String) ?? "M" }
        set { parameters[CIQRCodeGeneratorFilter.correctionLevelKey] = newValue }
    }
    static func make(_ name: String) -> BuiltinFilter {
        BuiltinFilter(filterName: name, defaults: CIFilterRegistry.filters[name]!().defaults)
    }
}

extension CIFilter {
    /// `CIGaussianBlur`.
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltinFilter.make("CIGaussianBlur") }
    /// `CIQRCodeGenerator`: a QR code of `message`.
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltinFilter.make("CIQRCodeGenerator") }
    /// `CIColorControls`.
    public static func colorControls() -> CIFilter & CIColorControls { BuiltinFilter.make("CIColorControls") }
    /// `CISepiaTone`.
    public static func sepiaTone() -> CIFilter & CISepiaTone { BuiltinFilter.make("CISepiaTone") }
    /// `CIColorMonochrome`.
    public static func colorMonochrome() -> CIFilter & CIColorMonochrome { BuiltinFilter.make("CIColorMonochrome") }
    /// `CIExposureAdjust`.
    public static func exposureAdjust() -> CIFilter & CIExposureAdjust { BuiltinFilter.make("CIExposureAdjust") }
    /// `CIPhotoEffectMono`.
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { BuiltinFilter.make("CIPhotoEffectMono") }
    /// `CIPhotoEffectTonal`.
    public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { BuiltinFilter.make("CIPhotoEffectTonal") }
    /// `CIPhotoEffectNoir`.
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltinFilter.make("CIPhotoEffectNoir") }
    /// `CIColorInvert`.
    public static func colorInvert() -> CIFilter & CIColorInvert { BuiltinFilter.make("CIColorInvert") }
    /// `CIAffineClamp` (identity transform).
    public static func affineClamp() -> CIFilter & CIAffineClamp { BuiltinFilter.make("CIAffineClamp") }
}
