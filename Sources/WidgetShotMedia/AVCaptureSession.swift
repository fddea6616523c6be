import Foundation
import WidgetShotUIKit

/// An object that coordinates the flow of data from capture inputs to capture outputs —
/// AVFoundation's `AVCaptureSession` (`class AVCaptureSession: NSObject`, iOS 4,
/// developer.apple.com/documentation/avfoundation/avcapturesession).
///
/// A widget's render process has no camera or microphone (`AVCaptureDevice.default(for:)` is
/// nil), so no input can be made and no data ever flows: a session keeps the inputs, outputs and
/// preset it is given and starts and stops as asked, and its outputs never call their delegates.
/// This lets app code that drives a scanner or camera compile into a widget target and run its
/// "no camera" path, as on a device without one.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    /// A capture quality preset (`AVCaptureSession.Preset`, a string-backed constant).
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// High-quality video and audio (the default).
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        /// Medium quality.
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        /// Low quality.
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        /// Full-resolution photos.
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        /// Input priority: the device's active format decides.
        public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
        /// 640 × 480 video.
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
        /// 1280 × 720 video.
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        /// 1920 × 1080 video.
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        /// 3840 × 2160 video.
        public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
    }

    private let lock = NSLock()
    private var _inputs: [AVCaptureInput] = []
    private var _outputs: [AVCaptureOutput] = []
    private var _isRunning = false

    public override init() { super.init() }

    /// The quality preset (`.high` by default).
    open var sessionPreset: Preset = .high
    /// Whether the session accepts `preset`: every named preset is accepted.
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    /// The session's inputs, in the order they were added.
    open var inputs: [AVCaptureInput] { lock.withLock { _inputs } }
    /// The session's outputs, in the order they were added.
    open var outputs: [AVCaptureOutput] { lock.withLock { _outputs } }
    /// Whether `input` can be added: not when it is already in the session.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { lock.withLock { !_inputs.contains { $0 === input } } }
    /// Adds an input (valid only when `canAddInput(_:)` is true).
    open func addInput(_ input: AVCaptureInput) { lock.withLock { if !_inputs.contains(where: { $0 === input }) { _inputs.append(input) } } }
    /// Removes an input.
    open func removeInput(_ input: AVCaptureInput) { lock.withLock { _inputs.removeAll { $0 === input } } }
    /// Whether `output` can be added: not when it is already in the session.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { lock.withLock { !_outputs.contains { $0 === output } } }
    /// Adds an output (valid only when `canAddOutput(_:)` is true).
    open func addOutput(_ output: AVCaptureOutput) { lock.withLock { if !_outputs.contains(where: { $0 === output }) { _outputs.append(output) } } }
    /// Removes an output.
    open func removeOutput(_ output: AVCaptureOutput) { lock.withLock { _outputs.removeAll { $0 === output } } }
    /// Starts a batch of configuration changes (applied at once by `commitConfiguration()`).
    open func beginConfiguration() {}
    /// Applies a batch of configuration changes.
    open func commitConfiguration() {}
    /// Whether the session is running.
    open var isRunning: Bool { lock.withLock { _isRunning } }
    /// Whether the system interrupted the session (never, in a render).
    open var isInterrupted: Bool { false }
    /// Starts the flow of data. Apple's call blocks until the session runs; here it returns at
    /// once, and no data flows (there is no capture device).
    open func startRunning() { lock.withLock { _isRunning = true } }
    /// Stops the flow of data.
    open func stopRunning() { lock.withLock { _isRunning = false } }
}

/// The source of a capture session's media (`AVCaptureInput`, an abstract class).
open class AVCaptureInput: NSObject, @unchecked Sendable {}

/// A capture input that provides media from a capture device (`AVCaptureDeviceInput`).
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    /// The device this input captures from.
    open var device: AVCaptureDevice { capturedDevice }
    private let capturedDevice: AVCaptureDevice
    /// Creates an input for `device` (`init(device: AVCaptureDevice) throws`, iOS 4). A render
    /// process has no capture device, so there is none to pass; an input made from a device
    /// object the code created itself is kept, and captures nothing.
    public init(device: AVCaptureDevice) throws {
        capturedDevice = device
        super.init()
    }
}

/// The destination of a capture session's media (`AVCaptureOutput`, an abstract class).
open class AVCaptureOutput: NSObject, @unchecked Sendable {
    /// The output's connections (none: no input delivers to it).
    open var connections: [AVCaptureConnection] { [] }
    /// The connection for `mediaType` (none).
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

/// A connection between capture inputs and an output (`AVCaptureConnection`).
open class AVCaptureConnection: NSObject, @unchecked Sendable {
    /// Whether the connection is enabled.
    open var isEnabled = true
    /// Whether the connection is active (never, in a render: no device delivers).
    open var isActive: Bool { false }
    /// The rotation applied to video, in degrees (iOS 17).
    open var videoRotationAngle: CGFloat = 0
    /// Whether the video is mirrored.
    open var isVideoMirrored = false
}
