import Foundation

// AVFAudio's node graph (AVAudioEngine and its nodes), for apps whose shared code builds a
// sound generator or player. A render plays nothing: the graph is built and kept as written
// (nodes attach, connect and keep their parameters), buffers hold real samples, and
// `AVAudioEngine.start()` throws as it does in a process that cannot activate an audio session
// (a widget extension): OSStatus '!pla' (561015905, `AVAudioSession.ErrorCode.cannotStartPlaying`).

/// A channel count — AVFAudio's `AVAudioChannelCount`.
public typealias AVAudioChannelCount = UInt32
/// A frame count — AVFAudio's `AVAudioFrameCount`.
public typealias AVAudioFrameCount = UInt32
/// A frame position — AVFAudio's `AVAudioFramePosition`.
public typealias AVAudioFramePosition = Int64
/// A bus number — AVFAudio's `AVAudioNodeBus`.
public typealias AVAudioNodeBus = Int

/// Sample formats — AVFAudio's `AVAudioCommonFormat`.
public enum AVAudioCommonFormat: UInt, Sendable {
    case otherFormat = 0, pcmFormatFloat32 = 1, pcmFormatFloat64 = 2, pcmFormatInt16 = 3, pcmFormatInt32 = 4
}

/// An audio format — AVFAudio's `AVAudioFormat`.
open class AVAudioFormat: NSObject, @unchecked Sendable {
    /// Samples per second.
    public let sampleRate: Double
    /// Channels per frame.
    public let channelCount: AVAudioChannelCount
    /// The sample format.
    public let commonFormat: AVAudioCommonFormat
    /// Whether channels are interleaved in one buffer.
    public let isInterleaved: Bool

    /// A format; `nil` for zero channels or a non-positive rate, as AVFAudio fails then.
    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        guard channels > 0, sampleRate > 0, sampleRate.isFinite else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = format
        isInterleaved = interleaved
    }
    /// The standard format: deinterleaved 32-bit float.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }
    /// Whether the format is the standard one.
    public var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }
    /// Bytes per sample of one channel.
    var bytesPerSample: Int {
        switch commonFormat {
        case .pcmFormatFloat64: return 8
        case .pcmFormatInt16: return 2
        default: return 4
        }
    }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? AVAudioFormat else { return false }
        return o.sampleRate == sampleRate && o.channelCount == channelCount && o.commonFormat == commonFormat && o.isInterleaved == isInterleaved
    }
}

/// One buffer of an `AudioBufferList` — Core Audio's `AudioBuffer`.
public struct AudioBuffer {
    /// Interleaved channels in this buffer.
    public var mNumberChannels: UInt32
    /// Size of `mData` in bytes.
    public var mDataByteSize: UInt32
    /// The samples.
    public var mData: UnsafeMutableRawPointer?
    /// A buffer.
    public init(mNumberChannels: UInt32, mDataByteSize: UInt32, mData: UnsafeMutableRawPointer?) {
        self.mNumberChannels = mNumberChannels
        self.mDataByteSize = mDataByteSize
        self.mData = mData
    }
    /// An empty buffer.
    public init() { self.init(mNumberChannels: 0, mDataByteSize: 0, mData: nil) }
}

/// A list of buffers — Core Audio's `AudioBufferList` (a count followed by that many buffers
/// in memory; ``UnsafeMutableAudioBufferListPointer`` reads them).
public struct AudioBufferList {
    /// How many buffers follow.
    public var mNumberBuffers: UInt32
    /// The first buffer.
    public var mBuffers: AudioBuffer
    /// A list of one buffer.
    public init(mNumberBuffers: UInt32, mBuffers: AudioBuffer) {
        self.mNumberBuffers = mNumberBuffers
        self.mBuffers = mBuffers
    }

    /// Memory for a list of `maximumBuffers` buffers (Core Audio's `allocate(maximumBuffers:)`).
    public static func allocate(maximumBuffers: Int) -> UnsafeMutableAudioBufferListPointer {
        let size = MemoryLayout<AudioBufferList>.size + max(0, maximumBuffers - 1) * MemoryLayout<AudioBuffer>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<AudioBufferList>.alignment)
        let list = raw.bindMemory(to: AudioBufferList.self, capacity: 1)
        list.pointee.mNumberBuffers = UInt32(maximumBuffers)
        return UnsafeMutableAudioBufferListPointer(list)
    }
}

/// The buffers of an `AudioBufferList` as a collection — Core Audio's
/// `UnsafeMutableAudioBufferListPointer`.
public struct UnsafeMutableAudioBufferListPointer: MutableCollection, RandomAccessCollection {
    /// The list.
    public var unsafeMutablePointer: UnsafeMutablePointer<AudioBufferList>
    /// A view of a list.
    public init(_ p: UnsafeMutablePointer<AudioBufferList>) { unsafeMutablePointer = p }
    /// A view of a list, `nil` for a null pointer.
    public init?(_ p: UnsafeMutablePointer<AudioBufferList>?) {
        guard let p else { return nil }
        unsafeMutablePointer = p
    }
    /// How many buffers.
    public var count: Int {
        get { Int(unsafeMutablePointer.pointee.mNumberBuffers) }
        nonmutating set { unsafeMutablePointer.pointee.mNumberBuffers = UInt32(newValue) }
    }
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    private var buffers: UnsafeMutablePointer<AudioBuffer> {
        let offset = MemoryLayout<AudioBufferList>.offset(of: \AudioBufferList.mBuffers)!
        return (UnsafeMutableRawPointer(unsafeMutablePointer) + offset).assumingMemoryBound(to: AudioBuffer.self)
    }
    public subscript(index: Int) -> AudioBuffer {
        get { precondition(index >= 0 && index < count, "buffer index out of range"); return buffers[index] }
        nonmutating set { precondition(index >= 0 && index < count, "buffer index out of range"); buffers[index] = newValue }
    }
}

/// A time stamp of the audio clock — Core Audio's `AudioTimeStamp` (sample time and host time).
public struct AudioTimeStamp {
    public var mSampleTime: Double = 0
    public var mHostTime: UInt64 = 0
    public init() {}
}

/// A buffer of PCM samples — AVFAudio's `AVAudioPCMBuffer`. Samples are real memory: code that
/// fills or reads `floatChannelData` works.
open class AVAudioPCMBuffer: NSObject, @unchecked Sendable {
    /// The samples' format.
    public let format: AVAudioFormat
    /// Frames the buffer can hold.
    public let frameCapacity: AVAudioFrameCount
    /// Frames that hold samples (at most `frameCapacity`).
    open var frameLength: AVAudioFrameCount {
        didSet { frameLength = min(frameLength, frameCapacity) }
    }
    private let channels: [UnsafeMutableRawPointer]
    private let floatPointers: UnsafeMutablePointer<UnsafeMutablePointer<Float>>?

    /// A buffer for `frameCapacity` frames of `format` (zero-filled); `nil` for a capacity of 0.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        guard frameCapacity > 0 else { return nil }
        self.format = format
        self.frameCapacity = frameCapacity
        frameLength = 0
        let planes = format.isInterleaved ? 1 : Int(format.channelCount)
        let bytes = Int(frameCapacity) * format.bytesPerSample * (format.isInterleaved ? Int(format.channelCount) : 1)
        channels = (0..<planes).map { _ in
            let p = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
            p.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
            return p
        }
        if format.commonFormat == .pcmFormatFloat32 {
            let list = UnsafeMutablePointer<UnsafeMutablePointer<Float>>.allocate(capacity: planes)
            for (i, c) in channels.enumerated() { list[i] = c.assumingMemoryBound(to: Float.self) }
            floatPointers = list
        } else {
            floatPointers = nil
        }
    }
    deinit {
        channels.forEach { $0.deallocate() }
        floatPointers?.deallocate()
    }
    /// The channels' float samples (32-bit float formats only, as AVFAudio).
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { floatPointers.map { UnsafePointer($0) } }
    /// Distance between samples of one channel.
    open var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }
}

/// A node of an audio graph — AVFAudio's `AVAudioNode`.
open class AVAudioNode: NSObject, @unchecked Sendable {
    /// The engine the node is attached to.
    open internal(set) weak var engine: AVAudioEngine?
    var outputFormats: [AVAudioNodeBus: AVAudioFormat] = [:]
    var inputFormats: [AVAudioNodeBus: AVAudioFormat] = [:]
    /// Input buses.
    open var numberOfInputs: Int { 1 }
    /// Output buses.
    open var numberOfOutputs: Int { 1 }
    /// The format of an output bus (44.1 kHz stereo until connected; AVFAudio's default output).
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { outputFormats[bus] ?? AVAudioNode.defaultFormat }
    /// The format of an input bus.
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { inputFormats[bus] ?? AVAudioNode.defaultFormat }
    /// Installs a tap on a bus (no audio flows in a render: the block is never called).
    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?, block: @escaping (AVAudioPCMBuffer, AVAudioTime) -> Void) {}
    /// Removes a tap.
    open func removeTap(onBus bus: AVAudioNodeBus) {}
    /// Clears the node's state.
    open func reset() {}
    /// 44.1 kHz stereo: the hardware format AVFAudio reports for the output of a fresh iPhone's
    /// engine (the built-in speaker's rate).
    static let defaultFormat = AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2)!
}

/// A time on the audio clock — AVFAudio's `AVAudioTime`.
open class AVAudioTime: NSObject, @unchecked Sendable {
    /// The sample time.
    public let sampleTime: AVAudioFramePosition
    /// The sample rate of `sampleTime`.
    public let sampleRate: Double
    /// A time in samples.
    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
    }
}
