import Foundation
import WidgetShotFoundation
import WidgetShotUIKit

extension AVAsset {
    /// The asset of the resource at `url` (Apple returns an `AVURLAsset`; here the asset keeps
    /// the URL for the image generator).
    public convenience init(url URL: URL) {
        self.init()
        sourceURL = URL
    }
}

/// Makes still images of a video asset's frames — AVFoundation's `AVAssetImageGenerator`.
///
/// WidgetShot decodes no video, so every request fails as iOS fails a request it cannot serve:
/// a missing file or a network URL with `AVError(.unknown)` over the URL error
/// (`NSURLErrorFileDoesNotExist`, `NSURLErrorNotConnectedToInternet`), a file with
/// `AVError(.decoderNotFound)`. Completion handlers run on a background queue, as Apple's do.
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    /// The asset.
    public let asset: AVAsset
    /// Whether frames are turned by the track's preferred transform.
    open var appliesPreferredTrackTransform = false
    /// The largest size of the images (`.zero`: the frames' own size).
    open var maximumSize: CGSize = .zero
    /// How the clean aperture and pixel aspect ratio apply.
    open var apertureMode: ApertureMode? = .cleanAperture
    /// How far before a requested time a frame may be (positive infinity by default).
    open var requestedTimeToleranceBefore: CMTime = .positiveInfinity
    /// How far after a requested time a frame may be (positive infinity by default).
    open var requestedTimeToleranceAfter: CMTime = .positiveInfinity
    private let lock = NSLock()
    private var cancelled = false

    /// A generator for `asset`.
    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// The outcome of one request — `AVAssetImageGenerator.Result`.
    public enum Result: Int, Sendable { case succeeded = 0, failed = 1, cancelled = 2 }

    /// Aperture modes — `AVAssetImageGenerator.ApertureMode`.
    public struct ApertureMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The clean aperture, with the pixel aspect ratio.
        public static let cleanAperture = ApertureMode(rawValue: "CleanAperture")
        /// The production aperture, with the pixel aspect ratio.
        public static let productionAperture = ApertureMode(rawValue: "ProductionAperture")
        /// The encoded pixels.
        public static let encodedPixels = ApertureMode(rawValue: "EncodedPixels")
    }

    /// The error a request for this asset ends with.
    var failure: AVError {
        guard let url = (asset as? AVURLAsset)?.url ?? asset.sourceURL else { return AVError(.operationNotSupportedForAsset) }
        if url.isFileURL {
            guard FileManager.default.fileExists(atPath: url.path) else {
                return AVError(.unknown, underlyingError: NSError(domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist))
            }
            return AVError(.decoderNotFound)
        }
        return AVError(.unknown, underlyingError: NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet))
    }

    /// The image at a time (deprecated in iOS 16, still called): throws the generator's error.
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw failure
    }

    /// The image at a time, and the time of the frame it shows (iOS 16).
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        throw failure
    }

    /// Makes images at several times (`NSValue(time:)`), calling `handler` once per time.
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue],
                                             completionHandler handler: @escaping AVAssetImageGeneratorCompletionHandler) {
        let error = failure
        DispatchQueue.global().async { [self] in
            for value in requestedTimes {
                let time = value.timeValue
                let wasCancelled = lock.withLock { cancelled }
                handler(time, nil, .zero, wasCancelled ? .cancelled : .failed, wasCancelled ? nil : error)
            }
        }
    }

    /// Makes the image at one time (iOS 16).
    open func generateCGImageAsynchronously(for requestedTime: CMTime, completionHandler handler: @escaping @Sendable (CGImage?, CMTime, Error?) -> Void) {
        let error = failure
        DispatchQueue.global().async { handler(nil, .zero, error) }
    }

    /// Cancels the requests not yet answered.
    open func cancelAllCGImageGeneration() { lock.withLock { cancelled = true } }
}

/// The handler of `generateCGImagesAsynchronously(forTimes:completionHandler:)`: requested time,
/// image, actual time, result, error.
public typealias AVAssetImageGeneratorCompletionHandler = (CMTime, CGImage?, CMTime, AVAssetImageGenerator.Result, Error?) -> Void

/// The association key of the `CMTime` an `NSValue(time:)` holds.
private nonisolated(unsafe) var cmTimeValueKey: UInt8 = 0

extension NSValue {
    /// A value holding a `CMTime` (Core Media's `NSValue(time:)`). corelibs' `NSValue` cannot
    /// hold a struct's bytes, so the value holds the time's `value` field as a 64-bit integer and
    /// the whole time as an associated object.
    public convenience init(time: CMTime) {
        var value = time.value
        self.init(bytes: &value, objCType: "q")
        objc_setAssociatedObject(self, &cmTimeValueKey, time, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
    /// The `CMTime` held (`.invalid` when the value holds something else).
    public var timeValue: CMTime {
        objc_getAssociatedObject(self, &cmTimeValueKey) as? CMTime ?? .invalid
    }
}
