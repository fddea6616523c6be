import Foundation
import WidgetShotUIKit

/// QuickLookThumbnailing's errors — `QLThumbnailError` (Apple's codes, `QLThumbnailErrorDomain`).
public struct QLThumbnailError: Error, CustomNSError, Sendable, Equatable {
    /// The codes.
    public enum Code: Int, Sendable {
        case generationFailed = 0
        case savingToURLFailed = 1
        case noCachedThumbnail = 2
        case noCloudThumbnail = 3
        case requestInvalid = 4
        case requestCancelled = 5
    }
    /// The code.
    public let code: Code
    /// An error with a code.
    public init(_ code: Code) { self.code = code }
    /// `QLThumbnailErrorDomain`.
    public static var errorDomain: String { "QLThumbnailErrorDomain" }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    public static let generationFailed = Code.generationFailed
    public static let requestCancelled = Code.requestCancelled
}

/// A thumbnail — QuickLookThumbnailing's `QLThumbnailRepresentation`.
open class QLThumbnailRepresentation: NSObject, @unchecked Sendable {
    /// The kind of thumbnail.
    public let type: QLThumbnailGenerator.Request.RepresentationTypes
    /// The image.
    public let cgImage: CGImage
    /// The image as a `UIImage`.
    open var uiImage: UIImage { UIImage(cgImage: cgImage) }
    /// The part of the image the file's content covers.
    public let contentRect: CGRect
    init(type: QLThumbnailGenerator.Request.RepresentationTypes, cgImage: CGImage) {
        self.type = type
        self.cgImage = cgImage
        contentRect = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
        super.init()
    }
}

/// Makes thumbnails of files — QuickLookThumbnailing's `QLThumbnailGenerator`.
///
/// WidgetShot has none of the system's thumbnail extensions, so every request fails with
/// `QLThumbnailError.generationFailed`, as on a device that does not have the file (a widget's
/// provider then shows its placeholder). Handlers are called at once, on the caller's thread.
open class QLThumbnailGenerator: NSObject, @unchecked Sendable {
    /// The shared generator.
    public static let shared = QLThumbnailGenerator()

    /// A thumbnail request — `QLThumbnailGenerator.Request`.
    open class Request: NSObject, @unchecked Sendable {
        /// The kinds of thumbnail — `QLThumbnailGenerator.Request.RepresentationTypes`.
        public struct RepresentationTypes: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The file type's icon.
            public static let icon = RepresentationTypes(rawValue: 1 << 0)
            /// A quick, low-quality thumbnail.
            public static let lowQualityThumbnail = RepresentationTypes(rawValue: 1 << 1)
            /// The full thumbnail.
            public static let thumbnail = RepresentationTypes(rawValue: 1 << 2)
            /// Every kind.
            public static let all = RepresentationTypes(rawValue: 7)
        }
        /// The file.
        public let fileURL: URL
        /// The thumbnail's maximum size in points.
        public let size: CGSize
        /// The pixels per point.
        public let scale: CGFloat
        /// The kinds asked for.
        public let representationTypes: RepresentationTypes
        /// Whether the thumbnail is drawn as an icon.
        open var iconMode = false
        /// The smallest acceptable size of the thumbnail's longer side.
        open var minimumDimension: CGFloat = 0
        /// A request for a file's thumbnail.
        public init(fileAt url: URL, size: CGSize, scale: CGFloat, representationTypes: RepresentationTypes) {
            fileURL = url
            self.size = size
            self.scale = scale
            self.representationTypes = representationTypes
            super.init()
        }
    }

    /// Generates the best thumbnail: fails with `generationFailed` (see the type's documentation).
    open func generateBestRepresentation(for request: Request, completion handler: @escaping (QLThumbnailRepresentation?, Error?) -> Void) {
        handler(nil, QLThumbnailError(.generationFailed))
    }
    /// Generates each kind of thumbnail asked for: one failed update.
    open func generateRepresentations(for request: Request,
                                      update updateHandler: ((QLThumbnailRepresentation?, QLThumbnailRepresentation.RepresentationType, Error?) -> Void)? = nil) {
        updateHandler?(nil, .thumbnail, QLThumbnailError(.generationFailed))
    }
    /// Generates the best thumbnail: throws `generationFailed`.
    open func generateBestRepresentation(for request: Request) async throws -> QLThumbnailRepresentation {
        throw QLThumbnailError(.generationFailed)
    }
    /// Saves a thumbnail to a file: fails with `generationFailed`.
    open func saveBestRepresentation(for request: Request, to fileURL: URL, with contentType: String, completion handler: @escaping (Error?) -> Void) {
        handler(QLThumbnailError(.generationFailed))
    }
    /// Cancels a request (nothing is in flight).
    open func cancel(_ request: Request) {}
}

extension QLThumbnailRepresentation {
    /// The kind of a representation — `QLThumbnailRepresentation.RepresentationType`.
    public enum RepresentationType: Int, Sendable {
        case icon = 0
        case lowQualityThumbnail = 1
        case thumbnail = 2
    }
}
