import Foundation

/// The lines of an asynchronous sequence of UTF-8 bytes — Foundation's `AsyncLineSequence`
/// (`FileHandle.bytes.lines`, `URL.lines`).
///
/// As Apple's: a line ends at LF, CR, CR LF, NEL (U+0085), LINE SEPARATOR (U+2028) or PARAGRAPH
/// SEPARATOR (U+2029); the terminators are not part of the lines; a final terminator does not
/// start an empty line; invalid UTF-8 decodes to U+FFFD.
public struct AsyncLineSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
    public typealias Element = String
    let base: Base

    /// The lines of `base`.
    public init(_ base: Base) { self.base = base }

    /// Reads lines one at a time.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var byteSource: Base.AsyncIterator
        var pending: UInt8?
        var finished = false

        /// The next line, or `nil` after the last one.
        public mutating func next() async throws -> String? {
            guard !finished else { return nil }
            var line: [UInt8] = []
            while true {
                let byte: UInt8?
                if let held = pending { byte = held; pending = nil } else { byte = try await byteSource.next() }
                guard let byte else {
                    finished = true
                    return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
                }
                switch byte {
                case 0x0A:
                    return String(decoding: line, as: UTF8.self)
                case 0x0D:
                    // CR LF is one terminator.
                    let following = try await byteSource.next()
                    if let following, following != 0x0A { pending = following }
                    return String(decoding: line, as: UTF8.self)
                default:
                    line.append(byte)
                    // NEL (C2 85), LS (E2 80 A8), PS (E2 80 A9) end the line too.
                    if line.count >= 2, line[line.count - 2] == 0xC2, byte == 0x85 {
                        line.removeLast(2)
                        return String(decoding: line, as: UTF8.self)
                    }
                    if line.count >= 3, line[line.count - 3] == 0xE2, line[line.count - 2] == 0x80, byte == 0xA8 || byte == 0xA9 {
                        line.removeLast(3)
                        return String(decoding: line, as: UTF8.self)
                    }
                }
            }
        }
    }

    /// An iterator over the lines.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(byteSource: base.makeAsyncIterator()) }
}

extension AsyncSequence where Element == UInt8 {
    /// The bytes decoded as UTF-8 lines.
    public var lines: AsyncLineSequence<Self> { AsyncLineSequence(self) }
}
