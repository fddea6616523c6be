import Foundation

extension FileHandle {
    /// The file's bytes from the current offset to its end, read in chunks as they are asked
    /// for — Foundation's `FileHandle.AsyncBytes`.
    public struct AsyncBytes: AsyncSequence {
        public typealias Element = UInt8
        let handle: FileHandle

        /// Reads one byte at a time from buffered chunks.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let handle: FileHandle
            var buffer: [UInt8] = []
            var index = 0
            var atEnd = false

            /// The next byte, or `nil` at the end of the file. Read errors are thrown.
            public mutating func next() async throws -> UInt8? {
                if index < buffer.count {
                    defer { index += 1 }
                    return buffer[index]
                }
                guard !atEnd else { return nil }
                // 16 KiB a read (Apple does not document its chunk size).
                let chunk = try handle.read(upToCount: 16_384) ?? Data()
                guard !chunk.isEmpty else { atEnd = true; return nil }
                buffer = Array(chunk)
                index = 1
                return buffer[0]
            }
        }

        /// An iterator over the bytes.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(handle: handle) }
    }

    /// The file's bytes, asynchronously (`for try await line in handle.bytes.lines`).
    public var bytes: AsyncBytes { AsyncBytes(handle: self) }
}

extension URL {
    /// The bytes of a file URL's resource — Foundation's `URL.AsyncBytes` (network URLs: read
    /// them with `URLSession.bytes(from:)`; here they throw `URLError(.unsupportedURL)`).
    public struct AsyncBytes: AsyncSequence {
        public typealias Element = UInt8
        let url: URL

        /// Reads the file when first asked, then its bytes one at a time.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let url: URL
            var bytes: FileHandle.AsyncBytes.AsyncIterator?

            /// The next byte, or `nil` at the end; opening errors are thrown on the first call.
            public mutating func next() async throws -> UInt8? {
                if bytes == nil {
                    guard url.isFileURL else { throw URLError(.unsupportedURL) }
                    bytes = try FileHandle(forReadingFrom: url).bytes.makeAsyncIterator()
                }
                return try await bytes?.next()
            }
        }

        /// An iterator over the bytes.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(url: url) }
    }

    /// The resource's bytes, asynchronously.
    public var resourceBytes: AsyncBytes { AsyncBytes(url: self) }

    /// The resource's lines, asynchronously.
    public var lines: AsyncLineSequence<AsyncBytes> { resourceBytes.lines }
}
