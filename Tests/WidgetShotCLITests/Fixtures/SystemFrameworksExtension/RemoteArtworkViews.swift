// App-side image code compiled into the widget target, in the style of Kingfisher 7's UIKit
// layer and RevenueCat's file logging (BookPlayer links them into its widget, sweep 6, issue 20):
// Core Graphics drawing with blend modes and a flipped context, a vImage box blur over a
// context's pixels, an animated image view with a display link and a layer, an activity
// indicator pinned with Auto Layout anchors, transitions, a text attachment, a video-frame
// generator, a SwiftUI wrapper of the UIKit view, server-trust handling and line-by-line reads.
import Accelerate
import AVKit
import ImageIO
import SwiftUI
import UIKit

enum ArtworkDrawing {
    static func tinted(_ image: UIImage, color: UIColor, blendMode: CGBlendMode = .destinationIn) -> UIImage {
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = image.scale
        return UIGraphicsImageRenderer(size: image.size, format: format).image { rendererContext in
            let context = rendererContext.cgContext
            color.setFill()
            UIRectFill(CGRect(origin: .zero, size: image.size))
            context.saveGState()
            context.setBlendMode(blendMode)
            context.scaleBy(x: 1.0, y: -1.0)
            context.translateBy(x: 0, y: -image.size.height)
            if let cgImage = image.cgImage { context.draw(cgImage, in: CGRect(origin: .zero, size: image.size)) }
            context.restoreGState()
            image.draw(in: CGRect(origin: .zero, size: image.size), blendMode: .normal, alpha: 0.5)
        }
    }

    static func blurred(_ cgImage: CGImage, radius: Int) -> CGImage? {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let input = CGContext(data: nil, width: cgImage.width, height: cgImage.height, bitsPerComponent: 8,
                                    bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info),
              let output = CGContext(data: nil, width: cgImage.width, height: cgImage.height, bitsPerComponent: 8,
                                     bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return nil }
        input.draw(cgImage, in: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height))
        func buffer(_ context: CGContext) -> vImage_Buffer {
            vImage_Buffer(data: context.data, height: vImagePixelCount(context.height), width: vImagePixelCount(context.width), rowBytes: context.bytesPerRow)
        }
        var inBuffer = buffer(input), outBuffer = buffer(output)
        let kernel = UInt32(radius * 2 + 1)
        vImageBoxConvolve_ARGB8888(&inBuffer, &outBuffer, nil, 0, 0, kernel, kernel, nil, vImage_Flags(kvImageEdgeExtend))
        return output.makeImage()
    }

    static func frameDelay(of source: CGImageSource, at index: Int) -> Double {
        guard let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [String: Any],
              let gif = properties[kCGImagePropertyGIFDictionary as String] as? [String: Any] else { return 0.1 }
        return (gif[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double) ?? (gif[kCGImagePropertyGIFDelayTime as String] as? Double) ?? 0.1
    }
}

final class ArtworkImageView: UIImageView {
    private lazy var displayLink: CADisplayLink = {
        let link = CADisplayLink(target: self, selector: #selector(step))
        link.add(to: .main, forMode: .common)
        link.isPaused = true
        return link
    }()
    private let spinner = UIActivityIndicatorView(style: .medium)

    override var image: UIImage? {
        didSet { layer.setNeedsDisplay() }
    }
    override var isAnimating: Bool { !displayLink.isPaused }
    override func startAnimating() { displayLink.isPaused = false }
    override func stopAnimating() { super.stopAnimating(); displayLink.isPaused = true }
    override func display(_ layer: CALayer) { layer.contents = image?.cgImage }
    override func didMoveToWindow() { super.didMoveToWindow(); if window == nil { stopAnimating() } }
    override func didMoveToSuperview() { super.didMoveToSuperview(); layer.setNeedsDisplay() }

    @objc private func step() { layer.setNeedsDisplay() }

    func showSpinner() {
        addSubview(spinner)
        spinner.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: centerYAnchor, constant: 2),
            spinner.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.25),
            spinner.heightAnchor.constraint(equalToConstant: 20),
        ])
        spinner.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        spinner.startAnimating()
        UIView.transition(with: self, duration: 0.2, options: [.transitionCrossDissolve, .allowUserInteraction],
                          animations: { self.image = self.image?.imageFlippedForRightToLeftLayoutDirection() },
                          completion: { _ in self.spinner.stopAnimating() })
    }

    func attachment() -> NSAttributedString {
        let attachment = NSTextAttachment()
        attachment.image = image?.withAlignmentRectInsets(.zero)
        attachment.bounds = CGRect(x: 0, y: -4, width: 16, height: 16)
        return NSAttributedString(attachment: attachment)
    }
}

struct ArtworkImageRepresentable: UIViewRepresentable {
    var image: UIImage?
    func makeUIView(context: Context) -> ArtworkImageView {
        let view = ArtworkImageView(image: image)
        view.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        return view
    }
    func updateUIView(_ uiView: ArtworkImageView, context: Context) { uiView.image = image }
}

enum ArtworkSources {
    static func thumbnail(of url: URL, completion: @escaping (Result<Data, Error>) -> Void) {
        let generator = AVAssetImageGenerator(asset: AVAsset(url: url))
        generator.appliesPreferredTrackTransform = true
        let time = CMTime(seconds: 1, preferredTimescale: 600)
        generator.generateCGImagesAsynchronously(forTimes: [NSValue(time: time)]) { _, image, _, result, error in
            if let error { completion(.failure(error)); return }
            guard result == .succeeded, let image, let data = CFDataCreateMutable(nil, 0),
                  let destination = CGImageDestinationCreateWithData(data, kUTTypeJPEG, 1, nil) else {
                completion(.failure(AVError(.unknown))); return
            }
            CGImageDestinationAddImage(destination, image, nil)
            completion(CGImageDestinationFinalize(destination) ? .success(data as Data) : .failure(AVError(.unknown)))
        }
    }

    static func trust(_ challenge: URLAuthenticationChallenge, hosts: Set<String>) -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
              hosts.contains(challenge.protectionSpace.host), let trust = challenge.protectionSpace.serverTrust else {
            return (.performDefaultHandling, nil)
        }
        return (.useCredential, URLCredential(trust: trust))
    }

    static func lowDataRequest(_ url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        request.allowsConstrainedNetworkAccess = false
        return request
    }

    static func isLowDataError(_ error: Error) -> Bool {
        (error as? URLError)?.networkUnavailableReason == .constrained
    }

    static func logLines(in file: URL) async throws -> [String] {
        var progress: Progress = .init()
        progress.totalUnitCount = 1
        var lines: [String] = []
        for try await line in try FileHandle(forReadingFrom: file).bytes.lines { lines.append(line) }
        progress.completedUnitCount = 1
        _ = URL.documentsDirectory
        return lines
    }

    static var application: UIApplication? {
        let selector = NSSelectorFromString("sharedApplication")
        guard UIApplication.responds(to: selector) else { return nil }
        return UIApplication.perform(selector).takeUnretainedValue() as? UIApplication
    }
}
