import Foundation
import Testing
@testable import WidgetShotFoundation

/// Foundation API of Apple's platforms that RevenueCat and Kingfisher call (sweep 6, issue 20).
@Suite struct AsyncBytesTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("async-bytes-\(UUID().uuidString).txt")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func linesSplitOnEveryTerminatorAsApplesDo() async throws {
        // LF, CR LF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR; no empty line after the last terminator.
        let text = "one\ntwo\r\nthree\rfour\u{85}five\u{2028}six\u{2029}\n\nlast\n"
        let url = try temporaryFile(Array(text.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        var lines: [String] = []
        for try await line in try FileHandle(forReadingFrom: url).bytes.lines { lines.append(line) }
        #expect(lines == ["one", "two", "three", "four", "five", "six", "", "", "last"])
        var viaURL: [String] = []
        for try await line in url.lines { viaURL.append(line) }
        #expect(viaURL == lines)
    }

    @Test func bytesCrossReadChunks() async throws {
        let bytes = (0..<40_000).map { UInt8($0 % 251) }
        let url = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        var read: [UInt8] = []
        for try await byte in try FileHandle(forReadingFrom: url).bytes { read.append(byte) }
        #expect(read == bytes)
        await #expect(throws: URLError.self) { for try await _ in URL(string: "https://example.com")!.resourceBytes {} }
    }

    @Test func foundationAdditions() throws {
        let progress = Progress()
        #expect(progress.totalUnitCount == 0 && progress.isIndeterminate)
        #expect(URL.documentsDirectory == FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first)
        let error = URLError(.notConnectedToInternet, userInfo: [NSURLErrorNetworkUnavailableReasonKey: 2])
        #expect(error.networkUnavailableReason == .constrained)
        #expect(URLError(.timedOut).networkUnavailableReason == nil)
    }
}
