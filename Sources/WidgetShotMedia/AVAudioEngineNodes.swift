import Foundation

/// An audio graph — AVFAudio's `AVAudioEngine`. The graph is kept as built; `start()` throws
/// (a render cannot activate an audio session; see AVAudioEngine.swift), so `isRunning` stays false.
open class AVAudioEngine: NSObject, @unchecked Sendable {
    /// The nodes attached to the engine.
    open private(set) var attachedNodes: Set<AVAudioNode> = []
    private var connections: [(source: AVAudioNode, destination: AVAudioNode, format: AVAudioFormat?)] = []
    /// Whether the engine is running (never, in a render).
    open private(set) var isRunning = false
    /// Whether the engine renders offline (`enableManualRenderingMode`).
    open private(set) var isInManualRenderingMode = false

    /// The engine's output (the speaker).
    public let outputNode = AVAudioOutputNode()
    /// The engine's input (the microphone).
    public let inputNode = AVAudioInputNode()
    /// The mixer feeding the output, made on first use as AVFAudio does.
    open lazy var mainMixerNode: AVAudioMixerNode = {
        let mixer = AVAudioMixerNode()
        attach(mixer)
        connect(mixer, to: outputNode, format: nil)
        return mixer
    }()

    /// An engine.
    public override init() {
        super.init()
        outputNode.engine = self
        inputNode.engine = self
    }

    /// Attaches a node.
    open func attach(_ node: AVAudioNode) {
        attachedNodes.insert(node)
        node.engine = self
    }
    /// Detaches a node and its connections.
    open func detach(_ node: AVAudioNode) {
        attachedNodes.remove(node)
        connections.removeAll { $0.source === node || $0.destination === node }
        node.engine = nil
    }
    /// Connects two nodes' first buses with a format (`nil`: the source's output format).
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
        connect(node1, to: node2, fromBus: 0, toBus: 0, format: format)
    }
    /// Connects two buses with a format.
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus, format: AVAudioFormat?) {
        let format = format ?? node1.outputFormat(forBus: bus1)
        connections.append((node1, node2, format))
        node1.outputFormats[bus1] = format
        node2.inputFormats[bus2] = format
    }
    /// Removes a node's output connections.
    open func disconnectNodeOutput(_ node: AVAudioNode) { connections.removeAll { $0.source === node } }
    /// Removes a node's input connections.
    open func disconnectNodeInput(_ node: AVAudioNode) { connections.removeAll { $0.destination === node } }
    /// The nodes `node` feeds (for tests and diagnostics).
    public func _widgetShotDestinations(of node: AVAudioNode) -> [AVAudioNode] { connections.filter { $0.source === node }.map(\.destination) }

    /// Prepares the engine (allocates nothing here).
    open func prepare() {}
    /// Starts the engine: throws OSStatus '!pla' (561015905) — no audio session can be activated
    /// in a render, as in a widget extension.
    open func start() throws {
        throw NSError(domain: NSOSStatusErrorDomainAudio, code: 561_015_905,
                      userInfo: [NSLocalizedDescriptionKey: "The audio engine cannot start: no audio session can be activated in a widget render"])
    }
    /// Pauses the engine.
    open func pause() { isRunning = false }
    /// Stops the engine.
    open func stop() { isRunning = false }
    /// Resets every node.
    open func reset() { attachedNodes.forEach { $0.reset() } }
}

/// The engine's output — AVFAudio's `AVAudioOutputNode`.
open class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {
    open override var numberOfOutputs: Int { 0 }
}
/// The engine's input — AVFAudio's `AVAudioInputNode`.
open class AVAudioInputNode: AVAudioNode, @unchecked Sendable {
    open override var numberOfInputs: Int { 0 }
}

/// A mixer — AVFAudio's `AVAudioMixerNode` (with `AVAudioMixing`'s volume and pan).
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
    /// The output volume, 0…1.
    open var outputVolume: Float = 1
    /// The input volume, 0…1.
    open var volume: Float = 1
    /// The stereo pan, −1…1.
    open var pan: Float = 0
    /// An unused input bus.
    open var nextAvailableInputBus: AVAudioNodeBus { inputFormats.keys.max().map { $0 + 1 } ?? 0 }
}

/// The function a source node calls for samples: silence flag, time, frame count, buffers →
/// status — AVFAudio's `AVAudioSourceNodeRenderBlock`.
public typealias AVAudioSourceNodeRenderBlock = (UnsafeMutablePointer<ObjCBool>, UnsafePointer<AudioTimeStamp>, AVAudioFrameCount, UnsafeMutablePointer<AudioBufferList>) -> Int32

/// A node whose samples a block makes — AVFAudio's `AVAudioSourceNode`. Nothing pulls samples
/// in a render (the engine does not run); ``_widgetShotRender(frames:)`` calls the block, for tests.
open class AVAudioSourceNode: AVAudioNode, @unchecked Sendable {
    let renderBlock: AVAudioSourceNodeRenderBlock
    /// A source node in the engine's format.
    public init(renderBlock block: @escaping AVAudioSourceNodeRenderBlock) { renderBlock = block }
    /// A source node making samples of `format`.
    public init(format: AVAudioFormat, renderBlock block: @escaping AVAudioSourceNodeRenderBlock) {
        renderBlock = block
        super.init()
        outputFormats[0] = format
    }
    /// The node's volume (`AVAudioMixing`).
    open var volume: Float = 1

    /// Calls the render block for `frames` frames of the node's output format and returns the
    /// buffer it filled and the status it answered.
    public func _widgetShotRender(frames: AVAudioFrameCount) -> (buffer: AVAudioPCMBuffer?, status: Int32) {
        let format = outputFormat(forBus: 0)
        guard let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: max(frames, 1)), let data = buffer.floatChannelData else { return (nil, -50) }
        buffer.frameLength = frames
        let planes = format.isInterleaved ? 1 : Int(format.channelCount)
        let list = AudioBufferList.allocate(maximumBuffers: planes)
        defer { list.unsafeMutablePointer.deallocate() }
        let bytes = UInt32(Int(frames) * 4 * (format.isInterleaved ? Int(format.channelCount) : 1))
        for i in 0..<planes {
            list[i] = AudioBuffer(mNumberChannels: format.isInterleaved ? format.channelCount : 1, mDataByteSize: bytes, mData: UnsafeMutableRawPointer(data[i]))
        }
        var silence = ObjCBool(false)
        var time = AudioTimeStamp()
        let status = renderBlock(&silence, &time, frames, list.unsafeMutablePointer)
        return (buffer, status)
    }
}

/// A player of buffers and files — AVFAudio's `AVAudioPlayerNode`. Scheduled audio is kept;
/// nothing plays (the engine never runs), so completion handlers are not called.
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
    /// Whether the node is playing (never, in a render: the engine is not running).
    open private(set) var isPlaying = false
    /// The node's volume.
    open var volume: Float = 1
    /// The stereo pan.
    open var pan: Float = 0
    /// Buffers scheduled so far.
    public private(set) var _widgetShotScheduledBuffers: [AVAudioPCMBuffer] = []

    /// Schedules a buffer.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (() -> Void)? = nil) { _widgetShotScheduledBuffers.append(buffer) }
    /// Schedules a buffer at a time with options.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = [], completionHandler: (() -> Void)? = nil) {
        _widgetShotScheduledBuffers.append(buffer)
    }
    /// Starts playing — only when the engine runs, as AVFAudio (which raises otherwise); here the
    /// engine never runs, so the node does not play.
    open func play() { isPlaying = engine?.isRunning ?? false }
    /// Starts playing at a time.
    open func play(at when: AVAudioTime?) { play() }
    /// Pauses.
    open func pause() { isPlaying = false }
    /// Stops and clears scheduled audio.
    open func stop() { isPlaying = false; _widgetShotScheduledBuffers.removeAll() }
}

/// Options for scheduled buffers — AVFAudio's `AVAudioPlayerNodeBufferOptions`.
public struct AVAudioPlayerNodeBufferOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let loops = AVAudioPlayerNodeBufferOptions(rawValue: 1)
    public static let interrupts = AVAudioPlayerNodeBufferOptions(rawValue: 2)
    public static let interruptsAtLoop = AVAudioPlayerNodeBufferOptions(rawValue: 4)
}

/// Filter shapes of an EQ band — AVFAudio's `AVAudioUnitEQFilterType` (raw values as Apple's).
public enum AVAudioUnitEQFilterType: Int, Sendable {
    case parametric = 0, lowPass, highPass, resonantLowPass, resonantHighPass, bandPass, bandStop, lowShelf, highShelf, resonantLowShelf, resonantHighShelf
}

/// One band of an equaliser — AVFAudio's `AVAudioUnitEQFilterParameters` (defaults as Apple's:
/// parametric, bypassed, 0 dB; frequency and bandwidth are Apple's undocumented initial values
/// guessed as 1 kHz and half an octave).
open class AVAudioUnitEQFilterParameters: NSObject, @unchecked Sendable {
    open var filterType: AVAudioUnitEQFilterType = .parametric
    open var frequency: Float = 1_000
    open var bandwidth: Float = 0.5
    open var gain: Float = 0
    open var bypass = true
}

/// An equaliser — AVFAudio's `AVAudioUnitEQ`.
open class AVAudioUnitEQ: AVAudioNode, @unchecked Sendable {
    /// The bands.
    public let bands: [AVAudioUnitEQFilterParameters]
    /// Gain applied to every band, dB.
    open var globalGain: Float = 0
    /// Whether the unit passes audio through unchanged.
    open var bypass = false
    /// An equaliser of `numberOfBands` bands.
    public init(numberOfBands: Int) { bands = (0..<max(0, numberOfBands)).map { _ in AVAudioUnitEQFilterParameters() } }
    /// An equaliser of one band.
    public convenience override init() { self.init(numberOfBands: 1) }
}
