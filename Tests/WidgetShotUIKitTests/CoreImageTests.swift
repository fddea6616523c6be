import Foundation
import Testing
import WidgetShot

@Suite struct CoreImageTests {
    /// 40×40 points at scale 1: orange with a blue square in the middle.
    func photo() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
    }

    @Test func gaussianBlurSoftensTheEdgeAndKeepsFlatAreas() throws {
        let input = try #require(CIImage(image: photo()))
        #expect(input.extent == CGRect(x: 0, y: 0, width: 40, height: 40))
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = input.clampedToExtent()
        blur.radius = 3
        let output = try #require(blur.outputImage?.cropped(to: input.extent))
        let cg = try #require(CIContext().createCGImage(output, from: output.extent))
        #expect(cg.width == 40 && cg.height == 40)
        let blurred = UIImage(cgImage: cg).bitmap
        if ProcessInfo.processInfo.environment["WIDGETSHOT_KEEP_PNG"] != nil {
            try UIImage(cgImage: cg).pngData()?.write(to: URL(fileURLWithPath: "/tmp/ci-blur.png"))
        }
        // Far from the edge: unchanged colours. On the edge (x = 10): a mix of orange and blue.
        let centre = blurred.pixel(x: 20, y: 20), corner = blurred.pixel(x: 1, y: 1), edge = blurred.pixel(x: 10, y: 20)
        #expect(centre.b > 250 && centre.r < 5, "\(centre)")
        #expect(corner.r > 250 && abs(Int(corner.g) - 128) < 4 && corner.a == 255, "\(corner)")   // clamped: edges do not darken
        #expect(edge.r > 60 && edge.r < 220 && edge.b > 60 && edge.b < 220, "\(edge)")
        // Unclamped, the image grows by 3σ and fades at its border.
        let grown = input.applyingGaussianBlur(sigma: 3)
        #expect(grown.extent == CGRect(x: -9, y: -9, width: 58, height: 58))
        let border = UIImage(ciImage: grown).bitmap.pixel(x: 9, y: 29)
        #expect(border.a > 60 && border.a < 200, "\(border)")
    }

    @Test func colorFiltersChangePixels() throws {
        let input = try #require(CIImage(image: photo()))
        func render(_ image: CIImage?) throws -> BitmapImage {
            let image = try #require(image)
            return UIImage(cgImage: try #require(CIContext().createCGImage(image, from: input.extent))).bitmap
        }
        let mono = try render(input.applyingFilter("CIPhotoEffectMono"))
        let m = mono.pixel(x: 2, y: 2)
        #expect(m.r == m.g && m.g == m.b, "\(m)")
        let controls = CIFilter.colorControls()
        controls.inputImage = input
        controls.saturation = 0
        let grey = try render(controls.outputImage).pixel(x: 2, y: 2)
        #expect(grey.r == grey.b && abs(Int(grey.r) - Int(m.r)) <= 1, "saturation 0 is the luma: \(grey) vs \(m)")
        controls.saturation = 1
        controls.brightness = 0.2
        let bright = try render(controls.outputImage).pixel(x: 20, y: 20)
        #expect(bright.r > 80 && bright.g > 80, "brightness lifts blue's other channels: \(bright)")
        let sepia = try render(CIFilter(name: "CISepiaTone", parameters: [kCIInputImageKey: input, kCIInputIntensityKey: 1.0])?.outputImage)
        let s = sepia.pixel(x: 20, y: 20)
        #expect(s.r > s.g && s.g > s.b, "sepia is warm: \(s)")
        let inverted = try render(input.applyingFilter("CIColorInvert")).pixel(x: 20, y: 20)
        #expect(inverted.r == 255 && inverted.g == 255 && inverted.b == 0, "\(inverted)")
        #expect(CIFilter(name: "CIUnknownFilter") == nil)
        #expect(CIContext().createCGImage(input.clampedToExtent(), from: .infinite) == nil)
    }

    @Test func imageSourcesDecodeAndMakeThumbnails() throws {
        let png = try #require(photo().pngData())
        let source = try #require(CGImageSourceCreateWithData(png as CFData, nil))
        #expect(CGImageSourceGetType(source) as String? == "public.png")
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 40)
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil)   // no embedded thumbnail
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 10,
                       kCGImageSourceCreateThumbnailWithTransform: true] as [CFString: Any] as CFDictionary
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        #expect(thumbnail.width == 10 && thumbnail.height == 10)
        let middle = UIImage(cgImage: thumbnail).bitmap.pixel(x: 5, y: 5)
        #expect(middle.b > 200 && middle.r < 50, "\(middle)")
        #expect(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil) == nil)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil)?.cropping(to: CGRect(x: 10, y: 10, width: 5, height: 5))?.width == 5)
    }
}
