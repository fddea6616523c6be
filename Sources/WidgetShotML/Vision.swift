import Foundation
import WidgetShotUIKit

// Vision: requests run and find nothing — WidgetShot has no trained detectors, so text
// recognition, face detection and classification complete with empty results (never invented ones).

/// An observation — Vision's `VNObservation`.
open class VNObservation: NSObject, @unchecked Sendable {
    /// Confidence, 0…1.
    open var confidence: Float { 0 }
    /// A unique identifier.
    public let uuid = UUID()
}
/// A recognised text region — Vision's `VNRecognizedTextObservation`.
open class VNRecognizedTextObservation: VNObservation, @unchecked Sendable {
    /// Candidate strings (none are ever produced).
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] { [] }
}
/// A recognised string — Vision's `VNRecognizedText`.
open class VNRecognizedText: NSObject, @unchecked Sendable {
    /// The text.
    public let string: String
    /// Confidence.
    public let confidence: Float
    init(string: String, confidence: Float) { self.string = string; self.confidence = confidence }
}
/// A face — Vision's `VNFaceObservation`.
open class VNFaceObservation: VNObservation, @unchecked Sendable {
    /// The face's box in normalised coordinates.
    open var boundingBox: CGRect { .zero }
}
/// A classification — Vision's `VNClassificationObservation`.
open class VNClassificationObservation: VNObservation, @unchecked Sendable {
    /// The label.
    open var identifier: String { "" }
}

/// A request's completion handler.
public typealias VNRequestCompletionHandler = (VNRequest, Error?) -> Void

/// An image-analysis request — Vision's `VNRequest`.
open class VNRequest: NSObject, @unchecked Sendable {
    /// The results after `perform` (always empty).
    open internal(set) var results: [VNObservation]?
    /// The completion handler.
    public let completionHandler: VNRequestCompletionHandler?
    /// A request.
    public init(completionHandler: VNRequestCompletionHandler? = nil) {
        self.completionHandler = completionHandler
        super.init()
    }
    public override convenience init() { self.init(completionHandler: nil) }
}
/// Text recognition — Vision's `VNRecognizeTextRequest` (finds no text).
open class VNRecognizeTextRequest: VNRequest, @unchecked Sendable {
    /// Fast or accurate.
    public enum RecognitionLevel: Int, Sendable { case accurate = 0, fast = 1 }
    /// The level.
    open var recognitionLevel: RecognitionLevel = .accurate
    /// Whether language correction is on.
    open var usesLanguageCorrection = true
    /// Languages to recognise.
    open var recognitionLanguages: [String] = ["en-US"]
    /// Typed results.
    open var textResults: [VNRecognizedTextObservation]? { results as? [VNRecognizedTextObservation] }
}
/// Face detection — Vision's `VNDetectFaceRectanglesRequest` (finds no faces).
open class VNDetectFaceRectanglesRequest: VNRequest, @unchecked Sendable {}
/// Classification — Vision's `VNClassifyImageRequest` (no classes).
open class VNClassifyImageRequest: VNRequest, @unchecked Sendable {}

/// Runs requests on an image — Vision's `VNImageRequestHandler`.
open class VNImageRequestHandler: NSObject, @unchecked Sendable {
    /// A handler for a `CGImage`.
    public init(cgImage: CGImage, options: [String: Any] = [:]) { super.init() }
    /// A handler for image data.
    public init(data: Data, options: [String: Any] = [:]) { super.init() }
    /// A handler for an image file.
    public init(url: URL, options: [String: Any] = [:]) { super.init() }
    /// Runs the requests: each completes with empty results.
    open func perform(_ requests: [VNRequest]) throws {
        for request in requests {
            request.results = []
            request.completionHandler?(request, nil)
        }
    }
}
