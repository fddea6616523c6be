import Foundation
import WidgetShotUIKit

/// A piece of metadata found in captured media — AVFoundation's `AVMetadataObject`
/// (developer.apple.com/documentation/avfoundation/avmetadataobject). No capture runs in a
/// render, so none is ever delivered; code may still make and inspect them.
open class AVMetadataObject: NSObject, @unchecked Sendable {
    /// Constants that identify metadata object types (`AVMetadataObject.ObjectType`, a
    /// string-backed struct). The raw values are the strings iOS uses (its `AVMetadataObjectType…`
    /// constants: "org.gs1.EAN-13", "org.iso.QRCode", "com.intermec.Code93", …).
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A detected face.
        public static let face = ObjectType(rawValue: "face")
        /// The Aztec symbology.
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        /// The Codabar symbology (iOS 15.4).
        public static let codabar = ObjectType(rawValue: "Codabar")
        /// The Code 39 symbology.
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        /// The Code 39 mod 43 symbology.
        public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
        /// The Code 93 symbology.
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        /// The Code 128 symbology.
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        /// The Data Matrix symbology.
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        /// The EAN-8 symbology.
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        /// The EAN-13 symbology (also UPC-A).
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        /// The GS1 DataBar symbology (iOS 15.4).
        public static let gs1DataBar = ObjectType(rawValue: "org.gs1.GS1DataBar")
        /// The GS1 DataBar Expanded symbology (iOS 15.4).
        public static let gs1DataBarExpanded = ObjectType(rawValue: "org.gs1.GS1DataBarExpanded")
        /// The GS1 DataBar Limited symbology (iOS 15.4).
        public static let gs1DataBarLimited = ObjectType(rawValue: "org.gs1.GS1DataBarLimited")
        /// The Interleaved 2 of 5 symbology.
        public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        /// The ITF-14 symbology.
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
        /// The Micro PDF417 symbology (iOS 15.4).
        public static let microPDF417 = ObjectType(rawValue: "org.iso.MicroPDF417")
        /// The Micro QR symbology (iOS 15.4).
        public static let microQR = ObjectType(rawValue: "org.iso.MicroQR")
        /// The PDF417 symbology.
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        /// The QR code symbology.
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        /// The UPC-E symbology.
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
    }

    /// The object's type.
    open var type: ObjectType { objectType }
    /// The object's bounding rectangle, in the unit coordinates of the captured frame.
    open var bounds: CGRect { objectBounds }
    private let objectType: ObjectType
    private let objectBounds: CGRect

    /// An object of `type` at `bounds` (WidgetShot's initializer, for tests and previews: AVFoundation
    /// makes these only while capturing).
    public init(type: ObjectType, bounds: CGRect = .zero) {
        objectType = type
        objectBounds = bounds
        super.init()
    }
}

/// A barcode found in captured media (`AVMetadataMachineReadableCodeObject`).
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    /// The decoded text, when the payload is text.
    open var stringValue: String? { decoded }
    /// The corners of the code, in the unit coordinates of the captured frame.
    open var corners: [CGPoint] { cornerPoints }
    private let decoded: String?
    private let cornerPoints: [CGPoint]

    /// A code of `type` reading `stringValue` (WidgetShot's initializer: AVFoundation makes these
    /// only while capturing).
    public init(type: ObjectType, stringValue: String?, bounds: CGRect = .zero, corners: [CGPoint] = []) {
        decoded = stringValue
        cornerPoints = corners
        super.init(type: type, bounds: bounds)
    }
}

/// Receives the metadata a metadata output finds (`AVCaptureMetadataOutputObjectsDelegate`,
/// `protocol AVCaptureMetadataOutputObjectsDelegate : NSObjectProtocol`). Its one method is
/// optional, as in Apple's protocol (here: a default that does nothing).
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
    /// Called with the metadata objects found in a captured frame (never in a render).
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                        from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                               from connection: AVCaptureConnection) {}
}

/// A capture output that finds metadata — faces, barcodes — in captured frames
/// (`AVCaptureMetadataOutput`). No frames are captured in a render, so its delegate is never
/// called.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() { super.init() }
    /// The delegate (set with `setMetadataObjectsDelegate(_:queue:)`).
    open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
    /// The queue the delegate is called on.
    open private(set) var metadataObjectsCallbackQueue: DispatchQueue?
    /// Sets the delegate and its queue (`setMetadataObjectsDelegate(_:queue:)`; Apple's queue is a
    /// `dispatch_queue_t`, which is `DispatchQueue` in Swift).
    open func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?,
                                         queue objectsCallbackQueue: DispatchQueue?) {
        metadataObjectsDelegate = objectsDelegate
        metadataObjectsCallbackQueue = objectsCallbackQueue
    }
    /// The types the output can find: none, as on iOS for an output whose session has no video
    /// input (the list depends on the connected device).
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    /// The types to find (`[AVMetadataObject.ObjectType]!`; empty by default). iOS throws when a
    /// type is not in `availableMetadataObjectTypes`; WidgetShot keeps what it is given.
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    /// The part of the frame searched, in unit coordinates (all of it by default).
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}

/// How video fills a layer's bounds (`AVLayerVideoGravity`, a string-backed constant).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretch to fill the bounds.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    /// Keep the aspect ratio and fit inside the bounds (the default).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Keep the aspect ratio and fill the bounds, cropping.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// A layer that previews a capture session's video (`AVCaptureVideoPreviewLayer`, a `CALayer`).
/// No video is captured in a render, so it shows only what a `CALayer` shows (its background).
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
    /// The session previewed.
    open var session: AVCaptureSession?
    /// How the video fills the bounds (`.resizeAspect` by default, as documented).
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// The connection from the session to this layer (none: no device delivers video).
    open var connection: AVCaptureConnection? { nil }
    /// Whether the preview is showing video (never, in a render).
    open var isPreviewing: Bool { false }

    /// A layer previewing `session` (`init(session: AVCaptureSession)`, iOS 4).
    public init(session: AVCaptureSession) {
        self.session = session
        super.init()
    }
    /// A layer previewing `session` without connecting to its inputs
    /// (`init(sessionWithNoConnection:)`, iOS 8).
    public init(sessionWithNoConnection session: AVCaptureSession) {
        self.session = session
        super.init()
    }
    /// A layer with no session.
    public override init() { super.init() }
    /// A copy of `layer` (Core Animation's presentation-copy initializer).
    public override init(layer: Any) {
        let other = layer as? AVCaptureVideoPreviewLayer
        session = other?.session
        videoGravity = other?.videoGravity ?? .resizeAspect
        super.init(layer: layer)
    }
}
