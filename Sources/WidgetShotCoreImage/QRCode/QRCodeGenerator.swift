import Foundation

/// `CIQRCodeGenerator`: a QR code of `inputMessage` (data) at `inputCorrectionLevel` ("L", "M",
/// "Q" or "H"; "M" by default), black modules on white, one pixel per module, with a one-module
/// light border — Core Image's output (Apple: "The width and height of each module … is one
/// point"; the one-module border is what apps drawing its output observe). No image for a missing
/// message, an unknown level or a message longer than version 40 holds (2,953 bytes at L).
///
/// ```swift
/// let filter = CIFilter.qrCodeGenerator()
/// filter.message = Data("https://example.com".utf8)
/// let image = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
/// ```
enum CIQRCodeGeneratorFilter {
    /// The correction-level parameter's key.
    static let correctionLevelKey = "inputCorrectionLevel"
    /// The message parameter's key.
    static let messageKey = "inputMessage"

    static func image(_ parameters: [String: Any]) -> CIImage? {
        let message: Data
        switch parameters[messageKey] {
        case let data as Data: message = data
        case let data as NSData: message = data as Data
        default: return nil
        }
        let letter = (parameters[correctionLevelKey] as? String) ?? (parameters[correctionLevelKey] as? NSString).map { $0 as String } ?? "M"
        guard let level = QRCodeEncoder.Level(letter: letter), let code = QRCodeEncoder(data: Array(message), level: level) else { return nil }
        let side = code.size + 2
        var pixels = LinearPixels(width: side, height: side, values: [Float](repeating: 1, count: side * side * 4))
        for y in 0..<code.size {
            for x in 0..<code.size where code.isDark(x: x, y: y) {
                let o = ((y + 1) * side + x + 1) * 4
                pixels.values[o] = 0; pixels.values[o + 1] = 0; pixels.values[o + 2] = 0
            }
        }
        return CIImage(pixels: pixels)
    }
}
